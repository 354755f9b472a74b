package io.manifeststudio.export.helm;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeSet;

/**
 * Test support: the differences between two trees of maps, lists and scalars, one line
 * each, with their path.
 */
final class TreeDiff {

	private TreeDiff() {
	}

	static List<String> differences(Object expected, Object actual) {
		List<String> differences = new ArrayList<>();
		collect("", expected, actual, differences);
		return differences;
	}

	private static void collect(String path, Object expected, Object actual, List<String> out) {
		if (expected instanceof Map<?, ?> left && actual instanceof Map<?, ?> right) {
			TreeSet<String> keys = new TreeSet<>();
			left.keySet().forEach((key) -> keys.add(String.valueOf(key)));
			right.keySet().forEach((key) -> keys.add(String.valueOf(key)));
			for (String key : keys) {
				collect(path + "." + key, left.get(key), right.get(key), out);
			}
		}
		else if (expected instanceof List<?> left && actual instanceof List<?> right) {
			for (int i = 0; i < Math.max(left.size(), right.size()); i++) {
				collect(path + "[" + i + "]", (i < left.size()) ? left.get(i) : null,
						(i < right.size()) ? right.get(i) : null, out);
			}
		}
		else if (!Objects.equals(expected, actual)) {
			out.add(path + ": expected " + expected + " but was " + actual);
		}
	}

}
