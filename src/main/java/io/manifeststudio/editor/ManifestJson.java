package io.manifeststudio.editor;

import java.time.Instant;

import io.manifeststudio.manifest.StoredManifest;
import io.manifeststudio.validation.ValidationResult;

/**
 * A stored manifest as the API shows it: {@code format} is the era's label (v1, v2, v3), {@code errors} and
 * {@code warnings} count the validator's findings on the draft, {@code draftVersion} is what {@code If-Match} names.
 */
record ManifestJson(long id, String name, String format, long errors, long warnings, long draftVersion,
		String contentHash, int latestRevision, boolean unsavedChanges, String createdBy, Instant createdAt,
		String updatedBy, Instant updatedAt) {

	static ManifestJson of(StoredManifest manifest, ValidationResult validation) {
		return new ManifestJson(manifest.id(), manifest.name(), manifest.format().label(), validation.errors(),
				validation.warnings(), manifest.draft().version(), manifest.draft().contentHash(),
				manifest.latestRevision(), manifest.draft().hasUnsavedChanges(), manifest.createdBy(),
				manifest.createdAt(), manifest.draft().updatedBy(), manifest.draft().updatedAt());
	}

}
