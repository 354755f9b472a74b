package io.manifeststudio.editor.pages;

import java.util.ArrayList;
import java.util.List;

import io.manifeststudio.manifest.yaml.ManifestParseException;

/**
 * Why submitted text could not be read, for a form: the parser's message, its line and
 * column (0 when unknown) and the lines around it with the offending line marked.
 */
public record ParseProblem(String kind, String message, int line, int column, List<SourceLine> excerpt) {

	/** Lines shown before and after the offending one. */
	static final int CONTEXT = 2;

	/**
	 * Longest part of a line shown; a longer line is cut around the error's column, with
	 * an ellipsis.
	 */
	static final int WIDTH = 160;

	public ParseProblem {
		excerpt = List.copyOf(excerpt);
	}

	public static ParseProblem of(ManifestParseException ex, String text) {
		return new ParseProblem(ex.kind().name(), ex.getMessage(), ex.line(), ex.column(),
				excerpt(text, ex.line(), ex.column()));
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
		int from = window(column);
		for (int number = first; number <= last; number++) {
			boolean offending = number == line;
			String shown = cut(lines[number - 1], from);
			String marker = null;
			if (offending && column > 0) {
				int shift = (from > 0) ? from - 1 : 0;
				marker = " ".repeat(Math.max(0, column - 1 - shift)) + "^";
			}
			excerpt.add(new SourceLine(number, shown, offending, marker));
		}
		return excerpt;
	}

	/**
	 * Where the shown part of each line starts (0-based), so that the error's column is
	 * in view.
	 */
	private static int window(int column) {
		return (column > WIDTH) ? column - WIDTH / 2 : 0;
	}

	private static String cut(String line, int from) {
		String shown = (from > 0) ? "…" + ((from < line.length()) ? line.substring(from) : "") : line;
		return (shown.length() > WIDTH) ? shown.substring(0, WIDTH) + "…" : shown;
	}

}
