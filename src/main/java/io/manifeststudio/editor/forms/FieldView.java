package io.manifeststudio.editor.forms;

import java.util.List;

/**
 * One field of a group form as the template renders it: its input's name (the field's
 * path) and id, its label, how it is typed in ({@code text}, {@code number},
 * {@code decimal}, {@code checkbox}, {@code select}, {@code lines}, {@code checkboxes}),
 * the value to show (as typed, or the group's), the options of a select or checkbox list,
 * and the messages beside it: the type-level problem of what was typed, then the findings
 * of the rule engine on it.
 */
record FieldView(String path, String id, String label, String widget, String value, List<OptionView> options,
		boolean required, List<FieldMessage> messages) {

	FieldView {
		options = List.copyOf(options);
		messages = List.copyOf(messages);
	}

	/** The same field with another label (a row's fields say which row they are in). */
	FieldView labelled(String label) {
		return new FieldView(this.path, this.id, label, this.widget, this.value, this.options, this.required,
				this.messages);
	}

	/**
	 * The id of the element that holds the messages: the validation endpoint replaces it
	 * as a person types.
	 */
	public String messagesId() {
		return this.id + "-messages";
	}

	/**
	 * Whether a message says the value is wrong (an error), for {@code aria-invalid} and
	 * the red border.
	 */
	public boolean isInvalid() {
		return this.messages.stream().anyMatch(FieldMessage::isError);
	}

	/**
	 * The {@code inputmode} of a text input, so phones offer the right keyboard;
	 * {@code null} for other fields.
	 */
	public String inputMode() {
		return switch (this.widget) {
			case "number" -> "numeric";
			case "decimal" -> "decimal";
			default -> null;
		};
	}

	/** Whether a checkbox is checked. */
	public boolean isChecked() {
		return "true".equals(this.value);
	}

	/**
	 * The marker that tells the server a checkbox (or checkbox list) was in the form even
	 * when nothing is checked.
	 */
	public String presentMarker() {
		return GroupFormValues.PRESENT + this.path;
	}

}
