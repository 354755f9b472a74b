package io.manifeststudio.editor.api;

import java.time.Instant;

import io.manifeststudio.manifest.model.FissileGeneration;
import io.manifeststudio.manifest.StoredManifest;
import io.manifeststudio.validation.ValidationResult;

/**
 * A stored manifest as the API shows it: {@code format} is the era's label (v1, v2, v3),
 * {@code errors} and {@code warnings} count the validator's findings on the draft,
 * {@code draftVersion} is what {@code If-Match} names; {@code generation} is the fissile
 * generation whose rules applied, {@code generationChosen} whether a user chose it
 * ({@code PUT /api/manifests/{id}/generation}) or it was inferred from the draft.
 */
record ManifestJson(long id, String name, String format, String generation, boolean generationChosen, long errors,
		long warnings, long draftVersion, String contentHash, int latestRevision, boolean unsavedChanges,
		String createdBy, Instant createdAt, String updatedBy, Instant updatedAt) {

	static ManifestJson of(StoredManifest manifest, FissileGeneration.Choice generation, ValidationResult validation) {
		return new ManifestJson(manifest.id(), manifest.name(), manifest.format().label(), generation.generation().id(),
				generation.chosen(), validation.errors(), validation.warnings(), manifest.draft().version(),
				manifest.draft().contentHash(), manifest.latestRevision(), manifest.draft().hasUnsavedChanges(),
				manifest.createdBy(), manifest.createdAt(), manifest.draft().updatedBy(), manifest.draft().updatedAt());
	}

}
