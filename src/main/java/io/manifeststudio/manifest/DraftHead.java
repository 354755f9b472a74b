package io.manifeststudio.manifest;

import java.time.Instant;

import io.manifeststudio.manifest.model.FormatEra;

/**
 * A draft's row without its content: what {@link ManifestService#draft} reads when it
 * holds the content of the row's hash already.
 */
record DraftHead(long version, String contentHash, FormatEra formatEra, String updatedBy, Instant updatedAt,
		Integer savedAsRevision) {

}
