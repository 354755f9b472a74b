package io.manifeststudio.export.helm;

import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;

import org.yaml.snakeyaml.DumperOptions;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.comments.CommentLine;
import org.yaml.snakeyaml.comments.CommentType;
import org.yaml.snakeyaml.constructor.SafeConstructor;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.representer.Representer;

import io.manifeststudio.manifest.yaml.ManifestYamlWriter;

/**
 * Writes {@link CommentedValues} as YAML with SnakeYAML: the tree is represented as
 * nodes, each commented key node gets its block comment, and the node tree is serialized.
 * No YAML text is put together by hand.
 */
final class ValuesYamlWriter {

	private final Yaml yaml;

	ValuesYamlWriter() {
		DumperOptions options = ManifestYamlWriter.options();
		options.setProcessComments(true);
		this.yaml = new Yaml(new SafeConstructor(new LoaderOptions()), new Representer(options), options);
	}

	String write(CommentedValues values) {
		Node node = this.yaml.represent(values.root());
		attachComments(node, new ArrayList<>(), values);
		StringWriter out = new StringWriter();
		this.yaml.serialize(node, out);
		return out.toString();
	}

	private void attachComments(Node node, List<String> path, CommentedValues values) {
		if (!(node instanceof MappingNode mapping)) {
			return;
		}
		for (NodeTuple tuple : mapping.getValue()) {
			if (!(tuple.getKeyNode() instanceof ScalarNode key)) {
				continue;
			}
			path.add(key.getValue());
			List<String> lines = values.commentAt(path);
			if (!lines.isEmpty()) {
				List<CommentLine> comments = new ArrayList<>();
				for (String line : lines) {
					comments.add(new CommentLine(null, null, line.isEmpty() ? "" : " " + line, CommentType.BLOCK));
				}
				key.setBlockComments(comments);
			}
			attachComments(tuple.getValueNode(), path, values);
			path.remove(path.size() - 1);
		}
	}

}
