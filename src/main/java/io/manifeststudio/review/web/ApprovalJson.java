package io.manifeststudio.review.web;

import java.time.Instant;
import java.util.List;

import com.fasterxml.jackson.annotation.JsonInclude;

import io.manifeststudio.review.Approval;
import io.manifeststudio.review.ReviewStatus;
import io.manifeststudio.review.Verdict;

/** The approvals API's JSON: a verdict given, and a revision's status. */
final class ApprovalJson {

	private ApprovalJson() {
	}

	/**
	 * {@code POST .../approvals}: {@code {verdict: "approve" | "request-changes",
	 * message}}.
	 */
	record NewVerdict(String verdict, String message) {
	}

	@JsonInclude(JsonInclude.Include.NON_NULL)
	record VerdictJson(long id, long manifestId, int revision, String contentHash, String reviewer, Verdict verdict,
			String message, Instant createdAt) {

		static VerdictJson of(Approval approval) {
			return new VerdictJson(approval.id(), approval.manifestId(), approval.revision(), approval.contentHash(),
					approval.reviewer(), approval.verdict(), approval.message(), approval.createdAt());
		}

	}

	/**
	 * {@code GET .../status}: {@code approved}, the verdicts that count
	 * ({@code approvals}, bound to the revision's content hash), who approved, the
	 * unresolved blocking comments, the error findings, and the reasons when not
	 * approved.
	 */
	record StatusJson(long manifestId, int revision, String contentHash, boolean approved, List<VerdictJson> approvals,
			List<String> approvers, long blockingComments, long errors, List<String> reasons) {

		static StatusJson of(ReviewStatus status) {
			return new StatusJson(status.manifestId(), status.revision(), status.contentHash(), status.approved(),
					status.approvals().stream().map(VerdictJson::of).toList(), status.approvers(),
					status.blockingComments(), status.errors(), status.reasons());
		}

	}

}
