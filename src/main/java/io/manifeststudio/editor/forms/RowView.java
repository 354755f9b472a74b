package io.manifeststudio.editor.forms;

import java.util.List;

/**
 * One row of a list in a group form: its prefix ({@code ports[1]}, which its "remove"
 * checkbox sends), whether it is new, whether the person marked it for removal, the
 * accessible label of that checkbox ("Remove Ports 2"), and its fields.
 */
record RowView(String prefix, String id, boolean isNew, boolean removed, String removeLabel, List<FieldView> fields) {

	RowView {
		fields = List.copyOf(fields);
	}

	/** The param that marks the row for removal. */
	public String removeName() {
		return GroupFormValues.REMOVE;
	}

}
