package io.manifeststudio.manifest;

/**
 * The draft is no longer at the version the writer read: someone else changed it in
 * between. Nothing was written; the writer must read the draft again
 * ({@code currentVersion}) and merge.
 */
public class StaleDraftException extends RuntimeException {

	private final long manifestId;

	private final long expectedVersion;

	private final long currentVersion;

	/**
	 * @param expectedVersion the version the writer named, or -1 when what they sent
	 * names no version
	 */
	public StaleDraftException(long manifestId, long expectedVersion, long currentVersion) {
		super((expectedVersion < 0)
				? "The ETag you sent does not name a version of the draft of manifest " + manifestId
						+ "; the draft is at version " + currentVersion + ". Read it again to get its ETag."
				: "The draft of manifest " + manifestId + " is at version " + currentVersion + ", not "
						+ expectedVersion + ": someone changed it since you read it. Read it again and reapply"
						+ " your change.");
		this.manifestId = manifestId;
		this.expectedVersion = expectedVersion;
		this.currentVersion = currentVersion;
	}

	public long manifestId() {
		return this.manifestId;
	}

	public long expectedVersion() {
		return this.expectedVersion;
	}

	public long currentVersion() {
		return this.currentVersion;
	}

}
