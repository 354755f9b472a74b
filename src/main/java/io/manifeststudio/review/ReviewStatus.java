package io.manifeststudio.review;

import java.util.List;

/**
 * Whether a revision is approved (the team's review rule: at least one approval, no
 * request for changes since, no unresolved blocking comment and no error finding), with
 * what that rests on and, when it is not, the reasons in words.
 */
public record ReviewStatus(long manifestId, int revision, String contentHash, boolean approved,
		List<Approval> approvals, long blockingComments, long errors, List<String> reasons) {

	public ReviewStatus {
		approvals = List.copyOf(approvals);
		reasons = List.copyOf(reasons);
	}

	/** Who approved (in order, each once) among the approvals that count. */
	public List<String> approvers() {
		return this.approvals.stream()
			.filter((approval) -> approval.verdict() == Verdict.APPROVE)
			.map(Approval::reviewer)
			.distinct()
			.toList();
	}

}
