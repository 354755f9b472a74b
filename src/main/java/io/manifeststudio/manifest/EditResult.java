package io.manifeststudio.manifest;

/**
 * The draft after an edit, undo or redo, with the change's summary and the draft's model (for validation and the
 * board). {@code changed} is false when the edit asked for what the draft already is: then nothing was written and
 * the draft keeps its version.
 */
public record EditResult(Draft draft, String summary, RoleManifest model, boolean changed) {

	public long version() {
		return this.draft.version();
	}

}
