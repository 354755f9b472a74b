package io.manifeststudio.manifest.model;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;

import io.manifeststudio.manifest.yaml.DocPath;

/**
 * Typed reads from one map of the document, recording a {@link TypeProblem} for each
 * value of the wrong type.
 */
final class RawMap {

	private static final Map<Object, Object> EMPTY = Map.of();

	private final Map<Object, Object> map;

	private final DocPath path;

	private final List<TypeProblem> problems;

	RawMap(Map<Object, Object> map, DocPath path, List<TypeProblem> problems) {
		this.map = (map != null) ? map : EMPTY;
		this.path = path;
		this.problems = problems;
	}

	DocPath path() {
		return this.path;
	}

	DocPath path(String key) {
		return this.path.key(key);
	}

	Map<Object, Object> values() {
		return this.map;
	}

	boolean has(String key) {
		return this.map.containsKey(key);
	}

	Object raw(String key) {
		return this.map.get(key);
	}

	String string(String key) {
		Object value = this.map.get(key);
		if (value == null) {
			return null;
		}
		if (value instanceof Map || value instanceof List) {
			problem(key, "a string", value);
			return null;
		}
		return scalarText(value);
	}

	Long integer(String key) {
		Object value = this.map.get(key);
		if (value == null) {
			return null;
		}
		if (value instanceof Integer || value instanceof Long) {
			return ((Number) value).longValue();
		}
		if (value instanceof BigInteger big && big.bitLength() < 64) {
			return big.longValue();
		}
		problem(key, "an integer", value);
		return null;
	}

	Double decimal(String key) {
		Object value = this.map.get(key);
		if (value == null) {
			return null;
		}
		if (value instanceof Number number) {
			return number.doubleValue();
		}
		problem(key, "a number", value);
		return null;
	}

	Boolean bool(String key) {
		Object value = this.map.get(key);
		if (value == null) {
			return null;
		}
		if (value instanceof Boolean flag) {
			return flag;
		}
		problem(key, "true or false", value);
		return null;
	}

	boolean flag(String key) {
		return Boolean.TRUE.equals(bool(key));
	}

	@SuppressWarnings("unchecked")
	RawMap map(String key) {
		Object value = this.map.get(key);
		if (value != null && !(value instanceof Map)) {
			problem(key, "a map", value);
			value = null;
		}
		return new RawMap((Map<Object, Object>) value, this.path.key(key), this.problems);
	}

	@SuppressWarnings("unchecked")
	Map<Object, Object> rawMap(String key) {
		Object value = this.map.get(key);
		if (value == null) {
			return EMPTY;
		}
		if (!(value instanceof Map)) {
			problem(key, "a map", value);
			return EMPTY;
		}
		return (Map<Object, Object>) value;
	}

	List<Object> list(String key) {
		Object value = this.map.get(key);
		if (value == null) {
			return List.of();
		}
		if (!(value instanceof List<?> list)) {
			problem(key, "a list", value);
			return List.of();
		}
		return Collections.unmodifiableList(list);
	}

	List<String> stringList(String key) {
		List<Object> items = list(key);
		List<String> strings = new ArrayList<>(items.size());
		for (int i = 0; i < items.size(); i++) {
			Object item = items.get(i);
			if (item instanceof Map || item instanceof List) {
				this.problems.add(new TypeProblem(this.path.key(key).index(i), "a string", item));
			}
			else if (item != null) {
				strings.add(scalarText(item));
			}
		}
		return List.copyOf(strings);
	}

	/**
	 * Reads each map in a list with the given reader; items that are not maps are type
	 * problems.
	 */
	@SuppressWarnings("unchecked")
	<T> List<T> mapList(String key, BiFunction<RawMap, Integer, T> reader) {
		List<Object> items = list(key);
		List<T> result = new ArrayList<>(items.size());
		for (int i = 0; i < items.size(); i++) {
			Object item = items.get(i);
			DocPath itemPath = this.path.key(key).index(i);
			if (item instanceof Map) {
				result.add(reader.apply(new RawMap((Map<Object, Object>) item, itemPath, this.problems), i));
			}
			else {
				this.problems.add(new TypeProblem(itemPath, "a map", item));
			}
		}
		return List.copyOf(result);
	}

	private void problem(String key, String expected, Object actual) {
		this.problems.add(new TypeProblem(this.path.key(key), expected, actual));
	}

	/**
	 * The text of a scalar as fissile's Go YAML decoder would give it to a string field.
	 */
	static String scalarText(Object value) {
		if (value instanceof Double d && d == Math.rint(d) && !Double.isInfinite(d)) {
			return (Math.abs(d) < 1e15) ? String.valueOf(d.longValue()) : String.valueOf(d);
		}
		return String.valueOf(value);
	}

}
