package io.manifeststudio.manifest.yaml;

import java.util.List;
import java.util.Map;

/**
 * A role manifest as it was written: an ordered tree of maps, lists and scalars (aliases
 * expanded, key order and scalar types kept, keys the model does not know left in place)
 * with the source position of each entry. The tree is deeply unmodifiable; the typed
 * {@code RoleManifest} of the {@code model} package is a view over it.
 */
public record ManifestDocument(Map<Object, Object> root, SourcePositions positions, List<DuplicateKey> duplicateKeys) {

	public ManifestDocument {
		root = (root == null) ? Map.of() : root;
		positions = (positions == null) ? SourcePositions.NONE : positions;
		duplicateKeys = (duplicateKeys == null) ? List.of() : List.copyOf(duplicateKeys);
	}

	/** A document built in memory, with no source text behind it. */
	public ManifestDocument(Map<Object, Object> root) {
		this(root, SourcePositions.NONE, List.of());
	}

	/** The value at a path, or {@code null} when the path leads nowhere. */
	public Object get(DocPath path) {
		Object current = this.root;
		for (Object segment : path.segments()) {
			if (segment instanceof Integer index && current instanceof List<?> list) {
				current = (index >= 0 && index < list.size()) ? list.get(index) : null;
			}
			else if (current instanceof Map<?, ?> map) {
				current = map.get(segment);
			}
			else {
				return null;
			}
			if (current == null) {
				return null;
			}
		}
		return current;
	}

}
