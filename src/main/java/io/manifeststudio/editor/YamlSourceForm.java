package io.manifeststudio.editor;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

import org.springframework.validation.Errors;
import org.springframework.web.multipart.MultipartFile;

/** A form that carries a role manifest, as an uploaded {@code file} or pasted {@code content}. */
public interface YamlSourceForm {

	String getContent();

	MultipartFile getFile();

	private boolean hasFile() {
		return getFile() != null && !getFile().isEmpty();
	}

	private boolean hasContent() {
		return getContent() != null && !getContent().isBlank();
	}

	/**
	 * The submitted YAML as bytes (the file's as uploaded, or the pasted text as UTF-8), or {@code null} after
	 * rejecting the form when there is none or both.
	 */
	default byte[] yaml(Errors errors) {
		if (hasFile() && hasContent()) {
			errors.reject("import.source.both");
			return null;
		}
		if (hasFile()) {
			try {
				return getFile().getBytes();
			}
			catch (IOException ex) {
				throw new UncheckedIOException(ex);
			}
		}
		if (hasContent()) {
			return getContent().getBytes(StandardCharsets.UTF_8);
		}
		errors.reject("import.source.missing");
		return null;
	}

	/** The submitted YAML as text for showing a problem at its line (lenient about bad bytes). */
	static String text(byte[] yaml) {
		return new String(yaml, StandardCharsets.UTF_8);
	}

}
