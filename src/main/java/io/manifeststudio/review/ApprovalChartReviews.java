package io.manifeststudio.review;

import org.springframework.stereotype.Component;

import io.manifeststudio.export.helm.ChartReview;
import io.manifeststudio.export.helm.ChartReviews;

/**
 * What the chart export asks of the review: whether a revision is approved under the rule of {@link Approvals} (with
 * its approvers, or the reasons it is not), and the audit event of an approved export.
 */
@Component
class ApprovalChartReviews implements ChartReviews {

	private final Approvals approvals;

	private final AuditLog audit;

	ApprovalChartReviews(Approvals approvals, AuditLog audit) {
		this.approvals = approvals;
		this.audit = audit;
	}

	@Override
	public ChartReview of(long manifestId, int revision) {
		ReviewStatus status = this.approvals.status(manifestId, revision);
		return status.approved() ? ChartReview.approved(status.approvers()) : ChartReview.unapproved(status.reasons());
	}

	@Override
	public void approvedExported(long manifestId, int revision, String contentHash, String who) {
		this.audit.record(who, AuditLog.EXPORT_APPROVED, manifestId, revision,
				"exported the approved Helm chart of content " + contentHash);
	}

}
