package io.manifeststudio.export;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Evaluates the Helm template text that a role manifest may carry where fissile wrote it
 * into its chart as template code, against a chart's values, for the Kubernetes YAML
 * export (which has no Helm to render it). It understands the part of Go's
 * {@code text/template} and Helm's functions that such text uses: text, comments,
 * {@code if}/{@code else
 * if}/{@code else}/{@code end}, trim markers, pipelines, {@code .Values} field chains,
 * string, number and boolean literals, and the functions
 * {@code eq ne lt le gt ge not and or typeOf kindOf kindIs empty default coalesce
 * ternary quote squote toString lower upper trim trimPrefix trimSuffix replace contains hasPrefix hasSuffix hasKey
 * index required fail}. Anything else ({@code range}, {@code with}, variables,
 * {@code .Release}...) is refused with {@link UnsupportedException}, so the caller keeps
 * the text rather than guess.
 * <p>
 * Values follow Helm's reading of {@code values.yaml}: numbers are {@code float64}, a
 * missing key is {@code nil} and prints as nothing (Helm drops {@code <no value>}).
 */
public final class GoTemplate {

	/** The text uses something this evaluator does not implement. */
	public static final class UnsupportedException extends RuntimeException {

		UnsupportedException(String message) {
			super(message);
		}

	}

	/**
	 * Rendering failed as it would in Helm ({@code fail}, {@code required}, a field of
	 * nil).
	 */
	public static final class RenderException extends RuntimeException {

		RenderException(String message) {
			super(message);
		}

	}

	private final Map<String, Object> values;

	private final boolean fields;

	/**
	 * @param values the chart's values ({@code .Values})
	 */
	public GoTemplate(Map<String, Object> values) {
		this(values, false);
	}

	private GoTemplate(Map<String, Object> values, boolean fields) {
		this.values = values;
		this.fields = fields;
	}

	/**
	 * A template whose dot is {@code fields} itself ({@code .NAME} reads
	 * {@code fields.get("NAME")}), as the secret generator executed a variable option
	 * with its map of values.
	 */
	public static GoTemplate withFields(Map<String, Object> fields) {
		return new GoTemplate(fields, true);
	}

	/** Whether {@code text} holds a template action at all. */
	public static boolean isTemplate(String text) {
		return text.contains("{{");
	}

	public String render(String text) {
		List<Object> nodes = new ArrayList<>();
		int end = parse(tokenize(text), 0, nodes, false);
		if (end != -1) {
			throw new UnsupportedException("unexpected {{end}} or {{else}}");
		}
		StringBuilder out = new StringBuilder();
		execute(nodes, out);
		return out.toString();
	}

	// --- lexing: text pieces and actions, with trim markers applied

	private record Action(String body) {
	}

	private record If(List<Object[]> branches, List<Object> otherwise) {
	}

	private static List<Object> tokenize(String text) {
		List<Object> pieces = new ArrayList<>();
		int at = 0;
		boolean trimNext = false;
		while (at < text.length()) {
			int open = text.indexOf("{{", at);
			String piece = (open < 0) ? text.substring(at) : text.substring(at, open);
			if (trimNext) {
				piece = piece.stripLeading();
			}
			if (open < 0) {
				pieces.add(piece);
				break;
			}
			int close = closing(text, open + 2);
			String body = text.substring(open + 2, close);
			if (body.startsWith("-") && (body.length() == 1 || Character.isWhitespace(body.charAt(1)))) {
				piece = piece.stripTrailing();
				body = body.substring(1);
			}
			trimNext = body.endsWith("-")
					&& (body.length() == 1 || Character.isWhitespace(body.charAt(body.length() - 2)));
			if (trimNext) {
				body = body.substring(0, body.length() - 1);
			}
			pieces.add(piece);
			body = body.strip();
			if (!(body.startsWith("/*") && body.endsWith("*/"))) {
				pieces.add(new Action(body));
			}
			at = close + 2;
		}
		return pieces;
	}

	/**
	 * The index of the {@code }}} that closes the action starting at {@code from},
	 * skipping quoted text.
	 */
	private static int closing(String text, int from) {
		char quote = 0;
		for (int i = from; i < text.length(); i++) {
			char c = text.charAt(i);
			if (quote != 0) {
				if (c == '\\' && quote == '"') {
					i++;
				}
				else if (c == quote) {
					quote = 0;
				}
			}
			else if (c == '"' || c == '`') {
				quote = c;
			}
			else if (text.startsWith("}}", i)) {
				return i;
			}
		}
		throw new RenderException("unclosed action");
	}

