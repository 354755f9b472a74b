package io.manifeststudio.export;

import io.manifeststudio.validation.ValidationResult;

/**
 * A manifest with errors is not exported; this carries its findings so the caller can
 * show them.
 */
public class ExportBlockedException extends RuntimeException {

	private final transient ValidationResult result;

	public ExportBlockedException(ValidationResult result) {
		super("The manifest has " + result.errors() + " error(s); fix them before exporting");
		this.result = result;
	}

	public ValidationResult result() {
		return this.result;
	}

}
