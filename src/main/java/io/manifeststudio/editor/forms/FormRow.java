package io.manifeststudio.editor.forms;

import java.util.List;

/**
 * One row of a list in a group form ({@code ports[1]}): its prefix, whether it is new
 * (added in this form, not yet in the draft) and its fields.
 */
record FormRow(String prefix, boolean isNew, List<GroupField> fields) {

	FormRow {
		fields = List.copyOf(fields);
	}

	/** The list the row belongs to: {@code ports} for {@code ports[1]}. */
	String list() {
		return this.prefix.substring(0, this.prefix.lastIndexOf('['));
	}

	/** Its position in its list. */
	int index() {
		return Integer.parseInt(this.prefix.substring(this.prefix.lastIndexOf('[') + 1, this.prefix.length() - 1));
	}

}
