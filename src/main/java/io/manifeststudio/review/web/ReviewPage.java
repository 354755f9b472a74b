package io.manifeststudio.review.web;

import java.util.List;

/**
 * What a revision's review page shows: the revision, what changed since the previous one
 * (the changes in words, each with this revision's comment threads on the place it
 * touched, and the role manifest side by side; none for revision 1;
 * {@code roleManifestOverBudget} when that diff is larger than the diff budget,
 * {@code changesLeftOut} the changes the summary does not list), and the review activity
 * (status, verdicts, comment threads, forms).
 */
public record ReviewPage(long manifestId, String manifestName, int revision, String message, String author,
		String created, String contentHash, Integer previous, List<ThreadNote.ChangeView> changes,
		List<SideBySide> roleManifest, boolean roleManifestOverBudget, int changesLeftOut, String diffHref,
		ReviewActivity activity) {

	public boolean hasPrevious() {
		return this.previous != null;
	}

}
