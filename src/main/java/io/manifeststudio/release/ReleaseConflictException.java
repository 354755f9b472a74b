package io.manifeststudio.release;

/** A release whose name and version are in the catalog with other content. */
public class ReleaseConflictException extends RuntimeException {

	public ReleaseConflictException(String message) {
		super(message);
	}

}
