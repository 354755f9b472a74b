package io.manifeststudio.manifest.yaml;

import java.io.StringReader;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.composer.Composer;
import org.yaml.snakeyaml.constructor.SafeConstructor;
import org.yaml.snakeyaml.error.Mark;
import org.yaml.snakeyaml.error.MarkedYAMLException;
import org.yaml.snakeyaml.error.YAMLException;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.nodes.SequenceNode;
import org.yaml.snakeyaml.nodes.Tag;
import org.yaml.snakeyaml.parser.ParserImpl;
import org.yaml.snakeyaml.reader.ReaderException;
import org.yaml.snakeyaml.reader.StreamReader;
import org.yaml.snakeyaml.resolver.Resolver;

/**
 * Reads role-manifest text into a {@link ManifestDocument} with SnakeYAML's node API and
 * safe construction only: plain maps, lists and scalars, no global or language tags.
 * Aliases are expanded, merge keys applied, key order and scalar types kept, and the
 * position of every entry recorded. The data equals what a plain SnakeYAML safe load of
 * the same text gives, in the same key order (a duplicate key keeps its later value, at
 * its later place, like SnakeYAML and like fissile's decoder; keys from a merge key sit
 * where the {@code <<} was). Every limit of {@link YamlLimits} gives a
 * {@link ManifestParseException} that says which one.
 */
public final class ManifestYamlReader {

	private static final Set<Tag> PLAIN_TAGS = Set.of(Tag.STR, Tag.INT, Tag.FLOAT, Tag.BOOL, Tag.NULL, Tag.MAP, Tag.SEQ,
			Tag.TIMESTAMP, Tag.MERGE);

	/**
	 * Depth of the data once aliases are expanded; the composer's own limit counts only
	 * the text's nesting.
	 */
	private static final int MAX_EXPANDED_DEPTH = 256;

	private static final Resolver RESOLVER = PlainScalarResolver.INSTANCE;

	/**
	 * The most entries the map of positions is sized for at first (it grows beyond as
	 * needed).
	 */
	private static final int MAX_EXPECTED_ENTRIES = 1 << 18;

	private final YamlLimits limits;

	public ManifestYamlReader() {
		this(YamlLimits.DEFAULT);
	}

	public ManifestYamlReader(YamlLimits limits) {
		this.limits = limits;
	}

	public YamlLimits limits() {
		return this.limits;
	}

	/**
	 * Reads UTF-8 bytes, refusing more than the size limit before decoding them, and
	 * refusing bytes that are not UTF-8 (with the line and column of the first bad byte)
	 * rather than guessing.
	 */
	public ManifestDocument read(byte[] utf8) {
		if (utf8.length > this.limits.maxBytes()) {
			throw tooLarge(utf8.length);
		}
		return read(ManifestText.utf8(utf8));
	}

	public ManifestDocument read(String text) {
		long size = ManifestText.utf8Length(text);
		if (size > this.limits.maxBytes()) {
			throw tooLarge(size);
		}
		int nul = text.indexOf('\0');
		if (nul >= 0) {
			SourcePosition at = positionOf(text, nul);
			throw new ManifestParseException(ManifestParseException.Kind.SYNTAX,
					"The text contains a NUL character: a role manifest is YAML text, not binary data", at.line(),
					at.column());
		}
		Node node = compose(text);
		if (node == null || (node instanceof ScalarNode scalar && scalar.getTag().equals(Tag.NULL))) {
			throw new ManifestParseException(ManifestParseException.Kind.EMPTY,
					"The document is empty: a role manifest needs at least instance_groups (or roles)", 1, 1);
		}
		if (!(node instanceof MappingNode)) {
			Mark mark = node.getStartMark();
			throw new ManifestParseException(ManifestParseException.Kind.SYNTAX,
					"A role manifest must be a mapping of keys such as instance_groups, not a " + describe(node),
					mark.getLine() + 1, mark.getColumn() + 1);
		}
		Builder builder = new Builder(this.limits, expectedEntries(text));
		@SuppressWarnings("unchecked")
		Map<Object, Object> root = (Map<Object, Object>) builder.value(node, DocPath.ROOT, 0, true);
		return new ManifestDocument(root, SourcePositions.owning(builder.positions), builder.duplicates);
	}

