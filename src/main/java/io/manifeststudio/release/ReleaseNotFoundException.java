package io.manifeststudio.release;

/** No release with the id asked for. */
public class ReleaseNotFoundException extends RuntimeException {

	public ReleaseNotFoundException(String message) {
		super(message);
	}

}
