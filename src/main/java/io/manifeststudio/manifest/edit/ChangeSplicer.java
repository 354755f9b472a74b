package io.manifeststudio.manifest.edit;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.nodes.SequenceNode;
import org.yaml.snakeyaml.nodes.Tag;

import io.manifeststudio.manifest.yaml.DocPath;
import io.manifeststudio.manifest.yaml.ManifestDocument;
import io.manifeststudio.manifest.edit.DocumentChange.InsertItem;
import io.manifeststudio.manifest.edit.DocumentChange.RemoveValue;
import io.manifeststudio.manifest.edit.DocumentChange.SetValue;
import io.manifeststudio.manifest.edit.NodeSpans.Children;
import io.manifeststudio.manifest.edit.NodeSpans.Place;
import io.manifeststudio.manifest.edit.TextPatch.Splice;

/**
 * Turns one change into one splice of the text that touches only the lines holding what
 * changed: a scalar's own characters (a comment after it stays), a new entry's lines at
 * the end of its map, a removed entry's lines, a new item's line in its list. Values are
 * written by {@link BlockRenderer}, laid out like their neighbours.
 * <p>
 * A change that would reach a node through an alias, or change a node that an alias shows
 * elsewhere too, is refused: editing the anchor's text would silently change those other
 * places.
 */
final class ChangeSplicer {

	private final NodeSpans spans;

	private final ManifestDocument data;

	private final BlockRenderer renderer;

	private final ListRewriter lists;

	ChangeSplicer(NodeSpans spans, ManifestDocument data) {
		this.spans = spans;
		this.data = data;
		this.renderer = BlockRenderer.like(spans);
		this.lists = new ListRewriter(spans, this.renderer);
	}

	Splice splice(DocumentChange change) {
		if (change instanceof SetValue set) {
			return set(set.path(), set.value());
		}
		if (change instanceof RemoveValue remove) {
			return remove(remove.path());
		}
		InsertItem insert = (InsertItem) change;
		return insert(insert.listPath(), insert.index(), insert.value());
	}

	/**
	 * Writes the node at a path anew in block style (the fallback when a finer splice did
	 * not read back right).
	 */
	Splice rerender(DocPath path, Object value) {
		List<Place> places = this.spans.locate(path);
		if (places.size() != path.segments().size() + 1 || path.isRoot()) {
			throw new CannotEditTextException(path, "the text has no node there to write anew");
		}
		checkReachable(places, places.size() - 2);
		Place place = places.get(places.size() - 1);
		checkNotShared(place);
		return replaceValue(place, value);
	}

	private Splice set(DocPath path, Object value) {
		List<Place> places = this.spans.locate(path);
		int found = places.size() - 1;
		List<Object> segments = path.segments();
		if (found == segments.size()) {
			checkReachable(places, found - 1);
			Place place = places.get(found);
			checkNotShared(place);
			return replace(place, value);
		}
		checkReachable(places, found);
		Place deepest = places.get(found);
		List<Object> remaining = segments.subList(found, segments.size());
		checkNotMerged(deepest, remaining.get(0), remaining.size() > 1);
		Object nested = value;
		for (int i = remaining.size() - 1; i >= 1; i--) {
			nested = singleton(remaining.get(i), nested);
		}
		if (remaining.stream().anyMatch(Integer.class::isInstance)) {
			throw new CannotEditTextException(path, "there is no list item " + path + " to set");
		}
		Node node = deepest.node();
		if (node instanceof MappingNode) {
			return addEntry(deepest, remaining.get(0), nested);
		}
		if (node instanceof ScalarNode scalar && scalar.getTag().equals(Tag.NULL) && !deepest.isRoot()) {
			checkNotShared(deepest);
			return replaceValue(deepest, singleton(remaining.get(0), nested));
		}
		throw new CannotEditTextException(path, "the value at " + deepest.path() + " has no keys");
	}

	private Splice remove(DocPath path) {
		List<Place> places = this.spans.locate(path);
		int found = places.size() - 1;
		if (found != path.segments().size()) {
			checkNotMerged(places.get(found), path.segments().get(found), true);
			throw new CannotEditTextException(path, "there is nothing there to remove");
		}
		checkReachable(places, found - 1);
		Place place = places.get(found);
		Children entries = this.spans.children(place.parent());
		int i = place.index();
		Node shared = this.spans.sharedWithin(entries.entry[i], entries.end[i]);
		if (shared != null) {
			throw anchorInUse(path, shared);
		}
		int size = entries.size();
		if (size == 1) {
			Place parent = places.get(found - 1);
			Object empty = (place.parent() instanceof MappingNode) ? new LinkedHashMap<>() : new ArrayList<>();
			if (parent.isRoot()) {
				return new Splice(entries.entry[0], this.spans.text.substring(entries.entry[0], entries.end[0]), "{}");
			}
			return replaceValue(parent, empty);
		}
		if (NodeSpans.isFlow(place.parent())) {
			return (i < size - 1) ? cut(entries.entry[i], entries.entry[i + 1])
					: cut(entries.end[i - 1], entries.end[i]);
		}
		int start = entries.entry[i];
		if (!this.spans.firstOnLine(start)) {
			// The first entry of a map or list written on its parent item's line ("-
			// name: x"): the next entry
			// moves up onto that line.
			return cut(start, entries.entry[i + 1]);
		}
		int from = this.spans.lineStart(start);
		int to = this.spans.nextLineStart(entries.end[i]);
		if (to == this.spans.lineEnd(entries.end[i]) && from > 0) {
			// The last line of a text without a final line break: the line before loses
			// its break instead.
			from -= (from >= 2 && this.spans.text.startsWith("\r\n", from - 2)) ? 2 : 1;
		}
		return cut(from, to);
	}

