package io.manifeststudio.export.helm;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import io.manifeststudio.export.ExportSettings;
import io.manifeststudio.manifest.model.ManifestCodec;
import io.manifeststudio.manifest.model.RoleManifest;
import io.manifeststudio.release.BoshRelease;
import io.manifeststudio.release.ReleaseReader;
import io.manifeststudio.release.ReleaseResolution;
import io.manifeststudio.release.ReleaseTarballs;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * With a release catalog the chart's secret generator Job gets fissile's built-ins as
 * fissile's chart set them ({@code kube/pod.go} getEnvVarsFromConfigs): the generated
 * Secret's name, {@code kube.secrets_generation_counter} and {@code .Release.IsInstall}.
 */
class CatalogGeneratorChartTests {

	private static final Path FIXTURE = Path
		.of("src/test/resources/manifests/fissile-history/catalog-secret-generator.yml");

	private static final BoshRelease HELPER = new ReleaseReader()
		.readTarball(new ByteArrayInputStream(ReleaseTarballs.release("scf-helper", "1",
				"name: generate-secrets\nproperties:\n"
						+ "  scf.secrets.generation: {}\n  scf.secrets.is_install: {}\n  scf.secrets.name: {}\n"
						+ "  scf.secrets.namespace: {}\n",
				"name: api\nproperties:\n  api.password: {}\n")));

	@TempDir
	Path dir;

	@Test
	void theGeneratorJobGetsItsInputsWithTheReleases() throws IOException {
		// the fixture's variables come last: a script's variable without a default, which
		// no template names
		String text = Files.readString(FIXTURE) + "- name: UNSET_ENVIRONMENT\n  options:\n    type: environment\n";
		RoleManifest manifest = new ManifestCodec().read(text);
		ExportSettings settings = ExportSettings.defaults()
			.withReleases(ReleaseResolution.of(manifest, List.of(HELPER)));
		HelmChart chart = new HelmChartExporter().export(manifest,
				new HelmChartOptions(settings, SidecarMode.AUTO, ChartProvenance.of("generator", 3, text)));
		Path archive = HelmCharts.write(chart, this.dir);
		assertThat(HelmCharts.lint(archive).isFailed()).isFalse();
		Map<String, Object> env = jobEnv(HelmCharts
			.documents(HelmCharts.template(archive, "1.33.0", Map.of("kube.secrets_generation_counter", "2"))));
		assertThat(env).containsEntry("KUBE_SECRETS_GENERATION_NAME", UpgradeKeys.generatedSecret(manifest, 2))
			.containsEntry("KUBE_SECRETS_GENERATION_COUNTER", "2")
			.containsEntry("HELM_IS_INSTALL", "true")
			.doesNotContainKey("UNSET_ENVIRONMENT");
	}

	@SuppressWarnings("unchecked")
	private static Map<String, Object> jobEnv(List<Map<String, Object>> objects) {
		for (Map<String, Object> object : objects) {
			if ("Job".equals(object.get("kind"))) {
				Map<String, Object> spec = HelmChartRenderingTests.podSpec(object);
				Map<String, Object> container = (Map<String, Object>) ((List<Object>) spec.get("containers")).get(0);
				Map<String, Object> env = new LinkedHashMap<>();
				for (Object entry : (List<Object>) container.get("env")) {
					Map<String, Object> variable = (Map<String, Object>) entry;
					env.put(String.valueOf(variable.get("name")), variable.get("value"));
				}
				return env;
			}
		}
		throw new AssertionError("no Job");
	}

}
