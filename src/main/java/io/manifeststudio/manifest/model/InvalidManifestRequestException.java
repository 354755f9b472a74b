package io.manifeststudio.manifest.model;

/**
 * A request to the manifest store names something that cannot be stored: a blank or too
 * long name, message or author.
 */
public class InvalidManifestRequestException extends RuntimeException {

	private final String field;

	public InvalidManifestRequestException(String field, String message) {
		super(message);
		this.field = field;
	}

	/** The request field at fault, such as {@code name} or {@code message}. */
	public String field() {
		return this.field;
	}

}
