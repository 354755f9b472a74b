package io.manifeststudio.editor.forms;

import java.util.List;

/**
 * One field of a group form: the {@code path} below the group that a {@code set} edit
 * names ({@code run.memory}, {@code ports[0].internal}, as fissile's messages write it),
 * what it holds, the message code of its label, whether a value is required (a port has
 * no meaning without its name), and the choices of a select or checkbox list.
 */
record GroupField(String path, FieldKind kind, String label, boolean required, List<String> options) {

	GroupField {
		options = List.copyOf(options);
	}

	static GroupField of(String path, FieldKind kind, String label) {
		return new GroupField(path, kind, label, false, List.of());
	}

	static GroupField required(String path, FieldKind kind, String label) {
		return new GroupField(path, kind, label, true, List.of());
	}

	GroupField withOptions(List<String> options) {
		return new GroupField(this.path, this.kind, this.label, this.required, options);
	}

	/**
	 * The element id of the field's input: its path with every character an id or
	 * selector dislikes as {@code -}.
	 */
	String inputId() {
		return "gf-" + this.path.replaceAll("[^A-Za-z0-9_-]", "-");
	}

}
