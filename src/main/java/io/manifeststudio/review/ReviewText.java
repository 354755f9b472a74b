package io.manifeststudio.review;

import io.manifeststudio.manifest.model.InvalidManifestRequestException;

/**
 * The checks on what people type into the review: names of who did it, comment texts and
 * messages.
 */
public final class ReviewText {

	static final int MAX_NAME = 100;

	/** The most characters of a comment or reply. */
	public static final int MAX_COMMENT = 10_000;

	static final int MAX_MESSAGE = 2000;

	private ReviewText() {
	}

	/**
	 * The author or reviewer, stripped; refused when blank, too long or with control
	 * characters.
	 */
	static String name(String field, String name) {
		if (name == null || name.isBlank()) {
			throw new InvalidManifestRequestException(field, "The " + field + " is missing");
		}
		String clean = name.strip();
		if (clean.length() > MAX_NAME) {
			throw new InvalidManifestRequestException(field,
					"The " + field + " has " + clean.length() + " characters; at most " + MAX_NAME + " are allowed");
		}
		if (clean.chars().anyMatch(Character::isISOControl)) {
			throw new InvalidManifestRequestException(field, "The " + field + " contains control characters");
		}
		return clean;
	}

	/**
	 * A comment's text exactly as typed (not stripped, not changed: it is always shown
	 * escaped); refused when blank, longer than {@value #MAX_COMMENT} characters, or with
	 * control characters other than line breaks and tabs.
	 */
	static String comment(String text) {
		return text("text", text, MAX_COMMENT);
	}

	/**
	 * An optional message ({@code null} when blank), otherwise as {@link #comment}, up to
	 * {@value #MAX_MESSAGE}.
	 */
	static String message(String text) {
		return (text == null || text.isBlank()) ? null : text("message", text, MAX_MESSAGE);
	}

	/**
	 * An anchor part: {@code null} when blank, else stripped and at most {@code max}
	 * characters.
	 */
	static String anchorPart(String field, String value, int max) {
		if (value == null || value.isBlank()) {
			return null;
		}
		String clean = value.strip();
		if (clean.length() > max || clean.chars().anyMatch(Character::isISOControl)) {
			throw new InvalidManifestRequestException(field,
					"The " + field + " must be a name of at most " + max + " characters without control characters");
		}
		return clean;
	}

	private static String text(String field, String text, int max) {
		if (text == null || text.isBlank()) {
			throw new InvalidManifestRequestException(field, "The " + field + " is missing or blank");
		}
		int length = text.length();
		if (length > max) {
			throw new TextTooLongException(field, length, max);
		}
		if (text.chars().anyMatch((c) -> Character.isISOControl(c) && c != '\n' && c != '\r' && c != '\t')) {
			throw new InvalidManifestRequestException(field,
					"The " + field + " contains control characters other than line breaks and tabs");
		}
		return text;
	}

}
