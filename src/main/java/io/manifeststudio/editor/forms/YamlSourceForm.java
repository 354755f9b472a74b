package io.manifeststudio.editor.forms;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

import org.springframework.validation.Errors;
import org.springframework.web.multipart.MultipartFile;

import io.manifeststudio.manifest.yaml.YamlLimits;

/**
 * A form that carries a role manifest, as an uploaded {@code file} or pasted
 * {@code content}. A source larger than a role manifest may be
 * ({@link YamlLimits#FIVE_MEGABYTES}) is refused on its field before it is read, so the
 * form comes back with everything else that was typed; the page also refuses such a file
 * in the browser before sending it.
 */
public interface YamlSourceForm {

	/**
	 * The most a role manifest may have, in bytes: the limit the codec applies to every
	 * document.
	 */
	int MAX_BYTES = YamlLimits.DEFAULT.maxBytes();

	String getContent();

	MultipartFile getFile();

	/** For the page: the file input refuses a larger file before it is sent. */
	default int getMaxBytes() {
		return MAX_BYTES;
	}

	private boolean hasFile() {
		return getFile() != null && !getFile().isEmpty();
	}

	private boolean hasContent() {
		return getContent() != null && !getContent().isBlank();
	}

	/**
	 * The submitted YAML as bytes (the file's as uploaded, or the pasted text as UTF-8),
	 * or {@code null} after rejecting the form when there is none or both.
	 */
	default byte[] yaml(Errors errors) {
		if (hasFile() && hasContent()) {
			errors.reject("import.source.both");
			return null;
		}
		if (hasFile() && getFile().getSize() > MAX_BYTES) {
			errors.rejectValue("file", "upload.tooLarge", new Object[] { megabytes(getFile().getSize()) }, null);
			return null;
		}
		if (hasContent() && getContent().length() > MAX_BYTES) {
			errors.rejectValue("content", "paste.tooLarge", null, null);
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

	/** A size in megabytes with one decimal, as people read file sizes: {@code 6.2}. */
	static String megabytes(long bytes) {
		return String.format(Locale.ROOT, "%.1f", bytes / (1024.0 * 1024.0));
	}

	/**
	 * The submitted YAML as text for showing a problem at its line (lenient about bad
	 * bytes).
	 */
	static String text(byte[] yaml) {
		return new String(yaml, StandardCharsets.UTF_8);
	}

}
