package io.manifeststudio.validation.fissile;

import java.util.ArrayList;
import java.util.List;

/**
 * Parses a fissile template as fissile does: mustache with {@code ((}/{@code ))}
 * delimiters (fissile prefixes {@code {{=(( ))=}}}), sections {@code ((#X))...((/X))} and
 * {@code ((^X))}, comments, raw tags and delimiter switches such as {@code ((={{ }}=))}.
 * Gives the variables used (names of tags and sections) or the parse error in the
 * mustache library's words, e.g. {@code line 1: unmatched open tag}.
 */
final class MustacheTemplate {

	private final String data;

	private final List<String> variables = new ArrayList<>();

	private int position;

	private int line = 1;

	private String openTag = "((";

	private String closeTag = "))";

	private MustacheTemplate(String data) {
		this.data = data;
	}

	/** The outcome: the variables used, or the error (then the variables are empty). */
	record Parsed(List<String> variables, String error) {

		boolean failed() {
			return this.error != null;
		}

	}

	static Parsed parse(String template) {
		// fissile parses "{{=(( ))=}}" + template: the same as starting with (( and )) as
		// delimiters.
		MustacheTemplate parser = new MustacheTemplate(template);
		try {
			parser.parseSection(null, 0);
			return new Parsed(List.copyOf(parser.variables), null);
		}
		catch (ParseError ex) {
			return new Parsed(List.of(), ex.getMessage());
		}
	}

	private void parseSection(String section, int sectionLine) {
		while (true) {
			if (skipPast(this.openTag) < 0) {
				if (section != null) {
					throw new ParseError(sectionLine, "Section " + section + " has no closing tag");
				}
				return;
			}
			int start = this.position;
			String close = (start < this.data.length() && this.data.charAt(start) == '{') ? "}" + this.closeTag
					: this.closeTag;
			if (skipPast(close) < 0) {
				throw new ParseError(this.line, "unmatched open tag");
			}
			String tag = this.data.substring(start, this.position - this.closeTag.length()).trim();
			if (tag.isEmpty()) {
				throw new ParseError(this.line, "empty tag");
			}
			switch (tag.charAt(0)) {
				case '!', '>' -> {
				}
				case '#', '^' -> {
					String name = tag.substring(1).trim();
					skipNewline();
					this.variables.add(name);
					parseSection(name, this.line);
				}
				case '/' -> {
					String name = tag.substring(1).trim();
					if (section == null) {
						throw new ParseError(this.line, "unmatched close tag");
					}
					if (!name.equals(section)) {
						throw new ParseError(this.line, "interleaved closing tag: " + name);
					}
					return;
				}
				case '=' -> {
					if (tag.length() < 2 || tag.charAt(tag.length() - 1) != '=') {
						throw new ParseError(this.line, "Invalid meta tag");
					}
					String[] tags = tag.substring(1, tag.length() - 1).trim().split(" ", 2);
					if (tags.length == 2) {
						this.openTag = tags[0];
						this.closeTag = tags[1];
					}
				}
				case '{' -> {
					if (tag.charAt(tag.length() - 1) == '}') {
						this.variables.add(tag.substring(1, tag.length() - 1));
					}
				}
				case '&' -> this.variables.add(tag.substring(1).trim());
				default -> this.variables.add(tag);
			}
		}
	}

	/**
	 * Moves past the next {@code marker}, counting the lines on the way; the index where
	 * it was found, or -1 at the end of the text (the position and line then stay).
	 */
	private int skipPast(String marker) {
		int found = this.data.indexOf(marker, this.position);
		if (found < 0) {
			return -1;
		}
		for (int i = this.position; i <= found; i++) {
			if (this.data.charAt(i) == '\n') {
				this.line++;
			}
		}
		this.position = found + marker.length();
		return found;
	}

	private void skipNewline() {
		if (this.data.startsWith("\n", this.position)) {
			this.position += 1;
		}
		else if (this.data.startsWith("\r\n", this.position)) {
			this.position += 2;
		}
	}

	private static final class ParseError extends RuntimeException {

		ParseError(int line, String message) {
			super("line " + line + ": " + message, null, false, false);
		}

	}

}
