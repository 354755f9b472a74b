package io.manifeststudio.manifest;

/**
 * A revision could not be saved because another save of the same manifest got in the way;
 * retrying may succeed.
 */
public class RevisionConflictException extends RuntimeException {

	public RevisionConflictException(long manifestId, Throwable cause) {
		super("Another revision of manifest " + manifestId + " was being saved at the same time; try again", cause);
	}

}
