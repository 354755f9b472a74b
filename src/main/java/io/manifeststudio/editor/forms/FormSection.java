package io.manifeststudio.editor.forms;

import java.util.List;

/**
 * One section of a group form: its id and title (a message code), the notes that say
 * where it is written or why something is not offered, and either plain fields or the
 * rows of a list ({@code rowList} names the list a new row joins, {@code null} for plain
 * sections).
 */
record FormSection(String id, String title, List<FormNote> notes, List<GroupField> fields, String rowList,
		List<FormRow> rows) {

	FormSection {
		notes = List.copyOf(notes);
		fields = List.copyOf(fields);
		rows = List.copyOf(rows);
	}

	static FormSection fields(String id, String title, List<FormNote> notes, List<GroupField> fields) {
		return new FormSection(id, title, notes, fields, null, List.of());
	}

	static FormSection rows(String id, String title, List<FormNote> notes, String rowList, List<FormRow> rows) {
		return new FormSection(id, title, notes, List.of(), rowList, rows);
	}

}
