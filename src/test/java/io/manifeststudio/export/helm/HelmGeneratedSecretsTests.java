package io.manifeststudio.export.helm;

import java.io.ByteArrayInputStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.cert.CertificateFactory;
import java.security.cert.X509Certificate;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

import org.bouncycastle.asn1.pkcs.RSAPrivateKey;
import org.bouncycastle.openssl.PEMKeyPair;
import org.bouncycastle.openssl.PEMParser;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.yaml.snakeyaml.Yaml;

import io.manifeststudio.export.ExportSettings;
import io.manifeststudio.export.GeneratedSecrets;
import io.manifeststudio.export.SecretFactory;
import io.manifeststudio.manifest.model.ManifestCodec;
import io.manifeststudio.manifest.model.RoleManifest;
import io.manifeststudio.manifest.model.Variable;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * {@code secrets.generate: helm}, with real Helm: the chart makes the generated secrets
 * itself (no generator Job), the charts of SCF 2.17.1 and UAA 2.20.3 render with exactly
 * the values fissile's chart required, the certificates chain to the generated CA and
 * carry the Service DNS names, passwords have the configured length, the SSH fingerprint
 * is that of the key, and the values of an existing Secret are kept.
 */
class HelmGeneratedSecretsTests {

	@TempDir
	Path dir;

	RoleManifest manifest;

	Path chart(String fixture) {
		ValidFixtures.assumePresent();
		String text = ValidFixtures.read(fixture);
		this.manifest = new ManifestCodec().read(text);
		return HelmCharts
			.write(new HelmChartExporter().export(this.manifest, new HelmChartOptions(ExportSettings.defaults(),
					SidecarMode.AUTO, ChartProvenance.of("real", 1, text), SecretGeneration.HELM)), this.dir);
	}

