package io.manifeststudio.manifest.edit;

/**
 * A well-formed edit that cannot apply to this manifest: it names a group that does not
 * exist, places a container in its own pod or in a pod it is already in, and so on. The
 * message says why in plain words. Nothing was changed; the API answers 422.
 */
public class EditRefusedException extends RuntimeException {

	public EditRefusedException(String message) {
		super(message);
	}

}