	// --- parsing: if/else if/else/end into a tree

	/**
	 * Parses pieces from {@code at} into {@code into} until the end (returns -1) or,
	 * inside a block, until its {@code else}/{@code end} (returns that piece's index).
	 */
	private static int parse(List<Object> pieces, int at, List<Object> into, boolean inBlock) {
		int i = at;
		while (i < pieces.size()) {
			Object piece = pieces.get(i);
			if (piece instanceof Action action) {
				String body = action.body();
				if (body.equals("end") || body.equals("else") || body.startsWith("else ")) {
					if (!inBlock) {
						throw new UnsupportedException("unexpected {{" + body + "}}");
					}
					return i;
				}
				if (body.startsWith("if ")) {
					List<Object[]> branches = new ArrayList<>();
					List<Object> otherwise = null;
					String condition = body.substring(3);
					int next = i + 1;
					while (true) {
						List<Object> then = new ArrayList<>();
						int stop = parse(pieces, next, then, true);
						if (stop < 0) {
							throw new RenderException("unexpected EOF: missing {{end}}");
						}
						branches.add(new Object[] { condition, then });
						String keyword = ((Action) pieces.get(stop)).body();
						if (keyword.equals("end")) {
							next = stop + 1;
							break;
						}
						if (keyword.startsWith("else if ")) {
							condition = keyword.substring("else if ".length());
							next = stop + 1;
							continue;
						}
						if (!keyword.equals("else")) {
							throw new UnsupportedException("{{" + keyword + "}}");
						}
						otherwise = new ArrayList<>();
						int last = parse(pieces, stop + 1, otherwise, true);
						if (last < 0 || !((Action) pieces.get(last)).body().equals("end")) {
							throw new RenderException("missing {{end}}");
						}
						next = last + 1;
						break;
					}
					into.add(new If(branches, otherwise));
					i = next;
					continue;
				}
				for (String keyword : List.of("range", "with", "define", "template", "block", "break", "continue")) {
					if (body.equals(keyword) || body.startsWith(keyword + " ")) {
						throw new UnsupportedException("{{" + keyword + "}}");
					}
				}
			}
			into.add(piece);
			i++;
		}
		return -1;
	}

	private void execute(List<Object> nodes, StringBuilder out) {
		for (Object node : nodes) {
			if (node instanceof String text) {
				out.append(text);
			}
			else if (node instanceof Action action) {
				out.append(print(pipeline(action.body())));
			}
			else if (node instanceof If block) {
				boolean done = false;
				for (Object[] branch : block.branches()) {
					if (truth(pipeline((String) branch[0]))) {
						@SuppressWarnings("unchecked")
						List<Object> then = (List<Object>) branch[1];
						execute(then, out);
						done = true;
						break;
					}
				}
				if (!done && block.otherwise() != null) {
					execute(block.otherwise(), out);
				}
			}
		}
	}

	// --- pipelines and commands

	private Object pipeline(String text) {
		List<String> commands = split(text);
		Object value = null;
		boolean piped = false;
		for (String command : commands) {
			List<String> words = words(command.strip());
			if (words.isEmpty()) {
				throw new RenderException("missing command in \"" + text + "\"");
			}
			value = command(words, piped, value);
			piped = true;
		}
		return value;
	}

	private Object command(List<String> words, boolean piped, Object input) {
		String head = words.get(0);
		if ((head.equals("and") || head.equals("or")) && !piped && words.size() > 1) {
			// Go evaluates and/or lazily: it stops at the first argument that decides
			Object value = null;
			for (String word : words.subList(1, words.size())) {
				value = operand(word);
				if (truth(value) == head.equals("or")) {
					return value;
				}
			}
			return value;
		}
		if (isFunctionName(head)) {
			List<Object> args = new ArrayList<>();
			for (String word : words.subList(1, words.size())) {
				args.add(operand(word));
			}
			if (piped) {
				args.add(input);
			}
			return call(head, args);
		}
		if (words.size() > 1 || piped) {
			throw new RenderException("can't give argument to non-function " + head);
		}
		return operand(head);
	}

