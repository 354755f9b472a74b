package io.manifeststudio.manifest;

import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
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

/**
 * Reads role-manifest text into a {@link ManifestDocument} with SnakeYAML's node API and safe construction only:
 * plain maps, lists and scalars, no global or language tags. Aliases are expanded, merge keys applied, key order and
 * scalar types kept, and the position of every entry recorded. Every limit of {@link YamlLimits} gives a
 * {@link ManifestParseException} that says which one.
 */
public final class ManifestYamlReader {

	private static final Set<Tag> PLAIN_TAGS = Set.of(Tag.STR, Tag.INT, Tag.FLOAT, Tag.BOOL, Tag.NULL, Tag.MAP,
			Tag.SEQ, Tag.TIMESTAMP, Tag.MERGE);

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

	/** Reads UTF-8 bytes, refusing more than the size limit before decoding them. */
	public ManifestDocument read(byte[] utf8) {
		if (utf8.length > this.limits.maxBytes()) {
			throw tooLarge(utf8.length);
		}
		return read(new String(utf8, StandardCharsets.UTF_8));
	}

	public ManifestDocument read(String text) {
		if (text.length() > this.limits.maxBytes()
				|| text.getBytes(StandardCharsets.UTF_8).length > this.limits.maxBytes()) {
			throw tooLarge(text.getBytes(StandardCharsets.UTF_8).length);
		}
		if (text.indexOf('\0') >= 0) {
			throw new ManifestParseException(ManifestParseException.Kind.SYNTAX,
					"The text contains a NUL character: a role manifest is YAML text, not binary data", 0, 0);
		}
		Node node = compose(text);
		if (node == null || (node instanceof ScalarNode scalar && scalar.getTag().equals(Tag.NULL))) {
			throw new ManifestParseException(ManifestParseException.Kind.EMPTY,
					"The document is empty: a role manifest needs at least instance_groups (or roles)", 1, 1);
		}
		if (!(node instanceof MappingNode)) {
			Mark mark = node.getStartMark();
			throw new ManifestParseException(ManifestParseException.Kind.SYNTAX,
					"A role manifest must be a mapping of keys such as instance_groups, not a "
							+ describe(node),
					mark.getLine() + 1, mark.getColumn() + 1);
		}
		Builder builder = new Builder(this.limits.maxExpandedValues());
		@SuppressWarnings("unchecked")
		Map<Object, Object> root = (Map<Object, Object>) builder.value(node, DocPath.ROOT, 0);
		return new ManifestDocument(root, new SourcePositions(builder.positions), builder.duplicates);
	}

	private Node compose(String text) {
		LoaderOptions options = new LoaderOptions();
		options.setMaxAliasesForCollections(this.limits.maxAliasesForCollections());
		options.setNestingDepthLimit(this.limits.maxNestingDepth());
		options.setCodePointLimit(this.limits.maxBytes());
		options.setAllowRecursiveKeys(false);
		options.setProcessComments(false);
		Yaml yaml = new Yaml(new SafeConstructor(options), new org.yaml.snakeyaml.representer.Representer(
				new org.yaml.snakeyaml.DumperOptions()), new org.yaml.snakeyaml.DumperOptions(), options);
		try {
			return yaml.compose(new StringReader(text));
		}
		catch (MarkedYAMLException ex) {
			Mark mark = (ex.getProblemMark() != null) ? ex.getProblemMark() : ex.getContextMark();
			String problem = describeProblem(ex);
			throw new ManifestParseException(kindOf(problem), problem, (mark != null) ? mark.getLine() + 1 : 0,
					(mark != null) ? mark.getColumn() + 1 : 0);
		}
		catch (YAMLException ex) {
			String problem = String.valueOf(ex.getMessage());
			throw new ManifestParseException(kindOf(problem), problem, 0, 0);
		}
		catch (StackOverflowError ex) {
			throw new ManifestParseException(ManifestParseException.Kind.LIMIT_EXCEEDED,
					"The document is nested too deeply", 0, 0);
		}
	}

	private static ManifestParseException.Kind kindOf(String problem) {
		String text = problem.toLowerCase();
		if (text.contains("number of aliases") || text.contains("nesting depth")) {
			return ManifestParseException.Kind.LIMIT_EXCEEDED;
		}
		if (text.contains("exceeds the limit")) {
			return ManifestParseException.Kind.TOO_LARGE;
		}
		if (text.contains("global tag")) {
			return ManifestParseException.Kind.FORBIDDEN_TAG;
		}
		return ManifestParseException.Kind.SYNTAX;
	}

	private static String describeProblem(MarkedYAMLException ex) {
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
		String message = text.isEmpty() ? String.valueOf(ex.getMessage()) : text.toString();
		if (message.contains("Number of aliases")) {
			return message + " (aliases to maps and lists are limited, which stops alias bombs)";
		}
		return message;
	}

