package io.manifeststudio.review;

import io.manifeststudio.manifest.model.InvalidManifestRequestException;

/**
 * A version of a manifest to compare: a revision number, or the shared working draft
 * ({@code revision == null}).
 */
public record VersionRef(Integer revision) {

	public static final String DRAFT = "draft";

	public static final VersionRef DRAFT_REF = new VersionRef(null);

	public static VersionRef revision(int number) {
		return new VersionRef(number);
	}

	/**
	 * Reads {@code draft} or a revision number (1 or more) from a request parameter.
	 * @throws InvalidManifestRequestException naming {@code field} when it is neither
	 */
	public static VersionRef parse(String field, String text) {
		if (text == null || text.isBlank()) {
			throw new InvalidManifestRequestException(field,
					"The " + field + " version is missing: write a revision " + "number or " + DRAFT);
		}
		String clean = text.strip();
		if (DRAFT.equalsIgnoreCase(clean)) {
			return DRAFT_REF;
		}
		try {
			int number = Integer.parseInt(clean);
			if (number >= 1) {
				return revision(number);
			}
		}
		catch (NumberFormatException ex) {
			// not a number: said below
		}
		throw new InvalidManifestRequestException(field, "\"" + shorten(clean) + "\" is not a version of a manifest: "
				+ "write a revision number (1, 2, ...) or " + DRAFT);
	}

	public boolean isDraft() {
		return this.revision == null;
	}

	/** {@code draft} or the number, as a request parameter writes it. */
	public String parameter() {
		return isDraft() ? DRAFT : String.valueOf(this.revision);
	}

	/** {@code the draft} or {@code revision 3}. */
	public String label() {
		return isDraft() ? "the draft" : "revision " + this.revision;
	}

	private static String shorten(String text) {
		return (text.length() <= 40) ? text : text.substring(0, 40) + "…";
	}

}
