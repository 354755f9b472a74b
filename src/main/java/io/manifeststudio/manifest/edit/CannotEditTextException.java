package io.manifeststudio.manifest.edit;

import io.manifeststudio.manifest.yaml.DocPath;

/**
 * A change cannot apply to a manifest: its path leads nowhere, its parent is a scalar, it
 * would change a place that an alias shares, or its text could not be written so that it
 * reads back to the changed data. The message names the path and says why; nothing was
 * changed.
 */
public class CannotEditTextException extends RuntimeException {

	private final DocPath path;

	public CannotEditTextException(DocPath path, String message) {
		super(describe(path) + ": " + message);
		this.path = path;
	}

	/** The path of the change that could not apply. */
	public DocPath path() {
		return this.path;
	}

	private static String describe(DocPath path) {
		return path.isRoot() ? "The document" : "At " + path;
	}

}
