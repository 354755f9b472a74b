package io.manifeststudio.export.helm;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import io.manifeststudio.export.ExportSettings;
import io.manifeststudio.manifest.model.ManifestCodec;
import io.manifeststudio.manifest.model.RoleManifest;
import io.manifeststudio.manifest.model.Variable;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Generated secrets, fissile's way, with real Helm: the charts of SCF 2.17.1 and UAA
 * 2.20.3 render with exactly the values fissile's chart required (required variables with
 * neither a default nor a generator), generated variables are read from
 * {@code secrets-<generator key>-<counter>}, and the secret generator Job gets fissile's
 * settings.
 */
class GeneratedSecretsTests {

	static final String SCF = "real/scf-2.17.1-role-manifest.yml";

	@TempDir
	Path dir;

	RoleManifest manifest;

	Path chart(String fixture) {
		ValidFixtures.assumePresent();
		String text = ValidFixtures.read(fixture);
		this.manifest = new ManifestCodec().read(text);
		return HelmCharts.write(new HelmChartExporter().export(this.manifest,
				new HelmChartOptions(ExportSettings.defaults(), SidecarMode.AUTO, ChartProvenance.of("real", 1, text))),
				this.dir);
	}

	/**
	 * What fissile's chart required: required, rendered, with neither a default nor a
	 * generator.
	 */
	Map<String, Object> fissilesRequiredValues() {
		Map<String, Object> values = new LinkedHashMap<>();
		for (Variable variable : this.manifest.variables()) {
			// fissile (kube/secret.go): typed, a legacy generator, or a secret <X>_KEY /
			// <X>_FINGERPRINT half
			boolean generated = (variable.type() != null && !variable.type().isEmpty())
					|| variable.options().generator() != null || (variable.isSecret()
							&& (variable.name().endsWith("_KEY") || variable.name().endsWith("_FINGERPRINT")));
			if (variable.options().required() && variable.options().defaultValue() == null && !generated
					&& !"environment".equals(variable.options().type())) {
				values.put((variable.isSecret() ? "secrets." : "env.") + variable.name(), "given");
			}
		}
		return values;
	}

	@ParameterizedTest
	@ValueSource(strings = { SCF, HelmExpressionsTests.UAA })
	void rendersWithExactlyTheValuesFissilesChartRequired(String fixture) {
		Path archive = chart(fixture);
		Map<String, Object> required = fissilesRequiredValues();
		assertThat(required).as("fissile's chart required some values").isNotEmpty();
		if (SCF.equals(fixture)) {
			// the list for an SCF-sized manifest: the domain, the TCP domain
			// (2.17.1 requires it), the
			// passwords fissile asked for and the UAA host
			assertThat(required).containsOnlyKeys("env.DOMAIN", "env.TCP_DOMAIN", "env.UAA_HOST",
					"secrets.CLUSTER_ADMIN_PASSWORD", "secrets.UAA_ADMIN_CLIENT_SECRET");
		}
		assertThat(HelmCharts.documents(HelmCharts.template(archive, "1.33.0", required))).isNotEmpty();
		for (String name : List.of(required.keySet().iterator().next(),
				required.keySet().stream().reduce((first, last) -> last).orElseThrow())) {
			Map<String, Object> missing = new LinkedHashMap<>(required);
			missing.remove(name);
			assertThatThrownBy(() -> HelmCharts.template(archive, "1.33.0", missing)).as("without %s", name)
				.hasMessageContaining(name + " has not been set");
		}
	}

	@Test
	@SuppressWarnings("unchecked")
	void podsReadGeneratedSecretsFromTheGeneratorsSecretUnlessTheValuesSetThem() {
		Path archive = chart(SCF);
		Map<String, Object> required = fissilesRequiredValues();
		Map<String, Map<String, Object>> objects = HelmCharts
			.byKindAndName(HelmCharts.documents(HelmCharts.template(archive, "1.33.0", required)));
		Map<String, Object> api = objects.get("StatefulSet/api-group");
		assertThat(secretRef(api, "INTERNAL_CA_CERT")).isEqualTo(UpgradeKeys.generatedSecret(this.manifest, 1));
		Map<String, Object> job = objects.get("Job/secret-generation-1");
		assertThat(job).as("the generator Job, named with the release revision").isNotNull();
		assertThat(HelmExpressionsTests.env(job, "KUBE_SECRETS_GENERATION_NAME"))
			.isEqualTo(UpgradeKeys.generatedSecret(this.manifest, 1));
		assertThat(HelmExpressionsTests.env(job, "KUBE_SECRETS_GENERATION_COUNTER")).isEqualTo("1");
		assertThat(HelmExpressionsTests.env(job, "HELM_IS_INSTALL")).isEqualTo("true");

		Map<String, Object> rotated = new LinkedHashMap<>(required);
		rotated.put("kube.secrets_generation_counter", 2);
		rotated.put("secrets.INTERNAL_CA_CERT", "a certificate of my own");
		Map<String, Map<String, Object>> after = HelmCharts
			.byKindAndName(HelmCharts.documents(HelmCharts.template(archive, "1.33.0", rotated)));
		assertThat(HelmExpressionsTests.env(after.get("Job/secret-generation-1"), "KUBE_SECRETS_GENERATION_NAME"))
			.isEqualTo(UpgradeKeys.generatedSecret(this.manifest, 2));
		assertThat(secretRef(after.get("StatefulSet/api-group"), "INTERNAL_CA_CERT")).isEqualTo("secrets");
	}

	@SuppressWarnings("unchecked")
	static Object secretRef(Map<String, Object> workload, String name) {
		for (Map<String, Object> container : HelmChartFixturesTests.containers(workload)) {
			for (Object entry : (List<Object>) container.getOrDefault("env", List.of())) {
				Map<String, Object> env = (Map<String, Object>) entry;
				if (name.equals(env.get("name")) && env.get("valueFrom") instanceof Map<?, ?> from) {
					return ((Map<String, Object>) from.get("secretKeyRef")).get("name");
				}
			}
		}
		return null;
	}

}
