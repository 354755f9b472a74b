package io.manifeststudio.editor.forms;

/**
 * What a group form endpoint answers: the fragment to render, its view model (the model's
 * {@code view}), and whether the draft changed (then the board, findings and previews are
 * told to refresh).
 */
record FormAnswer(String fragment, Object view, boolean draftChanged) {

	static final String PANEL = "editor/group-form :: panel";

	static final String CREATE = "editor/group-form :: create";

	static final String GONE = "editor/group-form :: gone";

	static FormAnswer panel(GroupFormView view, boolean draftChanged) {
		return new FormAnswer(PANEL, view, draftChanged);
	}

	static FormAnswer create(NewGroupView view) {
		return new FormAnswer(CREATE, view, false);
	}

	static FormAnswer gone(FormNotice notice, boolean draftChanged) {
		return new FormAnswer(GONE, notice, draftChanged);
	}

}
