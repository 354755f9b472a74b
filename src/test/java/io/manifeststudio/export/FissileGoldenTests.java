package io.manifeststudio.export;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import io.manifeststudio.export.helm.ChartDefaults;
import io.manifeststudio.manifest.model.RoleManifest;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Our objects for fissile's worked example (fissile-reference.md §3.10) against fissile's
 * real {@code fissile build kube} output ({@code bosh/web.yaml} and
 * {@code secrets/*.yaml}), field by field. Every difference is one we chose; each is
 * applied to fissile's output below, with its reason, and everything else must be equal.
 */
class FissileGoldenTests {

	private static final String EXAMPLE = "fissile/fissile-output-examples/colocated-example-role-manifest.yml";

	private static final String FISSILE_OUTPUT = "fissile/fissile-output-examples/colocated-example-kube/bosh/web.yaml";

	private static final String FISSILE_SECRETS = "fissile/fissile-output-examples/colocated-example-kube/secrets/";

	/**
	 * The image settings fissile was run with (organization {@code myorg}, repository
	 * {@code fissile}).
	 */
	private static final ExportSettings SETTINGS = new ExportSettings(KubeVersion.DEFAULT, "", "myorg", "fissile",
			"1.0.0", List.of("192.168.77.77"));

	private List<Map<String, Object>> fissile;

	/**
	 * Our objects for the example as the export writes them: the two Secrets, then the
	 * pod's objects.
	 */
	private List<Map<String, Object>> ours;

	/** The pod's objects among {@link #ours}: its Services, then its StatefulSet. */
	private List<Map<String, Object>> pod;

	@BeforeEach
	void render() {
		RoleManifest manifest = ExportTestSupport.manifest(ExportTestSupport.fixture(EXAMPLE));
		this.fissile = ExportTestSupport.documents(ExportTestSupport.read(ExportTestSupport.fixture(FISSILE_OUTPUT)));
		this.ours = ExportTestSupport.documents(export(manifest));
		this.pod = this.ours.subList(2, this.ours.size());
	}

	private static String export(RoleManifest manifest) {
		return new KubernetesYamlWriter().write(KubernetesExport.objects(manifest,
				new KubernetesObjects(manifest, SETTINGS, ChartDefaults.expressions(manifest, SETTINGS)).all()));
	}

	@Test
	void statefulSetEqualsFissilesExceptTheChosenDifferences() {
		Map<String, Object> expected = this.fissile.get(1);
		Map<String, Object> template = at(expected, "spec", "template");
		Map<String, Object> metadata = at(template, "metadata");
		// Reason: fissile's selector (skiff-role-name) does not match its kube-mode
		// template labels, which the API
		// server rejects (`selector` does not match template `labels`); we add the label
		// the selector needs.
		((Map<String, Object>) at(metadata, "labels")).put("skiff-role-name", "web");
		// Reason: we leave out empty and null fields (annotations: {}, livenessProbe: ~,
		// readinessProbe: ~).
		metadata.remove("annotations");
		List<Map<String, Object>> containers = list(at(template, "spec"), "containers");
		for (Map<String, Object> container : containers) {
			container.values().removeIf((value) -> value == null);
		}
		// Reason: fissile's tag is a SHA1 over release contents a manifest cannot give;
		// the tag is a setting.
		containers.get(0).put("image", "myorg/fissile-web:1.0.0");
		containers.get(1).put("image", "myorg/fissile-log-agent:1.0.0");

		assertThat(this.pod.get(this.pod.size() - 1)).isEqualTo(expected);
	}

	@Test
	void servicesEqualFissilesExceptTheChosenDifferences() {
		Map<String, Object> list = this.fissile.get(0);
		assertThat(list).containsEntry("kind", "List");
		// Reason: one document per Service instead of a client-side `kind: List` (see
		// KubernetesYamlWriter).
		List<Map<String, Object>> expected = new ArrayList<>(list(list, "items"));
		// Reason (fissile-reference.md §2.6 #5): the colocated log-agent's port 9100
		// reaches Services: log-agent
		// gets its own headless and ClusterIP Service (no public port, so no -public
		// Service).
		expected.add(service("web-log-agent-set", true, 0));
		expected.add(service("web-log-agent", false, 9100));

		assertThat(this.pod.subList(0, this.pod.size() - 1)).isEqualTo(expected);
	}

	@Test
	void secretsEqualFissilesExceptTheChosenDifferences() {
		Map<String, Object> deploymentManifest = secret("deployment-manifest-secret.yaml");
		Map<String, Object> secrets = secret("secrets.yaml");
		// Reason: we state the type of every Secret we write; Opaque is what the API
		// server defaults it to, and what
		// fissile wrote on its deployment-manifest Secret.
		secrets.put("type", "Opaque");
		// Not written: fissile's registry-credentials Secret
		// (secrets/registry-secret.yaml) holds an empty
		// .dockercfg, no credentials at all; a pod whose pull secret is missing still
		// starts (the kubelet pulls
		// without it), and registry credentials are not an export setting (the Helm chart
		// makes that Secret from
		// kube.registry.username and password).

		// The example has no variables: secrets holds no key, and deployment-manifest is
		// empty, as in fissile's.
		assertThat(this.ours.subList(0, 2)).containsExactly(deploymentManifest, secrets);
	}

	private static Map<String, Object> secret(String file) {
		List<Map<String, Object>> documents = ExportTestSupport
			.documents(ExportTestSupport.read(ExportTestSupport.fixture(FISSILE_SECRETS + file)));
		assertThat(documents).hasSize(1);
		return documents.get(0);
	}

	@Test
	void ourOutputForTheExampleMatchesItsGoldenFile() {
		RoleManifest manifest = ExportTestSupport.manifest(ExportTestSupport.fixture(EXAMPLE));
		ExportTestSupport.assertGolden("colocated-example-1.33.yaml", export(manifest));
	}

	private static Map<String, Object> service(String name, boolean headless, int targetPort) {
		Map<String, Object> spec = new LinkedHashMap<>();
		if (headless) {
			spec.put("clusterIP", "None");
		}
		spec.put("ports", new ArrayList<>(
				List.of(ordered("name", "metrics", "port", 9100, "protocol", "TCP", "targetPort", targetPort))));
		spec.put("selector", ordered("app.kubernetes.io/component", "web"));
		return ordered("apiVersion", "v1", "kind", "Service", "metadata",
				ordered("name", name, "labels", ordered("app.kubernetes.io/component", name)), "spec", spec);
	}

	private static Map<String, Object> ordered(Object... keysAndValues) {
		Map<String, Object> map = new LinkedHashMap<>();
		for (int i = 0; i < keysAndValues.length; i += 2) {
			map.put((String) keysAndValues[i], keysAndValues[i + 1]);
		}
		return map;
	}

	@SuppressWarnings("unchecked")
	private static Map<String, Object> at(Map<String, Object> map, String... keys) {
		Map<String, Object> current = map;
		for (String key : keys) {
			current = (Map<String, Object>) current.get(key);
		}
		return current;
	}

	@SuppressWarnings("unchecked")
	private static List<Map<String, Object>> list(Map<String, Object> map, String key) {
		return (List<Map<String, Object>>) map.get(key);
	}

}
