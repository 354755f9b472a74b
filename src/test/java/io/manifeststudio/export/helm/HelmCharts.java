package io.manifeststudio.export.helm;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import com.marcnuri.helm.Helm;
import com.marcnuri.helm.LintResult;
import com.marcnuri.helm.TemplateCommand;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;

import io.manifeststudio.export.ExportSettings;
import io.manifeststudio.export.KubeObject;
import io.manifeststudio.export.KubeVersion;
import io.manifeststudio.export.KubernetesExport;
import io.manifeststudio.export.KubernetesObjects;
import io.manifeststudio.export.PodObjects;
import io.manifeststudio.manifest.model.InstanceGroup;
import io.manifeststudio.manifest.yaml.ManifestYamlWriter;
import io.manifeststudio.manifest.model.RoleManifest;

/**
 * Test support: writes a chart's archive to disk and runs real Helm (helm-java, the Helm
 * library in-process) on it, and gives the objects to compare: rendered ones without what
 * only the chart adds (Helm's labels, provenance annotations), and the Kubernetes YAML
 * export's for the same version.
 */
final class HelmCharts {

	/**
	 * Labels only the chart adds (fissile's kube/utils.go); the Kubernetes YAML export
	 * has none of them.
	 */
	static final List<String> HELM_LABELS = List.of("app.kubernetes.io/instance", "app.kubernetes.io/managed-by",
			"app.kubernetes.io/name", "app.kubernetes.io/version", "helm.sh/chart");

	/** The namespace the tests render charts into. */
	static final String NAMESPACE = "test";

	private static final Yaml YAML = new Yaml(new SafeConstructor(new LoaderOptions()));

	private static final Yaml DUMPER = new Yaml(ManifestYamlWriter.options());

	private HelmCharts() {
	}

