package io.manifeststudio.manifest.edit;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.SequenceNode;

import io.manifeststudio.manifest.yaml.DocPath;
import io.manifeststudio.manifest.yaml.DuplicateKey;
import io.manifeststudio.manifest.yaml.ManifestDocument;
import io.manifeststudio.manifest.yaml.ManifestParseException;
import io.manifeststudio.manifest.yaml.ManifestYamlReader;
import io.manifeststudio.manifest.yaml.SourcePosition;
import io.manifeststudio.manifest.yaml.SourcePositions;
import io.manifeststudio.manifest.edit.NodeSpans.Children;
import io.manifeststudio.manifest.edit.TextPatch.Splice;

/**
 * Reads back an edited text without reading all of it: when every splice of the patch
 * lies inside items of the top-level block lists (the instance groups, the variables),
 * only those items are read again, each on its own, and the document of the new text is
 * the document before with those items replaced and the positions after them moved by the
 * lines the splices added or removed. An edit of one group of a 190 KB manifest reads a
 * few KB instead of all.
 * <p>
 * It is the same check as a whole read, not a weaker one:
 * <ul>
 * <li>the text outside the items is not touched by the patch, so it reads as before;</li>
 * <li>each item's text is read from the start of its {@code -} line up to the next line
 * that is neither blank nor a comment (the next item, or a key of the top level), which
 * ends every block, scalar and list of the item in the whole text as it does on its own;
 * it must still start with the same {@code -} and read as exactly one item;</li>
 * <li>the document must have no anchors (an alias outside could refer to one inside), and
 * YAML's rarer line breaks (U+0085, U+2028, U+2029) must not occur in the items (their
 * lines would be counted differently);</li>
 * <li>the new data must be the expected data, as for a whole read.</li>
 * </ul>
 * Anything else (a splice outside such an item, a new or removed item, an item that no
 * longer reads on its own, a document near the size limits) gives null: the caller then
 * reads the whole text. {@code FragmentReadBackTests} compares its documents with whole
 * reads, positions included, over every fixture.
 */
final class FragmentReadBack {

	/**
	 * The key the items are read under (a top-level list under one key is a document the
	 * reader takes).
	 */
	private static final String WRAPPER = "_";

	private final ManifestYamlReader reader;

	FragmentReadBack(ManifestYamlReader reader) {
		this.reader = reader;
	}

	/**
	 * The document of {@code after} (the text of {@code spans} patched), read through the
	 * changed items only; null when that cannot be shown to equal a whole read, or when
	 * it does not read to {@code expected}.
	 */
	ManifestDocument read(NodeSpans spans, ManifestDocument before, TextPatch patch, String after,
			Map<Object, Object> expected) {
		ReadBack read = readBack(spans, before, patch, after, expected);
		return (read != null) ? read.document() : null;
	}

