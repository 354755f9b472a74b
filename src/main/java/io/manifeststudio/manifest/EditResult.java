package io.manifeststudio.manifest;

import java.util.List;

import io.manifeststudio.manifest.model.RoleManifest;

/**
 * The draft after an edit, undo or redo, with the change's summary and the draft's model
 * (for validation and the board). {@code changed} is false when the edit asked for what
 * the draft already is: then nothing was written and the draft keeps its version.
 * {@code rebased}: the draft had moved on from the version the change was made on, and it
 * was planned again on the newer draft. {@code pods}: the pods whose cards show the
 * change.
 */
public record EditResult(Draft draft, String summary, RoleManifest model, boolean changed, boolean rebased,
		List<String> pods) {

	public EditResult {
		pods = (pods != null) ? List.copyOf(pods) : List.of();
	}

	/** Made on the draft's version, affecting no pod in particular. */
	public EditResult(Draft draft, String summary, RoleManifest model, boolean changed) {
		this(draft, summary, model, changed, false, List.of());
	}

	public long version() {
		return this.draft.version();
	}

}
