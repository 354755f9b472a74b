package io.manifeststudio.validation;

import java.util.List;
import java.util.Map;

/**
 * One field error in the style fissile shares with the Kubernetes API server:
 * {@code <path>: <Type>: <json value>: <detail>}. {@code Required value},
 * {@code Forbidden}, {@code Too long} and {@code Internal error} never print the value;
 * an empty detail is left out.
 */
public record FieldError(String path, Type type, Object value, String detail) {

	/** The error types and their labels. */
	public enum Type {

		INVALID("Invalid value", true), REQUIRED("Required value", false), NOT_FOUND("Not found", true),
		FORBIDDEN("Forbidden", false), UNSUPPORTED("Unsupported value", true), DUPLICATE("Duplicate value", true),
		TOO_LONG("Too long", false), INTERNAL("Internal error", false);

		private final String label;

		private final boolean printsValue;

		Type(String label, boolean printsValue) {
			this.label = label;
			this.printsValue = printsValue;
		}

		public String label() {
			return this.label;
		}

	}

	public static FieldError invalid(String path, Object value, String detail) {
		return new FieldError(path, Type.INVALID, value, detail);
	}

	public static FieldError required(String path, String detail) {
		return new FieldError(path, Type.REQUIRED, null, detail);
	}

	public static FieldError notFound(String path, Object value, String detail) {
		return new FieldError(path, Type.NOT_FOUND, value, detail);
	}

	public static FieldError forbidden(String path, String detail) {
		return new FieldError(path, Type.FORBIDDEN, null, detail);
	}

	public static FieldError unsupported(String path, Object value, String detail) {
		return new FieldError(path, Type.UNSUPPORTED, value, detail);
	}

	public static FieldError duplicate(String path, Object value) {
		return new FieldError(path, Type.DUPLICATE, value, "");
	}

	public static FieldError tooLong(String path, String detail) {
		return new FieldError(path, Type.TOO_LONG, null, detail);
	}

	public static FieldError internal(String path, String detail) {
		return new FieldError(path, Type.INTERNAL, null, detail);
	}

	/**
	 * The whole line, e.g.
	 * {@code instance_groups[web].type: Invalid value: "docker": Expected one of ...}.
	 */
	public String message() {
		StringBuilder text = new StringBuilder();
		if (this.path != null && !this.path.isEmpty()) {
			text.append(this.path).append(": ");
		}
		text.append(this.type.label);
		if (this.type.printsValue) {
			text.append(": ").append(json(this.value));
		}
		if (this.detail != null && !this.detail.isEmpty()) {
			text.append(": ").append(this.detail);
		}
		return text.toString();
	}

	/**
	 * JSON as Go's encoding/json writes it (strings quoted and escaped, {@code <>&} as
	 * \\u escapes).
	 */
	public static String json(Object value) {
		if (value == null) {
			return "null";
		}
		if (value instanceof String string) {
			return quote(string);
		}
		if (value instanceof Double d && d == Math.rint(d) && !Double.isInfinite(d) && Math.abs(d) < 1e21) {
			return String.valueOf(d.longValue());
		}
		if (value instanceof Number || value instanceof Boolean) {
			return String.valueOf(value);
		}
		if (value instanceof List<?> list) {
			StringBuilder text = new StringBuilder("[");
			for (int i = 0; i < list.size(); i++) {
				text.append((i > 0) ? "," : "").append(json(list.get(i)));
			}
			return text.append(']').toString();
		}
		if (value instanceof Map<?, ?> map) {
			StringBuilder text = new StringBuilder("{");
			boolean first = true;
			for (Map.Entry<?, ?> entry : map.entrySet()) {
				text.append(first ? "" : ",")
					.append(quote(String.valueOf(entry.getKey())))
					.append(':')
					.append(json(entry.getValue()));
				first = false;
			}
			return text.append('}').toString();
		}
		return quote(String.valueOf(value));
	}

	private static String quote(String string) {
		StringBuilder text = new StringBuilder("\"");
		for (char c : string.toCharArray()) {
			switch (c) {
				case '"' -> text.append("\\\"");
				case '\\' -> text.append("\\\\");
				case '\n' -> text.append("\\n");
				case '\r' -> text.append("\\r");
				case '\t' -> text.append("\\t");
				case '<' -> text.append("\\u003c");
				case '>' -> text.append("\\u003e");
				case '&' -> text.append("\\u0026");
				default -> {
					if (c < 0x20) {
						text.append(String.format("\\u%04x", (int) c));
					}
					else {
						text.append(c);
					}
				}
			}
		}
		return text.append('"').toString();
	}

}
