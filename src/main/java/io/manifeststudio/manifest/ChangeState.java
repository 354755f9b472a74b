package io.manifeststudio.manifest;

import com.fasterxml.jackson.annotation.JsonValue;

/** Where an edit or replacement of a draft stands for undo and redo. */
public enum ChangeState {

	/** Its effect is in the draft (it was never undone, or it was redone). */
	APPLIED("applied"),

	/** An undo reverted it; a redo may apply it again. */
	UNDONE("undone"),

	/**
	 * It was undone and then a new edit or replacement came: it can no longer be redone.
	 */
	DISCARDED("discarded");

	private final String label;

	ChangeState(String label) {
		this.label = label;
	}

	/** The name the change log and the API use. */
	@JsonValue
	public String label() {
		return this.label;
	}

	static ChangeState of(String label) {
		for (ChangeState state : values()) {
			if (state.label.equals(label)) {
				return state;
			}
		}
		throw new IllegalArgumentException("No change state " + label);
	}

}
