package io.manifeststudio.manifest.edit;

import java.io.StringReader;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntUnaryOperator;

import org.yaml.snakeyaml.DumperOptions;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.composer.Composer;
import org.yaml.snakeyaml.constructor.SafeConstructor;
import org.yaml.snakeyaml.nodes.CollectionNode;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.nodes.SequenceNode;
import org.yaml.snakeyaml.nodes.Tag;
import org.yaml.snakeyaml.parser.ParserImpl;
import org.yaml.snakeyaml.reader.StreamReader;
import org.yaml.snakeyaml.resolver.Resolver;

import io.manifeststudio.manifest.yaml.DocPath;
import io.manifeststudio.manifest.yaml.YamlLimits;

/**
 * Manifest text with the YAML node tree SnakeYAML composes from it: where each node
 * starts and ends (as character offsets of the text), where lines start and end, and how
 * the text lays out its blocks (indentation step, list items flush with their key or
 * indented, line endings), so that new lines can look like their neighbours.
 * <p>
 * SnakeYAML marks count code points; offsets here are {@code char} offsets of the
 * {@link String}, which differ after a character outside the Basic Multilingual Plane.
 */
final class NodeSpans {

	private static final Resolver RESOLVER = io.manifeststudio.manifest.yaml.PlainScalarResolver.INSTANCE;

	final String text;

	final MappingNode root;

	private final ScalarConstructor scalars = new ScalarConstructor();

	/**
	 * The char offset of each code point offset, or null when the text has no surrogate
	 * pairs (they are equal).
	 */
	private final int[] charOffsets;

	/** How many places use each anchored node: more than one means it is aliased. */
	private final Map<Node, Integer> uses = new IdentityHashMap<>();

	/**
	 * Where the entries of each collection sit (alias uses are not walked: they are
	 * written as {@code *name}).
	 */
	private final Map<Node, Children> children;

	private final String lineBreak;

	private final int indentStep;

	/**
	 * How far list items sit to the right of their key: 0 when the file writes {@code - }
	 * flush with the key.
	 */
	private final int listIndent;

	/** About what the tree holds, in KiB (see {@link #weightKib()}). */
	private final int weightKib;

	private NodeSpans(String text, MappingNode root) {
		this.text = text;
		this.root = root;
		this.charOffsets = charOffsets(text);
		this.children = new IdentityHashMap<>();
		this.weightKib = weight(text, COMPOSED_BYTES_PER_CHAR);
		countUses(root);
		walk(root);
		this.lineBreak = text.contains("\r\n") ? "\r\n" : "\n";
		int[] layout = { -1, -1 };
		layout(root, layout);
		this.indentStep = (layout[0] >= 1 && layout[0] <= 9) ? layout[0] : 2;
		this.listIndent = (layout[1] >= 0 && layout[1] <= 9) ? layout[1] : 0;
	}

	/**
	 * The spans of a text made from another's by replacing some of its top-level list
	 * items ({@link #replacing}): the nodes and entries of the rest are the other's, at
	 * their new offsets.
	 */
	private NodeSpans(String text, MappingNode root, Map<Node, Children> children) {
		this.text = text;
		this.root = root;
		this.charOffsets = null;
		this.children = children;
		this.weightKib = weight(text, MADE_BYTES_PER_CHAR);
		this.lineBreak = text.contains("\r\n") ? "\r\n" : "\n";
		int[] layout = { -1, -1 };
		layout(root, layout);
		this.indentStep = (layout[0] >= 1 && layout[0] <= 9) ? layout[0] : 2;
		this.listIndent = (layout[1] >= 0 && layout[1] <= 9) ? layout[1] : 0;
	}

	/**
	 * Composes the text (which the reader has read: it is a valid manifest) within the
	 * limits.
	 */
	static NodeSpans of(String text, YamlLimits limits) {
		return new NodeSpans(text, compose(text, limits));
	}

