package io.manifeststudio.manifest;

import java.util.Map;

import org.yaml.snakeyaml.DumperOptions;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;
import org.yaml.snakeyaml.representer.Representer;

/**
 * Writes a manifest document back to YAML with SnakeYAML: block style, keys in their order, strings quoted
 * wherever a plain scalar would read back as another type ({@code "1.10"}, {@code "yes"}), no anchors.
 */
public final class ManifestYamlWriter {

	private final Yaml yaml;

	public ManifestYamlWriter() {
		this.yaml = new Yaml(new SafeConstructor(new LoaderOptions()), new Representer(options()), options());
	}

	/** The options every YAML file we write uses: block style, two-space indent, long lines kept whole. */
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

}
