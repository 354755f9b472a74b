package io.manifeststudio.manifest;

import java.util.List;

import io.manifeststudio.manifest.model.RoleManifest;

/**
 * The draft after an edit, undo or redo, with the change's summary and the draft's model
 * (for validation and the board). {@code changed} is false when the edit asked for what
 * the draft already is: then nothing was written and the draft keeps its version.
 * {@code rebased}: the draft had moved on from the version the change was made on, and it
 * was planned again on the newer draft. {@code pods}: the pods whose cards show the
 * change. {@code added}: those of them the draft did not have before it (a group created,
 * renamed, or brought back by an undo), whose cards a board does not show yet.
 */
public record EditResult(Draft draft, String summary, RoleManifest model, boolean changed, boolean rebased,
		List<String> pods, List<String> added) {

	public EditResult {
		pods = (pods != null) ? List.copyOf(pods) : List.of();
		added = (added != null) ? List.copyOf(added) : List.of();
	}

	/** A change that added no pod. */
	public EditResult(Draft draft, String summary, RoleManifest model, boolean changed, boolean rebased,
			List<String> pods) {
		this(draft, summary, model, changed, rebased, pods, List.of());
	}

	/** Made on the draft's version, affecting no pod in particular. */
	public EditResult(Draft draft, String summary, RoleManifest model, boolean changed) {
		this(draft, summary, model, changed, false, List.of());
	}

	public long version() {
		return this.draft.version();
	}

}
