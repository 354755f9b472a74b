package io.manifeststudio.review;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;

import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Component;

import io.manifeststudio.export.helm.ApprovedRevision;
import io.manifeststudio.export.helm.ChartReview;
import io.manifeststudio.export.helm.ChartReviews;
import io.manifeststudio.manifest.ManifestNotFoundException;
import io.manifeststudio.manifest.RevisionNotFoundException;

/**
 * What the chart export asks of the review: whether a revision is approved under the rule
 * of {@link Approvals} (with its approvers, or the reasons it is not), and the audit
 * event of an approved export.
 */
@Component
class ApprovalChartReviews implements ChartReviews {

	private final Approvals approvals;

	private final AuditLog audit;

	private final JdbcTemplate jdbc;

	ApprovalChartReviews(Approvals approvals, AuditLog audit, JdbcTemplate jdbc) {
		this.approvals = approvals;
		this.audit = audit;
		this.jdbc = jdbc;
	}

	@Override
	public ChartReview of(long manifestId, int revision) {
		ReviewStatus status = this.approvals.status(manifestId, revision);
		return status.approved() ? ChartReview.approved(status.approvers()) : ChartReview.unapproved(status.reasons());
	}

	/**
	 * The revisions with at least one approval on record are the candidates (few, and
	 * found by one query); each is then judged by the whole rule
	 * ({@link Approvals#status}: approvals bound to its content, four eyes, no request
	 * for changes since, no blocking comment, no error finding). A revision deleted
	 * meanwhile is left out.
	 */
	@Override
	public List<ApprovedRevision> approvedRevisions() {
		List<ApprovedRevision> approved = new ArrayList<>();
		List<long[]> candidates = this.jdbc.query(
				"select distinct manifest_id, revision_number from review_approval "
						+ "where verdict = ? order by manifest_id, revision_number",
				(row, number) -> new long[] { row.getLong(1), row.getInt(2) }, Verdict.APPROVE.label());
		for (long[] candidate : candidates) {
			try {
				ReviewStatus status = this.approvals.status(candidate[0], (int) candidate[1]);
				if (status.approved()) {
					approved.add(new ApprovedRevision(candidate[0], (int) candidate[1],
							ChartReview.approved(status.approvers())));
				}
			}
			catch (ManifestNotFoundException | RevisionNotFoundException gone) {
				// deleted since the query: nothing to publish
			}
		}
		return approved;
	}

	/**
	 * The newest of the manifest's revisions with an approval on record (found by one
	 * query) that the whole rule approves ({@link Approvals#status}).
	 */
	@Override
	public OptionalInt latestApproved(long manifestId, int latestRevision) {
		List<Integer> candidates = this.jdbc.query("select distinct revision_number from review_approval "
				+ "where manifest_id = ? and verdict = ? and revision_number <= ? order by revision_number desc",
				(row, number) -> row.getInt(1), manifestId, Verdict.APPROVE.label(), latestRevision);
		for (int revision : candidates) {
			try {
				if (this.approvals.status(manifestId, revision).approved()) {
					return OptionalInt.of(revision);
				}
			}
			catch (RevisionNotFoundException gone) {
				// deleted since the query
			}
		}
		return OptionalInt.empty();
	}

	@Override
	public void approvedExported(long manifestId, int revision, String contentHash, String who) {
		this.audit.record(who, AuditLog.EXPORT_APPROVED, manifestId, revision,
				"exported the approved Helm chart of content " + contentHash);
	}

}
