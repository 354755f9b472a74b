package io.manifeststudio.manifest;

import java.time.Instant;

/**
 * A stored manifest: its id, unique name, who created it when, the number of its newest revision (0 when none) and
 * its current draft. Its format is the draft's.
 */
public record StoredManifest(long id, String name, String createdBy, Instant createdAt, int latestRevision,
		Draft draft) {

	public FormatEra format() {
		return this.draft.format();
	}

}
