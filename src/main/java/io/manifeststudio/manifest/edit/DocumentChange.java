package io.manifeststudio.manifest.edit;

import io.manifeststudio.manifest.yaml.DocPath;

/**
 * One path-level change of a manifest document: what the edit seam writes into the text.
 * Values are plain data as a SnakeYAML safe load gives them: {@link String},
 * {@link Integer}/{@link Long}/{@link java.math.BigInteger}, {@link Double},
 * {@link Boolean}, {@code null}, {@link java.util.List} and {@link java.util.Map} (a
 * {@link java.util.LinkedHashMap}, whose order is kept).
 * <p>
 * Changes in one list apply in order, each to the result of the previous: paths refer to
 * the document as it is at that step.
 */
public sealed interface DocumentChange {

	/**
	 * Replace the value at {@code path}, or add the map key at the end of its (existing
	 * or created) parent map. Missing intermediate map keys are created as nested block
	 * mappings (a key whose value is null counts as missing). On a list index: replace
	 * that item.
	 */
	record SetValue(DocPath path, Object value) implements DocumentChange {
	}

	/** Remove the map key (with its value's lines) or the list item at {@code path}. */
	record RemoveValue(DocPath path) implements DocumentChange {
	}

	/**
	 * Insert into the list at {@code listPath} before {@code index} ({@code index} equal
	 * to the list's size appends). Creates the list (and missing parent maps) when
	 * absent; then the index must be 0.
	 */
	record InsertItem(DocPath listPath, int index, Object value) implements DocumentChange {
	}

}