	private Splice insert(DocPath listPath, int index, Object value) {
		List<Place> places = this.spans.locate(listPath);
		int found = places.size() - 1;
		Node node = places.get(found).node();
		if (found != listPath.segments().size() || !(node instanceof SequenceNode)) {
			List<Object> list = new ArrayList<>();
			list.add(value);
			return set(listPath, list);
		}
		checkReachable(places, found);
		Place place = places.get(found);
		SequenceNode sequence = (SequenceNode) node;
		Children items = this.spans.children(sequence);
		int size = items.size();
		String text = this.spans.text;
		if (size == 0) {
			int close = this.spans.flowEnd(sequence) - 1;
			return new Splice(close, "", this.renderer.flow(value));
		}
		if (NodeSpans.isFlow(sequence)) {
			String item = this.renderer.flow(value);
			return (index < size) ? new Splice(items.entry[index], "", item + ", ")
					: new Splice(items.end[size - 1], "", ", " + item);
		}
		String lines = indent(this.renderer.item(value), this.spans.column(items.entry[0]));
		String lineBreak = this.spans.lineBreak();
		if (index > 0) {
			int at = this.spans.lineEnd(items.end[index - 1]);
			return new Splice(at, "", lineBreak + lines);
		}
		if (this.spans.firstOnLine(items.entry[0])) {
			int at = this.spans.lineStart(items.entry[0]);
			return new Splice(at, "", lines + lineBreak);
		}
		// The list starts on its parent item's line ("- - a"): write it anew.
		List<Object> list = new ArrayList<>((List<?>) this.data.get(listPath));
		list.add(0, value);
		checkNotShared(place);
		return replaceValue(place, list);
	}

	private Splice replace(Place place, Object value) {
		Children entries = this.spans.children(place.parent());
		if (!entries.alias[place.index()] && place.node() instanceof SequenceNode sequence
				&& value instanceof List<?> list && !list.isEmpty()) {
			Splice rewritten = this.lists.rewrite(sequence, (List<?>) this.data.get(place.path()), list);
			if (rewritten != null) {
				return rewritten;
			}
		}
		return replaceValue(place, value);
	}

	/**
	 * Writes a new value in the place of an entry's value. In a flow collection: one line
	 * of flow style. In a block collection: a scalar (or an empty collection) after the
	 * {@code :} or {@code -}, keeping a comment that follows on the line; a map or list
	 * under a key on the lines below it, indented like the text does.
	 */
	private Splice replaceValue(Place place, Object value) {
		Children entries = this.spans.children(place.parent());
		int i = place.index();
		int header = entries.header[i];
		int oldStart = entries.start[i];
		int oldEnd = entries.end[i];
		boolean collection = value instanceof Map || value instanceof List;
		if (NodeSpans.isFlow(place.parent()) || (collection && !entries.alias[i] && NodeSpans.isFlow(place.node()))) {
			// Inside a flow collection only flow style can stand; a flow collection stays
			// one.
			return splice(oldStart, oldEnd, this.renderer.flow(value));
		}
		boolean inMap = place.parent() instanceof MappingNode;
		List<String> lines = this.renderer.block(value);
		boolean below = inMap && ((value instanceof Map<?, ?> map && !map.isEmpty())
				|| (value instanceof List<?> list && !list.isEmpty()));
		String inline = null;
		List<String> rest = lines;
		int indent;
		int entryColumn = this.spans.column(entries.entry[i]);
		if (below) {
			indent = entryColumn + ((value instanceof Map) ? this.spans.indentStep() : this.spans.listIndent());
		}
		else {
			inline = lines.get(0);
			rest = lines.subList(1, lines.size());
			boolean onDashLine = this.spans.sameLine(header, oldStart) && oldStart > header;
			indent = inMap ? entryColumn : (onDashLine ? this.spans.column(oldStart) : entryColumn + 2);
		}
		String lineBreak = this.spans.lineBreak();
		String restText = rest.isEmpty() ? "" : lineBreak + indent(rest, indent);
		String text = this.spans.text;
		boolean sameLine = this.spans.sameLine(header, oldStart);
		boolean singleLine = this.spans.lineEnd(oldStart) >= oldEnd;
		if (sameLine && singleLine) {
			int lineEnd = this.spans.lineEnd(oldEnd);
			String tail = text.substring(oldEnd, lineEnd);
			String space = (oldStart == oldEnd && oldStart > 0 && text.charAt(oldStart - 1) != ' ') ? " " : "";
			if (inline != null && rest.isEmpty()) {
				return splice(oldStart, oldEnd, space + inline);
			}
			if (inline != null) {
				return splice(oldStart, lineEnd, space + inline + tail + restText);
			}
			return splice(spacesBefore(oldStart, header), lineEnd, tail + restText);
		}
		if (!sameLine) {
			String headerTail = text.substring(header, this.spans.lineEnd(header));
			// The old value has lines of its own: a comment after it on its last line
			// goes with it.
			int oldLineEnd = this.spans.lineEnd(oldEnd);
			if (inline != null) {
				return splice(header, oldLineEnd, " " + inline + headerTail + restText);
			}
			return splice(this.spans.lineEnd(header), oldLineEnd, restText);
		}
		if (inline != null) {
			return splice(oldStart, oldEnd, inline + restText);
		}
		return splice(spacesBefore(oldStart, header), oldEnd, restText);
	}

