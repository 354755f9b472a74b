package io.manifeststudio.manifest.edit;

import java.util.List;
import java.util.Map;

/**
 * How a path's key segment names a map key.
 * {@link io.manifeststudio.manifest.yaml.DocPath} keeps keys as written in a path, so a
 * key that YAML reads as a number or a boolean ({@code 8080:}, {@code true:}) is also
 * found by its text.
 */
final class Keys {

	private Keys() {
	}

	/**
	 * The key of {@code map} that {@code segment} names, or the segment itself when the
	 * map has no such key.
	 */
	static Object find(Map<?, ?> map, Object segment) {
		if (map.containsKey(segment)) {
			return segment;
		}
		String text = String.valueOf(segment);
		for (Object key : map.keySet()) {
			if (!(key instanceof String) && String.valueOf(key).equals(text)) {
				return key;
			}
		}
		return segment;
	}

	/**
	 * Whether a key read from the text (a constructed scalar) is the one a path segment
	 * names.
	 */
	static boolean matches(Object key, Object segment) {
		if (java.util.Objects.equals(key, segment)) {
			return true;
		}
		return !(key instanceof String) && String.valueOf(key).equals(String.valueOf(segment));
	}

	/** A value's kind for a message: "a map", "a list", "the text 'x'", "null". */
	static String describe(Object value) {
		if (value instanceof Map) {
			return "a map";
		}
		if (value instanceof List) {
			return "a list";
		}
		if (value == null) {
			return "null";
		}
		if (value instanceof String text) {
			return "the text '" + text + "'";
		}
		return "the scalar " + value;
	}

}
