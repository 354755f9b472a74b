package io.manifeststudio.validation.fissile;

import java.util.ArrayList;
import java.util.List;

/**
 * Parses a fissile template as fissile does: mustache with {@code ((}/{@code ))} delimiters (fissile prefixes
 * {@code {{=(( ))=}}}), sections {@code ((#X))...((/X))} and {@code ((^X))}, comments, raw tags and delimiter switches
 * such as {@code ((={{ }}=))}. Gives the variables used (names of tags and sections) or the parse error in the
 * mustache library's words, e.g. {@code line 1: unmatched open tag}.
 */
final class MustacheTemplate {

	private final String data;

	private final List<String> variables = new ArrayList<>();

	private int position;

	private int line = 1;

	private String openTag = "{{";

	private String closeTag = "}}";

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
		MustacheTemplate parser = new MustacheTemplate("{{=(( ))=}}" + template);
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
			if (readTo(this.openTag) == null) {
				if (section != null) {
					throw new ParseError(sectionLine, "Section " + section + " has no closing tag");
				}
				return;
			}
			String text = (this.position < this.data.length() && this.data.charAt(this.position) == '{')
					? readTo("}" + this.closeTag) : readTo(this.closeTag);
			if (text == null) {
				throw new ParseError(this.line, "unmatched open tag");
			}
			String tag = text.substring(0, text.length() - this.closeTag.length()).trim();
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

	/** Reads up to and including {@code marker}; {@code null} at the end of the text. */
	private String readTo(String marker) {
		int newlines = 0;
		for (int i = this.position; i + marker.length() <= this.data.length(); i++) {
			if (this.data.charAt(i) == '\n') {
				newlines++;
			}
			if (this.data.startsWith(marker, i)) {
				String text = this.data.substring(this.position, i + marker.length());
				this.position = i + marker.length();
				this.line += newlines;
				return text;
			}
		}
		return null;
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
