package io.manifeststudio.export;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.StringReader;
import java.math.BigInteger;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.KeyFactory;
import java.security.KeyPair;
import java.security.SecureRandom;
import java.security.cert.CertificateFactory;
import java.security.cert.X509Certificate;
import java.security.interfaces.RSAPrivateCrtKey;
import java.security.interfaces.RSAPublicKey;
import java.security.spec.RSAPublicKeySpec;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

import org.bouncycastle.openssl.PEMKeyPair;
import org.bouncycastle.openssl.PEMParser;
import org.bouncycastle.openssl.jcajce.JcaPEMKeyConverter;
import org.junit.jupiter.api.Test;

import io.manifeststudio.export.GeneratedSecrets.Kind;
import io.manifeststudio.export.GeneratedSecretValues.Filled;
import io.manifeststudio.export.GeneratedSecretValues.KeySizes;
import io.manifeststudio.manifest.model.RoleManifest;
import io.manifeststudio.manifest.model.Variable;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The values the Kubernetes YAML export generates for generated secret variables, one
 * test per kind, each parsed back: passwords, a CA, a certificate signed by it for its
 * role's Service names, SSH keys with fissile's MD5 fingerprint, the legacy (v1)
 * generator blocks, and the key sizes of an export. Keys are 1024 bits here except in
 * {@link #anExportUsesTheProductionKeySizes}.
 */
class GeneratedSecretValuesTests {

	static final Instant NOW = Instant.parse("2026-12-01T10:00:00Z");

	static final KeySizes SMALL = new KeySizes(1024, 1024);

	static final String V3 = """
			instance_groups:
			- name: api
			  jobs:
			  - name: api
			    release: demo
			    properties:
			      bosh_containerization:
			        run: {scaling: {min: 1, max: 3}, memory: 256}
			configuration:
			  templates:
			    properties.api.password: ((ADMIN_PASSWORD))
			variables:
			- name: ADMIN_PASSWORD
			  type: password
			  options: {secret: true, description: Admin password.}
			- name: GIVEN_PASSWORD
			  type: password
			  options: {secret: true, default: not-generated, description: A password with a default.}
			- name: INTERNAL_CA_CERT
			  type: certificate
			  options: {secret: true, is_ca: true, description: The internal CA.}
			- name: INTERNAL_CA_CERT_KEY
			  options: {secret: true, description: Its key.}
			- name: KUBE_CA_CERT
			  type: certificate
			  options: {secret: true, is_ca: true, append_kube_ca: true, description: A CA with the cluster's CA.}
			- name: API_CERT
			  type: certificate
			  options:
			    secret: true
			    ca: INTERNAL_CA_CERT
			    role_name: api-api
			    alternative_names: ["api.{{.DOMAIN}}", "10.0.0.1"]
			    description: The API's certificate.
			- name: API_CERT_KEY
			  options: {secret: true, description: Its key.}
			- name: LONELY_CERT
			  type: certificate
			  options: {secret: true, alternative_names: [lonely.example.com], description: No CA.}
			- name: API_SSH_KEY
			  type: ssh
			  options: {secret: true, description: SSH host key.}
			- name: API_SSH_KEY_FINGERPRINT
			  options: {secret: true, description: Its fingerprint.}
			- name: DOMAIN
			  options: {default: example.com, description: The domain.}
			""";

	static final String V1 = """
			roles:
			- name: api
			  jobs:
			  - {name: api, release_name: demo}
			  run: {memory: 256}
			configuration:
			  templates:
			    properties.api.password: ((PW))
			  variables:
			  - name: CA_CERT
			    secret: true
			    generator: {id: cacert, type: CACertificate, value_type: certificate}
			    description: The CA.
			  - name: CA_KEY
			    secret: true
			    generator: {id: cacert, type: CACertificate, value_type: private_key}
			    description: Its key.
			  - name: API_CERT
			    secret: true
			    generator: {id: api_cert, type: Certificate, value_type: certificate, role_name: api, subject_names: ["api.{{.DOMAIN}}"]}
			    description: The API's certificate.
			  - name: API_KEY
			    secret: true
			    generator: {id: api_cert, type: Certificate, value_type: private_key}
			    description: Its key.
			  - name: APP_SSH_KEY
			    secret: true
			    generator: {id: app_ssh, type: SSH, value_type: private_key}
			    description: SSH key.
			  - name: APP_SSH_KEY_FINGERPRINT
			    secret: true
			    generator: {id: app_ssh, type: SSH, value_type: fingerprint}
			    description: Its fingerprint.
			  - name: PW
			    secret: true
			    generator: {type: Password}
			    description: A password.
			  - name: DOMAIN
			    default: example.org
			    description: The domain.
			""";

	final GeneratedSecretValues values = new GeneratedSecretValues(new SecureRandom(), SMALL,
			Clock.fixed(NOW, ZoneOffset.UTC));

	@Test
	void passwordsAre64AlphanumericsAndAVariableWithADefaultKeepsIt() {
		Filled filled = this.values.fill(ExportTestSupport.manifest(V3), allKeys(ExportTestSupport.manifest(V3)));
		assertThat(filled.values().get("admin-password")).matches("[A-Za-z0-9]{64}");
		assertThat(filled.values()).doesNotContainKey("given-password");
		Filled again = this.values.fill(ExportTestSupport.manifest(V3), Set.of("admin-password"));
		assertThat(again.values()).containsOnlyKeys("admin-password");
		assertThat(again.values().get("admin-password")).isNotEqualTo(filled.values().get("admin-password"));
		assertThat(filled.generated().get(Kind.PASSWORD)).containsExactly("ADMIN_PASSWORD");
	}

	@Test
	void aCaIsSelfSignedForScfCaWithItsKey() throws Exception {
		Filled filled = this.values.fill(ExportTestSupport.manifest(V3), allKeys(ExportTestSupport.manifest(V3)));
		X509Certificate ca = certificate(filled.values().get("internal-ca-cert"));
		KeyPair key = key(filled.values().get("internal-ca-cert-key"));
		assertThat(ca.getSubjectX500Principal().getName()).isEqualTo("CN=SCF CA");
		assertThat(ca.getIssuerX500Principal()).isEqualTo(ca.getSubjectX500Principal());
		assertThat(ca.getBasicConstraints()).isNotNegative();
		assertThat(ca.getKeyUsage()[5]).as("keyCertSign").isTrue();
		ca.verify(ca.getPublicKey());
		assertThat(ca.getPublicKey()).isEqualTo(key.getPublic());
		assertThat(ca.getNotBefore().toInstant()).isEqualTo(NOW.minus(Duration.ofMinutes(5)));
		assertThat(ca.getNotAfter().toInstant()).isEqualTo(NOW.plus(Duration.ofDays(30 * 365 + 7)));
		assertThat(filled.values().get("internal-ca-cert-key")).startsWith("-----BEGIN RSA PRIVATE KEY-----\n");
	}

	@Test
	void aCertificateIsSignedByItsCaForTheRoleServiceNamesThenItsAlternativeNames() throws Exception {
		Filled filled = this.values.fill(ExportTestSupport.manifest(V3), allKeys(ExportTestSupport.manifest(V3)));
		X509Certificate ca = certificate(filled.values().get("internal-ca-cert"));
		X509Certificate certificate = certificate(filled.values().get("api-cert"));
		certificate.verify(ca.getPublicKey());
		assertThat(certificate.getIssuerX500Principal()).isEqualTo(ca.getSubjectX500Principal());
		assertThat(certificate.getSubjectX500Principal().getName()).isEqualTo("CN=api-api");
		assertThat(certificate.getBasicConstraints()).isEqualTo(-1);
		assertThat(certificate.getExtendedKeyUsage()).containsExactly("1.3.6.1.5.5.7.3.1", "1.3.6.1.5.5.7.3.2");
		assertThat(alternativeNames(certificate)).containsExactly("api-api", "*.api-api", "api-api.default.svc",
				"*.api-api.default.svc", "api-api.default.svc.cluster.local", "*.api-api.default.svc.cluster.local",
				"*.api-api-set", "*.api-api-set.default.svc", "*.api-api-set.default.svc.cluster.local",
				"api.example.com", "ip:10.0.0.1");
		assertThat(certificate.getPublicKey()).isEqualTo(key(filled.values().get("api-cert-key")).getPublic());
		assertThat(filled.selfSigned()).containsExactly("LONELY_CERT");
		X509Certificate lonely = certificate(filled.values().get("lonely-cert"));
		lonely.verify(lonely.getPublicKey());
		assertThat(alternativeNames(lonely)).containsExactly("lonely.example.com");
	}

	@Test
	void aCertificateReadAloneStillGetsItsCaButOnlyTheReadKeysAreFilled() throws Exception {
		RoleManifest manifest = ExportTestSupport.manifest(V3);
		Filled filled = this.values.fill(manifest, Set.of("api-cert"));
		assertThat(filled.values()).containsOnlyKeys("api-cert");
		assertThat(certificate(filled.values().get("api-cert")).getIssuerX500Principal().getName())
			.isEqualTo("CN=SCF CA");
		assertThat(filled.generated().get(Kind.CA)).containsExactly("INTERNAL_CA_CERT");
		assertThat(this.values.fill(manifest, Set.of("domain", "unknown")).isEmpty()).isTrue();
	}

	@Test
	void aCaWithAppendKubeCaIsReportedSinceTheExportCannotReadTheClusterCa() {
		Filled filled = this.values.fill(ExportTestSupport.manifest(V3), Set.of("kube-ca-cert"));
		assertThat(filled.kubeCaNotAppended()).containsExactly("KUBE_CA_CERT");
		assertThat(String.join("\n", GeneratedSecretsComment.lines(filled)))
			.contains("append_kube_ca: append the cluster's CA to KUBE_CA_CERT")
			.contains("kube-root-ca.crt");
	}

	@Test
	void anSshKeyIsPkcs1PemWithTheMd5FingerprintOfItsPublicKey() throws Exception {
		Filled filled = this.values.fill(ExportTestSupport.manifest(V3), allKeys(ExportTestSupport.manifest(V3)));
		String pem = filled.values().get("api-ssh-key");
		assertThat(pem).startsWith("-----BEGIN RSA PRIVATE KEY-----\n").endsWith("-----END RSA PRIVATE KEY-----\n");
		KeyPair key = key(pem);
		String fingerprint = filled.values().get("api-ssh-key-fingerprint");
		assertThat(fingerprint).matches("([0-9a-f]{2}:){15}[0-9a-f]{2}");
		assertThat(fingerprint).isEqualTo(KeyMaterial.sshMd5Fingerprint((RSAPublicKey) key.getPublic()));
	}

	@Test
	void theFingerprintIsTheOneSshKeygenShows() throws GeneralSecurityException {
		// an authorized_keys line and what `ssh-keygen -E md5 -lf` printed for it (after
		// "MD5:")
		String line = "AAAAB3NzaC1yc2EAAAADAQABAAAAgQDIMvk6JEd58J6dS/m2LQkHWQDvRJwH7SbbPUQY8727HBza8cpowZ4aVb0xexblx9x0jJjht"
				+ "/ryuiH43xgsMmD4ZGnTD5M6cghPORGxHYTDS6C0tLiJmvNLm/GkBpTPY8SuRk894ou9gIv6K8uwGOssdgLEM2Gn/JVcFmffWoZPkQ==";
		byte[] wire = Base64.getDecoder().decode(line);
		ByteBuffer buffer = ByteBuffer.wrap(wire);
		assertThat(new String(field(buffer), StandardCharsets.US_ASCII)).isEqualTo("ssh-rsa");
		BigInteger exponent = new BigInteger(field(buffer));
		BigInteger modulus = new BigInteger(field(buffer));
		RSAPublicKey key = (RSAPublicKey) KeyFactory.getInstance("RSA")
			.generatePublic(new RSAPublicKeySpec(modulus, exponent));
		assertThat(KeyMaterial.sshWireForm(key)).isEqualTo(wire);
		assertThat(KeyMaterial.sshMd5Fingerprint(key)).isEqualTo("ca:20:4b:6c:a8:ef:dc:50:c2:c0:3c:7e:f7:4d:fc:aa");
	}

	@Test
	void theLegacyGeneratorBlocksGetTheSameByIdAndTheCertificateIsSignedByTheCaCertificate() throws Exception {
		RoleManifest manifest = ExportTestSupport.manifest(V1);
		Filled filled = this.values.fill(manifest, allKeys(manifest));
		assertThat(filled.values()).containsOnlyKeys("ca-cert", "ca-key", "api-cert", "api-key", "app-ssh-key",
				"app-ssh-key-fingerprint", "pw");
		X509Certificate ca = certificate(filled.values().get("ca-cert"));
		X509Certificate certificate = certificate(filled.values().get("api-cert"));
		certificate.verify(ca.getPublicKey());
		assertThat(certificate.getPublicKey()).isEqualTo(key(filled.values().get("api-key")).getPublic());
		assertThat(alternativeNames(certificate)).startsWith("api", "*.api").endsWith("api.example.org");
		assertThat(filled.values().get("app-ssh-key-fingerprint")).isEqualTo(
				KeyMaterial.sshMd5Fingerprint((RSAPublicKey) key(filled.values().get("app-ssh-key")).getPublic()));
		assertThat(filled.values().get("pw")).matches("[A-Za-z0-9]{64}");
	}

	@Test
	void anExportUsesTheProductionKeySizes() throws Exception {
		RoleManifest manifest = ExportTestSupport.manifest(V3);
		Filled filled = GeneratedSecretValues.forExport().fill(manifest, Set.of("api-cert", "api-ssh-key"));
		RSAPublicKey certificateKey = (RSAPublicKey) certificate(filled.values().get("api-cert")).getPublicKey();
		assertThat(certificateKey.getModulus().bitLength()).isEqualTo(2048);
		RSAPublicKey sshKey = (RSAPublicKey) key(filled.values().get("api-ssh-key")).getPublic();
		assertThat(sshKey.getModulus().bitLength()).isEqualTo(4096);
	}

	static Set<String> allKeys(RoleManifest manifest) {
		return manifest.variables().stream().map(Variable::name).map(SecretFactory::key).collect(Collectors.toSet());
	}

	static X509Certificate certificate(String pem) throws GeneralSecurityException {
		assertThat(pem).startsWith("-----BEGIN CERTIFICATE-----\n");
		return (X509Certificate) CertificateFactory.getInstance("X.509")
			.generateCertificate(new ByteArrayInputStream(pem.getBytes(StandardCharsets.US_ASCII)));
	}

	static KeyPair key(String pem) throws IOException {
		try (PEMParser parser = new PEMParser(new StringReader(pem))) {
			KeyPair pair = new JcaPEMKeyConverter().getKeyPair((PEMKeyPair) parser.readObject());
			assertThat(pair.getPrivate()).isInstanceOf(RSAPrivateCrtKey.class);
			return pair;
		}
	}

	/** DNS names as written, IP addresses as {@code ip:<address>}. */
	static List<String> alternativeNames(X509Certificate certificate) throws GeneralSecurityException {
		return certificate.getSubjectAlternativeNames()
			.stream()
			.map((name) -> ((Integer) name.get(0) == 7 ? "ip:" : "") + name.get(1))
			.toList();
	}

	private static byte[] field(ByteBuffer buffer) {
		byte[] bytes = new byte[buffer.getInt()];
		buffer.get(bytes);
		return bytes;
	}

}