	private static boolean isFunctionName(String word) {
		return !word.isEmpty() && Character.isLetter(word.charAt(0)) && !List.of("true", "false", "nil").contains(word);
	}

	private Object operand(String word) {
		if (word.startsWith("(")) {
			return pipeline(word.substring(1, word.length() - 1));
		}
		if (word.startsWith("\"")) {
			return unquote(word);
		}
		if (word.startsWith("`")) {
			return word.substring(1, word.length() - 1);
		}
		if (word.equals("true") || word.equals("false")) {
			return Boolean.valueOf(word);
		}
		if (word.equals("nil")) {
			return null;
		}
		if (word.equals(".")) {
			throw new UnsupportedException("the whole context (.)");
		}
		if (word.startsWith(".")) {
			return field(word);
		}
		if (word.startsWith("$")) {
			throw new UnsupportedException("variable " + word);
		}
		try {
			return Double.valueOf(word);
		}
		catch (NumberFormatException ex) {
			throw new UnsupportedException("operand " + word);
		}
	}

	private Object field(String chain) {
		String[] names = chain.substring(1).split("\\.");
		if (this.fields) {
			if (names.length > 1) {
				throw new UnsupportedException(chain);
			}
			return normalize(this.values.get(names[0]));
		}
		if (!names[0].equals("Values")) {
			throw new UnsupportedException("." + names[0]);
		}
		Object current = this.values;
		for (int i = 1; i < names.length; i++) {
			if (current == null) {
				throw new RenderException("nil pointer evaluating interface {}." + names[i]);
			}
			if (!(current instanceof Map<?, ?> map)) {
				throw new RenderException("can't evaluate field " + names[i] + " in type " + typeOf(current));
			}
			current = map.get(names[i]);
		}
		return normalize(current);
	}

	/** Numbers as Helm reads them from values.yaml: float64. */
	private static Object normalize(Object value) {
		return (value instanceof Number number && !(value instanceof Double)) ? number.doubleValue() : value;
	}

	// --- functions

