package io.manifeststudio.export.helm;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;

import com.marcnuri.helm.LintResult;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import io.manifeststudio.export.KubeVersion;
import io.manifeststudio.export.rules.Validators;
import io.manifeststudio.export.rules.KubeChecks;
import io.manifeststudio.manifest.model.ManifestCodec;
import io.manifeststudio.manifest.model.RoleManifest;
import io.manifeststudio.manifest.model.Variable;
import io.manifeststudio.validation.ManifestValidator;
import io.manifeststudio.validation.Severity;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The "Done when" of issue 8 for every manifest fissile accepts (its current test
 * manifests and those of the legacy {@code roles:} format, {@link ValidFixtures}) and the
 * real ones, in both secrets modes ({@code secrets.generate: fissile} and {@code helm}):
 * the chart passes {@code helm lint --strict} and renders (for Kubernetes 1.27 and 1.33,
 * {@link #versions}) with exactly the values fissile's chart required, and nothing it
 * renders is an object the API server would refuse. The application's validator finds no
 * error in it, so the export is not refused.
 * <p>
 * What fissile's chart required is taken from fissile's own code ({@code kube/secret.go}
 * {@code MakeSecrets}, {@code kube/pod.go}), not from the exporter: a {@code required}
 * variable without a default that is neither typed
 * ({@code type: password|certificate|ssh|rsa}), nor has a legacy {@code generator}, nor
 * is the {@code _KEY} or {@code _FINGERPRINT} half of a secret. The API server's refusals
 * are checked twice: by the K8S family, and here directly for the two that broke SCF's
 * install (a {@code topologyKey} or label key that is not a qualified name, and a
 * {@code serviceAccountName} without its ServiceAccount in the chart).
 */
class ChartInstallsTests {

	/**
	 * {@code IsQualifiedName}: an optional DNS-1123 subdomain prefix and '/', then a name
	 * of at most 63.
	 */
	static final String QUALIFIED_NAME = "([a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*/)?"
			+ "([A-Za-z0-9][-A-Za-z0-9_.]{0,61})?[A-Za-z0-9]";

	/**
	 * The Secret {@code configgin} (key {@code token}) that every BOSH container reads as
	 * {@code CONFIGGIN_SA_TOKEN}, as in fissile's chart (fissile's kube/pod.go reads
	 * CONFIGGIN_SA_TOKEN): neither chart makes it; the API server accepts the pods, which
	 * wait for it (docs/export.md lists this difference).
	 */
	static final String CONFIGGIN_TOKEN = "configgin";

	/** The application's validator: a manifest with an error is not exported. */
	static final ManifestValidator VALIDATOR = Validators.create();

	@TempDir
	Path dir;

	static Stream<Arguments> fixturesAndModes() {
		List<Arguments> arguments = new ArrayList<>();
		List<String> fixtures = new ArrayList<>(ValidFixtures.all());
		fixtures.addAll(ValidFixtures.legacy());
		for (String fixture : fixtures) {
			for (SecretGeneration mode : SecretGeneration.values()) {
				arguments.add(Arguments.of(fixture, mode));
			}
		}
		return arguments.stream();
	}

	@ParameterizedTest(name = "{0} secrets.generate={1}")
	@MethodSource("fixturesAndModes")
	void chartLintsStrictAndRendersFor127And133WithFissilesRequiredValuesOnly(String fixture, SecretGeneration mode) {
		ValidFixtures.assumePresent();
		String text = ValidFixtures.read(fixture);
		RoleManifest manifest = new ManifestCodec().read(text);
		assertThat(VALIDATOR.validate(manifest).findings()).as("%s: errors that would refuse the export", fixture)
			.filteredOn((finding) -> finding.severity() == Severity.ERROR)
			.isEmpty();
		HelmChart chart = new HelmChartExporter().export(manifest, new HelmChartOptions(HelmChartFixturesTests.SETTINGS,
				SidecarMode.AUTO, ChartProvenance.of(fixture, 1, text), mode));
		Path archive = HelmCharts.write(chart, this.dir);

		LintResult lint = HelmCharts.lint(archive);
		assertThat(lint.isFailed()).as("helm lint --strict of %s: %s", fixture, lint.getMessages()).isFalse();

		Map<String, Object> required = fissilesRequiredValues(manifest);
		for (String version : versions(mode)) {
			String what = fixture + " (" + mode.value() + ") rendered for " + version;
			List<Map<String, Object>> rendered = HelmCharts.documents(HelmCharts.template(archive, version, required));
			assertThat(rendered).as(what).isNotEmpty();
			assertThat(KubeChecks.check(rendered, KubeVersion.parse(version))).as("K8S family errors in %s", what)
				.filteredOn((violation) -> violation.severity() == Severity.ERROR)
				.isEmpty();
			assertQualifiedNames(what, rendered);
			assertServiceAccountsExported(what, rendered);
			assertSecretGeneration(what, mode, manifest, rendered);
		}
	}

	/**
	 * The Kubernetes versions to render a chart for. What the chart does by version
	 * (native sidecars from 1.29, the PodSecurityPolicy before 1.25) does not depend on
	 * the secrets mode, so {@code fissile} mode renders for both ends and {@code helm}
	 * mode, whose render generates every key and certificate again (seconds for SCF), for
	 * the newest.
	 */
	static List<String> versions(SecretGeneration mode) {
		return (mode == SecretGeneration.HELM) ? List.of("1.33.0") : List.of("1.27.0", "1.33.0");
	}

	/**
	 * fissile's chart required these values; every other value has a default or is
	 * generated.
	 */
	static Map<String, Object> fissilesRequiredValues(RoleManifest manifest) {
		Map<String, Object> values = new LinkedHashMap<>();
		for (Variable variable : manifest.variables()) {
			if (variable.name() == null || variable.options() == null) {
				continue;
			}
			boolean generated = (variable.type() != null && !variable.type().isEmpty())
					|| variable.options().generator() != null || (variable.isSecret()
							&& (variable.name().endsWith("_KEY") || variable.name().endsWith("_FINGERPRINT")));
			if (variable.options().required() && variable.options().defaultValue() == null && !generated
					&& !"environment".equals(variable.options().type())) {
				values.put((variable.isSecret() ? "secrets." : "env.") + variable.name(), "given.example.com");
			}
		}
		return values;
	}

	/**
	 * Every label key, selector key and affinity {@code topologyKey} anywhere in the
	 * objects.
	 */
	private static void assertQualifiedNames(String what, List<Map<String, Object>> rendered) {
		Set<String> keys = new LinkedHashSet<>();
		for (Map<String, Object> object : rendered) {
			collect(object, null, keys);
		}
		assertThat(keys).as("label keys and topologyKeys of %s", what)
			.allSatisfy((key) -> assertThat(key).matches(QUALIFIED_NAME));
	}

	private static void collect(Object node, String field, Set<String> keys) {
		if (node instanceof Map<?, ?> map) {
			for (Map.Entry<?, ?> entry : map.entrySet()) {
				String key = String.valueOf(entry.getKey());
				if (("labels".equals(key) || "matchLabels".equals(key))
						&& entry.getValue() instanceof Map<?, ?> labels) {
					labels.keySet().forEach((label) -> keys.add(String.valueOf(label)));
				}
				if ("topologyKey".equals(key)) {
					keys.add(String.valueOf(entry.getValue()));
				}
				collect(entry.getValue(), key, keys);
			}
		}
		else if (node instanceof List<?> list) {
			list.forEach((item) -> collect(item, field, keys));
		}
	}

	/**
	 * A pod naming a ServiceAccount that does not exist is refused by the ServiceAccount
	 * admission controller.
	 */
	private static void assertServiceAccountsExported(String what, List<Map<String, Object>> rendered) {
		Set<String> accounts = new LinkedHashSet<>();
		Set<String> named = new LinkedHashSet<>();
		for (Map<String, Object> object : rendered) {
			if ("ServiceAccount".equals(object.get("kind"))) {
				accounts.add(String.valueOf(((Map<?, ?>) object.get("metadata")).get("name")));
			}
			Object account = podSpec(object).get("serviceAccountName");
			if (account != null) {
				named.add(String.valueOf(account));
			}
		}
		named.remove("default");
		assertThat(accounts).as("ServiceAccounts exported by %s", what).containsAll(named);
	}

	/**
	 * Every Secret a pod reads is one the chart renders, with each key it reads (unless
	 * optional); except in fissile mode the generated
	 * {@code secrets-<generator key>-<counter>} ({@link UpgradeKeys}), which fissile's
	 * generator Job writes at install, and {@link #CONFIGGIN_TOKEN}. In helm mode the
	 * chart has no secret generator.
	 */
	private static void assertSecretGeneration(String what, SecretGeneration mode, RoleManifest manifest,
			List<Map<String, Object>> rendered) {
		Map<String, Map<String, Object>> byName = HelmCharts.byKindAndName(rendered);
		String generatedSecret = UpgradeKeys.generatedSecret(manifest, 1);
		if (mode == SecretGeneration.HELM) {
			assertThat(byName.keySet()).as("%s: no secret generator", what)
				.noneMatch((name) -> name.contains("secret-generation"));
		}
		for (Map<String, Object> object : rendered) {
			for (Map<String, Object> container : HelmChartFixturesTests.containers(object)) {
				if (!(container.get("env") instanceof List<?> env)) {
					continue;
				}
				for (Object entry : env) {
					if (!(entry instanceof Map<?, ?> variable && variable.get("valueFrom") instanceof Map<?, ?> from
							&& from.get("secretKeyRef") instanceof Map<?, ?> ref)) {
						continue;
					}
					String secret = String.valueOf(ref.get("name"));
					if (mode == SecretGeneration.FISSILE && secret.equals(generatedSecret)) {
						continue; // written by the generator Job at install
					}
					if (CONFIGGIN_TOKEN.equals(secret)) {
						continue; // configgin's service account token, which fissile's
									// chart did not make either
					}
					Map<String, Object> source = byName.get("Secret/" + secret);
					assertThat(source).as("%s: Secret %s read by %s", what, secret, variable.get("name")).isNotNull();
					if (!Boolean.TRUE.equals(ref.get("optional"))) {
						Set<String> keys = new LinkedHashSet<>();
						if (source.get("data") instanceof Map<?, ?> data) {
							data.keySet().forEach((key) -> keys.add(String.valueOf(key)));
						}
						assertThat(keys)
							.as("%s: key %s of Secret %s read by %s", what, ref.get("key"), secret,
									variable.get("name"))
							.contains(String.valueOf(ref.get("key")));
					}
				}
			}
		}
	}

	@SuppressWarnings("unchecked")
	private static Map<String, Object> podSpec(Map<String, Object> object) {
		if (!(object.get("spec") instanceof Map<?, ?> spec) || "Service".equals(object.get("kind"))) {
			return Map.of();
		}
		if (spec.get("template") instanceof Map<?, ?> template && template.get("spec") instanceof Map<?, ?> pod) {
			return (Map<String, Object>) pod;
		}
		if (spec.get("jobTemplate") instanceof Map<?, ?> job && job.get("spec") instanceof Map<?, ?> jobSpec
				&& jobSpec.get("template") instanceof Map<?, ?> template
				&& template.get("spec") instanceof Map<?, ?> pod) {
			return (Map<String, Object>) pod;
		}
		return Map.of();
	}

}
