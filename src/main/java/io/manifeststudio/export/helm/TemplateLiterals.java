package io.manifeststudio.export.helm;

import tools.jackson.core.SerializableString;
import tools.jackson.core.io.CharacterEscapes;
import tools.jackson.core.json.JsonFactory;
import tools.jackson.databind.SerializationFeature;
import tools.jackson.databind.json.JsonMapper;

/**
 * Data embedded in Go templates, written by Jackson: JSON for raw string literals ({@code `...`}, with every
 * backtick escaped as {@code \u0060} so the literal cannot end early), a Go string literal for text shown in
 * {@code NOTES.txt}, and comment text that cannot close a Go template comment.
 */
final class TemplateLiterals {

	private static final JsonMapper RAW = JsonMapper.builder(JsonFactory.builder()
		.characterEscapes(new BacktickEscapes())
		.build()).enable(SerializationFeature.INDENT_OUTPUT).build();

	private static final JsonMapper COMPACT = JsonMapper.builder(JsonFactory.builder()
		.characterEscapes(new BacktickEscapes())
		.build()).build();

	private TemplateLiterals() {
	}

	/** JSON text safe inside a Go raw string literal, indented for readers of the chart. */
	static String rawJson(Object value) {
		return RAW.writeValueAsString(value);
	}

	/** A Go interpreted string literal ({@code "..."}) of the text: JSON's escapes are valid Go escapes. */
	static String goString(String text) {
		return COMPACT.writeValueAsString(text);
	}

	/** Text for a {@code /* ... *\/} comment: the closing sequence is broken up and actions cannot open. */
	static String commentText(String text) {
		return text.replace("*/", "* /").replace("{{", "{ {").replace("}}", "} }");
	}

	private static final class BacktickEscapes extends CharacterEscapes {

		private final int[] escapes;

		BacktickEscapes() {
			this.escapes = CharacterEscapes.standardAsciiEscapesForJSON();
			this.escapes['`'] = CharacterEscapes.ESCAPE_STANDARD;
		}

		@Override
		public int[] getEscapeCodesForAscii() {
			return this.escapes;
		}

		@Override
		public SerializableString getEscapeSequence(int ch) {
			return null;
		}

	}

}