	private Object call(String name, List<Object> args) {
		switch (name) {
			case "eq":
				arity(name, args, 2, Integer.MAX_VALUE);
				for (Object other : args.subList(1, args.size())) {
					if (equal(args.get(0), other)) {
						return true;
					}
				}
				return false;
			case "ne":
				arity(name, args, 2, 2);
				return !equal(args.get(0), args.get(1));
			case "lt", "le", "gt", "ge":
				arity(name, args, 2, 2);
				return compare(name, args.get(0), args.get(1));
			case "not":
				arity(name, args, 1, 1);
				return !truth(args.get(0));
			case "and":
				arity(name, args, 1, Integer.MAX_VALUE);
				for (Object arg : args) {
					if (!truth(arg)) {
						return arg;
					}
				}
				return args.get(args.size() - 1);
			case "or":
				arity(name, args, 1, Integer.MAX_VALUE);
				for (Object arg : args) {
					if (truth(arg)) {
						return arg;
					}
				}
				return args.get(args.size() - 1);
			case "typeOf":
				arity(name, args, 1, 1);
				return typeOf(args.get(0));
			case "kindOf":
				arity(name, args, 1, 1);
				return kindOf(args.get(0));
			case "kindIs":
				arity(name, args, 2, 2);
				return String.valueOf(args.get(0)).equals(kindOf(args.get(1)));
			case "empty":
				arity(name, args, 1, 1);
				return !truth(args.get(0));
			case "default":
				arity(name, args, 1, 2);
				return (args.size() == 2 && truth(args.get(1))) ? args.get(1) : args.get(0);
			case "coalesce":
				return args.stream().filter(GoTemplate::truth).findFirst().orElse(null);
			case "ternary":
				arity(name, args, 3, 3);
				return truth(args.get(2)) ? args.get(0) : args.get(1);
			case "quote":
				return String.join(" ",
						args.stream()
							.filter((arg) -> arg != null)
							.map((arg) -> "\"" + print(arg).replace("\\", "\\\\").replace("\"", "\\\"") + "\"")
							.toList());
			case "squote":
				return String.join(" ",
						args.stream().filter((arg) -> arg != null).map((arg) -> "'" + print(arg) + "'").toList());
			case "toString":
				arity(name, args, 1, 1);
				return print(args.get(0));
			case "lower":
				arity(name, args, 1, 1);
				return print(args.get(0)).toLowerCase(Locale.ROOT);
			case "upper":
				arity(name, args, 1, 1);
				return print(args.get(0)).toUpperCase(Locale.ROOT);
			case "trim":
				arity(name, args, 1, 1);
				return print(args.get(0)).strip();
			case "trimPrefix":
				arity(name, args, 2, 2);
				return print(args.get(1)).startsWith(print(args.get(0)))
						? print(args.get(1)).substring(print(args.get(0)).length()) : print(args.get(1));
			case "trimSuffix":
				arity(name, args, 2, 2);
				return print(args.get(1)).endsWith(print(args.get(0)))
						? print(args.get(1)).substring(0, print(args.get(1)).length() - print(args.get(0)).length())
						: print(args.get(1));
			case "replace":
				arity(name, args, 3, 3);
				return print(args.get(2)).replace(print(args.get(0)), print(args.get(1)));
			case "contains":
				arity(name, args, 2, 2);
				return print(args.get(1)).contains(print(args.get(0)));
			case "hasPrefix":
				arity(name, args, 2, 2);
				return print(args.get(1)).startsWith(print(args.get(0)));
			case "hasSuffix":
				arity(name, args, 2, 2);
				return print(args.get(1)).endsWith(print(args.get(0)));
			case "hasKey":
				arity(name, args, 2, 2);
				return args.get(0) instanceof Map<?, ?> map && map.containsKey(print(args.get(1)));
			case "index":
				arity(name, args, 1, Integer.MAX_VALUE);
				Object current = args.get(0);
				for (Object key : args.subList(1, args.size())) {
					if (current instanceof Map<?, ?> map) {
						current = map.get(print(key));
					}
					else if (current == null) {
						return null;
					}
					else {
						throw new UnsupportedException("index of " + typeOf(current));
					}
				}
				return normalize(current);
			case "required":
				arity(name, args, 2, 2);
				if (args.get(1) == null || "".equals(args.get(1))) {
					throw new RenderException(print(args.get(0)));
				}
				return args.get(1);
			case "fail":
				arity(name, args, 1, 1);
				throw new RenderException(print(args.get(0)));
			default:
				throw new UnsupportedException("function \"" + name + "\"");
		}
	}

	private static void arity(String name, List<Object> args, int min, int max) {
		if (args.size() < min || args.size() > max) {
			throw new RenderException("wrong number of args for " + name + ": got " + args.size());
		}
	}

	private static boolean equal(Object left, Object right) {
		if (left == null || right == null) {
			return left == right;
		}
		if (left instanceof Number a && right instanceof Number b) {
			return a.doubleValue() == b.doubleValue();
		}
		if (!left.getClass().equals(right.getClass()) || left instanceof Map || left instanceof List) {
			throw new RenderException("incompatible types for comparison");
		}
		return left.equals(right);
	}

	private static boolean compare(String name, Object left, Object right) {
		int order;
		if (left instanceof Number a && right instanceof Number b) {
			order = Double.compare(a.doubleValue(), b.doubleValue());
		}
		else if (left instanceof String a && right instanceof String b) {
			order = a.compareTo(b);
		}
		else {
			throw new RenderException("incompatible types for comparison");
		}
		return switch (name) {
			case "lt" -> order < 0;
			case "le" -> order <= 0;
			case "gt" -> order > 0;
			default -> order >= 0;
		};
	}

	/** Go's truth: false, 0, nil and empty strings, maps and lists are false. */
	static boolean truth(Object value) {
		if (value == null) {
			return false;
		}
		if (value instanceof Boolean bool) {
			return bool;
		}
		if (value instanceof Number number) {
			return number.doubleValue() != 0;
		}
		if (value instanceof String text) {
			return !text.isEmpty();
		}
		if (value instanceof Map<?, ?> map) {
			return !map.isEmpty();
		}
		if (value instanceof List<?> list) {
			return !list.isEmpty();
		}
		return true;
	}

