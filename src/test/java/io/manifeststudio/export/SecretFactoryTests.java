package io.manifeststudio.export;

import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import io.manifeststudio.export.helm.ChartDefaults;
import io.manifeststudio.manifest.model.RoleManifest;
import io.manifeststudio.export.rules.Validators;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The Secrets the Kubernetes YAML export writes before the pods, so that the export
 * applies on its own: the {@code deployment-manifest} every pod mounts and the
 * {@code secrets} its secret variables read.
 */
class SecretFactoryTests {

	/**
	 * {@code web} reads API_PASSWORD through its own template and, as every container,
	 * the internal secret INTERNAL_TOKEN; the manual task {@code rotate} (left out of a
	 * whole-manifest export) reads ROTATION_KEY; PLAIN is no secret.
	 */
	private static final String MANIFEST = """
			instance_groups:
			- name: web
			  jobs:
			  - name: tor
			    release: tor
			    properties:
			      bosh_containerization:
			        run: {}
			  configuration:
			    templates:
			      properties.tor.password: ((API_PASSWORD))
			      properties.tor.plain: ((PLAIN))
			      properties.tor.port: ((PORT_SECRET))
			- name: rotate
			  type: bosh-task
			  jobs:
			  - name: tor
			    release: tor
			    properties:
			      bosh_containerization:
			        run:
			          flight-stage: manual
			  configuration:
			    templates:
			      properties.tor.key: ((ROTATION_KEY))
			variables:
			- name: API_PASSWORD
			  options:
			    description: The API's password
			    secret: true
			    default: hunter2
			- name: INTERNAL_TOKEN
			  options:
			    description: A token every container gets
			    secret: true
			    internal: true
			- name: PLAIN
			  options:
			    description: No secret
			    default: visible
			- name: PORT_SECRET
			  options:
			    description: A secret number
			    secret: true
			    default: 8080
			- name: ROTATION_KEY
			  options:
			    description: Read by the manual task only
			    secret: true
			    default: s3cr3t
			""";

	private final RoleManifest manifest = ExportTestSupport.manifest(MANIFEST);

	@Test
	void theWholeExportWritesTheSecretsFirstWithOneKeyPerSecretItsPodsRead() {
		List<Map<String, Object>> documents = ExportTestSupport.documents(export(null));

		assertThat(documents).extracting((document) -> document.get("kind") + "/" + name(document))
			.containsExactly("Secret/deployment-manifest", "Secret/secrets", "StatefulSet/web");
		Map<String, Object> secrets = documents.get(1);
		// sorted by key; the default base64-encoded, non-strings as JSON, "" without a
		// default; the key only the
		// manual task reads is left out, and plain variables are no keys at all
		assertThat(secrets.get("data"))
			.isEqualTo(Map.of("api-password", base64("hunter2"), "internal-token", "", "port-secret", base64("8080")));
		assertThat(secrets).containsEntry("type", "Opaque")
			.containsEntry("metadata",
					Map.of("name", "secrets", "labels", Map.of("app.kubernetes.io/component", "secrets")));
	}

	@Test
	void eachKeyTheContainersReadIsInTheSecretTheyReadItFrom() {
		List<Map<String, Object>> documents = ExportTestSupport.documents(export(null));
		Map<?, ?> data = (Map<?, ?>) documents.get(1).get("data");
		List<Map<String, Object>> containers = KubernetesObjectsTests
			.containers(KubernetesObjectsTests.podSpec(documents.get(2)), "containers");
		List<String> read = containers.stream()
			.flatMap((container) -> ((List<?>) container.get("env")).stream())
			.map((entry) -> ((Map<?, ?>) entry).get("valueFrom"))
			.filter((from) -> from instanceof Map<?, ?> map && map.get("secretKeyRef") instanceof Map<?, ?> ref
					&& "secrets".equals(ref.get("name")))
			.map((from) -> String.valueOf(((Map<?, ?>) ((Map<?, ?>) from).get("secretKeyRef")).get("key")))
			.toList();
		assertThat(read).isNotEmpty();
		assertThat(data.keySet().stream().map(String::valueOf).toList()).containsExactlyInAnyOrderElementsOf(read);
	}

	@Test
	void onePodsExportHasTheKeysOfThatPodOnly() {
		List<Map<String, Object>> documents = ExportTestSupport.documents(export("rotate"));

		assertThat(documents).extracting((document) -> document.get("kind") + "/" + name(document))
			.containsExactly("Secret/deployment-manifest", "Secret/secrets", "Job/rotate");
		assertThat(documents.get(1).get("data"))
			.isEqualTo(Map.of("internal-token", "", "rotation-key", base64("s3cr3t")));
	}

	@Test
	void theDeploymentManifestIsFissilesEmptyBoshPropertySet() {
		Map<String, Object> secret = ExportTestSupport.documents(export(null)).get(0);

		assertThat(secret).isEqualTo(Map.of("apiVersion", "v1", "kind", "Secret", "metadata",
				Map.of("name", "deployment-manifest", "labels",
						Map.of("app.kubernetes.io/component", "deployment-manifest")),
				"type", "Opaque", "data", Map.of("deployment-manifest", "")));
	}

	@Test
	void aManifestWithoutSecretVariablesStillGetsBothSecretsSoItsPodsStart() {
		RoleManifest plain = ExportTestSupport.manifest("""
				instance_groups:
				- name: web
				  jobs:
				  - name: tor
				    release: tor
				    properties:
				      bosh_containerization:
				        run: {}
				""");
		List<KubeObject> secrets = SecretFactory.secrets(plain, new KubernetesObjects(plain, ExportSettings.defaults(),
				ChartDefaults.expressions(plain, ExportSettings.defaults()))
			.all());

		assertThat(secrets).extracting(KubeObject::name).containsExactly("deployment-manifest", "secrets");
		assertThat(secrets.get(1).content()).containsEntry("data", Map.of());
	}

	@Test
	void aKeyRecordsItsVariableAsItsOrigin() {
		KubeObject secrets = SecretFactory
			.secrets(this.manifest,
					new KubernetesObjects(this.manifest, ExportSettings.defaults(),
							ChartDefaults.expressions(this.manifest, ExportSettings.defaults()))
						.all())
			.get(1);

		assertThat(secrets.origins().resolve("data[api-password]").toString()).isEqualTo("variables[0]");
		assertThat(secrets.origins().resolve("data[port-secret]").toString()).isEqualTo("variables[3]");
	}

	private String export(String pod) {
		ExportSettings settings = ExportSettings.defaults();
		return new KubernetesExport(ChartDefaults::expressions)
			.export(this.manifest, settings, pod, Validators.create(settings))
			.yaml();
	}

	private static Object name(Map<String, Object> document) {
		return ((Map<?, ?>) document.get("metadata")).get("name");
	}

	private static String base64(String text) {
		return Base64.getEncoder().encodeToString(text.getBytes(StandardCharsets.UTF_8));
	}

}
