package io.manifeststudio.manifest.yaml;

/**
 * The text could not be read as a role manifest. Says what is wrong and, where the text
 * has a place for it, the line and column (1-based; 0 when unknown).
 */
public class ManifestParseException extends RuntimeException {

	/** What kind of problem: the web layer maps each to a status code. */
	public enum Kind {

		/** Not YAML, or YAML that is not a role manifest document. */
		SYNTAX,
		/** Larger than the size limit. */
		TOO_LARGE,
		/** Too many aliases, too deep, or expands to too many values. */
		LIMIT_EXCEEDED,
		/** A tag that could construct something other than plain data. */
		FORBIDDEN_TAG,
		/** No document at all. */
		EMPTY

	}

	private final Kind kind;

	private final int line;

	private final int column;

	public ManifestParseException(Kind kind, String message, int line, int column) {
		super(message);
		this.kind = kind;
		this.line = line;
		this.column = column;
	}

	public Kind kind() {
		return this.kind;
	}

	public int line() {
		return this.line;
	}

	public int column() {
		return this.column;
	}

}
