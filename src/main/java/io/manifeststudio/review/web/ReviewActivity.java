package io.manifeststudio.review.web;

import java.util.List;

/**
 * The part of the review page that its forms replace: whether the revision is approved
 * (or the reasons it is not), the verdicts, the comment threads, and the forms the
 * signed-in user may use ({@code canComment}: editors and above; {@code canReview}:
 * reviewers and above who did not make the revision (four eyes), else
 * {@code reviewRefusal} says why not). {@code commentError} and {@code reviewError} say
 * why a form's last submission was refused.
 */
public record ReviewActivity(long manifestId, int revision, boolean approved, List<String> reasons,
		List<VerdictView> verdicts, List<ThreadView> threads, List<Option> groups, List<Option> containers,
		boolean canComment, boolean canReview, String reviewRefusal, CommentDraft draft, String commentError,
		String reviewError, String exportHref) {

	/** An option of a select. */
	public record Option(String value, String label, boolean selected) {
	}

	/** A verdict given on the revision. */
	public record VerdictView(String reviewer, String verdict, String message, String created) {

		public boolean approves() {
			return "approve".equals(this.verdict);
		}

	}

	/** A thread as the page shows it: its place in words, its comment and replies. */
	public record ThreadView(long id, String place, String text, String author, String created, boolean blocking,
			boolean resolved, String resolvedBy, boolean outdated, Integer comparedWith, List<ReplyView> replies,
			String resolveRefusal) {

		public String elementId() {
			return "thread-" + this.id;
		}

		/**
		 * Whether the signed-in user may resolve it (else {@code resolveRefusal} says
		 * why, for an open thread).
		 */
		public boolean canResolve() {
			return !this.resolved && this.resolveRefusal == null;
		}

	}

	public record ReplyView(long id, String text, String author, String created) {
	}

	/**
	 * What the new-comment form holds: the chosen place, and the text again after a
	 * refusal.
	 */
	public record CommentDraft(String group, String container, String field, String text, boolean blocking) {

		static final CommentDraft EMPTY = new CommentDraft(null, null, null, null, false);

	}

	public long openThreads() {
		return this.threads.stream().filter((thread) -> !thread.resolved()).count();
	}

}
