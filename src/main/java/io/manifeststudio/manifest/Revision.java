package io.manifeststudio.manifest;

import java.time.Instant;

import io.manifeststudio.manifest.model.FormatEra;

/**
 * An immutable numbered revision (1, 2, 3, ...) of a manifest: content, hash, era,
 * author, message and time.
 */
public record Revision(long manifestId, int number, String content, String contentHash, FormatEra format, String author,
		String message, Instant createdAt) {

}
