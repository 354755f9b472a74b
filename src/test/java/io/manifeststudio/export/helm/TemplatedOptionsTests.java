package io.manifeststudio.export.helm;

import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.security.cert.X509Certificate;
import java.time.Clock;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import io.manifeststudio.export.ExportSettings;
import io.manifeststudio.export.GeneratedSecretValues;
import io.manifeststudio.export.SecretFactory;
import io.manifeststudio.export.rules.Validators;
import io.manifeststudio.manifest.model.ManifestCodec;
import io.manifeststudio.manifest.model.RoleManifest;
import io.manifeststudio.validation.Finding;
import io.manifeststudio.validation.Severity;
import io.manifeststudio.validation.ValidationResult;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Variable options written as Go templates (SCF from commit 66e7f101, 2019-09-23): no
 * FISSILE-TYPE error (fissile never read {@code append_kube_ca} or {@code ca}); rendered
 * as the secret generator rendered them (SUSE/ scf-secret-generator commit 67094a4) in
 * the Kubernetes YAML export's generated values and, under
 * {@code secrets.generate: helm}, by Helm against the same values; under
 * {@code secrets.generate: fissile} the chart leaves them to the generator;
 * STUDIO-OPTION-TEMPLATE checks that a template parses and reads only variables.
 */
class TemplatedOptionsTests {

	static final Path FIXTURE = Path.of("src/test/resources/manifests/fissile-history/templated-variable-options.yml");

	@TempDir
	Path dir;

	static String text() throws Exception {
		return Files.readString(FIXTURE);
	}

	static List<Finding> errors(String text) {
		ValidationResult result = Validators.create().validate(new ManifestCodec().read(text));
		return result.findings().stream().filter((finding) -> finding.severity() == Severity.ERROR).toList();
	}

	@Test
	void templatedOptionsValidateWithoutErrors() throws Exception {
		assertThat(errors(text())).isEmpty();
	}

	@Test
	void aTemplateThatDoesNotParseOrReadsNoVariableIsAnError() throws Exception {
		List<Finding> unclosed = errors(
				text().replace("'{{.FEATURE_EIRINI_ENABLED}}'", "'{{if .FEATURE_EIRINI_ENABLED}}true'"));
		assertThat(unclosed).extracting(Finding::rule).containsExactly("STUDIO-OPTION-TEMPLATE");
		assertThat(unclosed.get(0).message()).contains("Can't parse template").contains("{{if}} has no {{end}}");
		assertThat(unclosed.get(0).path()).isEqualTo("variables[INTERNAL_CA_CERT].options.append_kube_ca");
		List<Finding> unknown = errors(text().replace("eq .FEATURE_EIRINI_ENABLED", "eq .FEATURE_EIRNI_ENABLED"));
		assertThat(unknown).extracting(Finding::rule).containsExactly("STUDIO-OPTION-TEMPLATE");
		assertThat(unknown.get(0).message()).contains(".FEATURE_EIRNI_ENABLED");
		List<Finding> function = errors(
				text().replace("'{{.FEATURE_EIRINI_ENABLED}}'", "'{{.FEATURE_EIRINI_ENABLED | upper}}'"));
		assertThat(function.get(0).message()).contains("function \"upper\" not defined");
	}

	@Test
	void theKubernetesExportRendersTheTemplatesWithItsValues() throws Exception {
		GeneratedSecretValues values = new GeneratedSecretValues(new SecureRandom(),
				new GeneratedSecretValues.KeySizes(1024, 1024), Clock.systemUTC());
		Set<String> keys = Set.of(SecretFactory.key("BITS_SERVICE_SSL_CERT"), SecretFactory.key("INTERNAL_CA_CERT"));
		// without Eirini: signed by INTERNAL_CA_CERT, no kube CA
		GeneratedSecretValues.Filled off = values.fill(new ManifestCodec().read(text()), keys);
		assertThat(off.selfSigned()).isEmpty();
		assertThat(off.kubeCaNotAppended()).isEmpty();
		X509Certificate ca = HelmGeneratedSecretsTests
			.certificate(off.values().get(SecretFactory.key("INTERNAL_CA_CERT")));
		HelmGeneratedSecretsTests.certificate(off.values().get(SecretFactory.key("BITS_SERVICE_SSL_CERT")))
			.verify(ca.getPublicKey());
		// Eirini on by default: ca renders ~ (self-signed) and append_kube_ca true
		GeneratedSecretValues.Filled on = values
			.fill(new ManifestCodec().read(text().replace("  if_feature: eirini", "  default_feature: eirini")), keys);
		assertThat(on.selfSigned()).containsExactly("BITS_SERVICE_SSL_CERT");
		assertThat(on.kubeCaNotAppended()).containsExactly("INTERNAL_CA_CERT");
	}

	@Test
	void helmRendersTheTemplatesAgainstTheSameValues() throws Exception {
		String text = text();
		RoleManifest manifest = new ManifestCodec().read(text);
		Path archive = HelmCharts
			.write(new HelmChartExporter().export(manifest, new HelmChartOptions(ExportSettings.defaults(),
					SidecarMode.AUTO, ChartProvenance.of("templated", 1, text), SecretGeneration.HELM)), this.dir);
		assertThat(HelmCharts.lint(archive).isFailed()).isFalse();
		Map<String, Object> off = HelmGeneratedSecretsTests
			.data(HelmCharts.byKindAndName(HelmCharts.documents(HelmCharts.template(archive, "1.33.0", Map.of())))
				.get("Secret/secrets"));
		X509Certificate ca = HelmGeneratedSecretsTests
			.certificate(HelmGeneratedSecretsTests.decode(off, SecretFactory.key("INTERNAL_CA_CERT")));
		X509Certificate signed = HelmGeneratedSecretsTests
			.certificate(HelmGeneratedSecretsTests.decode(off, SecretFactory.key("BITS_SERVICE_SSL_CERT")));
		signed.verify(ca.getPublicKey());
		assertThat(signed.getIssuerX500Principal()).isEqualTo(ca.getSubjectX500Principal());
		Map<String, Object> on = HelmGeneratedSecretsTests.data(HelmCharts
			.byKindAndName(
					HelmCharts.documents(HelmCharts.template(archive, "1.33.0", Map.of("enable.eirini", "true"))))
			.get("Secret/secrets"));
		X509Certificate selfSigned = HelmGeneratedSecretsTests
			.certificate(HelmGeneratedSecretsTests.decode(on, SecretFactory.key("BITS_SERVICE_SSL_CERT")));
		assertThat(selfSigned.getIssuerX500Principal()).isEqualTo(selfSigned.getSubjectX500Principal());
		selfSigned.verify(selfSigned.getPublicKey());
	}

	@Test
	void fissileModeLeavesTheTemplatesToTheGenerator() throws Exception {
		String text = text();
		RoleManifest manifest = new ManifestCodec().read(text);
		Path archive = HelmCharts.write(
				new HelmChartExporter().export(manifest, new HelmChartOptions(ExportSettings.defaults(),
						SidecarMode.AUTO, ChartProvenance.of("templated", 1, text), SecretGeneration.FISSILE)),
				this.dir);
		assertThat(HelmCharts.lint(archive).isFailed()).isFalse();
		String rendered = HelmCharts.template(archive, "1.33.0", Map.of());
		// no generated value in the chart: the generator Job writes them at install from
		// the manifest as written
		assertThat(rendered).doesNotContain("BEGIN CERTIFICATE");
	}

}
