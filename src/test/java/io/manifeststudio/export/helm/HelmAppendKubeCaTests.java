package io.manifeststudio.export.helm;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.security.cert.CertificateFactory;
import java.security.cert.X509Certificate;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.yaml.snakeyaml.Yaml;

import com.marcnuri.helm.LintResult;

import io.manifeststudio.export.CertificateMaker;
import io.manifeststudio.export.ExportSettings;
import io.manifeststudio.export.KeyMaterial;
import io.manifeststudio.manifest.model.ManifestCodec;
import io.manifeststudio.manifest.model.RoleManifest;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code append_kube_ca} under {@code secrets.generate: helm}: the chart appends the
 * cluster's CA (the ConfigMap {@code kube-root-ca.crt} that every namespace has) to a
 * generated CA's certificate, as fissile's secret generator appended its service
 * account's {@code ca.crt}; certificates are still signed by the generated CA. Without a
 * cluster there is nothing to look up: {@code secrets.append_kube_ca: false} renders
 * without asking, and the chart passes lint.
 */
class HelmAppendKubeCaTests {

	static final String MANIFEST = """
			instance_groups:
			- name: api
			  jobs:
			  - name: api
			    release: demo
			    properties:
			      bosh_containerization:
			        run: {memory: 256}
			configuration:
			  templates:
			    properties.api.ca: ((INTERNAL_CA_CERT))
			    properties.api.tls.cert: ((API_CERT))
			variables:
			- name: API_CERT
			  type: certificate
			  options: {secret: true, ca: INTERNAL_CA_CERT, role_name: api, description: The API's certificate.}
			- name: API_CERT_KEY
			  options: {secret: true, description: Its key.}
			- name: INTERNAL_CA_CERT
			  type: certificate
			  options: {secret: true, is_ca: true, append_kube_ca: true, description: The CA, with the cluster's.}
			- name: INTERNAL_CA_CERT_KEY
			  options: {secret: true, description: Its key.}
			""";

	@TempDir
	Path dir;

	final RoleManifest manifest = new ManifestCodec().read(MANIFEST);

	@Test
	void theSpecSaysSoAndAChartWithoutAClusterRendersOneCaAndPassesLint() throws Exception {
		// helm-java's template asks a cluster for lookup (the helm CLI's template does
		// not): the value switches it off
		assertThat(ChartValues.of(this.manifest, ExportSettings.defaults(), SidecarMode.AUTO).map("secrets"))
			.containsEntry("append_kube_ca", true);
		assertThat(HelmChartExporter.generatorSpecs(this.manifest))
			.anySatisfy((spec) -> assertThat(spec).asInstanceOf(org.assertj.core.api.InstanceOfAssertFactories.MAP)
				.containsEntry("name", "INTERNAL_CA_CERT")
				.containsEntry("appendKubeCa", true));
		Path archive = HelmCharts.write(
				new HelmChartExporter().export(this.manifest, new HelmChartOptions(ExportSettings.defaults(),
						SidecarMode.AUTO, ChartProvenance.of("kube-ca", 1, MANIFEST), SecretGeneration.HELM)),
				this.dir);
		LintResult lint = HelmCharts.lint(archive);
		assertThat(lint.isFailed()).as(String.join("\n", lint.getMessages())).isFalse();
		Map<String, Object> data = HelmGeneratedSecretsTests.data(HelmCharts
			.byKindAndName(HelmCharts
				.documents(HelmCharts.template(archive, "1.33.0", Map.of("secrets.append_kube_ca", false))))
			.get("Secret/secrets"));
		assertThat(certificates(HelmGeneratedSecretsTests.decode(data, "internal-ca-cert"))).hasSize(1);
	}

	@Test
	void theClusterCaIsAppendedAfterTheGeneratedCaWhichStillSigns() throws Exception {
		CertificateMaker maker = new CertificateMaker(new SecureRandom());
		String clusterCa = KeyMaterial
			.pem(maker.ca("kubernetes", KeyMaterial.rsa(1024, new SecureRandom()), Instant.now(), 1).certificate());
		Path chart = Files.createDirectories(this.dir.resolve("helper"));
		Files.createDirectories(chart.resolve("templates"));
		Files.writeString(chart.resolve("Chart.yaml"), "apiVersion: v2\nname: helper\nversion: 0.1.0\n");
		Files.writeString(chart.resolve("templates/_helpers.tpl"), HelmTemplates.text("_helpers.tpl"));
		Files.writeString(chart.resolve("templates/out.yaml"),
				"""
						{{- $out := include "studio.generatedSecrets" (dict "root" $ "existing" (dict) "specs" .Values.specs "days" 30 "caName" "SCF CA" "kubeCa" .Values.kubeCa) | fromJson }}
						apiVersion: v1
						kind: ConfigMap
						metadata:
						  name: out
						data: {{ toJson $out }}
						""");
		Map<String, Object> values = new LinkedHashMap<>();
		values.put("specs", HelmChartExporter.generatorSpecs(this.manifest));
		values.put("kubeCa", clusterCa);
		values.put("secrets", Map.of("password_length", 64));
		values.put("env", Map.of());
		Files.writeString(chart.resolve("values.yaml"), new Yaml().dump(values));
		Map<String, Object> out = HelmGeneratedSecretsTests
			.data(HelmCharts.byKindAndName(HelmCharts.documents(HelmCharts.template(chart, "1.33.0", Map.of())))
				.get("ConfigMap/out"));
		String bundle = HelmGeneratedSecretsTests.decode(out, "internal-ca-cert");
		List<X509Certificate> chain = certificates(bundle);
		assertThat(chain).hasSize(2);
		assertThat(chain.get(0).getSubjectX500Principal().getName()).isEqualTo("CN=SCF CA");
		assertThat(bundle).endsWith(clusterCa);
		X509Certificate certificate = HelmGeneratedSecretsTests
			.certificate(HelmGeneratedSecretsTests.decode(out, "api-cert"));
		certificate.verify(chain.get(0).getPublicKey());
	}

	static List<X509Certificate> certificates(String pem) throws Exception {
		List<X509Certificate> certificates = new ArrayList<>();
		for (var certificate : CertificateFactory.getInstance("X.509")
			.generateCertificates(new ByteArrayInputStream(pem.getBytes(StandardCharsets.US_ASCII)))) {
			certificates.add((X509Certificate) certificate);
		}
		return certificates;
	}

}
