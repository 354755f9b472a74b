package io.manifeststudio.manifest.edit;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Plain data as a SnakeYAML safe load gives it: copying it, giving numbers the type a
 * safe load would read them back as, and comparing two trees including the order of map
 * keys (which {@link Map#equals} ignores, and which a reviewer sees in the text).
 */
final class PlainData {

	private PlainData() {
	}

	/**
	 * A mutable deep copy, numbers typed as SnakeYAML reads them back (an int that fits
	 * is an Integer, ...).
	 */
	static Object copy(Object value) {
		if (value instanceof Map<?, ?> map) {
			Map<Object, Object> copy = new LinkedHashMap<>(Math.max(4, map.size() * 4 / 3 + 1));
			map.forEach((key, item) -> copy.put(copy(key), copy(item)));
			return copy;
		}
		if (value instanceof List<?> list) {
			List<Object> copy = new ArrayList<>(list.size());
			list.forEach((item) -> copy.add(copy(item)));
			return copy;
		}
		return number(value);
	}

	/** The same tree made unmodifiable in place (its maps and lists wrapped). */
	@SuppressWarnings("unchecked")
	static Object freeze(Object value) {
		if (value instanceof Map<?, ?> map) {
			((Map<Object, Object>) map).replaceAll((key, item) -> freeze(item));
			return Collections.unmodifiableMap(map);
		}
		if (value instanceof List<?> list) {
			((List<Object>) list).replaceAll(PlainData::freeze);
			return Collections.unmodifiableList(list);
		}
		return value;
	}

	/**
	 * Equal data: the same types and values, and maps with the same keys in the same
	 * order.
	 */
	static boolean same(Object a, Object b) {
		if (a == b) {
			// One tree (the result of an edit shares what it did not change with the
			// document before)
			return true;
		}
		if (a instanceof Map<?, ?> x && b instanceof Map<?, ?> y) {
			if (x.size() != y.size()) {
				return false;
			}
			Iterator<? extends Map.Entry<?, ?>> left = x.entrySet().iterator();
			Iterator<? extends Map.Entry<?, ?>> right = y.entrySet().iterator();
			while (left.hasNext()) {
				Map.Entry<?, ?> l = left.next();
				Map.Entry<?, ?> r = right.next();
				if (!same(l.getKey(), r.getKey()) || !same(l.getValue(), r.getValue())) {
					return false;
				}
			}
			return true;
		}
		if (a instanceof List<?> x && b instanceof List<?> y) {
			if (x.size() != y.size()) {
				return false;
			}
			for (int i = 0; i < x.size(); i++) {
				if (!same(x.get(i), y.get(i))) {
					return false;
				}
			}
			return true;
		}
		if (a instanceof Map || a instanceof List || b instanceof Map || b instanceof List) {
			return false;
		}
		return Objects.equals(a, b);
	}

	/**
	 * A number as a safe load types it: Integer when it fits, then Long, then BigInteger;
	 * Double for fractions.
	 */
	static Object number(Object value) {
		if (value instanceof Byte || value instanceof Short) {
			return ((Number) value).intValue();
		}
		if (value instanceof Long number && number == number.intValue()) {
			return number.intValue();
		}
		if (value instanceof BigInteger number) {
			if (number.bitLength() < 32) {
				return number.intValue();
			}
			return (number.bitLength() < 64) ? (Object) number.longValue() : number;
		}
		if (value instanceof Float number) {
			return number.doubleValue();
		}
		if (value instanceof BigDecimal number) {
			return number.doubleValue();
		}
		return value;
	}

}