	/**
	 * The same, with the spans of {@code after} made from those of {@code spans} and of
	 * the changed items ({@link NodeSpans#replacing}; null when they cannot be): the
	 * items read back are composed too, and the rest of the text is not.
	 */
	ReadBack readBack(NodeSpans spans, ManifestDocument before, TextPatch patch, String after,
			Map<Object, Object> expected) {
		if (patch.isEmpty() || spans.hasAnchors() || NodeSpans.hasMergeKey(spans.root)
				|| before.positions().size() > this.reader.limits().maxKeys() / 4
				|| after.length() > this.reader.limits().maxBytes() / 3) {
			return null;
		}
		List<Region> regions = regions(spans, before, patch);
		if (regions == null) {
			return null;
		}
		Map<Object, Object> root = new LinkedHashMap<>(before.root());
		Map<Object, List<Object>> lists = new HashMap<>();
		Map<DocPath, SourcePosition> positions = new HashMap<>(before.positions().size() * 4 / 3 + 16);
		List<DuplicateKey> duplicates = new ArrayList<>();
		List<NodeSpans.Replacement> replacements = new ArrayList<>(regions.size());
		int shift = 0;
		int lineShift = 0;
		for (int r = 0; r < regions.size(); r++) {
			Region region = regions.get(r);
			int start = region.start() + shift;
			int end = region.end() + shift + region.delta();
			String text = after.substring(start, end);
			if (!text.startsWith(spans.text.substring(region.start(), region.dash() + 1)) || hasRareBreak(text)) {
				return null;
			}
			ManifestDocument read;
			String wrappedText = WRAPPER + ":" + spans.lineBreak() + text;
			try {
				read = this.reader.read(wrappedText);
			}
			catch (ManifestParseException ex) {
				return null;
			}
			if (!(read.root().get(WRAPPER) instanceof List<?> items) || items.size() != 1 || read.root().size() != 1) {
				return null;
			}
			// Read, so it composes: one item under one key, within the limits.
			replacements.add(new NodeSpans.Replacement(region.entry(), region.index(), region.start(), region.end(),
					NodeSpans.of(wrappedText, this.reader.limits())));
			lists.computeIfAbsent(region.key(), (key) -> new ArrayList<>((List<?>) before.root().get(key)))
				.set(region.index(), items.get(0));
			int firstLine = region.line() + lineShift;
			DocPath item = DocPath.ROOT.key(region.key()).index(region.index());
			DocPath wrapped = DocPath.ROOT.key(WRAPPER).index(0);
			read.positions().forEach((path, position) -> {
				if (path.startsWith(wrapped)) {
					positions.put(rebase(path, wrapped, item), moved(position, firstLine - 2));
				}
			});
			for (DuplicateKey duplicate : read.duplicateKeys()) {
				duplicates.add(new DuplicateKey(rebase(duplicate.path(), wrapped, item),
						moved(duplicate.first(), firstLine - 2), moved(duplicate.repeated(), firstLine - 2)));
			}
			int lineDelta = lines(text) - lines(spans.text.substring(region.start(), region.end()));
			regions.set(r, region.withLines(lineDelta));
			shift += region.delta();
			lineShift += lineDelta;
		}
		lists.forEach((key, list) -> root.put(key, Collections.unmodifiableList(list)));
		Map<Object, Object> data = Collections.unmodifiableMap(root);
		if (!PlainData.same(data, expected)) {
			return null;
		}
		List<DocPath> items = regions.stream()
			.map((region) -> DocPath.ROOT.key(region.key()).index(region.index()))
			.toList();
		before.positions().forEach((path, position) -> {
			if (!inAny(items, path)) {
				positions.put(path, moved(position, linesAddedBefore(regions, position)));
			}
		});
		for (DuplicateKey duplicate : before.duplicateKeys()) {
			if (!inAny(items, duplicate.path())) {
				duplicates.add(new DuplicateKey(duplicate.path(),
						moved(duplicate.first(), linesAddedBefore(regions, duplicate.first())),
						moved(duplicate.repeated(), linesAddedBefore(regions, duplicate.repeated()))));
			}
		}
		// The map is this method's own: taken without a copy (12,000 entries for SCF).
		return new ReadBack(new ManifestDocument(data, SourcePositions.owning(positions), duplicates),
				NodeSpans.replacing(spans, after, replacements));
	}

	/**
	 * The document of the new text, and its spans (null when they could not be made from
	 * the text before's).
	 */
	record ReadBack(ManifestDocument document, NodeSpans spans) {
	}

	/**
	 * The items of top-level block lists that hold the splices, in text order, each with
	 * the splices' change of length and of line count; null when a splice is not inside
	 * such an item.
	 */
	private static List<Region> regions(NodeSpans spans, ManifestDocument before, TextPatch patch) {
		Children top = spans.children(spans.root);
		List<Object> keys = new ArrayList<>(before.root().keySet());
		if (top == null || top.size() != keys.size()) {
			// Duplicate top-level keys: the entries of the text and of the data do not
			// pair up.
			return null;
		}
		List<Region> regions = new ArrayList<>();
		Region current = null;
		for (Splice splice : patch.splices()) {
			if (current == null || !current.holds(splice)) {
				current = null;
				for (int k = 0; k < top.size() && current == null; k++) {
					current = itemHolding(spans, before, top, k, keys.get(k), splice);
				}
				if (current == null
						|| (!regions.isEmpty() && regions.get(regions.size() - 1).end() > current.start())) {
					return null;
				}
				regions.add(current);
			}
			int last = regions.size() - 1;
			regions.set(last, regions.get(last).plus(splice.inserted().length() - splice.removed().length()));
			current = regions.get(last);
		}
		return regions;
	}

