package io.manifeststudio.manifest;

import java.time.Instant;

import io.manifeststudio.manifest.model.FissileGeneration;
import io.manifeststudio.manifest.model.FormatEra;

/**
 * A stored manifest: its id, unique name, who created it when, the number of its newest
 * revision (0 when none), its current draft and the fissile generation a user chose for
 * it ({@code null}: inferred). Its format is the draft's.
 */
public record StoredManifest(long id, String name, String createdBy, Instant createdAt, int latestRevision, Draft draft,
		FissileGeneration chosenGeneration) {

	public StoredManifest(long id, String name, String createdBy, Instant createdAt, int latestRevision, Draft draft) {
		this(id, name, createdBy, createdAt, latestRevision, draft, null);
	}

	/**
	 * The chosen generation if it reads the draft's format, else {@code null} (inferred):
	 * a draft replaced by one in another format leaves a choice that no longer applies.
	 */
	public FissileGeneration generation() {
		return (this.chosenGeneration != null && this.chosenGeneration.era() == format()) ? this.chosenGeneration
				: null;
	}

	public FormatEra format() {
		return this.draft.format();
	}

}
