package io.manifeststudio.manifest.edit;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;

import io.manifeststudio.manifest.yaml.DocPath;
import io.manifeststudio.manifest.yaml.ManifestDocument;
import io.manifeststudio.manifest.yaml.ManifestParseException;
import io.manifeststudio.manifest.yaml.ManifestYamlReader;
import io.manifeststudio.manifest.yaml.YamlLimits;
import io.manifeststudio.manifest.edit.DocumentChange.InsertItem;
import io.manifeststudio.manifest.edit.DocumentChange.RemoveValue;
import io.manifeststudio.manifest.edit.DocumentChange.SetValue;
import io.manifeststudio.manifest.edit.TextPatch.Splice;

/**
 * Changes manifest text so that only the lines holding what changed differ: comments,
 * blank lines, key order, quoting, indentation and line endings elsewhere stay byte for
 * byte, so that a reviewer's diff of the text shows exactly the change.
 * <p>
 * Each change is written as one splice of the text (see {@link ChangeSplicer}); setting a
 * map where a map was becomes one change per key that differs, and setting a list item by
 * item where items changed in place, so that the lines of what stays are kept. Every
 * splice is checked: the new text must read back to the data
 * {@link DocumentChanges#applyTo} gives. When it does not (an odd layout the splice did
 * not foresee), the smallest node enclosing the change is written anew in block style and
 * checked again; text that reads back to other data is never returned.
 */
public final class FormatPreservingEditor {

	private final ManifestYamlReader reader;

	private final FragmentReadBack fragments;

	public FormatPreservingEditor() {
		this(YamlLimits.DEFAULT);
	}

	public FormatPreservingEditor(YamlLimits limits) {
		this.reader = new ManifestYamlReader(limits);
		this.fragments = new FragmentReadBack(this.reader);
	}

	/**
	 * The text after the changes, applied in order, with the patch from {@code text} to
	 * it.
	 * @throws CannotEditTextException (naming the path) when a change cannot apply
	 * @throws ManifestParseException when {@code text} is not a manifest document
	 */
	public EditedText apply(String text, List<DocumentChange> changes) {
		return apply(text, this.reader.read(text), changes);
	}

	/**
	 * The same, with the document that {@code text} reads as (such as the one of its
	 * cached model), so that the text is not read again. The result holds the document of
	 * the new text, as read back to check it.
	 */
	public EditedText apply(String text, ManifestDocument document, List<DocumentChange> changes) {
		return apply(text, null, document, changes);
	}

	/**
	 * The same, with the node tree of {@code text} when it is known ({@code spans}: null
	 * to compose it). The result holds the node tree of the new text when it was made
	 * from this one ({@link NodeSpans#replacing}), for the next edit.
	 */
	EditedText apply(String text, NodeSpans spans, ManifestDocument document, List<DocumentChange> changes) {
		Written written = write(new Written(text, document, List.of(), spans), changes);
		TextPatch patch = TextPatch.EMPTY;
		for (TextPatch step : written.steps()) {
			patch = patch.andThen(step, text);
		}
		return new EditedText(written.text(), patch, written.document(), written.spans());
	}

	/**
	 * Writes changes into a text (whose document is known). Changes that touch separate
	 * places are written in one pass: every splice planned on the one node tree of the
	 * text, applied together, and the new text read back once. Changes that build on one
	 * another (one inside what another sets, items of one list), or a pass that does not
	 * read back right, are written one after the other, each read back.
	 */
	private Written write(Written start, List<DocumentChange> changes) {
		Written current = start;
		Map<Object, Object> expected = DocumentChanges.applyTo(current.document().root(), changes);
		if (PlainData.same(current.document().root(), expected)) {
			return current.unchanged();
		}
		if (current.spans() == null) {
			// Composed once for every change and pass below.
			current = new Written(current.text(), current.document(), current.steps(), spans(current));
		}
		if (changes.size() == 1) {
			return write(current, changes.get(0), expected);
		}
		if (separate(changes)) {
			Written together = together(current, changes, expected);
			if (together != null) {
				return together;
			}
		}
		List<TextPatch> steps = new ArrayList<>();
		Written next = current;
		for (DocumentChange change : changes) {
			next = write(next, List.of(change));
			steps.addAll(next.steps());
		}
		return new Written(next.text(), next.document(), steps, next.spans());
	}

	/**
	 * Writes one change, whose data {@code expected} is: the new text, its document and
	 * the patch.
	 */
	private Written write(Written current, DocumentChange change, Map<Object, Object> expected) {
		ManifestDocument document = current.document();
		List<DocumentChange> parts = (change instanceof SetValue set) ? parts(document, set) : List.of();
		if (!parts.isEmpty()) {
			Written written = writeParts(current, parts, expected);
			if (written != null) {
				return written;
			}
		}
		Written written = write(spans(current), document, change, expected);
		if (written != null) {
			return written;
		}
		throw new CannotEditTextException(pathOf(change),
				"the text could not be changed so that it reads back as the changed document");
	}

	/**
	 * One change written with the spans of the text: its splice, or when that does not
	 * read back right, the node enclosing it written anew; null when neither reads back
	 * to the expected data.
	 */
	private Written write(NodeSpans spans, ManifestDocument document, DocumentChange change,
			Map<Object, Object> expected) {
		ChangeSplicer splicer = new ChangeSplicer(spans, document);
		Written written = readBack(spans, document, new TextPatch(List.of(splicer.splice(change))), expected);
		if (written != null) {
			return written;
		}
		DocPath enclosing = enclosing(document, change);
		if (!enclosing.isRoot()) {
			return readBack(spans, document,
					new TextPatch(List.of(splicer.rerender(enclosing, new ManifestDocument(expected).get(enclosing)))),
					expected);
		}
		return null;
	}