	static Path write(HelmChart chart, Path directory) {
		try {
			Path archive = directory.resolve(chart.fileName());
			Files.write(archive, chart.tgz());
			return archive;
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
	}

	static LintResult lint(Path archive) {
		return new Helm(archive).lint().strict().call();
	}

	static String template(Path archive, String kubeVersion, Map<String, Object> set) {
		return template(archive, kubeVersion, set, NAMESPACE);
	}

	static String template(Path archive, String kubeVersion, Map<String, Object> set, String namespace) {
		TemplateCommand command = Helm.template(archive.toString())
			.withName("studio")
			.withNamespace(namespace)
			.withKubeVersion(kubeVersion);
		set.forEach(command::set);
		return command.call();
	}

	/** The documents of {@code helm template} output, null documents skipped. */
	@SuppressWarnings("unchecked")
	static List<Map<String, Object>> documents(String rendered) {
		List<Map<String, Object>> documents = new ArrayList<>();
		for (Object document : YAML.loadAll(rendered)) {
			if (document != null) {
				documents.add((Map<String, Object>) document);
			}
		}
		return documents;
	}

	/**
	 * A rendered object without Helm's labels, the provenance annotations and a pod
	 * template's {@code checksum/config} (a copy).
	 */
	@SuppressWarnings("unchecked")
	static Map<String, Object> withoutChartAdditions(Map<String, Object> object) {
		Map<String, Object> copy = (Map<String, Object>) YAML.load(DUMPER.dump(object));
		Map<String, Object> metadata = (Map<String, Object>) copy.get("metadata");
		stripLabels(metadata);
		Map<String, Object> annotations = (Map<String, Object>) metadata.get("annotations");
		if (annotations != null) {
			annotations.remove(ChartProvenance.MANIFEST_ANNOTATION);
			annotations.remove(ChartProvenance.REVISION_ANNOTATION);
			annotations.remove(ChartProvenance.CONTENT_HASH_ANNOTATION);
			if (annotations.isEmpty()) {
				metadata.remove("annotations");
			}
		}
		if (copy.get("spec") instanceof Map<?, ?> spec && spec.get("template") instanceof Map<?, ?> template) {
			Map<String, Object> templateMetadata = (Map<String, Object>) template.get("metadata");
			stripLabels(templateMetadata);
			// the chart's checksum/config (what the pod reads from the values); the
			// export has no values
			if (templateMetadata.get("annotations") instanceof Map<?, ?> templateAnnotations) {
				templateAnnotations.remove("checksum/config");
				if (templateAnnotations.isEmpty()) {
					templateMetadata.remove("annotations");
				}
			}
		}
		return copy;
	}

	@SuppressWarnings("unchecked")
	private static void stripLabels(Map<String, Object> metadata) {
		if (metadata != null && metadata.get("labels") instanceof Map<?, ?> labels) {
			HELM_LABELS.forEach(((Map<String, Object>) labels)::remove);
		}
	}

	/**
	 * The Kubernetes YAML export's objects for the version (the Secrets its pods read,
	 * then each pod's objects), as they read back from YAML, in order.
	 */
	static List<Map<String, Object>> kubernetesExport(RoleManifest manifest, ExportSettings settings, String version) {
		return kubernetesExport(manifest, settings, version, (group) -> true);
	}

	/**
	 * The same, for the pods whose main group passes {@code included} (the chart's
	 * feature flags).
	 */
	@SuppressWarnings("unchecked")
	static List<Map<String, Object>> kubernetesExport(RoleManifest manifest, ExportSettings settings, String version,
			java.util.function.Predicate<InstanceGroup> included) {
		List<PodObjects> pods = new ArrayList<>();
		ExportSettings target = settings.withKubeVersion(KubeVersion.parse(version));
		for (PodObjects pod : new KubernetesObjects(manifest, target, ChartDefaults.expressions(manifest, target))
			.all()) {
			if (included.test(pod.pod().main())) {
				pods.add(pod);
			}
		}
		List<Map<String, Object>> objects = new ArrayList<>();
		for (KubeObject object : KubernetesExport.objects(manifest, target, pods,
				ChartDefaults.expressions(manifest, target))) {
			objects.add((Map<String, Object>) YAML.load(DUMPER.dump(object.content())));
		}
		return objects;
	}

	/**
	 * The Kubernetes YAML export's objects with the names the chart gives cluster-scoped
	 * objects in {@code namespace} (fissile's: {@code <ns>-cluster-role-<name>},
	 * {@code <ns>-<account>-<role>-cluster-binding}, {@code <ns>-psp-<name>}, cut as
	 * {@code fissile.SanitizeName}), also where roles and rules name them.
	 */
	@SuppressWarnings("unchecked")
	static List<Map<String, Object>> withChartClusterNames(List<Map<String, Object>> objects, String namespace) {
		for (Map<String, Object> object : objects) {
			Map<String, Object> metadata = (Map<String, Object>) object.get("metadata");
			String name = (String) metadata.get("name");
			switch (String.valueOf(object.get("kind"))) {
				case "ClusterRole" -> metadata.put("name", sanitized(namespace + "-cluster-role-" + name));
				case "PodSecurityPolicy" -> metadata.put("name", sanitized(namespace + "-psp-" + name));
				case "ClusterRoleBinding" -> {
					Map<String, Object> roleRef = (Map<String, Object>) object.get("roleRef");
					String account = (String) ((Map<String, Object>) ((List<Object>) object.get("subjects")).get(0))
						.get("name");
					metadata.put("name",
							sanitized(namespace + "-" + account + "-" + roleRef.get("name") + "-cluster-binding"));
					roleRef.put("name", sanitized(namespace + "-cluster-role-" + roleRef.get("name")));
				}
				default -> {
				}
			}
			if (String.valueOf(object.get("kind")).endsWith("Role") && object.get("rules") instanceof List<?> rules) {
				for (Object each : rules) {
					Map<String, Object> rule = (Map<String, Object>) each;
					List<Object> groups = (List<Object>) rule.getOrDefault("apiGroups", List.of());
					if (rule.get("resourceNames") instanceof List<?> names
							&& ((List<Object>) rule.getOrDefault("resources", List.of()))
								.contains("podsecuritypolicies")
							&& ((List<Object>) rule.getOrDefault("verbs", List.of())).contains("use")
							&& (groups.contains("policy") || groups.contains("extensions"))) {
						rule.put("resourceNames",
								names.stream().map((policy) -> sanitized(namespace + "-psp-" + policy)).toList());
					}
				}
			}
		}
		return objects;
	}

	private static String sanitized(String name) {
		if (name.length() <= 63) {
			return name;
		}
		try {
			byte[] digest = java.security.MessageDigest.getInstance("SHA-256")
				.digest(name.getBytes(java.nio.charset.StandardCharsets.UTF_8));
			return name.substring(0, 54) + "-" + java.util.HexFormat.of().formatHex(digest).substring(0, 8);
		}
		catch (java.security.NoSuchAlgorithmException ex) {
			throw new IllegalStateException(ex);
		}
	}

	/**
	 * Objects by {@code kind/name}, for comparisons that do not depend on document order.
	 */
	static Map<String, Map<String, Object>> byKindAndName(List<Map<String, Object>> objects) {
		Map<String, Map<String, Object>> byName = new LinkedHashMap<>();
		for (Map<String, Object> object : objects) {
			Map<?, ?> metadata = (Map<?, ?>) object.get("metadata");
			byName.put(object.get("kind") + "/" + metadata.get("name"), object);
		}
		return byName;
	}

}
