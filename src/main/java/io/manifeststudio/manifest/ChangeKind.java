package io.manifeststudio.manifest;

import com.fasterxml.jackson.annotation.JsonValue;

/** What made a change of a draft. */
public enum ChangeKind {

	/** One edit of the editing vocabulary (from the board, a form or the API). */
	EDIT("edit"),

	/** The whole draft replaced: a PUT of its YAML, or the manifest page's draft form. */
	REPLACE("replace"),

	/** An earlier edit or replacement reverted. */
	UNDO("undo"),

	/** An undone edit or replacement applied again. */
	REDO("redo");

	private final String label;

	ChangeKind(String label) {
		this.label = label;
	}

	/** The name the change log and the API use. */
	@JsonValue
	public String label() {
		return this.label;
	}

	/**
	 * Whether undo and redo can revert this kind of change (undo and redo themselves are
	 * reverted by each other).
	 */
	public boolean isUndoable() {
		return this == EDIT || this == REPLACE;
	}

	static ChangeKind of(String label) {
		for (ChangeKind kind : values()) {
			if (kind.label.equals(label)) {
				return kind;
			}
		}
		throw new IllegalArgumentException("No change kind " + label);
	}

}