	/**
	 * A new key at the end of a map: its own line(s) after the map's last entry, or
	 * {@code , key: value} in flow.
	 */
	private Splice addEntry(Place place, Object key, Object value) {
		MappingNode mapping = (MappingNode) place.node();
		Children entries = this.spans.children(mapping);
		int size = entries.size();
		if (NodeSpans.isFlow(mapping)) {
			String entry = this.renderer.flowEntry(key, value);
			return (size == 0) ? new Splice(this.spans.flowEnd(mapping) - 1, "", entry)
					: new Splice(entries.end[size - 1], "", ", " + entry);
		}
		String lines = indent(this.renderer.entry(key, value), this.spans.column(entries.entry[0]));
		int at = this.spans.lineEnd(entries.end[size - 1]);
		return new Splice(at, "", this.spans.lineBreak() + lines);
	}

	// Refusals

	/**
	 * The nodes up to {@code last} (inclusive, the root excluded) are neither alias uses
	 * nor aliased anchors.
	 */
	private void checkReachable(List<Place> places, int last) {
		for (int i = 1; i <= last && i < places.size(); i++) {
			Place place = places.get(i);
			Children entries = this.spans.children(place.parent());
			if (entries.alias[place.index()]) {
				throw new CannotEditTextException(place.path(),
						"the value there is the alias *" + place.node().getAnchor()
								+ ": a change inside it would change the anchor &" + place.node().getAnchor()
								+ " and every other place that uses it (write the value out in" + " full first)");
			}
			if (this.spans.isShared(place.node())) {
				throw anchorInUse(place.path(), place.node());
			}
		}
	}

	private void checkNotShared(Place place) {
		Children entries = this.spans.children(place.parent());
		Node shared = this.spans.sharedWithin(entries.start[place.index()], entries.end[place.index()]);
		if (shared != null) {
			throw anchorInUse(place.path(), shared);
		}
	}

	/**
	 * A key that only a merge key ({@code <<}) brings in: it cannot be changed below, or
	 * removed, in this map.
	 */
	private void checkNotMerged(Place mapping, Object segment, boolean refuse) {
		if (!refuse || !NodeSpans.hasMergeKey(mapping.node())) {
			return;
		}
		DocPath path = (segment instanceof Integer index) ? mapping.path().index(index) : mapping.path().key(segment);
		if (this.data.get(path) != null) {
			throw new CannotEditTextException(path,
					"the key comes from a merge key (<<) of the map at "
							+ (mapping.isRoot() ? "the root" : mapping.path()) + ": changing it would change the merged"
							+ " anchor and every other place that uses it");
		}
	}

	private static CannotEditTextException anchorInUse(DocPath path, Node anchored) {
		return new CannotEditTextException(path,
				"the text there holds the anchor &" + anchored.getAnchor() + ", which aliases (*" + anchored.getAnchor()
						+ ") use elsewhere: changing it would change those" + " places too");
	}

	// Text

	private Splice splice(int from, int to, String inserted) {
		return new Splice(from, this.spans.text.substring(from, to), inserted);
	}

	private Splice cut(int from, int to) {
		return splice(from, to, "");
	}

	/** The offset of the spaces before {@code offset}, not before {@code limit}. */
	private int spacesBefore(int offset, int limit) {
		int at = offset;
		while (at > limit && this.spans.text.charAt(at - 1) == ' ') {
			at--;
		}
		return at;
	}

	/**
	 * Lines joined with the text's line break, each non-blank one indented by
	 * {@code columns} spaces.
	 */
	private String indent(List<String> lines, int columns) {
		String margin = " ".repeat(columns);
		StringBuilder text = new StringBuilder();
		for (int i = 0; i < lines.size(); i++) {
			if (i > 0) {
				text.append(this.spans.lineBreak());
			}
			if (!lines.get(i).isEmpty()) {
				text.append(margin).append(lines.get(i));
			}
		}
		return text.toString();
	}

	private static Map<Object, Object> singleton(Object key, Object value) {
		Map<Object, Object> map = new LinkedHashMap<>();
		map.put(key, value);
		return map;
	}

}
