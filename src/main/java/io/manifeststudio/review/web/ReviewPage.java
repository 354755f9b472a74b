package io.manifeststudio.review.web;

import java.util.List;

/**
 * What a revision's review page shows: the revision, what changed since the previous one (summary and the role
 * manifest side by side; none for revision 1), and the review activity (status, verdicts, comment threads, forms).
 */
public record ReviewPage(long manifestId, String manifestName, int revision, String message, String author,
		String created, String contentHash, Integer previous, List<String> summary, List<SideBySide> roleManifest,
		String diffHref, ReviewActivity activity) {

	public boolean hasPrevious() {
		return this.previous != null;
	}

}