	/**
	 * The spans of {@code after}, the text of {@code before} with some items of its
	 * top-level block lists replaced, without composing {@code after}: each replaced
	 * item's nodes are those of its {@link Replacement#fragment() fragment} (the item
	 * composed on its own, under one key), moved to where the item now starts; every
	 * other node is the one of {@code before}, its entries moved by the characters the
	 * replacements before it added or removed; the layout is found again on the result as
	 * on a composed text. Null when the texts have an anchor or a character outside the
	 * Basic Multilingual Plane (the caller composes {@code after} then).
	 * {@code NodeSpansReplacingTests} compares the result with the composed spans of
	 * {@code after} over every fixture.
	 * @param replacements in text order, not overlapping
	 */
	static NodeSpans replacing(NodeSpans before, String after, List<Replacement> replacements) {
		if (before.charOffsets != null || !before.uses.isEmpty() || replacements.isEmpty()) {
			return null;
		}
		int count = replacements.size();
		int[] ends = new int[count];
		int[] shifts = new int[count];
		int shift = 0;
		for (int r = 0; r < count; r++) {
			Replacement replacement = replacements.get(r);
			NodeSpans fragment = replacement.fragment();
			if (fragment.charOffsets != null || !fragment.uses.isEmpty()
					|| (r > 0 && replacement.start() < ends[r - 1])) {
				return null;
			}
			shift += (fragment.text.length() - fragment.itemStart()) - (replacement.end() - replacement.start());
			ends[r] = replacement.end();
			shifts[r] = shift;
		}
		int firstStart = replacements.get(0).start();
		IntUnaryOperator moved = (offset) -> {
			int by = 0;
			for (int r = 0; r < count && ends[r] <= offset; r++) {
				by = shifts[r];
			}
			return offset + by;
		};
		Children top = before.children.get(before.root);
		Map<Node, Children> children = new IdentityHashMap<>(before.children.size() + 64);
		// forEach: the entry set's iterator makes an entry object per collection.
		before.children.forEach((node, entries) -> {
			int at = entries.firstOffset();
			if (at < firstStart) {
				children.put(node, entries);
			}
			else if (!within(replacements, at)) {
				children.put(node, entries.moved(moved));
			}
		});
		Children newTop = top.moved(moved);
		for (int k = 0; k < top.size(); k++) {
			Node list = top.value(k);
			Children items = before.children.get(list);
			Node[] values = null;
			Children newItems = null;
			for (Replacement replacement : replacements) {
				if (replacement.entry() != k) {
					continue;
				}
				if (newItems == null) {
					values = items.values.clone();
					newItems = items.with(values, moved);
				}
				NodeSpans fragment = replacement.fragment();
				Children wrapped = fragment.children.get(fragment.children.get(fragment.root).value(0));
				int base = moved.applyAsInt(replacement.start()) - fragment.itemStart();
				IntUnaryOperator placed = (offset) -> offset + base;
				int i = replacement.index();
				values[i] = wrapped.value(0);
				newItems.entry[i] = placed.applyAsInt(wrapped.entry[0]);
				newItems.header[i] = placed.applyAsInt(wrapped.header[0]);
				newItems.start[i] = placed.applyAsInt(wrapped.start[0]);
				newItems.end[i] = placed.applyAsInt(wrapped.end[0]);
				fragment.children.forEach((node, entries) -> {
					if (node != fragment.root && entries != wrapped) {
						children.put(node, entries.moved(placed));
					}
				});
			}
			if (newItems != null) {
				children.put(list, newItems);
				newTop.end[k] = newItems.end[newItems.size() - 1];
			}
		}
		children.put(before.root, newTop);
		return new NodeSpans(after, before.root, children);
	}

