package io.manifeststudio.export;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.yaml.snakeyaml.DumperOptions;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;
import org.yaml.snakeyaml.representer.Representer;

import io.manifeststudio.manifest.ManifestYamlWriter;

/**
 * Writes generated objects as multi-document YAML with SnakeYAML: each object its own document starting with
 * {@code ---}, in the order given, keys in their map order, block style with the options every YAML file we write
 * uses ({@link ManifestYamlWriter#options()}).
 * <p>
 * Each object is its own document rather than fissile's {@code kind: List} of Services: {@code List} is a
 * client-side wrapper, not an API object, so tools that take objects one by one (server-side apply, Helm, admission
 * checks) see each Service as it is, and the Helm chart's rendered documents compare one to one with these.
 */
public final class KubernetesYamlWriter {

	private final Yaml yaml;

	public KubernetesYamlWriter() {
		DumperOptions options = ManifestYamlWriter.options();
		options.setExplicitStart(true);
		this.yaml = new Yaml(new SafeConstructor(new LoaderOptions()), new Representer(options), options);
	}

	public String write(List<KubeObject> objects) {
		List<Map<String, Object>> documents = new ArrayList<>(objects.size());
		objects.forEach((object) -> documents.add(object.content()));
		return this.yaml.dumpAll(documents.iterator());
	}

}