	private ManifestParseException tooLarge(long size) {
		return new ManifestParseException(ManifestParseException.Kind.TOO_LARGE, "The document has " + size
				+ " bytes; the limit is " + this.limits.maxBytes() + " bytes (5 MB)", 0, 0);
	}

	private static String describe(Node node) {
		if (node instanceof SequenceNode) {
			return "list";
		}
		return "single value";
	}

	/** Turns nodes into unmodifiable ordered data and records positions, counting every value it makes. */
	private static final class Builder {

		private final ScalarConstructor scalars = new ScalarConstructor();

		private final Map<DocPath, SourcePosition> positions = new HashMap<>();

		private final List<DuplicateKey> duplicates = new ArrayList<>();

		private final int maxValues;

		private int values;

		Builder(int maxValues) {
			this.maxValues = maxValues;
		}

		Object value(Node node, DocPath path, int depth) {
			if (++this.values > this.maxValues) {
				throw new ManifestParseException(ManifestParseException.Kind.LIMIT_EXCEEDED,
						"The document expands to more than " + this.maxValues
								+ " values once its aliases are resolved (an alias bomb?)",
						line(node), column(node));
			}
			if (depth > 256) {
				throw new ManifestParseException(ManifestParseException.Kind.LIMIT_EXCEEDED,
						"The document is nested too deeply once its aliases are resolved", line(node), column(node));
			}
			Tag tag = node.getTag();
			if (!PLAIN_TAGS.contains(tag)) {
				throw new ManifestParseException(ManifestParseException.Kind.FORBIDDEN_TAG,
						"The tag " + tag + " is not allowed: a role manifest holds only plain maps, lists and scalars",
						line(node), column(node));
			}
			if (node instanceof MappingNode mapping) {
				return mapping(mapping, path, depth);
			}
			if (node instanceof SequenceNode sequence) {
				List<Object> list = new ArrayList<>(sequence.getValue().size());
				int index = 0;
				for (Node item : sequence.getValue()) {
					DocPath itemPath = path.index(index++);
					this.positions.putIfAbsent(itemPath, position(item));
					list.add(value(item, itemPath, depth + 1));
				}
				return Collections.unmodifiableList(list);
			}
			return this.scalars.construct((ScalarNode) node);
		}

		private Map<Object, Object> mapping(MappingNode mapping, DocPath path, int depth) {
			Map<Object, Object> map = new LinkedHashMap<>();
			Map<Object, Object> merged = new LinkedHashMap<>();
			for (NodeTuple tuple : mapping.getValue()) {
				Node keyNode = tuple.getKeyNode();
				if (keyNode.getTag().equals(Tag.MERGE)) {
					merge(tuple.getValueNode(), path, depth, merged);
					continue;
				}
				if (!(keyNode instanceof ScalarNode)) {
					throw new ManifestParseException(ManifestParseException.Kind.SYNTAX,
							"A map or list cannot be used as a key", line(keyNode), column(keyNode));
				}
				Object key = value(keyNode, path, depth + 1);
				DocPath entryPath = path.key(key);
				if (map.containsKey(key)) {
					// fissile's decoder lets the later value win; so do we, and the validator warns.
					this.duplicates.add(new DuplicateKey(entryPath, this.positions.get(entryPath), position(keyNode)));
				}
				else {
					this.positions.put(entryPath, position(keyNode));
				}
				map.put(key, value(tuple.getValueNode(), entryPath, depth + 1));
			}
			for (Map.Entry<Object, Object> entry : merged.entrySet()) {
				map.putIfAbsent(entry.getKey(), entry.getValue());
			}
			return Collections.unmodifiableMap(map);
		}

		private void merge(Node source, DocPath path, int depth, Map<Object, Object> merged) {
			if (source instanceof MappingNode mapping) {
				Map<Object, Object> values = mapping(mapping, path, depth + 1);
				values.forEach(merged::putIfAbsent);
			}
			else if (source instanceof SequenceNode sequence) {
				for (Node item : sequence.getValue()) {
					merge(item, path, depth, merged);
				}
			}
			else {
				throw new ManifestParseException(ManifestParseException.Kind.SYNTAX,
						"A merge key (<<) needs a map or a list of maps", line(source), column(source));
			}
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

	/** SnakeYAML's own safe scalar construction (ints, floats, booleans, nulls, timestamps), one node at a time. */
	private static final class ScalarConstructor extends SafeConstructor {

		ScalarConstructor() {
			super(new LoaderOptions());
		}

		Object construct(ScalarNode node) {
			try {
				return constructObject(node);
			}
			catch (YAMLException ex) {
				throw new ManifestParseException(ManifestParseException.Kind.SYNTAX,
						"Cannot read the value \"" + node.getValue() + "\" as " + node.getTag() + ": "
								+ ex.getMessage(),
						node.getStartMark().getLine() + 1, node.getStartMark().getColumn() + 1);
			}
		}

	}

}
