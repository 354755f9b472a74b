package io.manifeststudio.export.helm;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Base64;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import io.manifeststudio.export.ExportSettings;
import io.manifeststudio.export.ExportTooLargeException;
import io.manifeststudio.export.SecretFactory;
import io.manifeststudio.manifest.model.ManifestCodec;
import io.manifeststudio.manifest.model.RoleManifest;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

/**
 * A plain variable with a large default in the chart: its value is {@code env.<NAME>} as
 * for every plain variable, written into the Secret {@code secrets} once and read from
 * there by each container, as the Kubernetes YAML export does; never copied into each
 * workload template.
 */
class HelmChartLargeDefaultTests {

	static final String LARGE = "y".repeat(SecretFactory.LARGE_VALUE_BYTES * 2);

	@TempDir
	Path dir;

	static String manifest(int groups, String big) {
		StringBuilder text = new StringBuilder("instance_groups:\n");
		for (int i = 0; i < groups; i++) {
			text.append("- name: group-")
				.append(i)
				.append("\n  jobs:\n  - name: tor\n    release: tor\n")
				.append("    properties:\n      bosh_containerization:\n        run: {memory: 64}\n");
		}
		return text.append("configuration:\n  templates:\n    properties.tor.big: ((BIG))\n")
			.append("variables:\n- name: BIG\n  options:\n    description: A large default\n    default: ")
			.append(big)
			.append("\n")
			.toString();
	}

	HelmChart chart(String text) {
		RoleManifest manifest = new ManifestCodec().read(text);
		return new HelmChartExporter().export(manifest,
				new HelmChartOptions(ExportSettings.defaults(), SidecarMode.AUTO, ChartProvenance.of("big", 1, text)));
	}

	@Test
	void theChartWritesTheDefaultOnceInItsValues() {
		HelmChart chart = chart(manifest(200, "z".repeat(900_000)));

		long copies = chart.files().values().stream().filter((file) -> file.contains("z".repeat(1000))).count();
		assertThat(copies).isEqualTo(1);
		assertThat(chart.files().get("values.yaml")).contains("z".repeat(900_000));
		assertThat(chart.tgz().length).isLessThan(1024 * 1024);
	}

	@Test
	void theRenderedChartReadsTheDefaultFromTheSecretAsTheKubernetesExportDoes() {
		Path archive = HelmCharts.write(chart(manifest(2, LARGE)), this.dir);

		List<Map<String, Object>> rendered = HelmCharts.documents(HelmCharts.template(archive, "1.33.0", Map.of()));
		Map<String, Map<String, Object>> objects = HelmCharts.byKindAndName(rendered);
		assertThat(((Map<?, ?>) objects.get("Secret/secrets").get("data")).get("big")).isEqualTo(base64(LARGE));
		Map<String, Object> expected = Map.of("name", "BIG", "valueFrom",
				Map.of("secretKeyRef", Map.of("name", "secrets", "key", "big")));
		assertThat(env(objects.get("StatefulSet/group-0"))).contains(expected);
		assertThat(env(objects.get("StatefulSet/group-1"))).contains(expected);

		String overridden = HelmCharts.template(archive, "1.33.0", Map.of("env.BIG", "short"));
		assertThat(((Map<?, ?>) HelmCharts.byKindAndName(HelmCharts.documents(overridden))
			.get("Secret/secrets")
			.get("data")).get("big")).isEqualTo(base64("short"));
		assertThat(HelmCharts.lint(archive).isFailed()).isFalse();
	}

	@Test
	void aChartLargerThanTheLimitIsRefused() {
		String text = manifest(20, "small");
		RoleManifest manifest = new ManifestCodec().read(text);
		HelmChartOptions options = new HelmChartOptions(ExportSettings.defaults(), SidecarMode.AUTO,
				ChartProvenance.of("big", 1, text));
		long size = chart(text).files().values().stream().mapToLong(String::length).sum();

		assertThat(new HelmChartExporter(size).export(manifest, options).files()).hasSize(8 + 20);
		assertThatExceptionOfType(ExportTooLargeException.class)
			.isThrownBy(() -> new HelmChartExporter(size - 1).export(manifest, options))
			.withMessageContaining("Helm chart would be larger than");
	}

	@SuppressWarnings("unchecked")
	static List<Object> env(Map<String, Object> workload) {
		Map<?, ?> spec = (Map<?, ?>) ((Map<?, ?>) ((Map<?, ?>) workload.get("spec")).get("template")).get("spec");
		return (List<Object>) ((Map<?, ?>) ((List<?>) spec.get("containers")).get(0)).get("env");
	}

	private static String base64(String text) {
		return Base64.getEncoder().encodeToString(text.getBytes(StandardCharsets.UTF_8));
	}

}
