package io.manifeststudio.export.helm;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import io.manifeststudio.export.ExportSettings;
import io.manifeststudio.export.KubeVersion;
import io.manifeststudio.manifest.model.ManifestCodec;
import io.manifeststudio.manifest.yaml.ManifestYamlWriter;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Golden files of the chart {@code secrets-example.yml} exports with
 * {@code secrets.generate: helm} (every chart file, under
 * {@code src/test/resources/golden/helm/secrets-example/}), and of what Helm renders for
 * 1.33 with the one required value, each generated value replaced by its kind (they are
 * new on every render); and the same for fissile's worked example
 * ({@code colocated-example/}, as {@link HelmChartGoldenTests} exports it) in helm mode,
 * under {@code colocated-example-helm-secrets/}, rendered for 1.27 and 1.33. Regenerate
 * with {@code mvn -o test -Dtest=HelmSecretsGoldenTests -Dgolden.update=true} and review
 * the diff.
 */
class HelmSecretsGoldenTests {

	static final Path EXAMPLE = Path.of("src/test/resources/manifests/secrets-example.yml");

	@TempDir
	Path dir;

	@Test
	@SuppressWarnings("unchecked")
	void chartFilesAndRenderedOutputMatchTheGoldenFiles() throws IOException {
		String text = Files.readString(EXAMPLE);
		HelmChart chart = new HelmChartExporter().export(new ManifestCodec().read(text),
				new HelmChartOptions(ExportSettings.defaults(), SidecarMode.AUTO,
						ChartProvenance.of("secrets-example", 1, text), SecretGeneration.HELM));
		chart.files()
			.forEach((path, content) -> HelmChartGoldenTests.assertGolden("secrets-example/chart/" + path, content));
		Path archive = HelmCharts.write(chart, this.dir);
		List<Map<String, Object>> objects = HelmCharts
			.documents(HelmCharts.template(archive, "1.33.0", Map.of("env.DOMAIN", "example.com")));
		assertThat(objects).noneMatch((object) -> String.valueOf(object.get("metadata")).contains("secret-generation"));
		for (Map<String, Object> object : objects) {
			if ("Secret".equals(object.get("kind")) && object.get("data") instanceof Map<?, ?> data) {
				Map<String, Object> masked = new LinkedHashMap<>();
				((Map<String, Object>) data).forEach((key, value) -> masked.put(key, mask(key, value)));
				object.put("data", masked);
			}
		}
		HelmChartGoldenTests.assertGolden("secrets-example/rendered-1.33.yaml",
				new org.yaml.snakeyaml.Yaml(ManifestYamlWriter.options()).dumpAll(objects.iterator()));
	}

	@Test
	void fissilesWorkedExampleInHelmModeMatchesTheGoldenFiles() throws IOException {
		Path source = HelmChartGoldenTests.EXAMPLES.get("colocated-example");
		org.junit.jupiter.api.Assumptions.assumeTrue(Files.exists(source),
				source + " is absent (shared fixtures missing)");
		String text = Files.readString(source);
		ExportSettings settings = new ExportSettings(KubeVersion.DEFAULT, "docker.io", "myorg", "fissile", "1.0.0",
				List.of("192.168.77.77"));
		HelmChart chart = new HelmChartExporter().export(new ManifestCodec().read(text), new HelmChartOptions(settings,
				SidecarMode.AUTO, ChartProvenance.of("colocated-example", 1, text), SecretGeneration.HELM));
		String golden = "colocated-example-helm-secrets/";
		chart.files().forEach((path, content) -> HelmChartGoldenTests.assertGolden(golden + "chart/" + path, content));
		Path archive = HelmCharts.write(chart, this.dir);
		for (String version : List.of("1.27", "1.33")) {
			List<Map<String, Object>> objects = masked(
					HelmCharts.documents(HelmCharts.template(archive, version + ".0", Map.of())));
			assertThat(objects)
				.noneMatch((object) -> String.valueOf(object.get("metadata")).contains("secret-generation"));
			HelmChartGoldenTests.assertGolden(golden + "rendered-" + version + ".yaml",
					new org.yaml.snakeyaml.Yaml(ManifestYamlWriter.options()).dumpAll(objects.iterator()));
		}
	}

	/** The objects with each generated value of a Secret replaced by its kind. */
	@SuppressWarnings("unchecked")
	static List<Map<String, Object>> masked(List<Map<String, Object>> objects) {
		for (Map<String, Object> object : objects) {
			if ("Secret".equals(object.get("kind")) && object.get("data") instanceof Map<?, ?> data) {
				Map<String, Object> masked = new LinkedHashMap<>();
				((Map<String, Object>) data).forEach((key, value) -> masked.put(key, mask(key, value)));
				object.put("data", masked);
			}
		}
		return objects;
	}

	/**
	 * A generated value, by what it is: a certificate, a key, a fingerprint or a password
	 * of 64 characters.
	 */
	static Object mask(String key, Object value) {
		String decoded = new String(java.util.Base64.getDecoder().decode(String.valueOf(value)),
				java.nio.charset.StandardCharsets.US_ASCII);
		if (decoded.startsWith("-----BEGIN CERTIFICATE-----")) {
			return "<certificate>";
		}
		if (decoded.startsWith("-----BEGIN RSA PRIVATE KEY-----")) {
			return "<RSA private key>";
		}
		if (decoded.matches("([0-9a-f]{2}:){19}[0-9a-f]{2}")) {
			return "<SHA-1 fingerprint>";
		}
		if (decoded.matches("[A-Za-z0-9]{64}")) {
			return "<password of 64 alphanumerics>";
		}
		return value;
	}

}
