package io.manifeststudio.export.helm;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import com.marcnuri.helm.LintResult;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;

import io.manifeststudio.export.ExportSettings;
import io.manifeststudio.export.KubeVersion;
import io.manifeststudio.export.SecretFactory;
import io.manifeststudio.export.rules.KubeChecks;
import io.manifeststudio.manifest.model.FeatureFlags;
import io.manifeststudio.manifest.model.FissileGeneration;
import io.manifeststudio.manifest.model.InstanceGroup;
import io.manifeststudio.manifest.model.ManifestCodec;
import io.manifeststudio.manifest.model.RoleManifest;
import io.manifeststudio.manifest.model.Variable;
import io.manifeststudio.validation.Severity;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every VALID manifest of the shared fixtures (fissile's current and legacy
 * {@code roles:} test manifests, and the real ones) exports a chart that real Helm lints
 * and renders for Kubernetes 1.27 and 1.33, and whose rendered objects equal the
 * Kubernetes YAML export's for the same version, apart from what only the chart adds
 * (Helm's labels, the provenance annotations) and the differences of the Secrets both
 * write ({@code secrets} and {@code deployment-manifest}), each with its reason in
 * {@link #assertSecretsAgree}. Every rendered object passes the K8S family (the API
 * server's rules) with no error.
 * <p>
 * How the defaults line up: the chart's values default to the export settings (registry,
 * organization, external IPs) and to the manifest (sizing, disk sizes, variable
 * defaults); where the chart keeps fissile's defaults and the export its own (Job names,
 * resources, instance counts) the export's objects are adjusted first
 * ({@link #withChartDefaults}). No {@code --set} is needed, except for required variables
 * without a default, which Helm refuses to render unset (fissile's
 * {@code env.X has not been
 * set}): the test sets them and expects that value in the objects.
 */
class HelmChartFixturesTests {

	/**
	 * Image and Service settings that make the chart's image and externalIPs handling
	 * visible.
	 */
	static final ExportSettings SETTINGS = new ExportSettings(KubeVersion.DEFAULT, "registry.example.com", "cf",
			"fissile", "2.17.1", List.of("10.0.0.7"));

	/**
	 * The Secrets the pods read, which both the chart and the Kubernetes YAML export
	 * write.
	 */
	static final String SECRETS = "Secret/secrets";

	static final String DEPLOYMENT_MANIFEST = "Secret/deployment-manifest";

	@TempDir
	Path dir;

	static List<String> validManifests() {
		List<String> fixtures = new ArrayList<>(ValidFixtures.all());
		fixtures.addAll(ValidFixtures.legacy());
		return fixtures;
	}

	@ParameterizedTest(name = "{0}")
	@MethodSource("validManifests")
	void chartLintsAndRendersTheKubernetesExportFor127And133(String fixture) {
		ValidFixtures.assumePresent();
		String text = ValidFixtures.read(fixture);
		RoleManifest manifest = new ManifestCodec().read(text);
		HelmChart chart = new HelmChartExporter().export(manifest,
				new HelmChartOptions(SETTINGS, SidecarMode.AUTO, ChartProvenance.of(fixture, 1, text)));
		Path archive = HelmCharts.write(chart, this.dir);

		LintResult lint = HelmCharts.lint(archive);
		assertThat(lint.isFailed()).as("helm lint --strict of %s: %s", fixture, lint.getMessages()).isFalse();

		Map<String, Object> required = requiredValues(manifest);
		Map<String, Boolean> defaults = ChartValues.features(manifest);
		assertRendersTheKubernetesExport(fixture, manifest, archive, "1.27.0", required, defaults);
		assertRendersTheKubernetesExport(fixture, manifest, archive, "1.33.0", required, defaults);
		if (!defaults.isEmpty()) {
			Map<String, Object> flipped = new LinkedHashMap<>(required);
			Map<String, Boolean> features = new LinkedHashMap<>();
			defaults.forEach((feature, on) -> {
				features.put(feature, !on);
				flipped.put("enable." + feature, !on);
			});
			assertRendersTheKubernetesExport(fixture, manifest, archive, "1.33.0", flipped, features);
		}
	}

	/**
	 * Renders the chart with the values set and compares with the Kubernetes export of
	 * the groups the feature flags include ({@code if_feature}/{@code default_feature}
	 * when {@code enable.<f>} is on, {@code unless_feature} when off); the Kubernetes
	 * export itself includes every group.
	 */
	private void assertRendersTheKubernetesExport(String fixture, RoleManifest manifest, Path archive, String version,
			Map<String, Object> set, Map<String, Boolean> features) {
		List<Map<String, Object>> rendered = HelmCharts.documents(HelmCharts.template(archive, version, set));
		assertThat(KubeChecks.check(rendered, KubeVersion.parse(version)))
			.as("K8S family errors in %s rendered for %s", fixture, version)
			.filteredOn((violation) -> violation.severity() == Severity.ERROR)
			.isEmpty();
		Map<String, Map<String, Object>> actual = new LinkedHashMap<>();
		HelmCharts.byKindAndName(rendered).forEach((name, object) -> {
			assertThat(annotations(object)).as("provenance of %s", name)
				.containsEntry(ChartProvenance.MANIFEST_ANNOTATION, fixture)
				.containsEntry(ChartProvenance.REVISION_ANNOTATION, "1");
			actual.put(name, withoutConfiggin(HelmCharts.withoutChartAdditions(object)));
		});
		List<Map<String, Object>> kubernetes = withChartDefaults(manifest,
				withValuesSet(
						HelmCharts.kubernetesExport(manifest, SETTINGS, version, (group) -> enabled(group, features)),
						set, HelmChartExporter.featureVariables(manifest)));
		Map<String, Map<String, Object>> expected = HelmCharts
			.byKindAndName(HelmCharts.withChartClusterNames(kubernetes, HelmCharts.NAMESPACE));
		assertSecretsAgree(fixture + " rendered for " + version, manifest, set, expected, actual);
		assertThat(actual.keySet()).as("%s rendered for %s", fixture, version)
			.containsExactlyInAnyOrderElementsOf(expected.keySet());
		expected.forEach((name, object) -> assertThat(TreeDiff.differences(object, actual.get(name)))
			.as("%s: %s rendered for %s", fixture, name, version)
			.isEmpty());
	}

	/**
	 * The chart's Secrets against the export's, with the differences that are by design
	 * applied to the export's before they must be equal:
	 * <ul>
	 * <li>labels: the chart labels its Secrets with Helm's labels only (removed before
	 * the comparison), the export with fissile's {@code app.kubernetes.io/component}
	 * label;</li>
	 * <li>{@code deployment-manifest}: the chart ships its {@code bosh} value (BOSH
	 * property overrides an installer may set; by default {@code instance_groups: []}) as
	 * fissile's chart did, the export the empty property set of fissile's kube mode;</li>
	 * <li>{@code secrets}: the chart holds a key for every secret variable, since an
	 * installer may set any of them in {@code secrets.<NAME>}, the export only the keys
	 * its pods read; the keys both hold have the same value (the default, or what the
	 * test set for a required variable without one), and the chart leaves {@code data}
	 * out when it has no key.</li>
	 * </ul>
	 * Both are removed from the maps afterwards, which then hold the objects that must be
	 * equal as they are.
	 */
	@SuppressWarnings("unchecked")
	private static void assertSecretsAgree(String what, RoleManifest manifest, Map<String, Object> set,
			Map<String, Map<String, Object>> expected, Map<String, Map<String, Object>> actual) {
		assertThat(actual).as("%s: the chart's Secrets", what).containsKeys(SECRETS, DEPLOYMENT_MANIFEST);
		assertThat(expected).as("%s: the export's Secrets", what).containsKeys(SECRETS, DEPLOYMENT_MANIFEST);

		Map<String, Object> manifestSecret = withoutLabels(expected.remove(DEPLOYMENT_MANIFEST));
		Map<String, Object> chartManifest = actual.remove(DEPLOYMENT_MANIFEST);
		Map<String, Object> chartManifestData = (Map<String, Object>) chartManifest.get("data");
		assertThat(manifestSecret.get("data")).isEqualTo(Map.of("deployment-manifest", ""));
		assertThat(new Yaml(new SafeConstructor(new LoaderOptions()))
			.<Object>load(decode(chartManifestData.get("deployment-manifest"))))
			.as("%s: the chart's deployment-manifest is its bosh value", what)
			.isEqualTo(Map.of("instance_groups", List.of()));
		manifestSecret.put("data", chartManifestData);
		assertThat(TreeDiff.differences(manifestSecret, chartManifest)).as("%s: %s", what, DEPLOYMENT_MANIFEST)
			.isEmpty();

		Map<String, Object> secrets = withoutLabels(expected.remove(SECRETS));
		Map<String, Object> chartSecrets = actual.remove(SECRETS);
		Map<String, Object> exported = (Map<String, Object>) secrets.get("data");
		Map<String, Object> charted = (Map<String, Object>) chartSecrets.getOrDefault("data", Map.of());
		Map<String, String> keys = new LinkedHashMap<>();
		for (Variable variable : manifest.variables()) {
			if (variable.name() != null && variable.options() != null && variable.isSecret()
					&& ChartValues.isRendered(variable)) {
				if (ChartValues.isImmutableGenerated(variable)) {
					// the chart's pods read it from the generator's Secret, and no value
					// may override it
					exported.remove(SecretFactory.key(variable.name()));
				}
				else {
					keys.put(SecretFactory.key(variable.name()), variable.name());
				}
			}
		}
		assertThat(charted.keySet()).as("%s: the chart's secrets has a key per secret variable", what)
			.containsExactlyInAnyOrderElementsOf(keys.keySet());
		Map<String, Object> data = new LinkedHashMap<>();
		exported.forEach((key, value) -> {
			Object given = set.get("secrets." + keys.get(key));
			data.put(key, (given != null) ? encode(String.valueOf(given)) : value);
		});
		assertThat(charted).as("%s: the keys the export's pods read have the same values in the chart", what)
			.containsAllEntriesOf(data);
		if (chartSecrets.containsKey("data")) {
			secrets.put("data", charted);
		}
		else {
			assertThat(exported).isEmpty();
			secrets.remove("data");
		}
		assertThat(TreeDiff.differences(secrets, chartSecrets)).as("%s: %s", what, SECRETS).isEmpty();
	}

	/**
	 * A copy of a Secret of the export without its labels (the chart's carry only
	 * Helm's).
	 */
	@SuppressWarnings("unchecked")
	private static Map<String, Object> withoutLabels(Map<String, Object> secret) {
		Map<String, Object> copy = new LinkedHashMap<>(secret);
		Map<String, Object> metadata = new LinkedHashMap<>((Map<String, Object>) copy.get("metadata"));
		assertThat(metadata.get("labels")).isEqualTo(Map.of("app.kubernetes.io/component", metadata.get("name")));
		metadata.put("labels", Map.of());
		copy.put("metadata", metadata);
		return copy;
	}

	private static String decode(Object base64) {
		return new String(Base64.getDecoder().decode(String.valueOf(base64)), StandardCharsets.UTF_8);
	}

	private static String encode(String text) {
		return Base64.getEncoder().encodeToString(text.getBytes(StandardCharsets.UTF_8));
	}

	static boolean enabled(InstanceGroup group, Map<String, Boolean> features) {
		FeatureFlags flags = group.features();
		if (flags.unlessFeature() != null && !flags.unlessFeature().isEmpty()) {
			return !features.get(flags.unlessFeature());
		}
		return flags.set().isEmpty() || features.get(flags.set().get(0));
	}

	@SuppressWarnings("unchecked")
	static Map<String, Object> annotations(Map<String, Object> object) {
		Object annotations = ((Map<?, ?>) object.get("metadata")).get("annotations");
		return (annotations instanceof Map<?, ?> map) ? (Map<String, Object>) map : Map.of();
	}

	/**
	 * The values fissile's chart required: required variables with neither a default nor
	 * a generator get a value, as an installer must give them.
	 */
	static Map<String, Object> requiredValues(RoleManifest manifest) {
		Map<String, Object> values = new LinkedHashMap<>();
		for (Variable variable : manifest.variables()) {
			if (variable.name() != null && variable.options() != null && variable.options().required()
					&& variable.options().defaultValue() == null && ChartValues.isRendered(variable)
					&& !ChartValues.isGenerated(variable)) {
				values.put((variable.isSecret() ? "secrets." : "env.") + variable.name(), "given-" + variable.name());
			}
		}
		return values;
	}

	/**
	 * The Kubernetes export's objects with the values set in their env entries: those
	 * given for required variables, and {@code enable.<f>} in
	 * {@code FEATURE_<F>_ENABLED}.
	 */
	@SuppressWarnings("unchecked")
	private static List<Map<String, Object>> withValuesSet(List<Map<String, Object>> objects,
			Map<String, Object> required, Map<String, String> featureVariables) {
		for (Map<String, Object> object : objects) {
			for (Map<String, Object> container : containers(object)) {
				for (Object entry : (List<Object>) container.getOrDefault("env", List.of())) {
					Map<String, Object> env = (Map<String, Object>) entry;
					Object given = required.get("env." + env.get("name"));
					String feature = featureVariables.get(env.get("name"));
					if (feature != null && required.containsKey("enable." + feature)) {
						given = String.valueOf(required.get("enable." + feature));
					}
					if (given != null && env.containsKey("value")) {
						env.put("value", given);
					}
				}
			}
		}
		return objects;
	}

	/**
	 * The Kubernetes export's objects with the chart's own defaults, where the chart
	 * follows fissile's chart and the export keeps its own choices: a Job is named
	 * {@code <g>-<release revision>} ({@code helm template} renders revision 1);
	 * generated secret variables are read from the generator's Secret
	 * {@code secrets-<generator key>-<counter>} (the export reads them from
	 * {@code secrets}); a ClusterRoleBinding binds the release's namespace; no container
	 * gets resources ({@code config.memory|cpu.requests|limits} default to false); a
	 * StatefulSet runs the count of its era's fissile ({@link ChartScaling}; the export
	 * runs at least one).
	 */
	@SuppressWarnings("unchecked")
	static List<Map<String, Object>> withChartDefaults(RoleManifest manifest, List<Map<String, Object>> objects) {
		Map<String, Boolean> generated = HelmChartExporter.generated(manifest);
		String generatedSecret = UpgradeKeys.generatedSecret(manifest, 1);
		for (Map<String, Object> object : objects) {
			Map<String, Object> metadata = (Map<String, Object>) object.get("metadata");
			withoutHostVolumesAndPullSecrets(object);
			if ("Job".equals(object.get("kind"))) {
				metadata.put("name", metadata.get("name") + "-1");
			}
			if ("ClusterRoleBinding".equals(object.get("kind"))) {
				// the chart binds the release's namespace (HelmCharts renders into
				// "test"), the export "default"
				for (Object subject : (List<Object>) object.get("subjects")) {
					((Map<String, Object>) subject).put("namespace", HelmCharts.NAMESPACE);
				}
			}
			if ("StatefulSet".equals(object.get("kind"))) {
				InstanceGroup group = manifest.group((String) metadata.get("name")).orElseThrow();
				((Map<String, Object>) object.get("spec")).put("replicas",
						(int) ChartScaling.of(FissileGeneration.infer(manifest).generation(), group.run().scaling())
							.defaultCount());
			}
			for (Map<String, Object> container : containers(object)) {
				if (container.containsKey("resources")) {
					container.put("resources", Map.of("requests", Map.of(), "limits", Map.of()));
				}
				for (Object item : (List<Object>) container.getOrDefault("env", List.of())) {
					Map<String, Object> env = (Map<String, Object>) item;
					if (generated.containsKey(env.get("name")) && env.get("valueFrom") instanceof Map<?, ?> from
							&& from.get("secretKeyRef") instanceof Map<?, ?> ref) {
						((Map<String, Object>) ref).put("name", generatedSecret);
					}
					if ("KUBE_SECRETS_GENERATION_NAME".equals(env.get("name"))) {
						env.put("value", generatedSecret);
					}
				}
			}
		}
		return objects;
	}

	/**
	 * fissile's chart defaults (kube/pod.go): no {@code imagePullSecrets} without
	 * {@code kube.registry.username}, no host volumes or their mounts without
	 * {@code kube.hostpath_available}.
	 */
	@SuppressWarnings("unchecked")
	static void withoutHostVolumesAndPullSecrets(Map<String, Object> object) {
		Map<String, Object> pod = podSpec(object);
		if (pod == null) {
			return;
		}
		pod.remove("imagePullSecrets");
		List<String> hostVolumes = new ArrayList<>();
		if (pod.get("volumes") instanceof List<?> volumes) {
			List<Object> kept = new ArrayList<>();
			for (Object volume : volumes) {
				if (((Map<String, Object>) volume).containsKey("hostPath")) {
					hostVolumes.add((String) ((Map<String, Object>) volume).get("name"));
				}
				else {
					kept.add(volume);
				}
			}
			pod.put("volumes", kept);
		}
		for (Map<String, Object> container : containers(object)) {
			if (container.get("volumeMounts") instanceof List<?> mounts) {
				container.put("volumeMounts",
						mounts.stream()
							.filter((mount) -> !hostVolumes.contains(((Map<String, Object>) mount).get("name")))
							.toList());
			}
		}
	}

	@SuppressWarnings("unchecked")
	static Map<String, Object> podSpec(Map<String, Object> object) {
		Map<String, Object> spec = (Map<String, Object>) object.get("spec");
		if (spec == null || "Service".equals(object.get("kind"))) {
			return null;
		}
		return (spec.get("template") instanceof Map<?, ?> template)
				? (Map<String, Object>) ((Map<String, Object>) template).get("spec") : spec;
	}

	@SuppressWarnings("unchecked")
	static List<Map<String, Object>> containers(Map<String, Object> object) {
		Map<String, Object> spec = (Map<String, Object>) object.get("spec");
		if (spec == null || "Service".equals(object.get("kind"))) {
			return List.of();
		}
		Map<String, Object> pod = (spec.get("template") instanceof Map<?, ?> template)
				? (Map<String, Object>) ((Map<String, Object>) template).get("spec") : spec;
		List<Map<String, Object>> containers = new ArrayList<>();
		for (String key : List.of("initContainers", "containers")) {
			if (pod.get(key) instanceof List<?> list) {
				list.forEach((container) -> containers.add((Map<String, Object>) container));
			}
		}
		return containers;
	}

	/**
	 * The chart's containers without fissile's chart-only configgin entries
	 * ({@code CONFIGGIN_VERSION_TAG}, and {@code CONFIGGIN_IMPORT_<GROUP>} with
	 * releases): fissile's kube mode had none, and neither has the export.
	 */
	@SuppressWarnings("unchecked")
	private static Map<String, Object> withoutConfiggin(Map<String, Object> object) {
		for (Map<String, Object> container : containers(object)) {
			Object env = container.get("env");
			if (env instanceof List<?> list) {
				container.put("env", list.stream()
					.filter((entry) -> !(entry instanceof Map<?, ?> map && map.get("name") instanceof String name
							&& (name.equals("CONFIGGIN_VERSION_TAG") || name.startsWith("CONFIGGIN_IMPORT_"))))
					.toList());
			}
		}
		return object;
	}

}
