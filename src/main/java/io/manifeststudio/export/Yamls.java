package io.manifeststudio.export;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Small helpers for building ordered maps and lists of generated objects. */
final class Yamls {

	private Yamls() {
	}

	/** An ordered map of the given key/value pairs; {@code null} values are left out. */
	static Map<String, Object> map(Object... keysAndValues) {
		// sized for its entries: the export makes thousands of two- and three-entry maps
		Map<String, Object> map = (keysAndValues.length == 0) ? new LinkedHashMap<>()
				: new LinkedHashMap<>(keysAndValues.length);
		for (int i = 0; i < keysAndValues.length; i += 2) {
			if (keysAndValues[i + 1] != null) {
				map.put((String) keysAndValues[i], keysAndValues[i + 1]);
			}
		}
		return map;
	}

	static List<Object> list(Object... items) {
		return new ArrayList<>(List.of(items));
	}

	static String index(String path, String key, int index) {
		return path + "." + key + "[" + index + "]";
	}

}
