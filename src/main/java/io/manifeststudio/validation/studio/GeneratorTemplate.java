package io.manifeststudio.validation.studio;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.LinkedHashSet;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A variable option written as a Go template, as the secret generator
 * (SUSE/scf-secret-generator, commit 67094a4, {@code model/manifest.go} expandTemplates)
 * parses it with Go's {@code text/template} and no further functions: actions must close,
 * {@code if}, {@code range}, {@code with}, {@code define} and {@code block} must end,
 * {@code else} must stand in one of them, strings and parentheses must close, and every
 * function must be one of {@code text/template}'s. Gives the fields the template reads
 * ({@code .NAME}), which are its template variables.
 */
final class GeneratorTemplate {

	private static final Set<String> FUNCTIONS = Set.of("and", "or", "not", "eq", "ne", "lt", "le", "gt", "ge", "len",
			"index", "print", "printf", "println", "html", "js", "urlquery", "call", "slice");

	private static final Set<String> KEYWORDS = Set.of("if", "else", "end", "range", "with", "define", "block",
			"template", "nil", "true", "false", "break", "continue");

	private static final Pattern WORD = Pattern
		.compile("(\\$?\\.?[A-Za-z_][A-Za-z0-9_]*(?:\\.[A-Za-z_][A-Za-z0-9_]*)*)|\\$");

	/** The parse: the fields read, or the first error in Go's terms. */
	record Parsed(Set<String> fields, String error) {
	}

	private GeneratorTemplate() {
	}

	static Parsed parse(String text) {
		Set<String> fields = new LinkedHashSet<>();
		Deque<String> open = new ArrayDeque<>();
		int at = 0;
		while (true) {
			int start = text.indexOf("{{", at);
			if (start < 0) {
				break;
			}
			int end = text.indexOf("}}", start + 2);
			if (end < 0) {
				return new Parsed(fields, "unclosed action");
			}
			String body = text.substring(start + 2, end);
			at = end + 2;
			if (body.startsWith("-")) {
				body = body.substring(1);
			}
			if (body.endsWith("-")) {
				body = body.substring(0, body.length() - 1);
			}
			body = body.strip();
			if (body.startsWith("/*")) {
				if (!body.endsWith("*/")) {
					return new Parsed(fields, "unclosed comment");
				}
				continue;
			}
			if (body.isEmpty()) {
				return new Parsed(fields, "missing value for command");
			}
			String error = action(body, open, fields);
			if (error != null) {
				return new Parsed(fields, error);
			}
		}
		if (!open.isEmpty()) {
			return new Parsed(fields, "unexpected EOF: {{" + open.peek() + "}} has no {{end}}");
		}
		return new Parsed(fields, null);
	}

	private static String action(String body, Deque<String> open, Set<String> fields) {
		String first = body.split("[\\s(]", 2)[0];
		switch (first) {
			case "if", "range", "with", "define", "block" -> open.push(first);
			case "end" -> {
				if (open.isEmpty()) {
					return "unexpected {{end}}";
				}
				open.pop();
				return body.equals("end") ? null : "unexpected " + body.substring(3).strip() + " in end";
			}
			case "else" -> {
				if (open.isEmpty()
						|| !(open.peek().equals("if") || open.peek().equals("range") || open.peek().equals("with"))) {
					return "unexpected {{else}}";
				}
			}
			default -> {
			}
		}
		StringBuilder code = new StringBuilder();
		int depth = 0;
		for (int i = 0; i < body.length(); i++) {
			char c = body.charAt(i);
			if (c == '"' || c == '`' || c == '\'') {
				int close = closing(body, i, c);
				if (close < 0) {
					return "unterminated quoted string";
				}
				code.append(' ');
				i = close;
				continue;
			}
			if (c == '(') {
				depth++;
			}
			else if (c == ')' && --depth < 0) {
				return "unexpected right paren";
			}
			code.append(c);
		}
		if (depth != 0) {
			return "unclosed left paren";
		}
		Matcher matcher = WORD.matcher(code);
		while (matcher.find()) {
			String word = matcher.group();
			if (word.startsWith(".")) {
				fields.add(word.substring(1).split("\\.")[0]);
			}
			else if (!word.startsWith("$") && !KEYWORDS.contains(word) && !FUNCTIONS.contains(word)) {
				return "function \"" + word + "\" not defined";
			}
		}
		return null;
	}

	private static int closing(String body, int from, char quote) {
		for (int i = from + 1; i < body.length(); i++) {
			char c = body.charAt(i);
			if (c == '\\' && quote != '`') {
				i++;
			}
			else if (c == quote) {
				return i;
			}
		}
		return -1;
	}

}
