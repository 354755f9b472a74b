package io.manifeststudio.export.helm;

import tools.jackson.databind.SerializationFeature;
import tools.jackson.databind.json.JsonMapper;

/**
 * Data embedded in Go templates, written by Jackson: JSON for raw string literals
 * ({@code `...`}, every backtick written as {@code \u0060} so the literal cannot end
 * early; a backtick can only occur inside a JSON string, where that escape means the
 * same), a Go string literal for text shown in {@code NOTES.txt}, and comment text that
 * cannot close a Go template comment.
 */
final class TemplateLiterals {

	private static final JsonMapper PRETTY = JsonMapper.builder().enable(SerializationFeature.INDENT_OUTPUT).build();

	private static final JsonMapper COMPACT = JsonMapper.builder().build();

	private TemplateLiterals() {
	}

	/**
	 * Indented JSON safe inside a Go raw string literal, for small data a reader of the
	 * chart may look at.
	 */
	static String rawJson(Object value) {
		return noBackticks(PRETTY.writeValueAsString(value));
	}

	/**
	 * Compact JSON safe inside a Go raw string literal, for the (large) embedded objects.
	 */
	static String rawCompactJson(Object value) {
		return noBackticks(COMPACT.writeValueAsString(value));
	}

	/**
	 * A Go interpreted string literal ({@code "..."}): JSON's string escapes are valid Go
	 * escapes.
	 */
	static String goString(String text) {
		return COMPACT.writeValueAsString(text);
	}

	/**
	 * Text for a {@code /* ... *\/} comment: the closing sequence is broken up and
	 * actions cannot open.
	 */
	static String commentText(String text) {
		return text.replace("*/", "* /").replace("{{", "{ {").replace("}}", "} }");
	}

	private static String noBackticks(String json) {
		return (json.indexOf('`') < 0) ? json : json.replace("`", "\\u0060");
	}

}
