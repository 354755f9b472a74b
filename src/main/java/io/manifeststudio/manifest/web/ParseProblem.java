package io.manifeststudio.manifest.web;

import java.util.ArrayList;
import java.util.List;

import io.manifeststudio.manifest.ManifestParseException;

/**
 * Why submitted text could not be read, for a form: the parser's message, its line and column (0 when unknown)
 * and the lines around it with the offending line marked.
 */
public record ParseProblem(String kind, String message, int line, int column, List<SourceLine> excerpt) {

	/** Lines shown before and after the offending one. */
	static final int CONTEXT = 2;

	public ParseProblem {
		excerpt = List.copyOf(excerpt);
	}

	public static ParseProblem of(ManifestParseException ex, String text) {
		return new ParseProblem(ex.kind().name(), ex.getMessage(), ex.line(), ex.column(),
				excerpt(text, ex.line(), ex.column()));
	}

	/** A problem that is not the parser's (too large for the upload, say), with no place in the text. */
	public static ParseProblem withoutPlace(String kind, String message) {
		return new ParseProblem(kind, message, 0, 0, List.of());
	}

	public boolean hasPlace() {
		return this.line > 0;
	}

	static List<SourceLine> excerpt(String text, int line, int column) {
		if (text == null || line <= 0) {
			return List.of();
		}
		String[] lines = text.split("\r\n|\r|\n", -1);
		if (line > lines.length) {
			return List.of();
		}
		List<SourceLine> excerpt = new ArrayList<>();
		int first = Math.max(1, line - CONTEXT);
		int last = Math.min(lines.length, line + CONTEXT);
		for (int number = first; number <= last; number++) {
			boolean offending = number == line;
			String marker = (offending && column > 0) ? " ".repeat(column - 1) + "^" : null;
			excerpt.add(new SourceLine(number, lines[number - 1], offending, marker));
		}
		return excerpt;
	}

}
