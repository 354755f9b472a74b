package io.manifeststudio.manifest.edit;

import java.util.List;

/**
 * Changes manifest text so that only the lines holding what changed differ: comments, blank lines, key order,
 * quoting, indentation and line endings elsewhere stay byte for byte.
 */
public final class FormatPreservingEditor {

	/**
	 * The text after the changes, applied in order, with the patch from {@code text} to it.
	 * @throws CannotEditTextException (naming the path) when a change cannot apply
	 */
	public EditedText apply(String text, List<DocumentChange> changes) {
		throw new UnsupportedOperationException("The format-preserving writer is being built (edit-core)");
	}

}
