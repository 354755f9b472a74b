package io.manifeststudio.release;

/**
 * A release that cannot be read, or is refused because it is hostile: an entry that
 * escapes its folder, a link, an entry or a whole that is too large, too many entries.
 * {@link #entry()} names the entry (empty when the archive as a whole is at fault);
 * {@link #tooLarge()} tells a size limit from a malformed or hostile archive.
 */
public class ReleaseReadException extends RuntimeException {

	private final String entry;

	private final boolean tooLarge;

	public ReleaseReadException(String entry, String message, boolean tooLarge) {
		super(entry.isEmpty() ? message : message + " (entry " + entry + ")");
		this.entry = entry;
		this.tooLarge = tooLarge;
	}

	public ReleaseReadException(String entry, String message) {
		this(entry, message, false);
	}

	public String entry() {
		return this.entry;
	}

	public boolean tooLarge() {
		return this.tooLarge;
	}

}