	private Node compose(String text) {
		LoaderOptions options = new LoaderOptions();
		options.setMaxAliasesForCollections(this.limits.maxAliasesForCollections());
		options.setNestingDepthLimit(this.limits.maxNestingDepth());
		options.setCodePointLimit(this.limits.maxBytes());
		options.setAllowRecursiveKeys(false);
		options.setProcessComments(false);
		try {
			Composer composer = new Composer(new ParserImpl(new StreamReader(new StringReader(text)), options),
					RESOLVER, options);
			return composer.getSingleNode();
		}
		catch (MarkedYAMLException ex) {
			Mark mark = (ex.getProblemMark() != null) ? ex.getProblemMark() : ex.getContextMark();
			String problem = problemOf(ex);
			throw new ManifestParseException(kindOf(problem), explain(problem), (mark != null) ? mark.getLine() + 1 : 0,
					(mark != null) ? mark.getColumn() + 1 : 0);
		}
		catch (ReaderException ex) {
			SourcePosition at = positionOf(text, text.offsetByCodePoints(0, Math.max(0, ex.getPosition())));
			throw new ManifestParseException(ManifestParseException.Kind.SYNTAX,
					"The text contains the character U+" + String.format("%04X", ex.getCodePoint())
							+ ", which YAML does not allow: a role manifest is plain text",
					at.line(), at.column());
		}
		catch (YAMLException ex) {
			String problem = String.valueOf(ex.getMessage());
			throw new ManifestParseException(kindOf(problem), explain(problem), 0, 0);
		}
		catch (StackOverflowError ex) {
			throw new ManifestParseException(ManifestParseException.Kind.LIMIT_EXCEEDED,
					"The document is nested too deeply", 0, 0);
		}
	}

	/**
	 * Most entries of a manifest start a line of their own: a first size for the map of
	 * positions.
	 */
	private static int expectedEntries(String text) {
		int lines = 1;
		for (int i = text.indexOf('\n'); i >= 0 && lines < MAX_EXPECTED_ENTRIES; i = text.indexOf('\n', i + 1)) {
			lines++;
		}
		return lines;
	}

	/** SnakeYAML's wording, made to say what is wrong with a role manifest. */
	private String explain(String problem) {
		if (problem.toLowerCase().contains("nesting depth")) {
			return "The document is nested more than " + this.limits.maxNestingDepth() + " levels deep";
		}
		if (problem.contains("Number of aliases")) {
			return problem + " (aliases to maps and lists are limited, which stops alias bombs)";
		}
		if (problem.contains("Global tag is not allowed")) {
			return "The tag " + problem.substring(problem.indexOf("tag:")).trim()
					+ " is not allowed: a role manifest holds only plain maps, lists and scalars";
		}
		if (problem.contains("expected a single document")) {
			return "The text holds more than one YAML document (a second '---'): a role manifest is one document";
		}
		return problem;
	}

	/** The 1-based line and column of a char index, counting lines as YAML does. */
	static SourcePosition positionOf(String text, int index) {
		int line = 1;
		int lineStart = 0;
		for (int i = 0; i < index && i < text.length(); i++) {
			char c = text.charAt(i);
			if (c == '\n' || (c == '\r' && (i + 1 >= text.length() || text.charAt(i + 1) != '\n'))) {
				line++;
				lineStart = i + 1;
			}
		}
		return new SourcePosition(line, index - lineStart + 1);
	}

	private static ManifestParseException.Kind kindOf(String problem) {
		String text = problem.toLowerCase();
		if (text.contains("number of aliases") || text.contains("nesting depth")) {
			return ManifestParseException.Kind.LIMIT_EXCEEDED;
		}
		if (text.contains("exceeds the limit") || text.contains("code point")) {
			return ManifestParseException.Kind.TOO_LARGE;
		}
		if (text.contains("global tag")) {
			return ManifestParseException.Kind.FORBIDDEN_TAG;
		}
		return ManifestParseException.Kind.SYNTAX;
	}

	private static String problemOf(MarkedYAMLException ex) {
		StringBuilder text = new StringBuilder();
		if (ex.getContext() != null) {
			text.append(ex.getContext().trim());
		}
		if (ex.getProblem() != null) {
			if (!text.isEmpty()) {
				text.append(": ");
			}
			text.append(ex.getProblem().trim());
		}
		return text.isEmpty() ? String.valueOf(ex.getMessage()) : text.toString();
	}

	private ManifestParseException tooLarge(long size) {
		int megabytes = this.limits.maxBytes() / (1024 * 1024);
		return new ManifestParseException(ManifestParseException.Kind.TOO_LARGE,
				"The document has " + size + " bytes; the limit is " + this.limits.maxBytes() + " bytes"
						+ ((megabytes > 0) ? " (" + megabytes + " MB)" : ""),
				0, 0);
	}

	private static String describe(Node node) {
		if (node instanceof SequenceNode) {
			return "list";
		}
		return "single value";
	}

