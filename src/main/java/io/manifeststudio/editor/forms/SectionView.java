package io.manifeststudio.editor.forms;

import java.util.List;

/**
 * One section of a group form: its id and title, the notes that say where it is written
 * or why a field is not offered, its plain fields, and for a list its rows, the list a
 * new row joins ({@code null} when rows cannot be added), the label of its add button,
 * and the titles of its columns.
 */
record SectionView(String id, String title, List<String> notes, List<FieldView> fields, List<RowView> rows,
		String addList, String addLabel, List<String> columns) {

	SectionView {
		notes = List.copyOf(notes);
		fields = List.copyOf(fields);
		rows = List.copyOf(rows);
		columns = List.copyOf(columns);
	}

	public boolean isList() {
		return this.addList != null;
	}

	public boolean isEmpty() {
		return this.fields.isEmpty() && this.rows.isEmpty() && !isList();
	}

}
