package io.manifeststudio.manifest.edit;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import io.manifeststudio.manifest.DocPath;
import io.manifeststudio.manifest.ManifestDocument;
import io.manifeststudio.manifest.ManifestParseException;
import io.manifeststudio.manifest.ManifestYamlReader;
import io.manifeststudio.manifest.YamlLimits;
import io.manifeststudio.manifest.edit.DocumentChange.InsertItem;
import io.manifeststudio.manifest.edit.DocumentChange.RemoveValue;
import io.manifeststudio.manifest.edit.DocumentChange.SetValue;
import io.manifeststudio.manifest.edit.TextPatch.Splice;

/**
 * Changes manifest text so that only the lines holding what changed differ: comments, blank lines, key order,
 * quoting, indentation and line endings elsewhere stay byte for byte, so that a reviewer's diff of the text shows
 * exactly the change.
 * <p>
 * Each change is written as one splice of the text (see {@link ChangeSplicer}); setting a map where a map was
 * becomes one change per key that differs, and setting a list item by item where items changed in place, so that
 * the lines of what stays are kept. Every splice is checked: the new text must read back to the data
 * {@link DocumentChanges#applyTo} gives. When it does not (an odd layout the splice did not foresee), the smallest
 * node enclosing the change is written anew in block style and checked again; text that reads back to other data is
 * never returned.
 */
public final class FormatPreservingEditor {

	private final ManifestYamlReader reader;

	public FormatPreservingEditor() {
		this(YamlLimits.DEFAULT);
	}

	public FormatPreservingEditor(YamlLimits limits) {
		this.reader = new ManifestYamlReader(limits);
	}

	/**
	 * The text after the changes, applied in order, with the patch from {@code text} to it.
	 * @throws CannotEditTextException (naming the path) when a change cannot apply
	 * @throws ManifestParseException when {@code text} is not a manifest document
	 */
	public EditedText apply(String text, List<DocumentChange> changes) {
		Written current = new Written(text, this.reader.read(text), List.of());
		TextPatch patch = TextPatch.EMPTY;
		for (DocumentChange change : changes) {
			Written next = write(current, change);
			for (Splice splice : next.splices()) {
				patch = patch.andThen(new TextPatch(List.of(splice)), text);
			}
			current = next;
		}
		return new EditedText(current.text(), patch);
	}

	/** Writes one change into a text (whose document is known): the new text, its document and the splices. */
	private Written write(Written current, DocumentChange change) {
		String text = current.text();
		ManifestDocument document = current.document();
		Map<Object, Object> expected = DocumentChanges.applyTo(document.root(), List.of(change));
		if (PlainData.same(document.root(), expected)) {
			return new Written(text, document, List.of());
		}
		List<DocumentChange> parts = (change instanceof SetValue set) ? parts(document, set) : List.of();
		if (!parts.isEmpty()) {
			Written written = writeParts(current, parts, expected);
			if (written != null) {
				return written;
			}
		}
		NodeSpans spans = NodeSpans.of(text, this.reader.limits());
		ChangeSplicer splicer = new ChangeSplicer(spans, document);
		Written written = readBack(text, splicer.splice(change), expected);
		if (written != null) {
			return written;
		}
		DocPath enclosing = enclosing(document, change);
		if (!enclosing.isRoot()) {
			written = readBack(text, splicer.rerender(enclosing, new ManifestDocument(expected).get(enclosing)),
					expected);
			if (written != null) {
				return written;
			}
		}
		throw new CannotEditTextException(pathOf(change),
				"the text could not be changed so that it reads back as the changed document");
	}

	/** The parts of a change, written one after the other; null when one of them cannot be written. */
	private Written writeParts(Written start, List<DocumentChange> parts, Map<Object, Object> expected) {
		List<Splice> splices = new ArrayList<>();
		Written current = start;
		try {
			for (DocumentChange part : parts) {
				current = write(current, part);
				splices.addAll(current.splices());
			}
		}
		catch (CannotEditTextException ex) {
			return null;
		}
		return PlainData.same(current.document().root(), expected)
				? new Written(current.text(), current.document(), splices) : null;
	}

