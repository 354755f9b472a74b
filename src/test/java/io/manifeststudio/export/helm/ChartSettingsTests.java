package io.manifeststudio.export.helm;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;

import io.manifeststudio.export.ExportSettings;
import io.manifeststudio.manifest.model.ManifestCodec;
import io.manifeststudio.manifest.model.RoleManifest;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The chart settings of fissile's chart that this chart honours as fissile's did
 * (kube/pod.go, kube/values.go), or refuses where it renders nothing for them, rendered
 * with real Helm with and without each setting.
 */
class ChartSettingsTests {

	private static final Path FIXTURE = Path
		.of("src/test/resources/manifests/chart-settings/host-volume-and-immutable-secret.yml");

	@TempDir
	Path dir;

	private Path archive;

	private HelmChart chart;

	@BeforeEach
	void export() throws IOException {
		String text = Files.readString(FIXTURE);
		RoleManifest manifest = new ManifestCodec().read(text);
		this.chart = new HelmChartExporter().export(manifest, new HelmChartOptions(ExportSettings.defaults(),
				SidecarMode.AUTO, ChartProvenance.of("settings", 1, text)));
		this.archive = HelmCharts.write(this.chart, this.dir);
		assertThat(HelmCharts.lint(this.archive).isFailed()).isFalse();
	}

	@Test
	void hostVolumesAreMountedOnlyWhenHostPathIsAvailable() {
		Map<String, Object> pod = cellPod(Map.of());
		assertThat(volumeNames(pod)).containsExactly("garden-data", "deployment-manifest");
		assertThat(mountNames(pod)).doesNotContain("host-cgroup").contains("garden-data");

		Map<String, Object> available = cellPod(Map.of("kube.hostpath_available", "true"));
		assertThat(volumeNames(available)).contains("host-cgroup", "garden-data");
		assertThat(mountNames(available)).contains("host-cgroup", "garden-data");
	}

	@Test
	void registryCredentialsAreReferencedOnlyWhenMade() {
		List<Map<String, Object>> anonymous = render(Map.of());
		assertThat(kinds(anonymous)).doesNotContain("Secret/registry-credentials");
		assertThat(HelmChartRenderingTests.podSpec(workload(anonymous))).doesNotContainKey("imagePullSecrets");

		List<Map<String, Object>> withUser = render(
				Map.of("kube.registry.username", "robot", "kube.registry.password", "secret"));
		assertThat(kinds(withUser)).contains("Secret/registry-credentials");
		assertThat(HelmChartRenderingTests.podSpec(workload(withUser))).containsEntry("imagePullSecrets",
				List.of(Map.of("name", "registry-credentials")));
	}

	@Test
	@SuppressWarnings("unchecked")
	void anImmutableGeneratedSecretIsNeitherOfferedNorAccepted() {
		Map<String, Object> values = (Map<String, Object>) new Yaml(new SafeConstructor(new LoaderOptions()))
			.load(this.chart.files().get("values.yaml"));
		assertThat((Map<String, Object>) values.get("secrets")).containsKey("CELL_PASSWORD")
			.doesNotContainKey("CELL_KEY");
		assertThat(render(Map.of("secrets.CELL_PASSWORD", "chosen"))).isNotEmpty();
		assertThatThrownBy(() -> render(Map.of("secrets.CELL_KEY", "chosen"))).hasMessageContaining("CELL_KEY");
	}

	@Test
	void settingsTheChartDoesNotRenderAreRefused() {
		assertThatThrownBy(() -> render(Map.of("config.use_istio", "true"))).hasMessageContaining("use_istio");
		assertThatThrownBy(() -> render(Map.of("ingress.tls.crt", "x"))).hasMessageContaining("tls");
		assertThat(render(Map.of("ingress.enabled", "true"))).isNotEmpty();
	}

	private List<Map<String, Object>> render(Map<String, Object> set) {
		return HelmCharts.documents(HelmCharts.template(this.archive, "1.33.0", set));
	}

	private Map<String, Object> cellPod(Map<String, Object> set) {
		return HelmChartRenderingTests.podSpec(workload(render(set)));
	}

	private static Map<String, Object> workload(List<Map<String, Object>> objects) {
		return objects.stream()
			.filter((object) -> "StatefulSet".equals(object.get("kind")) || "Deployment".equals(object.get("kind")))
			.findFirst()
			.orElseThrow();
	}

	private static List<String> kinds(List<Map<String, Object>> objects) {
		return new ArrayList<>(HelmCharts.byKindAndName(objects).keySet());
	}

	@SuppressWarnings("unchecked")
	private static List<Object> volumeNames(Map<String, Object> pod) {
		return ((List<Object>) pod.get("volumes")).stream()
			.map((volume) -> ((Map<String, Object>) volume).get("name"))
			.toList();
	}

	@SuppressWarnings("unchecked")
	private static List<Object> mountNames(Map<String, Object> pod) {
		List<Object> names = new ArrayList<>();
		for (Object container : (List<Object>) pod.get("containers")) {
			for (Object mount : (List<Object>) ((Map<String, Object>) container).getOrDefault("volumeMounts",
					List.of())) {
				names.add(((Map<String, Object>) mount).get("name"));
			}
		}
		return names;
	}

}
