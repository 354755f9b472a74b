package io.manifeststudio.editor.forms;

import java.util.List;

/**
 * A sentence of a group form (where a section is written, why a field is not offered) as
 * a message code and arguments.
 */
record FormNote(String code, List<Object> arguments) {

	FormNote(String code, Object... arguments) {
		this(code, List.of(arguments));
	}

	FormNote {
		arguments = List.copyOf(arguments);
	}

}
