package io.manifeststudio.export.repository;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.yaml.snakeyaml.DumperOptions;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;
import org.yaml.snakeyaml.representer.Representer;

import io.manifeststudio.manifest.yaml.ManifestYamlWriter;

/**
 * The text a chart's provenance file signs, as Helm's {@code pkg/provenance} writes it
 * ({@code messageBlock} in sign.go): the chart's metadata ({@code Chart.yaml}) as YAML
 * with its keys in order (Helm marshals it through JSON), then the YAML document end
 * marker {@code ...} (a {@code ---} line is not allowed in a clear-signed text), then
 * {@code files:} with the archive's file name and {@code sha256:<hex>}.
 * {@code helm verify} checks the signature and that the archive's SHA-256 is the one
 * named for its file name.
 */
final class ProvenanceMessage {

	private ProvenanceMessage() {
	}

	static String of(String chartYaml, String fileName, String sha256Hex) {
		DumperOptions options = ManifestYamlWriter.options();
		Yaml yaml = new Yaml(new SafeConstructor(new LoaderOptions()), new Representer(options), options);
		Object metadata = sorted(yaml.load(chartYaml));
		Map<String, Object> sums = Map.of("files", Map.of(fileName, "sha256:" + sha256Hex));
		return yaml.dump(metadata) + "\n...\n" + yaml.dump(sums);
	}

	/**
	 * Maps with their keys in order, at every depth (as Go's JSON encoder writes a map).
	 */
	private static Object sorted(Object value) {
		if (value instanceof Map<?, ?> map) {
			Map<String, Object> sorted = new TreeMap<>();
			map.forEach((key, item) -> sorted.put(String.valueOf(key), sorted(item)));
			return sorted;
		}
		if (value instanceof List<?> list) {
			return list.stream().map(ProvenanceMessage::sorted).toList();
		}
		return value;
	}

}
