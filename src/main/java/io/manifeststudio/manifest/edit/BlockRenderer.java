package io.manifeststudio.manifest.edit;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.yaml.snakeyaml.DumperOptions;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.Tag;
import org.yaml.snakeyaml.representer.Represent;
import org.yaml.snakeyaml.representer.Representer;
import org.yaml.snakeyaml.reader.StreamReader;

import io.manifeststudio.manifest.yaml.ManifestYamlWriter;

/**
 * Writes new values as YAML with SnakeYAML, laid out like the text they go into: block
 * style with the text's indentation step and list style (items flush with their key, or
 * indented), or one line of flow style for the inside of a flow collection. SnakeYAML
 * decides quoting, so {@code "on"}, {@code "1.10"} and {@code "08080"} stay strings;
 * multi-line strings become literal blocks (double-quoted in flow style).
 * <p>
 * Block renderings come as lines without line breaks, the first one at column 0 and the
 * others indented relative to it; the caller indents them to their place.
 */
final class BlockRenderer {

	private final Yaml block;

	private final Yaml flow;

	BlockRenderer(int indentStep, int listIndent) {
		DumperOptions blockOptions = ManifestYamlWriter.options();
		blockOptions.setIndent(indentStep);
		if (listIndent > 0) {
			// SnakeYAML puts the "- " of a list under a key at the key's indentation plus
			// the indicator indent.
			blockOptions.setIndicatorIndent(Math.min(listIndent, indentStep));
			blockOptions.setIndentWithIndicator(true);
		}
		this.block = new Yaml(new SafeConstructor(new LoaderOptions()), new TextRepresenter(blockOptions, false),
				blockOptions);
		DumperOptions flowOptions = ManifestYamlWriter.options();
		flowOptions.setDefaultFlowStyle(DumperOptions.FlowStyle.FLOW);
		this.flow = new Yaml(new SafeConstructor(new LoaderOptions()), new TextRepresenter(flowOptions, true),
				flowOptions);
	}

	static BlockRenderer like(NodeSpans spans) {
		return new BlockRenderer(spans.indentStep(), spans.listIndent());
	}

	/**
	 * A value in block style: a scalar is one line (or a literal block), a map or a list
	 * its lines.
	 */
	List<String> block(Object value) {
		return lines(this.block.dump(value));
	}

	/**
	 * A new map entry in block style: {@code key: value}, or the key and the value's
	 * lines below it.
	 */
	List<String> entry(Object key, Object value) {
		Map<Object, Object> entry = new LinkedHashMap<>();
		entry.put(key, value);
		return block(entry);
	}

	/**
	 * A new list item in block style: {@code - value}, continued on the following lines.
	 */
	List<String> item(Object value) {
		List<Object> item = new ArrayList<>(1);
		item.add(value);
		return block(item);
	}

	/** A value on one line, in flow style. */
	String flow(Object value) {
		String text = this.flow.dump(value);
		return text.endsWith("\n") ? text.substring(0, text.length() - 1) : text;
	}

	/**
	 * A map entry on one line in flow style: {@code key: value}, for the inside of
	 * {@code {...}}.
	 */
	String flowEntry(Object key, Object value) {
		Map<Object, Object> entry = new LinkedHashMap<>();
		entry.put(key, value);
		String map = flow(entry);
		return map.substring(1, map.length() - 1);
	}

	/**
	 * Dumped text as lines, the first one's indentation taken off every line (blank lines
	 * stay empty).
	 */
	private static List<String> lines(String dumped) {
		String text = dumped.endsWith("\n") ? dumped.substring(0, dumped.length() - 1) : dumped;
		List<String> lines = new ArrayList<>(Arrays.asList(text.split("\n", -1)));
		String first = lines.get(0);
		int indent = first.length() - first.stripLeading().length();
		if (indent > 0) {
			lines.replaceAll((line) -> line.isBlank() ? "" : line.substring(Math.min(indent, leading(line))));
		}
		return lines;
	}

	private static int leading(String line) {
		return line.length() - line.stripLeading().length();
	}

	/**
	 * Strings as the project's writer writes them: always {@code !!str}, literal blocks
	 * for multi-line text in block style, double quotes with escapes for control
	 * characters (and for multi-line text in flow style).
	 */
	private static final class TextRepresenter extends Representer {

		TextRepresenter(DumperOptions options, boolean flow) {
			super(options);
			this.representers.put(String.class, new RepresentText(flow));
		}

		private final class RepresentText implements Represent {

			private final boolean flow;

			RepresentText(boolean flow) {
				this.flow = flow;
			}

			@Override
			public Node representData(Object data) {
				String text = data.toString();
				DumperOptions.ScalarStyle style = TextRepresenter.this.defaultScalarStyle;
				if (!StreamReader.isPrintable(text)) {
					style = DumperOptions.ScalarStyle.DOUBLE_QUOTED;
				}
				else if (text.indexOf('\n') >= 0) {
					style = (this.flow || text.indexOf('\r') >= 0) ? DumperOptions.ScalarStyle.DOUBLE_QUOTED
							: DumperOptions.ScalarStyle.LITERAL;
				}
				return representScalar(Tag.STR, text, style);
			}

		}

	}

}
