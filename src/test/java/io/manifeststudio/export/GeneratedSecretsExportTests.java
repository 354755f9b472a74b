package io.manifeststudio.export;

import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.security.cert.X509Certificate;
import java.security.interfaces.RSAPublicKey;
import java.time.Clock;
import java.time.ZoneOffset;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.yaml.snakeyaml.Yaml;

import io.manifeststudio.export.helm.ChartDefaults;
import io.manifeststudio.manifest.yaml.ManifestYamlWriter;
import io.manifeststudio.manifest.model.RoleManifest;
import io.manifeststudio.export.rules.Validators;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The Kubernetes YAML export fills generated secret variables at export: the Secret
 * {@code secrets} of {@code src/test/resources/manifests/generated-secrets-example.yml}
 * holds a fresh password, CA, certificate signed by it, SSH key and fingerprint, says so
 * in a comment, and is kept as a golden file
 * ({@code golden/export/generated-secrets-example-1.33.yaml}) with each generated value
 * replaced by what it is (the parts that are new on every export). Regenerate with
 * {@code -Dgolden.update=true}.
 */
class GeneratedSecretsExportTests {

	final GeneratedSecretValues values = new GeneratedSecretValues(new SecureRandom(), GeneratedSecretValuesTests.SMALL,
			Clock.fixed(GeneratedSecretValuesTests.NOW, ZoneOffset.UTC));

	@Test
	@SuppressWarnings("unchecked")
	void theExportFillsGeneratedSecretsAndMatchesTheGoldenFileWithTheRandomPartsMasked() throws Exception {
		RoleManifest manifest = ExportTestSupport.resource("generated-secrets-example.yml");
		String yaml = new KubernetesExport(ChartDefaults::expressions)
			.export(manifest, ExportSettings.defaults(), null, Validators.create(ExportSettings.defaults()),
					this.values)
			.yaml();
		assertThat(yaml).contains("---\n# Generated at export by Manifest Studio, as fissile's secret generator would "
				+ "have generated them:\n#   CAs: INTERNAL_CA_CERT\n");
		List<Map<String, Object>> documents = ExportTestSupport.documents(yaml);
		Map<String, Object> secrets = documents.stream()
			.filter((document) -> "secrets".equals(((Map<String, Object>) document.get("metadata")).get("name")))
			.findFirst()
			.orElseThrow();
		Map<String, String> data = (Map<String, String>) secrets.get("data");
		X509Certificate ca = GeneratedSecretValuesTests.certificate(decode(data.get("internal-ca-cert")));
		GeneratedSecretValuesTests.certificate(decode(data.get("api-cert"))).verify(ca.getPublicKey());
		assertThat(decode(data.get("api-ssh-key-fingerprint"))).isEqualTo(KeyMaterial.sshMd5Fingerprint(
				(RSAPublicKey) GeneratedSecretValuesTests.key(decode(data.get("api-ssh-key"))).getPublic()));
		Map<String, Object> masked = new LinkedHashMap<>();
		for (Map.Entry<String, String> entry : data.entrySet()) {
			masked.put(entry.getKey(), mask(decode(entry.getValue()), entry.getValue()));
		}
		secrets.put("data", masked);
		ExportTestSupport.assertGolden("generated-secrets-example-1.33.yaml",
				new Yaml(ManifestYamlWriter.options()).dumpAll(documents.iterator()));
	}

	@Test
	void withoutValuesGeneratedSecretsStayEmptyAndThereIsNoComment() {
		RoleManifest manifest = ExportTestSupport.resource("generated-secrets-example.yml");
		String yaml = new KubernetesExport(ChartDefaults::expressions)
			.export(manifest, ExportSettings.defaults(), null, Validators.create(ExportSettings.defaults()))
			.yaml();
		assertThat(yaml).doesNotContain("# Generated at export").contains("  admin-password: ''\n");
	}

	private static String decode(String base64) {
		return new String(Base64.getDecoder().decode(base64), StandardCharsets.UTF_8);
	}

	/**
	 * A generated value as what it is: certificates with their names, keys with their
	 * size.
	 */
	private static Object mask(String decoded, String original) throws Exception {
		if (decoded.startsWith("-----BEGIN CERTIFICATE-----")) {
			X509Certificate certificate = GeneratedSecretValuesTests.certificate(decoded);
			List<String> names = (certificate.getSubjectAlternativeNames() == null) ? List.of()
					: GeneratedSecretValuesTests.alternativeNames(certificate);
			return "<certificate " + certificate.getSubjectX500Principal().getName() + " issued by "
					+ certificate.getIssuerX500Principal().getName() + (names.isEmpty() ? "" : " for " + names) + ">";
		}
		if (decoded.startsWith("-----BEGIN RSA PRIVATE KEY-----")) {
			GeneratedSecretValuesTests.key(decoded);
			return "<RSA private key>";
		}
		if (decoded.matches("([0-9a-f]{2}:){15}[0-9a-f]{2}")) {
			return "<MD5 fingerprint>";
		}
		if (decoded.matches("[A-Za-z0-9]{64}")) {
			return "<password of 64 alphanumerics>";
		}
		return original;
	}

}
