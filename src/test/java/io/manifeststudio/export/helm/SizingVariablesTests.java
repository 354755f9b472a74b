package io.manifeststudio.export.helm;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import io.manifeststudio.export.ExportSettings;
import io.manifeststudio.manifest.model.ManifestCodec;
import io.manifeststudio.manifest.model.RoleManifest;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * fissile's built-in sizing variables ({@code kube/pod.go} getEnvVarsFromConfigs; commits
 * cf6318dd and a3d6f101): the TCP router's port range gives {@code _MIN} 20000 and
 * {@code _MAX} 20008, and in the chart {@code _MAX} and {@code KUBE_SIZING_NATS_COUNT}
 * follow {@code sizing.<group>.ports.<port>.count} and {@code sizing.<group>.count} at
 * install (rendered by Helm).
 */
class SizingVariablesTests {

	private static final Path FIXTURE = Path
		.of("src/test/resources/manifests/fissile-history/sizing-variables-tcp-router.yml");

	@TempDir
	Path dir;

	@Test
	void theKubernetesExportWritesThePortRangeAndTheMinimumCount() throws IOException {
		RoleManifest manifest = new ManifestCodec().read(Files.readString(FIXTURE));
		List<Map<String, Object>> objects = HelmCharts.kubernetesExport(manifest, ExportSettings.defaults(), "1.33.0");
		Map<String, Object> env = env(objects, "tcp-router");
		assertThat(env).containsEntry("KUBE_SIZING_TCP_ROUTER_PORTS_TCP_ROUTE_MIN", "20000")
			.containsEntry("KUBE_SIZING_TCP_ROUTER_PORTS_TCP_ROUTE_MAX", "20008")
			.containsEntry("KUBE_SIZING_NATS_COUNT", "1");
	}

	@Test
	void theChartFollowsTheSizingValuesAtInstall() throws IOException {
		String text = Files.readString(FIXTURE);
		RoleManifest manifest = new ManifestCodec().read(text);
		HelmChart chart = new HelmChartExporter().export(manifest, new HelmChartOptions(ExportSettings.defaults(),
				SidecarMode.AUTO, ChartProvenance.of("sizing", 1, text)));
		Path archive = HelmCharts.write(chart, this.dir);
		assertThat(HelmCharts.lint(archive).isFailed()).isFalse();
		Map<String, Object> defaults = env(HelmCharts.documents(HelmCharts.template(archive, "1.33.0", Map.of())),
				"tcp-router");
		assertThat(defaults).containsEntry("KUBE_SIZING_TCP_ROUTER_PORTS_TCP_ROUTE_MIN", "20000")
			.containsEntry("KUBE_SIZING_TCP_ROUTER_PORTS_TCP_ROUTE_MAX", "20008")
			.containsEntry("KUBE_SIZING_NATS_COUNT", "1");
		Map<String, Object> set = env(
				HelmCharts.documents(HelmCharts.template(archive, "1.33.0",
						Map.of("sizing.tcp_router.ports.tcp_route.count", "4", "sizing.nats.count", "3"))),
				"tcp-router");
		assertThat(set).containsEntry("KUBE_SIZING_TCP_ROUTER_PORTS_TCP_ROUTE_MAX", "20003")
			.containsEntry("KUBE_SIZING_NATS_COUNT", "3");
		Map<String, Object> ha = env(
				HelmCharts.documents(HelmCharts.template(archive, "1.33.0", Map.of("config.HA", "true"))),
				"tcp-router");
		assertThat(ha).containsEntry("KUBE_SIZING_NATS_COUNT", "2");
	}

	@SuppressWarnings("unchecked")
	private static Map<String, Object> env(List<Map<String, Object>> objects, String group) {
		for (Map<String, Object> object : objects) {
			Map<String, Object> metadata = (Map<String, Object>) object.get("metadata");
			if (!"StatefulSet".equals(object.get("kind")) || !group.equals(metadata.get("name"))) {
				continue;
			}
			Map<String, Object> spec = HelmChartRenderingTests.podSpec(object);
			Map<String, Object> container = (Map<String, Object>) ((List<Object>) spec.get("containers")).get(0);
			Map<String, Object> env = new java.util.LinkedHashMap<>();
			for (Object entry : (List<Object>) container.get("env")) {
				Map<String, Object> variable = (Map<String, Object>) entry;
				env.put(String.valueOf(variable.get("name")), variable.get("value"));
			}
			return env;
		}
		throw new AssertionError("no StatefulSet " + group);
	}

}
