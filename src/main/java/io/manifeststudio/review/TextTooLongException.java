package io.manifeststudio.review;

import io.manifeststudio.manifest.model.InvalidManifestRequestException;

/**
 * A comment or message longer than its limit: refused with the limit, as a request that
 * is too large to take.
 */
public class TextTooLongException extends InvalidManifestRequestException {

	private final int limit;

	public TextTooLongException(String field, int length, int limit) {
		super(field, "The " + field + " has " + length + " characters; at most " + limit + " are allowed");
		this.limit = limit;
	}

	/** The most characters the field takes. */
	public int limit() {
		return this.limit;
	}

}