	/**
	 * What fissile's chart required (kube/secret.go, kube/pod.go): required variables
	 * with no default that are neither typed, nor with a legacy generator, nor a secret
	 * {@code _KEY} or {@code _FINGERPRINT} half.
	 */
	Map<String, Object> fissilesRequiredValues() {
		Map<String, Object> values = new LinkedHashMap<>();
		for (Variable variable : this.manifest.variables()) {
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

	Map<String, Map<String, Object>> render(Path archive, Map<String, Object> values) {
		return HelmCharts.byKindAndName(HelmCharts.documents(HelmCharts.template(archive, "1.33.0", values)));
	}

	/**
	 * SCF's chart rendered with the values fissile's chart required, made once for the
	 * tests that only read it: each render generates every key and certificate again,
	 * seconds for SCF. Tests that compare two renders make their own second one.
	 */
	private static Map<String, Map<String, Object>> scfRendered;

	Map<String, Map<String, Object>> renderScf() {
		Path archive = chart(GeneratedSecretsTests.SCF);
		if (scfRendered == null) {
			scfRendered = render(archive, fissilesRequiredValues());
		}
		return scfRendered;
	}

	@ParameterizedTest
	@ValueSource(strings = { GeneratedSecretsTests.SCF, HelmExpressionsTests.UAA })
	void rendersWithExactlyTheValuesFissilesChartRequiredAndNoGenerator(String fixture) {
		Path archive = chart(fixture);
		Map<String, Object> required = fissilesRequiredValues();
		assertThat(required).isNotEmpty();
		Map<String, Map<String, Object>> objects = GeneratedSecretsTests.SCF.equals(fixture) ? renderScf()
				: render(archive, required);
		assertThat(objects.keySet()).as("no secret generator workload")
			.noneMatch((name) -> name.contains("secret-generation"));
		assertThat(objects.keySet()).as("the other workloads").anyMatch((name) -> name.startsWith("StatefulSet/"));
		List<String> notNeeded = new ArrayList<>();
		for (String name : required.keySet()) {
			Map<String, Object> missing = new LinkedHashMap<>(required);
			missing.remove(name);
			try {
				HelmCharts.template(archive, "1.33.0", missing);
				notNeeded.add(name);
			}
			catch (IllegalStateException ex) {
				assertThat(ex).as("without %s", name).hasMessageContaining(name + " has not been set");
			}
		}
		assertThat(notNeeded).as("values fissile's chart required that this one renders without").isEmpty();
		Map<String, Object> data = data(objects.get("Secret/secrets"));
		for (GeneratedSecrets.Secret secret : GeneratedSecrets.of(this.manifest)) {
			assertThat(data.get(SecretFactory.key(secret.name()))).as(secret.name()).asString().isNotEmpty();
		}
		for (Map<String, Object> workload : objects.values()) {
			if (workload.get("spec") instanceof Map<?, ?> spec && spec.get("template") != null) {
				for (String name : HelmChartExporter.generated(this.manifest).keySet()) {
					Object ref = GeneratedSecretsTests.secretRef(workload, name);
					assertThat(ref == null || "secrets".equals(ref)).as("%s reads %s from %s", name, name, ref)
						.isTrue();
				}
			}
		}
	}

	@Test
	void certificatesChainToTheGeneratedCaForTheServiceNames() throws Exception {
		Map<String, Map<String, Object>> objects = renderScf();
		Map<String, Object> data = data(objects.get("Secret/secrets"));
		X509Certificate ca = certificate(decode(data, "internal-ca-cert"));
		assertThat(ca.getBasicConstraints()).as("a CA").isGreaterThanOrEqualTo(0);
		assertThat(ca.getSubjectX500Principal().getName()).contains("CN=SCF CA");
		int checked = 0;
		for (GeneratedSecrets.Secret secret : GeneratedSecrets.of(this.manifest)) {
			if (secret.kind() != GeneratedSecrets.Kind.CERTIFICATE || !"INTERNAL_CA_CERT".equals(secret.ca())) {
				continue;
			}
			X509Certificate certificate = certificate(decode(data, SecretFactory.key(secret.name())));
			certificate.verify(ca.getPublicKey());
			assertThat(certificate.getIssuerX500Principal()).isEqualTo(ca.getSubjectX500Principal());
			assertThat(decode(data, SecretFactory.key(secret.pair()))).as("its key").contains("PRIVATE KEY");
			checked++;
		}
		assertThat(checked).isGreaterThan(20);

		// role_name: the Service's names in the release's namespace, as fissile's secret
		// generator made them
		int services = 0;
		for (Variable variable : this.manifest.variables()) {
			String role = variable.options().roleName();
			if (role == null || !objects.containsKey("Service/" + role)) {
				continue;
			}
			Set<String> names = dnsNames(certificate(decode(data, SecretFactory.key(variable.name()))));
			assertThat(names).as(variable.name())
				.contains(role, "*." + role, role + ".test.svc", role + ".test.svc.cluster.local",
						"*." + role + "-set.test.svc.cluster.local");
			services++;
		}
		assertThat(services).as("certificates for a Service of the chart").isGreaterThanOrEqualTo(4);
		// alternative_names with {{.KUBERNETES_NAMESPACE}} and
		// {{.KUBERNETES_CLUSTER_DOMAIN}} filled in
		assertThat(dnsNames(certificate(decode(data, "autoscaler-asapi-server-cert"))))
			.contains("autoscaler-api-apiserver.test.svc.cluster.local");
		assertThat(dnsNames(certificate(decode(data, "autoscaler-asapi-public-server-cert"))))
			.as("{{.DOMAIN}} is env.DOMAIN")
			.contains("autoscaler.given.example.com");
	}

	@Test
	void passwordsHaveTheConfiguredLengthAndSshKeysTheirFingerprint() throws Exception {
		Map<String, Object> data = data(renderScf().get("Secret/secrets"));
		Path archive = chart(GeneratedSecretsTests.SCF);
		Map<String, Object> values = fissilesRequiredValues();
		List<String> passwords = new ArrayList<>();
		for (GeneratedSecrets.Secret secret : GeneratedSecrets.of(this.manifest)) {
			if (secret.kind() == GeneratedSecrets.Kind.PASSWORD) {
				passwords.add(SecretFactory.key(secret.name()));
			}
		}
		assertThat(passwords).isNotEmpty();
		for (String key : passwords) {
			assertThat(decode(data, key)).as(key).matches("[A-Za-z0-9]{64}");
		}
		values.put("secrets.password_length", 20);
		Map<String, Object> shorter = data(render(archive, values).get("Secret/secrets"));
		assertThat(decode(shorter, passwords.get(0))).matches("[A-Za-z0-9]{20}");

		String key = decode(data, "app-ssh-key");
		assertThat(key).startsWith("-----BEGIN RSA PRIVATE KEY-----");
		assertThat(decode(data, "app-ssh-key-fingerprint")).isEqualTo(sha1Fingerprint(key));
	}

	@Test
	void valuesOfTheExistingSecretAndGivenValuesAreKept() throws Exception {
		Map<String, Object> first = data(renderScf().get("Secret/secrets"));
		Path archive = chart(GeneratedSecretsTests.SCF);
		Map<String, Object> second = data(render(archive, fissilesRequiredValues()).get("Secret/secrets"));
		assertThat(second.get("internal-ca-cert")).as("helm template has no existing Secret: new values")
			.isNotEqualTo(first.get("internal-ca-cert"));

		// the chart's own helper, given the first render's Secret as the one lookup finds
		Path chart = Files.createDirectories(this.dir.resolve("lookup"));
		Files.createDirectories(chart.resolve("templates"));
		Files.writeString(chart.resolve("Chart.yaml"), "apiVersion: v2\nname: lookup\nversion: 0.1.0\n");
		Files.writeString(chart.resolve("templates/_helpers.tpl"), HelmTemplates.text("_helpers.tpl"));
		Files.writeString(chart.resolve("templates/out.yaml"),
				"""
						{{- $out := include "studio.generatedSecrets" (dict "root" $ "existing" .Values.existing "specs" .Values.specs "days" 30 "caName" "SCF CA") | fromJson }}
						apiVersion: v1
						kind: ConfigMap
						metadata:
						  name: out
						data: {{ toJson $out }}
						""");
		List<GeneratedSecrets.Secret> passwords = GeneratedSecrets.of(this.manifest)
			.stream()
			.filter((secret) -> secret.kind() == GeneratedSecrets.Kind.PASSWORD && !secret.immutable())
			.toList();
		String dropped = SecretFactory.key(passwords.get(0).name());
		String given = passwords.get(1).name();
		Map<String, Object> existing = new LinkedHashMap<>(first);
		existing.remove(dropped);
		Map<String, Object> values = new LinkedHashMap<>();
		values.put("existing", existing);
		values.put("specs", HelmChartExporter.generatorSpecs(this.manifest));
		values.put("secrets", Map.of("password_length", 64, given, "mine"));
		values.put("env", Map.of("DOMAIN", "given.example.com"));
		Files.writeString(chart.resolve("values.yaml"), new Yaml().dump(values));
		Map<String, Object> kept = data(
				HelmCharts.byKindAndName(HelmCharts.documents(HelmCharts.template(chart, "1.33.0", Map.of())))
					.get("ConfigMap/out"));
		for (GeneratedSecrets.Secret secret : GeneratedSecrets.of(this.manifest)) {
			String key = SecretFactory.key(secret.name());
			if (key.equals(dropped) || secret.name().equals(given)) {
				continue;
			}
			assertThat(kept.get(key)).as(key).isEqualTo(first.get(key));
		}
		assertThat(decode(kept, dropped)).as("missing from the Secret: made anew")
			.matches("[A-Za-z0-9]{64}")
			.isNotEqualTo(decode(first, dropped));
		assertThat(decode(kept, SecretFactory.key(given))).as("secrets.<NAME> wins").isEqualTo("mine");
	}

	Variable variable(String name) {
		return this.manifest.variables().stream().filter((v) -> name.equals(v.name())).findFirst().orElseThrow();
	}

	@SuppressWarnings("unchecked")
	static Map<String, Object> data(Map<String, Object> object) {
		assertThat(object).isNotNull();
		return (Map<String, Object>) object.get("data");
	}

	static String decode(Map<String, Object> data, String key) {
		assertThat(data).containsKey(key);
		return new String(Base64.getDecoder().decode(String.valueOf(data.get(key))), StandardCharsets.UTF_8);
	}

	static X509Certificate certificate(String pem) throws Exception {
		return (X509Certificate) CertificateFactory.getInstance("X.509")
			.generateCertificate(new ByteArrayInputStream(pem.getBytes(StandardCharsets.US_ASCII)));
	}

	static Set<String> dnsNames(X509Certificate certificate) throws Exception {
		Set<String> names = new TreeSet<>();
		for (List<?> name : certificate.getSubjectAlternativeNames()) {
			if (Integer.valueOf(2).equals(name.get(0))) {
				names.add(String.valueOf(name.get(1)));
			}
		}
		return names;
	}

	/**
	 * The SHA-1 fingerprint of the key's public half in its SSH wire form, as
	 * colon-separated hex.
	 */
	static String sha1Fingerprint(String pem) throws Exception {
		Object parsed = new PEMParser(new StringReader(pem)).readObject();
		RSAPrivateKey key = RSAPrivateKey.getInstance(((PEMKeyPair) parsed).getPrivateKeyInfo().parsePrivateKey());
		java.io.ByteArrayOutputStream wire = new java.io.ByteArrayOutputStream();
		java.io.DataOutputStream out = new java.io.DataOutputStream(wire);
		for (byte[] field : List.of("ssh-rsa".getBytes(StandardCharsets.US_ASCII),
				key.getPublicExponent().toByteArray(), key.getModulus().toByteArray())) {
			out.writeInt(field.length);
			out.write(field);
		}
		byte[] digest = MessageDigest.getInstance("SHA-1").digest(wire.toByteArray());
		return HexFormat.ofDelimiter(":").formatHex(digest);
	}

}
