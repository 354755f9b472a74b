package io.manifeststudio.export.helm;

import java.util.List;

/**
 * Where the exported version of a stored manifest stands in review, as the chart's
 * {@code Chart.yaml} annotations say it: a {@link State#DRAFT draft} (unsaved changes),
 * an {@link State#UNAPPROVED unapproved} revision (with the reasons), or an
 * {@link State#APPROVED approved} one (with who approved it).
 */
public record ChartReview(State state, List<String> approvers, List<String> reasons) {

	/**
	 * The annotation with the state: {@code draft}, {@code unapproved} or
	 * {@code approved}.
	 */
	public static final String REVIEW_ANNOTATION = "manifeststudio.io/review";

	/**
	 * The annotation with the approvers of an approved revision, comma-separated in the
	 * order they approved.
	 */
	public static final String APPROVERS_ANNOTATION = "manifeststudio.io/approvers";

	public enum State {

		DRAFT("draft"), UNAPPROVED("unapproved"), APPROVED("approved");

		private final String label;

		State(String label) {
			this.label = label;
		}

		public String label() {
			return this.label;
		}

	}

	public ChartReview {
		approvers = List.copyOf(approvers);
		reasons = List.copyOf(reasons);
	}

	public static ChartReview draft() {
		return new ChartReview(State.DRAFT, List.of(),
				List.of("the draft is not a revision: save it and have it reviewed"));
	}

	public static ChartReview unapproved(List<String> reasons) {
		return new ChartReview(State.UNAPPROVED, List.of(), reasons);
	}

	public static ChartReview approved(List<String> approvers) {
		if (approvers.isEmpty()) {
			throw new IllegalArgumentException("An approved revision has at least one approver");
		}
		return new ChartReview(State.APPROVED, approvers, List.of());
	}

	public boolean isApproved() {
		return this.state == State.APPROVED;
	}

}
