package io.manifeststudio.manifest.yaml;

import java.util.Map;

import org.yaml.snakeyaml.DumperOptions;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.Tag;
import org.yaml.snakeyaml.representer.Represent;
import org.yaml.snakeyaml.representer.Representer;

/**
 * Writes a manifest document back to YAML with SnakeYAML: block style, keys in their
 * order, strings quoted wherever a plain scalar would read back as another type
 * ({@code "1.10"}, {@code "yes"}), multi-line strings as literal blocks, no anchors, and
 * never a {@code !!binary} tag (a string with control characters is written double-quoted
 * with escapes, so it reads back as the same string).
 */
public final class ManifestYamlWriter {

	private final Yaml yaml;

	public ManifestYamlWriter() {
		DumperOptions options = options();
		this.yaml = new Yaml(new SafeConstructor(new LoaderOptions()), new TextRepresenter(options), options);
	}

	/**
	 * The options every YAML file we write uses: block style, two-space indent, long
	 * lines kept whole.
	 */
	public static DumperOptions options() {
		DumperOptions options = new DumperOptions();
		options.setDefaultFlowStyle(DumperOptions.FlowStyle.BLOCK);
		options.setIndent(2);
		options.setIndicatorIndent(0);
		options.setWidth(Integer.MAX_VALUE);
		options.setSplitLines(false);
		options.setDereferenceAliases(true);
		options.setExplicitStart(false);
		return options;
	}

	public String write(ManifestDocument document) {
		return write(document.root());
	}

	public String write(Map<?, ?> root) {
		return this.yaml.dump(root);
	}

	/**
	 * Strings always as {@code !!str}: literal blocks for multi-line text, escapes for
	 * control characters.
	 */
	private static final class TextRepresenter extends Representer {

		TextRepresenter(DumperOptions options) {
			super(options);
			this.representers.put(String.class, new RepresentText());
		}

		private final class RepresentText implements Represent {

			@Override
			public Node representData(Object data) {
				String text = data.toString();
				DumperOptions.ScalarStyle style = TextRepresenter.this.defaultScalarStyle;
				if (!isPrintable(text)) {
					style = DumperOptions.ScalarStyle.DOUBLE_QUOTED;
				}
				else if (text.indexOf('\n') >= 0 && text.indexOf('\r') < 0) {
					style = DumperOptions.ScalarStyle.LITERAL;
				}
				// The emitter falls back to a quoted style wherever a literal block could
				// not hold the text.
				return representScalar(Tag.STR, text, style);
			}

			private boolean isPrintable(String text) {
				return org.yaml.snakeyaml.reader.StreamReader.isPrintable(text);
			}

		}

	}

}
