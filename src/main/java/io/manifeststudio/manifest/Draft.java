package io.manifeststudio.manifest;

import java.time.Instant;

import io.manifeststudio.manifest.model.FormatEra;

/**
 * A manifest's shared working draft: the content exactly as submitted, its SHA-256
 * {@code contentHash} (hex), the {@code format} era it was read in, and the
 * {@code version} that a writer must name to replace it (the ETag).
 * {@code savedAsRevision} is the number of the revision this exact draft was saved as, or
 * {@code null} when the draft has changed since the last save (or was never saved).
 */
public record Draft(long manifestId, String content, String contentHash, FormatEra format, long version,
		String updatedBy, Instant updatedAt, Integer savedAsRevision) {

	/** Whether the draft has changes that no revision holds. */
	public boolean hasUnsavedChanges() {
		return this.savedAsRevision == null;
	}

}
