package io.manifeststudio.manifest;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.composer.ComposerException;
import org.yaml.snakeyaml.error.Mark;
import org.yaml.snakeyaml.error.YAMLException;
import org.yaml.snakeyaml.events.AliasEvent;
import org.yaml.snakeyaml.events.CollectionStartEvent;
import org.yaml.snakeyaml.events.Event;
import org.yaml.snakeyaml.events.NodeEvent;
import org.yaml.snakeyaml.events.ScalarEvent;
import org.yaml.snakeyaml.nodes.NodeId;
import org.yaml.snakeyaml.nodes.Tag;
import org.yaml.snakeyaml.parser.Parser;
import org.yaml.snakeyaml.resolver.Resolver;

/**
 * Composes the parser's events into {@link YamlNode}s as SnakeYAML's {@code Composer} (2.5) composes them into its
 * nodes, with the same checks in the same order and the same exceptions: an undefined alias, more aliases to maps and
 * lists than allowed, nesting deeper than allowed, a global tag, a second document. It keeps no comments (a manifest
 * is read with comments off) and tracks no recursion (SnakeYAML only marks a recursive node there;
 * {@link ManifestYamlReader} refuses it), which made SnakeYAML's composer a hash set insertion and two lists per node.
 */
final class YamlNodeComposer {

	private final Parser parser;

	private final Resolver resolver;

	private final LoaderOptions options;

	private final Map<String, YamlNode> anchors = new HashMap<>();

	private int nonScalarAliases;

	private int nestingDepth;

	YamlNodeComposer(Parser parser, Resolver resolver, LoaderOptions options) {
		this.parser = parser;
		this.resolver = resolver;
		this.options = options;
	}

	/** The one document of the stream, or null when there is none; as {@code Composer.getSingleNode}. */
	YamlNode singleNode() {
		this.parser.getEvent(); // stream start
		YamlNode document = null;
		if (!this.parser.checkEvent(Event.ID.StreamEnd)) {
			this.parser.getEvent(); // document start
			document = node();
			this.parser.getEvent(); // document end
			this.anchors.clear();
		}
		if (!this.parser.checkEvent(Event.ID.StreamEnd)) {
			Event event = this.parser.getEvent();
			throw new Refused("expected a single document in the stream",
					(document != null) ? document.start() : null, "but found another document", event.getStartMark());
		}
		this.parser.getEvent(); // stream end
		return document;
	}

	private YamlNode node() {
		Event next = this.parser.peekEvent();
		if (next instanceof AliasEvent alias) {
			this.parser.getEvent();
			YamlNode node = this.anchors.get(alias.getAnchor());
			if (node == null) {
				throw new Refused("found undefined alias " + alias.getAnchor(), alias.getStartMark());
			}
			if (!(node instanceof YamlNode.Scalar)) {
				this.nonScalarAliases++;
				if (this.nonScalarAliases > this.options.getMaxAliasesForCollections()) {
					throw new YAMLException("Number of aliases for non-scalar nodes exceeds the specified max="
							+ this.options.getMaxAliasesForCollections());
				}
			}
			return node;
		}
		String anchor = ((NodeEvent) next).getAnchor();
		if (this.nestingDepth > this.options.getNestingDepthLimit()) {
			throw new YAMLException("Nesting Depth exceeded max " + this.options.getNestingDepthLimit());
		}
		this.nestingDepth++;
		YamlNode node;
		if (next instanceof ScalarEvent) {
			node = scalar(anchor);
		}
		else if (next.is(Event.ID.SequenceStart)) {
			node = sequence(anchor);
		}
		else {
			node = mapping(anchor);
		}
		this.nestingDepth--;
		return node;
	}

	private YamlNode scalar(String anchor) {
		ScalarEvent event = (ScalarEvent) this.parser.getEvent();
		String tag = event.getTag();
		Tag nodeTag = (tag == null || tag.equals("!"))
				? this.resolver.resolve(NodeId.scalar, event.getValue(), event.getImplicit().canOmitTagInPlainScalar())
				: explicitTag(tag, event);
		YamlNode node = new YamlNode.Scalar(nodeTag, anchor, event.getStartMark(), event.getValue(),
				event.getScalarStyle());
		if (anchor != null) {
			this.anchors.put(anchor, node);
		}
		return node;
	}

	private YamlNode sequence(String anchor) {
		CollectionStartEvent start = (CollectionStartEvent) this.parser.getEvent();
		Tag nodeTag = collectionTag(start, NodeId.sequence);
		List<YamlNode> items = new ArrayList<>();
		YamlNode node = new YamlNode.Sequence(nodeTag, anchor, start.getStartMark(), items);
		if (anchor != null) {
			this.anchors.put(anchor, node);
		}
		while (!this.parser.checkEvent(Event.ID.SequenceEnd)) {
			items.add(node());
		}
		this.parser.getEvent();
		return node;
	}

	private YamlNode mapping(String anchor) {
		CollectionStartEvent start = (CollectionStartEvent) this.parser.getEvent();
		Tag nodeTag = collectionTag(start, NodeId.mapping);
		List<YamlNode> entries = new ArrayList<>();
		YamlNode node = new YamlNode.Mapping(nodeTag, anchor, start.getStartMark(), entries);
		if (anchor != null) {
			this.anchors.put(anchor, node);
		}
		while (!this.parser.checkEvent(Event.ID.MappingEnd)) {
			entries.add(node());
			entries.add(node());
		}
		this.parser.getEvent();
		return node;
	}

	private Tag collectionTag(CollectionStartEvent start, NodeId kind) {
		String tag = start.getTag();
		return (tag == null || tag.equals("!")) ? this.resolver.resolve(kind, null, start.getImplicit())
				: explicitTag(tag, start);
	}

	private Tag explicitTag(String tag, Event event) {
		Tag nodeTag = new Tag(tag);
		if (nodeTag.isCustomGlobal() && !this.options.getTagInspector().isGlobalTagAllowed(nodeTag)) {
			throw new Refused("Global tag is not allowed: " + tag, event.getStartMark());
		}
		return nodeTag;
	}

	/** The composer's own exception, with its wording, so that it is reported as SnakeYAML's was. */
	static final class Refused extends ComposerException {

		private static final long serialVersionUID = 1L;

		Refused(String problem, Mark problemMark) {
			super(problem, problemMark);
		}

		Refused(String context, Mark contextMark, String problem, Mark problemMark) {
			super(context, contextMark, problem, problemMark);
		}

	}

}
