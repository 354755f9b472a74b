package io.manifeststudio.manifest.edit;

import io.manifeststudio.manifest.model.RoleManifest;

/**
 * A manifest's text after an edit, the patch from the text before (its inverse leads back
 * byte for byte), the edit's summary and the model read back from the new text. When the
 * edit asked for what the manifest already is, the text is unchanged and the patch empty.
 * It holds the node tree of the new text when the writer made it from the one before
 * ({@link ManifestEditor#keep}).
 */
public record EditOutcome(String text, TextPatch patch, String summary, RoleManifest model, NodeSpans spans) {

	/**
	 * Without the node tree of the new text ({@link #spans()}: null when the writer did
	 * not make it from the one before; the next edit composes it).
	 */
	public EditOutcome(String text, TextPatch patch, String summary, RoleManifest model) {
		this(text, patch, summary, model, null);
	}

	/** Whether the edit changed the text. */
	public boolean changed() {
		return !this.patch.splices().isEmpty();
	}

}
