package io.manifeststudio.export;

import java.io.ByteArrayInputStream;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import io.manifeststudio.export.helm.ChartDefaults;
import io.manifeststudio.manifest.model.ManifestCodec;
import io.manifeststudio.manifest.model.RoleManifest;
import io.manifeststudio.release.BoshRelease;
import io.manifeststudio.release.ReleaseReader;
import io.manifeststudio.release.ReleaseResolution;
import io.manifeststudio.release.ReleaseTarballs;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * With the BOSH releases, each container gets only the variables its jobs' properties
 * read (fissile's {@code GetVariablesForRole}), and the chart wires the BOSH links
 * ({@code CONFIGGIN_IMPORT_<GROUP>}); without them every container gets every variable of
 * a global template.
 */
class ReleaseEnvironmentTests {

	private static final BoshRelease RELEASE = new ReleaseReader()
		.readTarball(new ByteArrayInputStream(ReleaseTarballs.release("app", "1",
				"name: db\nproperties:\n  db.password: {}\n  db.port: {default: 5432}\nprovides:\n- name: database\n  type: sql\n",
				"name: web\nproperties:\n  web.admin_secret: {}\n  web.db: {}\nconsumes:\n- name: database\n  type: sql\n")));

	private static final RoleManifest MANIFEST = new ManifestCodec().read("""
			instance_groups:
			- name: pg
			  jobs:
			  - name: db
			    release: app
			    properties: {bosh_containerization: {run: {memory: 1}}}
			- name: frontend
			  jobs:
			  - name: web
			    release: app
			    properties: {bosh_containerization: {run: {memory: 1}}}
			releases:
			- {name: app, version: "1"}
			configuration:
			  templates:
			    properties.db.password: ((DB_PASSWORD))
			    properties.web.admin_secret: ((ADMIN_SECRET))
			    properties.web.db.url: postgres://pg:((DB_PORT))
			variables:
			- name: ADMIN_SECRET
			  type: password
			  options: {description: the admin secret}
			- name: DB_PASSWORD
			  type: password
			  options: {description: the database password}
			- name: DB_PORT
			  options: {description: the port, default: "5432"}
			""");

	@Test
	void withTheReleasesEachContainerGetsOnlyWhatItsJobsRead() {
		ExportSettings settings = ExportSettings.defaults()
			.withReleases(ReleaseResolution.of(MANIFEST, List.of(RELEASE)));
		KubernetesObjects objects = new KubernetesObjects(MANIFEST, settings,
				ChartDefaults.expressions(MANIFEST, settings));
		assertThat(envNames(objects, "pg")).contains("DB_PASSWORD").doesNotContain("ADMIN_SECRET", "DB_PORT");
		// properties.web.db.url is below the job's property web.db
		assertThat(envNames(objects, "frontend")).contains("ADMIN_SECRET", "DB_PORT").doesNotContain("DB_PASSWORD");
		// the Kubernetes YAML has no chart version to tag with: fissile's kube mode had
		// no configgin entries either
		assertThat(envNames(objects, "frontend"))
			.noneMatch((name) -> name.startsWith("CONFIGGIN_IMPORT_") || name.equals("CONFIGGIN_VERSION_TAG"));
	}

	@Test
	void withoutThemEveryContainerGetsEveryVariable() {
		KubernetesObjects objects = new KubernetesObjects(MANIFEST, ExportSettings.defaults(),
				ChartDefaults.expressions(MANIFEST, ExportSettings.defaults()));
		assertThat(envNames(objects, "pg")).contains("DB_PASSWORD", "ADMIN_SECRET", "DB_PORT");
		assertThat(envNames(objects, "frontend")).contains("DB_PASSWORD", "ADMIN_SECRET", "DB_PORT");
	}

	@Test
	void theChartWiresTheLinksToTheProvidersSecret() {
		ExportSettings settings = ExportSettings.defaults()
			.withReleases(ReleaseResolution.of(MANIFEST, List.of(RELEASE)));
		KubernetesObjects chart = new KubernetesObjects(MANIFEST, settings, settings.sidecarStyle(),
				HelmExpressions.KEEP);
		List<Map<String, Object>> env = env(chart, "frontend");
		assertThat(env).contains(Map.of("name", "CONFIGGIN_IMPORT_PG", "valueFrom",
				Map.of("secretKeyRef", Map.of("name", "pg", "key", ""))));
		assertThat(env).extracting((entry) -> entry.get("name")).contains("CONFIGGIN_VERSION_TAG");
		assertThat(envNames(chart, "pg")).contains("CONFIGGIN_VERSION_TAG")
			.noneMatch((name) -> name.startsWith("CONFIGGIN_IMPORT_"));
		KubernetesObjects withoutReleases = new KubernetesObjects(MANIFEST, ExportSettings.defaults(),
				ExportSettings.defaults().sidecarStyle(), HelmExpressions.KEEP);
		assertThat(envNames(withoutReleases, "frontend")).contains("CONFIGGIN_VERSION_TAG")
			.noneMatch((name) -> name.startsWith("CONFIGGIN_IMPORT_"));
	}

	/**
	 * A secret generator of SCF's kind: its job reads fissile's built-in generator
	 * variables.
	 */
	private static final BoshRelease HELPER = new ReleaseReader()
		.readTarball(new ByteArrayInputStream(ReleaseTarballs.release("scf-helper", "1",
				"name: generate-secrets\nproperties:\n  scf.secrets.generation: {}\n  scf.secrets.is_install: {}\n"
						+ "  scf.secrets.name: {}\n  scf.secrets.namespace: {}\n",
				"name: api\nproperties:\n  api.password: {}\n")));

	static final RoleManifest GENERATOR = read(
			"src/test/resources/manifests/fissile-history/catalog-secret-generator.yml");

	/**
	 * A script's variable without a default, which no template names (fissile validate
	 * refused it as unused).
	 */
	static final String UNSET_ENVIRONMENT = "- name: UNSET_ENVIRONMENT\n  options:\n    type: environment\n";

	private static RoleManifest read(String path) {
		try {
			return new ManifestCodec()
				.read(java.nio.file.Files.readString(java.nio.file.Path.of(path)) + UNSET_ENVIRONMENT);
		}
		catch (java.io.IOException ex) {
			throw new java.io.UncheckedIOException(ex);
		}
	}

	/**
	 * fissile's GetVariablesForRole (model/mustache.go, since 4c3f655d) kept a referenced
	 * {@code environment} variable whose default is not {@code ""} (an unset one is nil,
	 * which is not ""), and kube/pod.go gave the generator's built-ins their values: with
	 * a release catalog the generator keeps its inputs.
	 */
	@Test
	void withTheReleasesTheGeneratorKeepsFissilesBuiltIns() {
		ExportSettings settings = ExportSettings.defaults()
			.withReleases(ReleaseResolution.of(GENERATOR, List.of(HELPER)));
		List<Map<String, Object>> env = env(
				new KubernetesObjects(GENERATOR, settings, ChartDefaults.expressions(GENERATOR, settings)),
				"secret-generation");
		assertThat(env).contains(Map.of("name", "KUBE_SECRETS_GENERATION_NAME", "value", "secrets-1"),
				Map.of("name", "KUBE_SECRETS_GENERATION_COUNTER", "value", "1"),
				Map.of("name", "HELM_IS_INSTALL", "value", "true"));
		assertThat(env).extracting((entry) -> entry.get("name")).doesNotContain("UNSET_ENVIRONMENT");
		List<Map<String, Object>> withoutReleases = env(new KubernetesObjects(GENERATOR, ExportSettings.defaults(),
				ChartDefaults.expressions(GENERATOR, ExportSettings.defaults())), "secret-generation");
		assertThat(withoutReleases).extracting((entry) -> entry.get("name"))
			.containsAll(env.stream().map((entry) -> entry.get("name")).toList());
	}

	private static List<String> envNames(KubernetesObjects objects, String group) {
		return env(objects, group).stream().map((entry) -> (String) entry.get("name")).toList();
	}

	@SuppressWarnings("unchecked")
	private static List<Map<String, Object>> env(KubernetesObjects objects, String group) {
		Map<String, Object> workload = objects.pod(group).orElseThrow().workload().content();
		Map<String, Object> template = (Map<String, Object>) ((Map<String, Object>) workload.get("spec"))
			.get("template");
		List<Map<String, Object>> containers = (List<Map<String, Object>>) ((Map<String, Object>) template.get("spec"))
			.get("containers");
		return (List<Map<String, Object>>) containers.get(0).get("env");
	}

}
