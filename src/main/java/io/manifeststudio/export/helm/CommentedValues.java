package io.manifeststudio.export.helm;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * An ordered tree of values (maps, lists, scalars) with block comments attached to keys
 * by their path. It stays a plain tree: {@link ValuesYamlWriter} turns it into YAML with
 * SnakeYAML and puts the comments on the key nodes.
 */
final class CommentedValues {

	private final Map<String, Object> root = new LinkedHashMap<>();

	private final Map<List<String>, List<String>> comments = new HashMap<>();

	Map<String, Object> root() {
		return this.root;
	}

	/** The map at {@code path}, created (empty, ordered) when missing. */
	@SuppressWarnings("unchecked")
	Map<String, Object> map(String... path) {
		Map<String, Object> current = this.root;
		for (String key : path) {
			current = (Map<String, Object>) current.computeIfAbsent(key,
					(ignored) -> new LinkedHashMap<String, Object>());
		}
		return current;
	}

	/** Sets {@code value} at {@code path} (the parents are created as needed). */
	void put(List<String> path, Object value) {
		map(path.subList(0, path.size() - 1).toArray(String[]::new)).put(path.get(path.size() - 1), value);
	}

	/** Attaches comment lines (without {@code #}) above the key at {@code path}. */
	void comment(List<String> path, String... lines) {
		this.comments.computeIfAbsent(List.copyOf(path), (ignored) -> new ArrayList<>()).addAll(List.of(lines));
	}

	List<String> commentAt(List<String> path) {
		return this.comments.getOrDefault(path, List.of());
	}

}
