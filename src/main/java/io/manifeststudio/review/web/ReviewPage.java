package io.manifeststudio.review.web;

import java.util.List;

/**
 * What a revision's review page shows: the revision, what changed since the previous one
 * (the changes in words, each with this revision's comment threads on the place it
 * touched, and the role manifest side by side; none for revision 1), what the diff budget
 * left out of them ({@code overBudget}), and the review activity (status, verdicts,
 * comment threads, forms).
 */
public record ReviewPage(long manifestId, String manifestName, int revision, String message, String author,
		String created, String contentHash, Integer previous, List<ThreadNote.ChangeView> changes,
		List<SideBySide> roleManifest, OverBudget overBudget, String diffHref, ReviewActivity activity) {

	public boolean hasPrevious() {
		return this.previous != null;
	}

	/**
	 * What the diff budget left out: {@code changesLeftOut} changes the summary does not
	 * list; and when the role manifest's diff is larger than the budget
	 * ({@code roleManifest}, more than {@code maxChangedLines} changed lines or too much
	 * text), links to download both revisions and to the diff page of each pod
	 * ({@code podDiffs}: its Kubernetes YAML compared on demand, usually within the
	 * budget).
	 */
	public record OverBudget(int changesLeftOut, boolean roleManifest, int maxChangedLines, String fromDownload,
			String toDownload, List<PodDiff> podDiffs) {

		static final OverBudget NONE = new OverBudget(0, false, 0, null, null, List.of());

	}

	/** The diff page of one pod of the two revisions. */
	public record PodDiff(String pod, String href) {
	}

}
