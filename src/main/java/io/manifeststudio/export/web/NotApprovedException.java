package io.manifeststudio.export.web;

import java.util.List;

import io.manifeststudio.export.helm.ChartReview;

/**
 * An approved export of a revision that is not approved: a 409 with the reasons in words.
 */
public class NotApprovedException extends RuntimeException {

	private final long manifestId;

	private final int revision;

	private final List<String> reasons;

	NotApprovedException(long manifestId, int revision, ChartReview review) {
		super("Revision " + revision + " is not approved, so it has no approved chart: "
				+ String.join("; ", review.reasons()));
		this.manifestId = manifestId;
		this.revision = revision;
		this.reasons = List.copyOf(review.reasons());
	}

	public long manifestId() {
		return this.manifestId;
	}

	public int revision() {
		return this.revision;
	}

	public List<String> reasons() {
		return this.reasons;
	}

}
