package io.manifeststudio.manifest.edit;

import io.manifeststudio.manifest.model.InvalidManifestRequestException;

/**
 * An edit that is not well formed: not JSON, no or an unknown {@code op}, a field
 * missing, unknown or of the wrong type. Nothing was changed. The API answers 400 and
 * names the field.
 */
public class InvalidEditException extends InvalidManifestRequestException {

	public InvalidEditException(String field, String message) {
		super(field, message);
	}

}