	/**
	 * Turns nodes into unmodifiable ordered data and records positions. A node behind an
	 * anchor is built once and shared by every alias to it (the data is immutable), but
	 * each use still counts its values and its depth towards the limits, so an alias bomb
	 * is refused quickly and without building it.
	 */
	private static final class Builder {

		private final ScalarConstructor scalars = new ScalarConstructor();

		private final Map<DocPath, SourcePosition> positions;

		private final List<DuplicateKey> duplicates = new ArrayList<>();

		private final Map<Node, Built> anchored = new IdentityHashMap<>();

		private final Set<Node> building = Collections.newSetFromMap(new IdentityHashMap<>());

		private final YamlLimits limits;

		private final int maxValues;

		private long values;

		private long keys;

		private int height;

		Builder(YamlLimits limits, int expectedEntries) {
			this.positions = new HashMap<>(expectedEntries * 4 / 3 + 1);
			this.limits = limits;
			this.maxValues = limits.maxExpandedValues();
		}

		/**
		 * The data of a node at a path. {@code record} is false inside a second use of an
		 * anchored node: positions there fall back to the place of the alias.
		 */
		Object value(Node node, DocPath path, int depth, boolean record) {
			Built reused = (node.getAnchor() != null) ? this.anchored.get(node) : null;
			if (reused != null) {
				count(reused.values, node);
				if (depth + reused.height > MAX_EXPANDED_DEPTH) {
					throw tooDeep(node);
				}
				this.height = Math.max(this.height, depth + reused.height);
				return reused.value;
			}
			if (node.getAnchor() == null) {
				return build(node, path, depth, record);
			}
			if (!this.building.add(node)) {
				throw new ManifestParseException(ManifestParseException.Kind.SYNTAX,
						"The anchor &" + node.getAnchor()
								+ " is used inside itself: a role manifest cannot be recursive",
						line(node), column(node));
			}
			long valuesBefore = this.values;
			int heightBefore = this.height;
			this.height = depth;
			Object value = build(node, path, depth, record);
			this.anchored.put(node, new Built(value, this.values - valuesBefore, this.height - depth));
			this.height = Math.max(heightBefore, this.height);
			this.building.remove(node);
			return value;
		}

		private Object build(Node node, DocPath path, int depth, boolean record) {
			count(1, node);
			if (depth > MAX_EXPANDED_DEPTH) {
				throw tooDeep(node);
			}
			this.height = Math.max(this.height, depth);
			Tag tag = node.getTag();
			if (tag == Tag.STR && node instanceof ScalarNode scalar) {
				// Most keys and values: the resolver's own tag instance for a plain
				// string, which a safe load
				// constructs as the text itself (SafeConstructor.ConstructYamlStr), here
				// without looking it up.
				return text(scalar);
			}
			if (!isResolvedTag(tag) && !PLAIN_TAGS.contains(tag)) {
				throw new ManifestParseException(ManifestParseException.Kind.FORBIDDEN_TAG,
						"The tag " + tag + " is not allowed: a role manifest holds only plain maps, lists and scalars",
						line(node), column(node));
			}
			if (node instanceof MappingNode mapping) {
				requireTag(node, Tag.MAP, "map");
				return mapping(mapping, path, depth, record);
			}
			if (node instanceof SequenceNode sequence) {
				requireTag(node, Tag.SEQ, "list");
				List<Node> items = sequence.getValue();
				if (depth == 1 && items.size() > this.limits.maxGroups() && isGroupList(path)) {
					throw new ManifestParseException(
							ManifestParseException.Kind.TOO_LARGE, "The document has " + items.size()
									+ " instance groups; at most " + this.limits.maxGroups() + " are allowed",
							line(node), column(node));
				}
				List<Object> list = new ArrayList<>(items.size());
				for (int index = 0; index < items.size(); index++) {
					Node item = items.get(index);
					DocPath itemPath = path.index(index);
					if (record) {
						this.positions.put(itemPath, position(item));
					}
					list.add(value(item, itemPath, depth + 1, record && !isReuse(item)));
				}
				return Collections.unmodifiableList(list);
			}
			ScalarNode scalar = (ScalarNode) node;
			requireLength(scalar);
			return this.scalars.construct(scalar);
		}

		/**
		 * The resolver's own instances of the plain tags, which nearly every node has,
		 * compared by identity before the set is asked (hashing and comparing the tag's
		 * text was 2.5 % of reading SCF 2.17.1).
		 */
		private static boolean isResolvedTag(Tag tag) {
			return tag == Tag.MAP || tag == Tag.SEQ || tag == Tag.INT || tag == Tag.BOOL || tag == Tag.NULL
					|| tag == Tag.FLOAT;
		}

