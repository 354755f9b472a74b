package io.manifeststudio.export.repository;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
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
 * The chart repository's {@code index.yaml} in Helm's chart repository format:
 * {@code apiVersion: v1}, the {@code entries} by chart name (each version newest first:
 * the chart's {@code Chart.yaml} fields, among them its annotations, plus {@code urls}
 * relative to the repository, {@code created} and the archive's {@code digest}) and when
 * it was {@code generated}.
 */
final class ChartIndexYaml {

	/**
	 * Newest first: by revision, then Kubernetes minor, then secrets (the parts of
	 * {@link ChartVersions}).
	 */
	static final Comparator<StoredChart> NEWEST_FIRST = Comparator
		.comparing((StoredChart chart) -> versionParts(chart.version()), ChartIndexYaml::compareParts)
		.reversed();

	private ChartIndexYaml() {
	}

	static String write(List<StoredChart> charts, Instant generated) {
		DumperOptions options = ManifestYamlWriter.options();
		Yaml yaml = new Yaml(new SafeConstructor(new LoaderOptions()), new Representer(options), options);
		return yaml.dump(document(charts, generated));
	}

	static Map<String, Object> document(List<StoredChart> charts, Instant generated) {
		Map<String, List<StoredChart>> byName = new TreeMap<>();
		for (StoredChart chart : charts) {
			byName.computeIfAbsent(chart.chartName(), (name) -> new ArrayList<>()).add(chart);
		}
		Map<String, Object> entries = new LinkedHashMap<>();
		Yaml reader = new Yaml(new SafeConstructor(new LoaderOptions()));
		byName.forEach((name, versions) -> entries.put(name,
				versions.stream().sorted(NEWEST_FIRST).map((chart) -> entry(reader, chart)).toList()));
		Map<String, Object> index = new LinkedHashMap<>();
		index.put("apiVersion", "v1");
		index.put("entries", entries);
		index.put("generated", generated.toString());
		return index;
	}

	@SuppressWarnings("unchecked")
	private static Map<String, Object> entry(Yaml reader, StoredChart chart) {
		Map<String, Object> entry = new LinkedHashMap<>((Map<String, Object>) reader.load(chart.chartYaml()));
		entry.put("urls", List.of(chart.fileName()));
		entry.put("created", chart.createdAt().toString());
		entry.put("digest", chart.digest());
		return entry;
	}

	/**
	 * The numbers of {@code <revision>.<minor>.<secrets>}; build metadata (the image
	 * tags' fingerprint) does not order versions (SemVer).
	 */
	private static int[] versionParts(String version) {
		int plus = version.indexOf('+');
		String[] parts = ((plus >= 0) ? version.substring(0, plus) : version).split("\\.");
		int[] numbers = new int[parts.length];
		for (int i = 0; i < parts.length; i++) {
			numbers[i] = Integer.parseInt(parts[i]);
		}
		return numbers;
	}

	private static int compareParts(int[] a, int[] b) {
		for (int i = 0; i < Math.min(a.length, b.length); i++) {
			if (a[i] != b[i]) {
				return Integer.compare(a[i], b[i]);
			}
		}
		return Integer.compare(a.length, b.length);
	}

}
