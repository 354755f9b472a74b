package io.manifeststudio.review.web;

import java.time.Instant;
import java.util.List;

import com.fasterxml.jackson.annotation.JsonInclude;

import io.manifeststudio.review.Anchor;
import io.manifeststudio.review.Comment;
import io.manifeststudio.review.CommentThread;

/**
 * The comments API's JSON. A thread: its comment (anchor, text as typed, blocking,
 * author, resolved), {@code outdated} when its place changed in a later revision
 * ({@code comparedWith} names that revision), and its replies.
 */
final class CommentJson {

	private CommentJson() {
	}

	/** A place of a revision; each part optional. */
	record AnchorJson(String group, String container, String field) {

		static AnchorJson of(Anchor anchor) {
			return new AnchorJson(anchor.group(), anchor.container(), anchor.field());
		}

		Anchor anchor() {
			return new Anchor(this.group, this.container, this.field);
		}

	}

	/**
	 * {@code POST .../comments}: {@code {anchor: {group, container, field}, text,
	 * blocking}}.
	 */
	record NewComment(AnchorJson anchor, String text, Boolean blocking) {

		Anchor place() {
			return (this.anchor != null) ? this.anchor.anchor() : Anchor.MANIFEST;
		}

		boolean isBlocking() {
			return Boolean.TRUE.equals(this.blocking);
		}

	}

	/** {@code POST /api/comments/{cid}/replies}: {@code {text}}. */
	record NewReply(String text) {
	}

	@JsonInclude(JsonInclude.Include.NON_NULL)
	record ThreadJson(long id, long manifestId, int revision, AnchorJson anchor, String text, boolean blocking,
			String author, Instant createdAt, boolean resolved, String resolvedBy, Instant resolvedAt, Boolean outdated,
			Integer comparedWith, List<ReplyJson> replies) {

		static ThreadJson of(CommentThread thread) {
			Comment comment = thread.comment();
			return new ThreadJson(comment.id(), comment.manifestId(), comment.revision(),
					AnchorJson.of(comment.anchor()), comment.text(), comment.blocking(), comment.author(),
					comment.createdAt(), comment.isResolved(), comment.resolvedBy(), comment.resolvedAt(),
					thread.outdated(), thread.changedIn(), thread.replies().stream().map(ReplyJson::of).toList());
		}

		/**
		 * A thread just started or resolved, without its outdated check (it is about the
		 * revision as stored).
		 */
		static ThreadJson of(Comment comment, List<Comment> replies) {
			return new ThreadJson(comment.id(), comment.manifestId(), comment.revision(),
					AnchorJson.of(comment.anchor()), comment.text(), comment.blocking(), comment.author(),
					comment.createdAt(), comment.isResolved(), comment.resolvedBy(), comment.resolvedAt(), null, null,
					replies.stream().map(ReplyJson::of).toList());
		}

	}

	record ReplyJson(long id, long threadId, String text, String author, Instant createdAt) {

		static ReplyJson of(Comment reply) {
			return new ReplyJson(reply.id(), reply.parentId(), reply.text(), reply.author(), reply.createdAt());
		}

	}

}