		private String text(ScalarNode scalar) {
			requireLength(scalar);
			return scalar.getValue();
		}

		private void requireLength(ScalarNode scalar) {
			if (scalar.getValue().length() > this.limits.maxScalarLength()) {
				throw new ManifestParseException(ManifestParseException.Kind.TOO_LARGE,
						"This value has " + scalar.getValue().length() + " characters; a value may have at most "
								+ this.limits.maxScalarLength()
								+ " (1 MiB, the most a Kubernetes Secret or ConfigMap holds)",
						line(scalar), column(scalar));
			}
		}

		private static boolean isGroupList(DocPath path) {
			return path.equals(DocPath.ROOT.key("instance_groups")) || path.equals(DocPath.ROOT.key("roles"));
		}

		/**
		 * As SnakeYAML: the later of two equal keys wins, at its own place; explicit keys
		 * win over merged ones, which sit where the {@code <<} was.
		 */
		private Map<Object, Object> mapping(MappingNode mapping, DocPath path, int depth, boolean record) {
			List<NodeTuple> tuples = mapping.getValue();
			this.keys += tuples.size();
			if (this.keys > this.limits.maxKeys()) {
				throw new ManifestParseException(
						ManifestParseException.Kind.TOO_LARGE, "The document has more than " + this.limits.maxKeys()
								+ " keys; that is the most one role " + "manifest may have",
						line(mapping), column(mapping));
			}
			Map<Object, Object> map = new LinkedHashMap<>(Math.max(4, tuples.size() * 4 / 3 + 1));
			Set<Object> fromMerge = null;
			for (NodeTuple tuple : tuples) {
				Node keyNode = tuple.getKeyNode();
				if (keyNode.getTag().equals(Tag.MERGE)) {
					Map<Object, Object> merged = new LinkedHashMap<>();
					merge(tuple.getValueNode(), path, depth, merged);
					if (fromMerge == null) {
						fromMerge = new java.util.HashSet<>();
					}
					for (Map.Entry<Object, Object> entry : merged.entrySet()) {
						if (!map.containsKey(entry.getKey())) {
							map.put(entry.getKey(), entry.getValue());
							fromMerge.add(entry.getKey());
							if (record) {
								this.positions.put(path.key(entry.getKey()), position(keyNode));
							}
						}
					}
					continue;
				}
				if (!(keyNode instanceof ScalarNode)) {
					throw new ManifestParseException(ManifestParseException.Kind.SYNTAX,
							"A map or list cannot be used as a key", line(keyNode), column(keyNode));
				}
				Object key = value(keyNode, path, depth + 1, false);
				DocPath entryPath = path.key(key);
				boolean duplicate = false;
				if (map.containsKey(key)) {
					if (fromMerge != null && fromMerge.remove(key)) {
						// An explicit key overrides a merged one in its place.
					}
					else {
						// fissile's decoder lets the later value win; so does SnakeYAML,
						// at the later place.
						if (record) {
							this.duplicates
								.add(new DuplicateKey(entryPath, this.positions.get(entryPath), position(keyNode)));
						}
						map.remove(key);
						duplicate = true;
					}
				}
				if (record && !duplicate) {
					// A duplicate key's entry keeps the place of its first occurrence,
					// where the warning about
					// the lost value belongs; DuplicateKey.repeated() is the place of the
					// value in effect.
					this.positions.put(entryPath, position(keyNode));
				}
				Node valueNode = tuple.getValueNode();
				map.put(key, value(valueNode, entryPath, depth + 1, record && !isReuse(valueNode)));
			}
			return Collections.unmodifiableMap(map);
		}

		/**
		 * Collects the entries a merge key brings, the first source winning, as the YAML
		 * merge key type says.
		 */
		private void merge(Node source, DocPath path, int depth, Map<Object, Object> merged) {
			if (source instanceof MappingNode) {
				Object values = value(source, path, depth + 1, false);
				((Map<?, ?>) values).forEach(merged::putIfAbsent);
			}
			else if (source instanceof SequenceNode sequence) {
				for (Node item : sequence.getValue()) {
					if (!(item instanceof MappingNode)) {
						throw mergeProblem(item);
					}
					merge(item, path, depth, merged);
				}
			}
			else {
				throw mergeProblem(source);
			}
		}

