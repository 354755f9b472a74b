package io.manifeststudio.release;

import java.time.Instant;

/** A release of the catalog as listed: without its jobs' specs. */
public record ReleaseSummary(long id, String name, String version, String sha256, int jobCount, String uploadedBy,
		Instant uploadedAt) {
}
