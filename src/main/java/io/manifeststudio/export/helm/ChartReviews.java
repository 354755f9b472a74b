package io.manifeststudio.export.helm;

import java.util.List;
import java.util.OptionalInt;

/**
 * The review state of stored revisions, which a chart export of a stored manifest writes
 * into {@code Chart.yaml}, and the record of an approved export. The review module
 * implements it (the export does not depend on the review).
 */
public interface ChartReviews {

	/**
	 * @throws io.manifeststudio.manifest.RevisionNotFoundException when the manifest has
	 * no such revision
	 */
	ChartReview of(long manifestId, int revision);

	/**
	 * Every revision of every manifest that is approved now (under the same rule as
	 * {@link #of}), by manifest id and revision number: a revision that lost its approval
	 * (a request for changes since) is not among them.
	 */
	List<ApprovedRevision> approvedRevisions();

	/**
	 * The newest approved revision of the manifest up to {@code latestRevision}, or none.
	 */
	OptionalInt latestApproved(long manifestId, int latestRevision);

	/**
	 * Records that {@code who} exported revision {@code revision} (content
	 * {@code contentHash}) as approved.
	 */
	void approvedExported(long manifestId, int revision, String contentHash, String who);

}
