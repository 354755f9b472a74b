package io.manifeststudio.manifest;

import java.util.List;

import org.yaml.snakeyaml.DumperOptions;
import org.yaml.snakeyaml.error.Mark;
import org.yaml.snakeyaml.nodes.Tag;

/**
 * A node of the YAML text as {@link YamlNodeComposer} composes it: SnakeYAML's node graph without what reading a
 * manifest never looks at (comments, end marks, flow styles, the flags of two-step construction). An alias is the
 * very node of its anchor, as in SnakeYAML's graph.
 */
sealed interface YamlNode {

	Tag tag();

	/** The anchor of the node ({@code &name}), or null. */
	String anchor();

	Mark start();

	/** A single value. */
	record Scalar(Tag tag, String anchor, Mark start, String value, DumperOptions.ScalarStyle style)
			implements YamlNode {
	}

	/** A list. */
	record Sequence(Tag tag, String anchor, Mark start, List<YamlNode> items) implements YamlNode {
	}

	/** A map: its keys and values in turn, {@code entries.get(2 * i)} the key of the i-th entry. */
	record Mapping(Tag tag, String anchor, Mark start, List<YamlNode> entries) implements YamlNode {

		int size() {
			return this.entries.size() / 2;
		}

		YamlNode key(int index) {
			return this.entries.get(2 * index);
		}

		YamlNode value(int index) {
			return this.entries.get(2 * index + 1);
		}

	}

}
