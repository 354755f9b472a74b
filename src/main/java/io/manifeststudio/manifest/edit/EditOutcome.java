package io.manifeststudio.manifest.edit;

import io.manifeststudio.manifest.model.RoleManifest;

/**
 * A manifest's text after an edit, the patch from the text before (its inverse leads back
 * byte for byte), the edit's summary and the model read back from the new text. When the
 * edit asked for what the manifest already is, the text is unchanged and the patch empty.
 */
public record EditOutcome(String text, TextPatch patch, String summary, RoleManifest model) {

	/** Whether the edit changed the text. */
	public boolean changed() {
		return !this.patch.splices().isEmpty();
	}

}
