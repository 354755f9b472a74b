package io.manifeststudio.editor.forms;

import io.manifeststudio.manifest.EditResult;

/**
 * What a group form endpoint answers: the fragment to render, its view model (the model's
 * {@code view}), whether the draft changed (then the board, findings and previews are
 * told to refresh), and the change it saved ({@code null} when it saved none), from whose
 * result the board's part of the answer is built.
 */
record FormAnswer(String fragment, Object view, boolean draftChanged, EditResult change) {

	static final String PANEL = "editor/group-form :: panel";

	static final String CREATE = "editor/group-form :: create";

	static final String GONE = "editor/group-form :: gone";

	static FormAnswer panel(GroupFormView view, boolean draftChanged) {
		return new FormAnswer(PANEL, view, draftChanged, null);
	}

	/** The form after a save that wrote {@code change} (or found nothing to change). */
	static FormAnswer saved(GroupFormView view, EditResult change) {
		return changed(PANEL, view, change);
	}

	/**
	 * {@code fragment} with {@code view} after a rename, delete or create that wrote
	 * {@code change} (or found nothing to change).
	 */
	static FormAnswer changed(String fragment, Object view, EditResult change) {
		return new FormAnswer(fragment, view, change.changed(), change.changed() ? change : null);
	}

	static FormAnswer create(NewGroupView view) {
		return new FormAnswer(CREATE, view, false, null);
	}

	static FormAnswer gone(FormNotice notice, boolean draftChanged) {
		return new FormAnswer(GONE, notice, draftChanged, null);
	}

}
