package io.manifeststudio.export.helm;

/**
 * A revision that is approved now, with its review (who approved it): what the chart
 * repository publishes.
 */
public record ApprovedRevision(long manifestId, int revision, ChartReview review) {

	public ApprovedRevision {
		if (review == null || !review.isApproved()) {
			throw new IllegalArgumentException("An approved revision has an approved review");
		}
	}

}