	/**
	 * The item of the list under the k-th top-level key whose text holds the splice, or
	 * null.
	 */
	private static Region itemHolding(NodeSpans spans, ManifestDocument before, Children top, int k, Object key,
			Splice splice) {
		Node value = top.value(k);
		if (top.alias[k] || !(value instanceof SequenceNode) || NodeSpans.isFlow(value)
				|| !(before.root().get(key) instanceof List<?> list)) {
			return null;
		}
		Children items = spans.children(value);
		if (items == null || items.size() != list.size()) {
			return null;
		}
		String text = spans.text;
		for (int i = 0; i < items.size(); i++) {
			int dash = items.entry[i];
			int start = spans.lineStart(dash);
			int end = endOfItem(spans, items.end[i]);
			if (splice.offset() < start || splice.end() > end) {
				continue;
			}
			if (items.alias[i] || !text.substring(start, dash).isBlank() || text.substring(start, dash).contains("\t")
					|| spans.lineStart(items.start[i]) != start) {
				return null;
			}
			SourcePosition position = before.positions().exact(DocPath.ROOT.key(key).index(i)).orElse(null);
			if (position == null || hasRareBreak(text.substring(start, end)) || indentOf(text, end) > dash - start) {
				return null;
			}
			return new Region(k, key, i, start, dash, end, position.line(), 0);
		}
		return null;
	}

	/**
	 * The start of the first line after an item's text that is neither blank nor a
	 * comment (the end of the text if none): every block of the item ends there.
	 */
	private static int endOfItem(NodeSpans spans, int contentEnd) {
		String text = spans.text;
		int at = spans.nextLineStart(contentEnd);
		while (at < text.length()) {
			int first = at;
			while (first < text.length() && (text.charAt(first) == ' ' || text.charAt(first) == '\t')) {
				first++;
			}
			if (first < text.length() && text.charAt(first) != '#' && text.charAt(first) != '\n'
					&& text.charAt(first) != '\r') {
				return at;
			}
			at = spans.nextLineStart(at);
		}
		return text.length();
	}

	/** The indentation of the line starting at the offset (0 at the end of the text). */
	private static int indentOf(String text, int lineStart) {
		int at = lineStart;
		while (at < text.length() && text.charAt(at) == ' ') {
			at++;
		}
		return at - lineStart;
	}

	private static boolean inAny(List<DocPath> items, DocPath path) {
		for (DocPath item : items) {
			if (path.startsWith(item)) {
				return true;
			}
		}
		return false;
	}

	/**
	 * The lines the regions above a position (in the text before) added, less those they
	 * removed.
	 */
	private static int linesAddedBefore(List<Region> regions, SourcePosition position) {
		int added = 0;
		if (position != null) {
			for (Region region : regions) {
				if (region.line() < position.line()) {
					added += region.lineDelta();
				}
			}
		}
		return added;
	}

	private static SourcePosition moved(SourcePosition position, int lines) {
		return (position == null || lines == 0) ? position
				: new SourcePosition(position.line() + lines, position.column());
	}

	private static DocPath rebase(DocPath path, DocPath from, DocPath to) {
		List<Object> segments = path.segments();
		DocPath rebased = to;
		for (int i = from.segments().size(); i < segments.size(); i++) {
			Object segment = segments.get(i);
			rebased = (segment instanceof Integer index) ? rebased.index(index) : rebased.key(segment);
		}
		return rebased;
	}

	/** Line breaks as the reader counts them: LF, CRLF, and a CR alone. */
	private static int lines(String text) {
		int count = 0;
		for (int i = 0; i < text.length(); i++) {
			char c = text.charAt(i);
			if (c == '\n' || (c == '\r' && (i + 1 >= text.length() || text.charAt(i + 1) != '\n'))) {
				count++;
			}
		}
		return count;
	}

	/**
	 * YAML 1.1's other line breaks, which SnakeYAML counts as lines and {@link #lines}
	 * does not.
	 */
	private static boolean hasRareBreak(String text) {
		for (int i = 0; i < text.length(); i++) {
			char c = text.charAt(i);
			if (c == '\u0085' || c == '\u2028' || c == '\u2029') {
				return true;
			}
		}
		return false;
	}

	/**
	 * The text of one item (from the start of its {@code -} line to the next line that is
	 * not blank or a comment), its first line, and what the splices inside change:
	 * characters ({@code delta}) and, once read, lines.
	 */
	private record Region(int entry, Object key, int index, int start, int dash, int end, int line, int delta,
			int lineDelta) {

		Region(int entry, Object key, int index, int start, int dash, int end, int line, int delta) {
			this(entry, key, index, start, dash, end, line, delta, 0);
		}

		boolean holds(Splice splice) {
			return splice.offset() >= this.start && splice.end() <= this.end;
		}

		Region withLines(int lines) {
			return new Region(this.entry, this.key, this.index, this.start, this.dash, this.end, this.line, this.delta,
					lines);
		}

		Region plus(int chars) {
			return new Region(this.entry, this.key, this.index, this.start, this.dash, this.end, this.line,
					this.delta + chars, this.lineDelta);
		}

	}

}
