package io.manifeststudio.manifest.edit;

import java.io.StringReader;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

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
	private final Map<Node, Children> children = new IdentityHashMap<>();

	private final String lineBreak;

	private final int indentStep;

	/**
	 * How far list items sit to the right of their key: 0 when the file writes {@code - }
	 * flush with the key.
	 */
	private final int listIndent;

	private NodeSpans(String text, MappingNode root) {
		this.text = text;
		this.root = root;
		this.charOffsets = charOffsets(text);
		countUses(root);
		walk(root);
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

	int start(Node node) {
		return offset(node.getStartMark().getIndex());
	}

	int end(Node node) {
		return offset(node.getEndMark().getIndex());
	}

	/**
	 * Where a node's own text ends: the end of its last value for a block collection
	 * (whose end mark lies past the comments and blank lines that follow it), the end of
	 * its last non-blank line for a block scalar ({@code |}, {@code >}, whose end mark
	 * lies past its line breaks), its end mark otherwise. Not for an alias's use of a
	 * node: see {@link Children#end}.
	 */
	int contentEnd(Node node) {
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
			this.children.put(node, entries);
			return (flow || items.isEmpty()) ? end(node) : entries.end[items.size() - 1];
		}
		return contentEnd(node);
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

		Children(Node collection, int size) {
			this.collection = collection;
			this.values = new Node[size];
			this.entry = new int[size];
			this.header = new int[size];
			this.start = new int[size];
			this.end = new int[size];
			this.alias = new boolean[size];
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

		Object construct(ScalarNode node) {
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
