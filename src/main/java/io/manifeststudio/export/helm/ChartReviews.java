package io.manifeststudio.export.helm;

/**
 * The review state of stored revisions, which a chart export of a stored manifest writes into {@code Chart.yaml}, and
 * the record of an approved export. The review module implements it (the export does not depend on the review).
 */
public interface ChartReviews {

	/**
	 * @throws io.manifeststudio.manifest.RevisionNotFoundException when the manifest has no such revision
	 */
	ChartReview of(long manifestId, int revision);

	/** Records that {@code who} exported revision {@code revision} (content {@code contentHash}) as approved. */
	void approvedExported(long manifestId, int revision, String contentHash, String who);

}