	/**
	 * The changes written in one pass: each planned on the node tree of the text as it
	 * is, the splices applied together (they must not overlap; new lines at one place
	 * keep the order of their changes). Null when a change cannot be planned so, or the
	 * text does not read back to the expected data.
	 */
	private Written together(Written current, List<DocumentChange> changes, Map<Object, Object> expected) {
		return together(spans(current), current, changes, expected);
	}

	private Written together(NodeSpans spans, Written current, List<DocumentChange> changes,
			Map<Object, Object> expected) {
		ChangeSplicer splicer = new ChangeSplicer(spans, current.document());
		List<Splice> splices = new ArrayList<>(changes.size());
		TextPatch patch;
		try {
			for (DocumentChange change : changes) {
				splices.add(splicer.splice(change));
			}
			// Stable: insertions at one offset stay in the order of their changes.
			splices.sort(Comparator.comparingInt(Splice::offset).thenComparingInt(Splice::end));
			patch = new TextPatch(splices);
		}
		catch (CannotEditTextException | IllegalArgumentException ex) {
			return null;
		}
		return readBack(spans, current.document(), patch, expected);
	}

	/**
	 * Whether no change builds on another: none touches a place inside (or equal to) what
	 * another touches, and none changes the items of a list that another reaches into
	 * (its indexes would shift).
	 */
	private static boolean separate(List<DocumentChange> changes) {
		List<DocPath> scopes = changes.stream().map(FormatPreservingEditor::scope).toList();
		for (int i = 0; i < scopes.size(); i++) {
			for (int j = 0; j < scopes.size(); j++) {
				if (i != j && startsWith(scopes.get(j), scopes.get(i))) {
					return false;
				}
			}
		}
		return true;
	}

	/**
	 * The part of the document a change can affect: a list, for an item inserted or
	 * removed; its path otherwise.
	 */
	private static DocPath scope(DocumentChange change) {
		if (change instanceof InsertItem insert) {
			return insert.listPath();
		}
		DocPath path = pathOf(change);
		List<Object> segments = path.segments();
		boolean item = !segments.isEmpty() && segments.get(segments.size() - 1) instanceof Integer;
		return (change instanceof RemoveValue && item) ? path.parent() : path;
	}

	private static boolean startsWith(DocPath path, DocPath prefix) {
		List<Object> segments = path.segments();
		List<Object> start = prefix.segments();
		return segments.size() >= start.size() && segments.subList(0, start.size()).equals(start);
	}

	/**
	 * The parts of a change, written as {@link #write(Written, List)} writes changes;
	 * null when they cannot be.
	 */
	private Written writeParts(Written start, List<DocumentChange> parts, Map<Object, Object> expected) {
		Written written;
		try {
			written = write(start, parts);
		}
		catch (CannotEditTextException ex) {
			return null;
		}
		return PlainData.same(written.document().root(), expected) ? written : null;
	}

	/**
	 * Setting a map where a map was, as changes of the keys that differ: keys whose
	 * values changed, new keys (at the end, when the new map has them after the keys it
	 * keeps), removed keys. Setting a list where a list of the same length was, with maps
	 * or lists changed in place: those items, then the reorder if any. Empty when the
	 * change is better written as it is.
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

	/**
	 * The text the patch gives, when it reads back to the expected data; null otherwise.
	 * When the patch changes only items of the top-level lists (such as a few instance
	 * groups), only those are read back ({@link FragmentReadBack}); otherwise the whole
	 * text.
	 */
	private Written readBack(NodeSpans spans, ManifestDocument document, TextPatch patch,
			Map<Object, Object> expected) {
		String after = patch.apply(spans.text);
		FragmentReadBack.ReadBack read = this.fragments.readBack(spans, document, patch, after, expected);
		if (read != null) {
			return new Written(after, read.document(), List.of(patch), read.spans());
		}
		return readBack(spans.text, patch, expected);
	}

	/**
	 * The text the patch gives, when a whole read of it gives the expected data; null
	 * otherwise.
	 */
	private Written readBack(String text, TextPatch patch, Map<Object, Object> expected) {
		try {
			String after = patch.apply(text);
			ManifestDocument document = this.reader.read(after);
			return PlainData.same(document.root(), expected) ? new Written(after, document, List.of(patch), null)
					: null;
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

	/** The node tree of a text (which the reader has read: it is a manifest). */
	NodeSpans compose(String text) {
		return NodeSpans.of(text, this.reader.limits());
	}

	/** The node tree of a written text: the one made with it, or composed now. */
	private NodeSpans spans(Written written) {
		return (written.spans() != null) ? written.spans() : NodeSpans.of(written.text(), this.reader.limits());
	}

	/**
	 * A text, the document it reads as, the patches (each of the text the one before
	 * gives) that led there, and its node tree when it was made with it (null: not yet
	 * composed).
	 */
	private record Written(String text, ManifestDocument document, List<TextPatch> steps, NodeSpans spans) {

		Written unchanged() {
			return new Written(this.text, this.document, List.of(), this.spans);
		}

	}

}