	/**
	 * Setting a map where a map was, as changes of the keys that differ: keys whose values changed, new keys (at the
	 * end, when the new map has them after the keys it keeps), removed keys. Setting a list where a list of the same
	 * length was, with maps or lists changed in place: those items, then the reorder if any. Empty when the change is
	 * better written as it is.
	 */
	private static List<DocumentChange> parts(ManifestDocument document, SetValue set) {
		Object before = document.get(set.path());
		Object after = PlainData.copy(set.value());
		List<DocumentChange> parts = new ArrayList<>();
		if (before instanceof Map<?, ?> old && after instanceof Map<?, ?> map && !old.isEmpty() && !map.isEmpty()) {
			List<Object> kept = new ArrayList<>();
			boolean added = false;
			for (Map.Entry<?, ?> entry : map.entrySet()) {
				Object key = Keys.find(old, entry.getKey());
				if (old.containsKey(key)) {
					if (added) {
						return List.of();
					}
					kept.add(key);
					if (!PlainData.same(old.get(key), entry.getValue())) {
						parts.add(new SetValue(set.path().key(key), entry.getValue()));
					}
				}
				else {
					added = true;
					parts.add(new SetValue(set.path().key(entry.getKey()), entry.getValue()));
				}
			}
			List<Object> order = new ArrayList<>(old.keySet());
			order.retainAll(kept);
			if (!order.equals(kept)) {
				return List.of();
			}
			for (Object key : old.keySet()) {
				if (!kept.contains(key)) {
					parts.add(new RemoveValue(set.path().key(key)));
				}
			}
			return parts;
		}
		if (before instanceof List<?> old && after instanceof List<?> list && old.size() == list.size()) {
			boolean[] used = new boolean[old.size()];
			boolean[] matched = new boolean[list.size()];
			for (int i = 0; i < list.size(); i++) {
				for (int j = 0; j < old.size(); j++) {
					if (!used[j] && PlainData.same(old.get(j), list.get(i))) {
						used[j] = true;
						matched[i] = true;
						break;
					}
				}
			}
			for (int i = 0; i < list.size(); i++) {
				boolean collections = (old.get(i) instanceof Map && list.get(i) instanceof Map)
						|| (old.get(i) instanceof List && list.get(i) instanceof List);
				if (used[i] != matched[i] || (!matched[i] && !collections)) {
					return List.of();
				}
				if (!matched[i]) {
					parts.add(new SetValue(set.path().index(i), list.get(i)));
				}
			}
			if (!parts.isEmpty()) {
				parts.add(set);
			}
			return parts;
		}
		return List.of();
	}

	/** The text the splice gives, when it reads back to the expected data; null otherwise. */
	private Written readBack(String text, Splice splice, Map<Object, Object> expected) {
		try {
			String after = new TextPatch(List.of(splice)).apply(text);
			ManifestDocument document = this.reader.read(after);
			return PlainData.same(document.root(), expected) ? new Written(after, document, List.of(splice)) : null;
		}
		catch (ManifestParseException ex) {
			return null;
		}
	}

	/** The deepest node of the text that holds all a change touches. */
	private static DocPath enclosing(ManifestDocument document, DocumentChange change) {
		DocPath path = (change instanceof InsertItem insert) ? insert.listPath() : pathOf(change).parent();
		while (!path.isRoot() && !(document.get(path) instanceof Map) && !(document.get(path) instanceof List)) {
			path = path.parent();
		}
		return path;
	}

	private static DocPath pathOf(DocumentChange change) {
		if (change instanceof SetValue set) {
			return set.path();
		}
		if (change instanceof RemoveValue remove) {
			return remove.path();
		}
		return ((InsertItem) change).listPath();
	}

	/** A text, the document it reads as, and the splices (each on the text the one before gives) that led there. */
	private record Written(String text, ManifestDocument document, List<Splice> splices) {
	}

}