		/**
		 * A map or list must carry its own tag: {@code !!str {a: 1}} or {@code !!int [1]}
		 * names a type the value cannot have (a plain SnakeYAML load fails on it too).
		 */
		private static void requireTag(Node node, Tag expected, String what) {
			if (!node.getTag().equals(expected)) {
				throw new ManifestParseException(ManifestParseException.Kind.SYNTAX,
						"The tag " + shortName(node.getTag()) + " does not fit this value, which is a " + what
								+ ": remove the tag or write a single value",
						line(node), column(node));
			}
		}

		private boolean isReuse(Node node) {
			return node.getAnchor() != null && this.anchored.containsKey(node);
		}

		private void count(long more, Node node) {
			this.values += more;
			if (this.values > this.maxValues) {
				throw new ManifestParseException(
						ManifestParseException.Kind.LIMIT_EXCEEDED, "The document expands to more than "
								+ this.maxValues + " values once its aliases are resolved (an alias bomb?)",
						line(node), column(node));
			}
		}

		private static ManifestParseException tooDeep(Node node) {
			return new ManifestParseException(ManifestParseException.Kind.LIMIT_EXCEEDED,
					"The document is nested more than " + MAX_EXPANDED_DEPTH
							+ " levels deep once its aliases are resolved",
					line(node), column(node));
		}

		private static ManifestParseException mergeProblem(Node node) {
			return new ManifestParseException(ManifestParseException.Kind.SYNTAX,
					"A merge key (<<) needs a map or a list of maps", line(node), column(node));
		}

		private static SourcePosition position(Node node) {
			return new SourcePosition(line(node), column(node));
		}

		private static int line(Node node) {
			return (node.getStartMark() != null) ? node.getStartMark().getLine() + 1 : 0;
		}

		private static int column(Node node) {
			return (node.getStartMark() != null) ? node.getStartMark().getColumn() + 1 : 0;
		}

	}

	/** A tag as YAML writes it: {@code !!int} for {@code tag:yaml.org,2002:int}. */
	static String shortName(Tag tag) {
		String value = tag.getValue();
		return value.startsWith(Tag.PREFIX) ? "!!" + value.substring(Tag.PREFIX.length()) : value;
	}

	/**
	 * What an anchored node built to, with how many values and how many levels it holds.
	 */
	private record Built(Object value, long values, int height) {
	}

	/**
	 * SnakeYAML's own safe scalar construction (ints, floats, booleans, nulls,
	 * timestamps), one node at a time.
	 */
	private static final class ScalarConstructor extends SafeConstructor {

		ScalarConstructor() {
			super(new LoaderOptions());
		}

		Object construct(ScalarNode node) {
			Tag tag = node.getTag();
			String value = node.getValue();
			if (tag.equals(Tag.MERGE)) {
				// "<<" where a value belongs is not a merge: keep it as the text it is.
				return value;
			}
			if (tag.equals(Tag.MAP) || tag.equals(Tag.SEQ)) {
				throw notOfTag(node, "it is a single value, not a " + (tag.equals(Tag.MAP) ? "map" : "list"));
			}
			// SnakeYAML reads any text under these two tags (as null, or as a null
			// Boolean): only YAML's own
			// spellings of a boolean or a null are one.
			if (tag.equals(Tag.BOOL) && !Resolver.BOOL.matcher(value).matches()) {
				throw notOfTag(node, "a boolean is true or false");
			}
			if (tag.equals(Tag.NULL) && !value.isEmpty() && !Resolver.NULL.matcher(value).matches()) {
				throw notOfTag(node, "a null is empty, ~ or null");
			}
			try {
				return this.yamlConstructors.get(tag).construct(node);
			}
			catch (YAMLException ex) {
				throw notOfTag(node, ex.getMessage());
			}
			catch (RuntimeException ex) {
				// An explicit tag on text that is not of its type: !!int "abc" is a
				// NumberFormatException.
				throw notOfTag(node, "it is not " + ((tag.equals(Tag.INT)) ? "an integer"
						: (tag.equals(Tag.FLOAT)) ? "a number" : "of that type"));
			}
		}

		private static ManifestParseException notOfTag(ScalarNode node, String reason) {
			return new ManifestParseException(
					ManifestParseException.Kind.SYNTAX, "Cannot read the value \"" + abbreviate(node.getValue())
							+ "\" as " + shortName(node.getTag()) + ": " + reason,
					node.getStartMark().getLine() + 1, node.getStartMark().getColumn() + 1);
		}

		/**
		 * The start of a value for a message: a message quotes at most 80 characters of
		 * it.
		 */
		private static String abbreviate(String value) {
			return (value.length() <= 80) ? value : value.substring(0, 80) + "...";
		}

	}

}
