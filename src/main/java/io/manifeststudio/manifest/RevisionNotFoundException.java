package io.manifeststudio.manifest;

/** The manifest exists but has no revision with this number. */
public class RevisionNotFoundException extends RuntimeException {

	private final long manifestId;

	private final int number;

	public RevisionNotFoundException(long manifestId, int number) {
		super("Manifest " + manifestId + " has no revision " + number);
		this.manifestId = manifestId;
		this.number = number;
	}

	public long manifestId() {
		return this.manifestId;
	}

	public int number() {
		return this.number;
	}

}