	/** Whether the offset lies in the old text of a replaced item. */
	private static boolean within(List<Replacement> replacements, int offset) {
		for (Replacement replacement : replacements) {
			if (offset >= replacement.start() && offset < replacement.end()) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Where the item starts in a fragment's text: after the line of its key (the start of
	 * the line of its {@code -}).
	 */
	private int itemStart() {
		return nextLineStart(0);
	}

	/**
	 * A replaced item of a top-level block list: the {@code index}-th item of the list
	 * under the {@code entry}-th top-level key, whose text was {@code start} to
	 * {@code end} (from the start of its {@code -} line) and is now the fragment's text
	 * after its first line.
	 */
	record Replacement(int entry, int index, int start, int end, NodeSpans fragment) {
	}

	private static MappingNode compose(String text, YamlLimits limits) {
		LoaderOptions options = new LoaderOptions();
		options.setMaxAliasesForCollections(limits.maxAliasesForCollections());
		options.setNestingDepthLimit(limits.maxNestingDepth());
		options.setCodePointLimit(limits.maxBytes());
		options.setAllowRecursiveKeys(false);
		options.setProcessComments(false);
		Composer composer = new Composer(new ParserImpl(new StreamReader(new StringReader(text)), options), RESOLVER,
				options);
		return (MappingNode) composer.getSingleNode();
	}

	// Nodes

	private int start(Node node) {
		return offset(node.getStartMark().getIndex());
	}

	private int end(Node node) {
		return offset(node.getEndMark().getIndex());
	}

	/** Where a flow collection's text starts (its {@code [} or <code>{</code>). */
	int flowStart(Node collection) {
		return this.children.get(collection).open;
	}

	/** Where a flow collection's text ends (after its {@code ]} or <code>}</code>). */
	int flowEnd(Node collection) {
		return this.children.get(collection).close;
	}

	/**
	 * Where a node's own text ends: the end of its last value for a block collection
	 * (whose end mark lies past the comments and blank lines that follow it), the end of
	 * its last non-blank line for a block scalar ({@code |}, {@code >}, whose end mark
	 * lies past its line breaks), its end mark otherwise. Not for an alias's use of a
	 * node: see {@link Children#end}.
	 */
	private int contentEnd(Node node) {
		if (node instanceof CollectionNode<?> && !isFlow(node)) {
			Children children = this.children.get(node);
			if (children != null && children.size() > 0) {
				return children.end[children.size() - 1];
			}
			return end(node);
		}
		if (node instanceof ScalarNode scalar && isBlockScalar(scalar)) {
			int end = end(node);
			int start = start(node);
			if (keepsFinalBreaks(start)) {
				// "|+" keeps its blank lines at the end: they are its text, up to the
				// last line break.
				end -= (end > start && this.text.charAt(end - 1) == '\n') ? 1 : 0;
				end -= (end > start && this.text.charAt(end - 1) == '\r') ? 1 : 0;
				return end;
			}
			while (end > start) {
				int lineStart = lineStart(end - 1);
				if (!this.text.substring(lineStart, end).isBlank()) {
					return lineEnd(end - 1);
				}
				end = lineStart;
			}
			return lineEnd(start);
		}
		return end(node);
	}

	/** Where the entries of a collection sit in the text. */
	Children children(Node collection) {
		return this.children.get(collection);
	}

	/**
	 * Whether the block scalar whose header starts at (or after an anchor or tag at) the
	 * offset has "+" chomping.
	 */
	private boolean keepsFinalBreaks(int start) {
		int at = start;
		while (at < this.text.length() && this.text.charAt(at) != '|' && this.text.charAt(at) != '>') {
			at++;
		}
		while (at < this.text.length() && !Character.isWhitespace(this.text.charAt(at))) {
			if (this.text.charAt(at) == '+') {
				return true;
			}
			at++;
		}
		return false;
	}

	static boolean isFlow(Node node) {
		return node instanceof CollectionNode<?> collection
				&& collection.getFlowStyle() == DumperOptions.FlowStyle.FLOW;
	}

	static boolean isBlockScalar(ScalarNode scalar) {
		return scalar.getScalarStyle() == DumperOptions.ScalarStyle.LITERAL
				|| scalar.getScalarStyle() == DumperOptions.ScalarStyle.FOLDED;
	}

	/**
	 * About the heap the tree holds, in KiB (at least 1): a composed tree about 20 bytes
	 * a character of its text (3.6 MB for an SCF-sized manifest of 190,000 characters);
	 * one made from another ({@link #replacing}) shares that one's nodes and holds about
	 * a quarter of that (its own map of entries, the moved entries, the new items).
	 */
	int weightKib() {
		return this.weightKib;
	}

	private static final int COMPOSED_BYTES_PER_CHAR = 20;

	private static final int MADE_BYTES_PER_CHAR = 5;

	private static int weight(String text, int bytesPerChar) {
		return (int) Math.max(1, Math.min(Integer.MAX_VALUE, (long) text.length() * bytesPerChar / 1024));
	}

	/** Whether the text has an anchor at all. */
	boolean hasAnchors() {
		return !this.uses.isEmpty();
	}

	/** Whether an anchored node is used in more than one place (it has an alias). */
	boolean isShared(Node node) {
		return this.uses.getOrDefault(node, 0) > 1;
	}

	/**
	 * An aliased anchored node written inside {@code from..to}, or null: replacing or
	 * removing that text would leave its aliases without their anchor.
	 */
	Node sharedWithin(int from, int to) {
		for (Map.Entry<Node, Integer> use : this.uses.entrySet()) {
			int at = start(use.getKey());
			if (use.getValue() > 1 && at >= from && at < to) {
				return use.getKey();
			}
		}
		return null;
	}

	/**
	 * The node at each step of a path, from the root, as far as the text has it: the list
	 * is shorter than the path plus one when a key is missing (or is only brought by a
	 * merge key) or an index is out of range.
	 */
	List<Place> locate(DocPath path) {
		List<Place> places = new ArrayList<>(path.segments().size() + 1);
		Place current = new Place(DocPath.ROOT, null, -1, this.root);
		places.add(current);
		for (Object segment : path.segments()) {
			Node node = current.node();
			Children entries = this.children.get(node);
			if (entries == null) {
				break;
			}
			int index = -1;
			if (node instanceof MappingNode mapping && !(segment instanceof Integer)) {
				List<NodeTuple> tuples = mapping.getValue();
				for (int i = 0; i < tuples.size(); i++) {
					Node key = tuples.get(i).getKeyNode();
					if (!key.getTag().equals(Tag.MERGE) && key instanceof ScalarNode scalar
							&& Keys.matches(this.scalars.construct(scalar), segment)) {
						// The later of two equal keys is the one in effect, as in the
						// reader.
						index = i;
					}
				}
			}
			else if (node instanceof SequenceNode sequence && segment instanceof Integer at && at >= 0
					&& at < sequence.getValue().size()) {
				index = at;
			}
			if (index < 0) {
				break;
			}
			DocPath next = (segment instanceof Integer at) ? current.path().index(at) : current.path().key(segment);
			current = new Place(next, node, index, entries.value(index));
			places.add(current);
		}
		return places;
	}

	/**
	 * Whether a mapping has a merge key ({@code <<}), whose entries are not written in
	 * the mapping itself.
	 */
	static boolean hasMergeKey(Node node) {
		return node instanceof MappingNode mapping
				&& mapping.getValue().stream().anyMatch((tuple) -> tuple.getKeyNode().getTag().equals(Tag.MERGE));
	}

	/**
	 * Records where the entries of a node (not an alias use) sit, and returns where its
	 * text ends.
	 */
	private int walk(Node node) {
		if (node instanceof MappingNode mapping) {
			List<NodeTuple> tuples = mapping.getValue();
			Children entries = new Children(node, tuples.size());
			for (int i = 0; i < tuples.size(); i++) {
				Node key = tuples.get(i).getKeyNode();
				Node value = tuples.get(i).getValueNode();
				entries.entry[i] = start(key);
				int afterKey = contentEnd(key);
				int at = skipSpaces(afterKey);
				entries.header[i] = (at < this.text.length() && this.text.charAt(at) == ':') ? at + 1 : afterKey;
				place(entries, i, value, entries.header[i]);
			}
			flow(entries, node);
			this.children.put(node, entries);
			return (isFlow(node) || tuples.isEmpty()) ? end(node) : entries.end[tuples.size() - 1];
		}
		if (node instanceof SequenceNode sequence) {
			List<Node> items = sequence.getValue();
			Children entries = new Children(node, items.size());
			boolean flow = isFlow(node);
			int at = flow ? this.text.indexOf('[', start(node)) + 1 : dashIndicator(start(node));
			for (int i = 0; i < items.size(); i++) {
				if (flow) {
					entries.header[i] = at;
					place(entries, i, items.get(i), at);
					entries.entry[i] = entries.start[i];
					at = entries.end[i];
				}
				else {
					entries.entry[i] = at;
					entries.header[i] = at + 1;
					place(entries, i, items.get(i), at + 1);
					if (i + 1 < items.size()) {
						at = nextDash(entries.end[i]);
					}
				}
			}
			flow(entries, node);
			this.children.put(node, entries);
			return (flow || items.isEmpty()) ? end(node) : entries.end[items.size() - 1];
		}
		return contentEnd(node);
	}

	/** A flow collection's own start and end (a block one's are not used). */
	private void flow(Children entries, Node node) {
		if (isFlow(node)) {
			entries.open = start(node);
			entries.close = end(node);
		}
	}

	/**
	 * The value of entry i starts at or after {@code header}, unless it is an alias to a
	 * node written earlier.
	 */
	private void place(Children entries, int i, Node value, int header) {
		entries.values[i] = value;
		if (start(value) >= header) {
			entries.start[i] = start(value);
			entries.end[i] = walk(value);
		}
		else {
			entries.alias[i] = true;
			int star = header;
			while (star < this.text.length() && this.text.charAt(star) != '*') {
				star++;
			}
			int end = star + 1;
			while (end < this.text.length() && !Character.isWhitespace(this.text.charAt(end))
					&& ",[]{}".indexOf(this.text.charAt(end)) < 0) {
				end++;
			}
			entries.start[i] = star;
			entries.end[i] = end;
		}
	}

	/**
	 * The first {@code -} at or after the offset that is a block list's item indicator
	 * (followed by a blank or the end of its line), past an anchor or tag such as
	 * {@code &psp-nonprivileged}.
	 */
	private int dashIndicator(int from) {
		int at = from;
		while (at < this.text.length()) {
			char next = (at + 1 < this.text.length()) ? this.text.charAt(at + 1) : '\n';
			if (this.text.charAt(at) == '-' && (next == ' ' || next == '\t' || next == '\n' || next == '\r')) {
				return at;
			}
			at++;
		}
		return this.text.length();
	}

	/**
	 * Between items of a block list there are only blank lines and comments: the next
	 * line that holds more.
	 */
	private int nextDash(int itemEnd) {
		int at = nextLineStart(itemEnd);
		while (at < this.text.length()) {
			int first = skipSpaces(at);
			if (first < this.text.length() && this.text.charAt(first) == '-') {
				return first;
			}
			at = nextLineStart(at);
		}
		return this.text.length();
	}

	private int skipSpaces(int offset) {
		int at = offset;
		while (at < this.text.length() && (this.text.charAt(at) == ' ' || this.text.charAt(at) == '\t')) {
			at++;
		}
		return at;
	}

	/**
	 * A node where a path leads, with the collection it is an entry of (null for the
	 * root) and its index there.
	 */
	record Place(DocPath path, Node parent, int index, Node node) {

		boolean isRoot() {
			return this.parent == null;
		}

	}

	/**
	 * The entries of one collection: where each starts (its key; the {@code -} of a block
	 * list item; the item in a flow list), where its value may start (after the {@code :}
	 * or the {@code -}), and where the value's own text is (for an alias, the
	 * {@code *name}).
	 */
	static final class Children {

		final Node collection;

		final Node[] values;

		final int[] entry;

		final int[] header;

		final int[] start;

		final int[] end;

		final boolean[] alias;

		/** A flow collection's start and end; -1 for a block one. */
		int open = -1;

		int close = -1;

		Children(Node collection, int size) {
			this.collection = collection;
			this.values = new Node[size];
			this.entry = new int[size];
			this.header = new int[size];
			this.start = new int[size];
			this.end = new int[size];
			this.alias = new boolean[size];
		}

		/**
		 * The same entries with every offset moved as {@code moved} moves it (the values
		 * and the alias marks are shared).
		 */
		private Children(Children other, Node[] values, IntUnaryOperator moved) {
			this.collection = other.collection;
			this.values = values;
			this.alias = other.alias;
			int size = other.values.length;
			this.entry = new int[size];
			this.header = new int[size];
			this.start = new int[size];
			this.end = new int[size];
			for (int i = 0; i < size; i++) {
				this.entry[i] = moved.applyAsInt(other.entry[i]);
				this.header[i] = moved.applyAsInt(other.header[i]);
				this.start[i] = moved.applyAsInt(other.start[i]);
				this.end[i] = moved.applyAsInt(other.end[i]);
			}
			this.open = (other.open < 0) ? -1 : moved.applyAsInt(other.open);
			this.close = (other.close < 0) ? -1 : moved.applyAsInt(other.close);
		}

		Children moved(IntUnaryOperator moved) {
			return new Children(this, this.values, moved);
		}

		/** The same, with other values. */
		Children with(Node[] values, IntUnaryOperator moved) {
			return new Children(this, values, moved);
		}

		/** Where the collection's text first has something of its own. */
		int firstOffset() {
			return (this.open >= 0) ? this.open : (this.values.length > 0) ? this.entry[0] : Integer.MAX_VALUE;
		}

		int size() {
			return this.values.length;
		}

		Node value(int index) {
			return this.values[index];
		}

	}

	/**
	 * SnakeYAML's safe construction of one scalar, to compare keys such as {@code 8080}
	 * with path segments.
	 */
	private static final class ScalarConstructor extends SafeConstructor {

		ScalarConstructor() {
			super(new LoaderOptions());
		}

		/** Synchronized: a kept tree is shared by the requests that edit its text. */
		synchronized Object construct(ScalarNode node) {
			try {
				return this.yamlConstructors.get(node.getTag()).construct(node);
			}
			catch (RuntimeException ex) {
				return node.getValue();
			}
		}

	}

	// Lines

	int lineStart(int offset) {
		int at = Math.min(offset, this.text.length());
		while (at > 0 && this.text.charAt(at - 1) != '\n' && this.text.charAt(at - 1) != '\r') {
			at--;
		}
		return at;
	}

	/**
	 * The offset of the line break that ends the line of {@code offset}, or the end of
	 * the text.
	 */
	int lineEnd(int offset) {
		int at = offset;
		while (at < this.text.length() && this.text.charAt(at) != '\n' && this.text.charAt(at) != '\r') {
			at++;
		}
		return at;
	}

	/** The start of the line after the line of {@code offset}, or the end of the text. */
	int nextLineStart(int offset) {
		int at = lineEnd(offset);
		if (at < this.text.length() && this.text.charAt(at) == '\r') {
			at++;
		}
		if (at < this.text.length() && this.text.charAt(at) == '\n') {
			at++;
		}
		return at;
	}

	int column(int offset) {
		return offset - lineStart(offset);
	}

	/** Whether only spaces stand before the offset on its line. */
	boolean firstOnLine(int offset) {
		return this.text.substring(lineStart(offset), offset).isBlank();
	}

	boolean sameLine(int a, int b) {
		return lineStart(a) == lineStart(b);
	}

	// Layout

	String lineBreak() {
		return this.lineBreak;
	}

	int indentStep() {
		return this.indentStep;
	}

	int listIndent() {
		return this.listIndent;
	}

	private int offset(int codePoints) {
		return (this.charOffsets == null) ? codePoints
				: this.charOffsets[Math.min(codePoints, this.charOffsets.length - 1)];
	}

	private static int[] charOffsets(String text) {
		int count = text.codePointCount(0, text.length());
		if (count == text.length()) {
			return null;
		}
		int[] offsets = new int[count + 1];
		int at = 0;
		for (int i = 0; i < count; i++) {
			offsets[i] = at;
			at += Character.charCount(text.codePointAt(at));
		}
		offsets[count] = at;
		return offsets;
	}

	private void countUses(Node node) {
		if (node.getAnchor() != null && this.uses.merge(node, 1, Integer::sum) > 1) {
			return;
		}
		if (node instanceof MappingNode mapping) {
			for (NodeTuple tuple : mapping.getValue()) {
				countUses(tuple.getKeyNode());
				countUses(tuple.getValueNode());
			}
		}
		else if (node instanceof SequenceNode sequence) {
			sequence.getValue().forEach(this::countUses);
		}
	}

	/**
	 * The first block mapping nested in a block mapping gives the step; the first block
	 * list under a key, its place.
	 */
	private void layout(Node node, int[] layout) {
		Children entries = this.children.get(node);
		if (entries == null || (layout[0] >= 0 && layout[1] >= 0)) {
			return;
		}
		for (int i = 0; i < entries.size(); i++) {
			Node value = entries.value(i);
			if (entries.alias[i]) {
				continue;
			}
			if (node instanceof MappingNode && !isFlow(node) && !isFlow(value)
					&& !sameLine(entries.entry[i], entries.start[i])) {
				int step = column(entries.start[i]) - column(entries.entry[i]);
				if (value instanceof MappingNode && layout[0] < 0) {
					layout[0] = step;
				}
				else if (value instanceof SequenceNode && layout[1] < 0) {
					layout[1] = step;
				}
			}
			layout(value, layout);
		}
	}

}
