package io.manifeststudio.export.web;

import java.util.List;

import io.manifeststudio.export.helm.ChartReview;

/**
 * The 409 of an approved export of a revision that is not approved: the API's error shape ({@code status},
 * {@code error}) with the {@code reasons} in words.
 */
record NotApprovedJson(int status, String error, long manifestId, int revision, boolean approved,
		List<String> reasons) {

	static NotApprovedJson of(long manifestId, int revision, ChartReview review) {
		return new NotApprovedJson(409, "Revision " + revision + " is not approved, so it has no approved chart: "
				+ String.join("; ", review.reasons()), manifestId, revision, false, review.reasons());
	}

}