	/** Sprig's {@code typeOf} ({@code %T}) of a value as Helm holds it. */
	static String typeOf(Object value) {
		if (value == null) {
			return "<nil>";
		}
		if (value instanceof Map) {
			return "map[string]interface {}";
		}
		if (value instanceof List) {
			return "[]interface {}";
		}
		return kindOf(value);
	}

	/** Sprig's {@code kindOf} (the reflect kind). */
	static String kindOf(Object value) {
		if (value == null) {
			return "invalid";
		}
		if (value instanceof Map) {
			return "map";
		}
		if (value instanceof List) {
			return "slice";
		}
		if (value instanceof Boolean) {
			return "bool";
		}
		if (value instanceof Number) {
			return "float64";
		}
		return "string";
	}

	/** How a value prints: nil as nothing, whole numbers without a fraction. */
	private static String print(Object value) {
		if (value == null) {
			return "";
		}
		if (value instanceof Double number) {
			if (number == Math.rint(number) && Math.abs(number) < 1e21) {
				return String.valueOf(number.longValue());
			}
			return String.valueOf(number);
		}
		if (value instanceof Map || value instanceof List) {
			throw new UnsupportedException("printing a " + kindOf(value));
		}
		return String.valueOf(value);
	}

	// --- words

	/** Splits a pipeline on {@code |} outside quotes and parentheses. */
	private static List<String> split(String text) {
		List<String> parts = new ArrayList<>();
		int depth = 0;
		char quote = 0;
		int start = 0;
		for (int i = 0; i < text.length(); i++) {
			char c = text.charAt(i);
			if (quote != 0) {
				if (c == '\\' && quote == '"') {
					i++;
				}
				else if (c == quote) {
					quote = 0;
				}
			}
			else if (c == '"' || c == '`') {
				quote = c;
			}
			else if (c == '(') {
				depth++;
			}
			else if (c == ')') {
				depth--;
			}
			else if (c == '|' && depth == 0) {
				parts.add(text.substring(start, i));
				start = i + 1;
			}
			else if (c == ':' && depth == 0 && i + 1 < text.length() && text.charAt(i + 1) == '=') {
				throw new UnsupportedException("variables (:=)");
			}
		}
		parts.add(text.substring(start));
		return parts;
	}

	/**
	 * Splits a command into words: quoted strings and parenthesized pipelines stay whole.
	 */
	private static List<String> words(String text) {
		List<String> words = new ArrayList<>();
		int i = 0;
		while (i < text.length()) {
			char c = text.charAt(i);
			if (Character.isWhitespace(c)) {
				i++;
				continue;
			}
			int start = i;
			if (c == '"' || c == '`') {
				i++;
				while (i < text.length() && text.charAt(i) != c) {
					i += (c == '"' && text.charAt(i) == '\\') ? 2 : 1;
				}
				i++;
			}
			else if (c == '(') {
				int depth = 0;
				char quote = 0;
				for (; i < text.length(); i++) {
					char d = text.charAt(i);
					if (quote != 0) {
						if (d == '\\' && quote == '"') {
							i++;
						}
						else if (d == quote) {
							quote = 0;
						}
					}
					else if (d == '"' || d == '`') {
						quote = d;
					}
					else if (d == '(') {
						depth++;
					}
					else if (d == ')' && --depth == 0) {
						i++;
						break;
					}
				}
				if (depth != 0) {
					throw new RenderException("unclosed left paren");
				}
				if (i < text.length() && text.charAt(i) == '.') {
					throw new UnsupportedException("a field of a parenthesized pipeline");
				}
			}
			else {
				while (i < text.length() && !Character.isWhitespace(text.charAt(i)) && text.charAt(i) != '(') {
					i++;
				}
			}
			words.add(text.substring(start, Math.min(i, text.length())));
		}
		return words;
	}

	private static String unquote(String literal) {
		StringBuilder out = new StringBuilder();
		for (int i = 1; i < literal.length() - 1; i++) {
			char c = literal.charAt(i);
			if (c == '\\' && i + 1 < literal.length() - 1) {
				char next = literal.charAt(++i);
				switch (next) {
					case 'n' -> out.append('\n');
					case 't' -> out.append('\t');
					case '"' -> out.append('"');
					case '\\' -> out.append('\\');
					default -> throw new UnsupportedException("escape \\" + next);
				}
			}
			else {
				out.append(c);
			}
		}
		return out.toString();
	}

}
