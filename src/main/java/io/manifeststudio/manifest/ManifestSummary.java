package io.manifeststudio.manifest;

import java.time.Instant;

import io.manifeststudio.manifest.model.FormatEra;

/** One line of the manifest list: no content, just what a list shows. */
public record ManifestSummary(long id, String name, FormatEra format, long draftVersion, String updatedBy,
		Instant updatedAt, int latestRevision) {

}
