package io.manifeststudio.editor.forms;

import java.util.List;

/**
 * What is wrong with a typed value, as a message code of {@code messages.properties} and
 * its arguments, so that the words live with the other words of the pages and tests can
 * name the problem without its wording.
 */
record FieldProblem(String code, List<Object> arguments) {

	FieldProblem(String code, Object... arguments) {
		this(code, List.of(arguments));
	}

	FieldProblem {
		arguments = List.copyOf(arguments);
	}

}
