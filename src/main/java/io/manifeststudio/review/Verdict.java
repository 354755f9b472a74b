package io.manifeststudio.review;

import com.fasterxml.jackson.annotation.JsonValue;

import io.manifeststudio.manifest.model.InvalidManifestRequestException;

/** A reviewer's verdict on a revision. */
public enum Verdict {

	APPROVE("approve"), REQUEST_CHANGES("request-changes");

	private final String label;

	Verdict(String label) {
		this.label = label;
	}

	@JsonValue
	public String label() {
		return this.label;
	}

	/**
	 * @throws InvalidManifestRequestException (field {@code verdict}) for anything but
	 * the two labels
	 */
	public static Verdict of(String label) {
		for (Verdict verdict : values()) {
			if (verdict.label.equals(label)) {
				return verdict;
			}
		}
		throw new InvalidManifestRequestException("verdict", "The verdict is \"approve\" or \"request-changes\"");
	}

}
