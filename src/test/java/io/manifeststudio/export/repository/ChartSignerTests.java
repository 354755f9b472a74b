package io.manifeststudio.export.repository;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.bouncycastle.bcpg.ArmoredInputStream;
import org.bouncycastle.bcpg.HashAlgorithmTags;
import org.bouncycastle.openpgp.PGPSignature;
import org.bouncycastle.openpgp.PGPSignatureList;
import org.bouncycastle.openpgp.bc.BcPGPObjectFactory;
import org.bouncycastle.openpgp.operator.bc.BcPGPContentVerifierBuilderProvider;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Provenance files: the signed text is Helm's message block (the chart's metadata with
 * its keys in order, {@code ...}, {@code files:} with the archive's {@code sha256:}),
 * clear-signed (SHA-512) so that the signature checks out over the text as RFC 4880
 * canonicalizes it, the same bytes every time; a key that cannot be unlocked stops the
 * start, and without a key nothing is signed. Helm's own check of these files is
 * {@code ChartRepositoryHelmTests}'.
 */
class ChartSignerTests {

	static final String CHART_YAML = """
			apiVersion: v2
			name: shop
			description: Exported by Manifest Studio from role manifest "shop" revision 2
			type: application
			version: 2.33.0
			appVersion: 0123456789ab
			annotations:
			  manifeststudio.io/revision: '2'
			  manifeststudio.io/approvers: rita
			""";

	@TempDir
	static Path keys;

	static TestSigningKey key;

	@BeforeAll
	static void aKey() {
		key = TestSigningKey.create(keys, "correct horse");
	}

	@Test
	void theMessageIsHelmsMessageBlock() {
		String message = ProvenanceMessage.of(CHART_YAML, "shop-2.33.0.tgz", "ab".repeat(32));
		String[] parts = message.split("\n\\.\\.\\.\n");
		assertThat(parts).hasSize(2);
		assertThat(parts[0].lines().filter((line) -> !line.startsWith(" ")).map((line) -> line.split(":")[0]).toList())
			.containsExactly("annotations", "apiVersion", "appVersion", "description", "name", "type", "version");
		assertThat(parts[0]).contains("  manifeststudio.io/approvers: rita\n  manifeststudio.io/revision: '2'");
		Map<String, Object> sums = new Yaml(new SafeConstructor(new LoaderOptions())).load(parts[1]);
		assertThat(sums).isEqualTo(Map.of("files", Map.of("shop-2.33.0.tgz", "sha256:" + "ab".repeat(32))));
	}

	@Test
	void theClearSignedTextVerifiesWithThePublicKeyAndIsTheSameEveryTime() throws Exception {
		ChartSigner signer = new ChartSigner(key.secretKeyFile().toString(), key.passphrase());
		String message = ProvenanceMessage.of(CHART_YAML, "shop-2.33.0.tgz", "ab".repeat(32));
		Instant built = Instant.now();
		String signed = signer.clearSign(message, built).orElseThrow();
		assertThat(signer.clearSign(message, built)).contains(signed);
		assertThat(signed).startsWith(
				"-----BEGIN PGP SIGNED MESSAGE-----\nHash: SHA512\n\n" + message + "-----BEGIN PGP SIGNATURE-----");
		assertThat(signed.strip()).endsWith("-----END PGP SIGNATURE-----");

		PGPSignature signature = signature(signed);
		assertThat(signature.getKeyID()).isEqualTo(key.publicKey().getKeyID());
		assertThat(signature.getHashAlgorithm()).isEqualTo(HashAlgorithmTags.SHA512);
		assertThat(signature.getSignatureType()).isEqualTo(PGPSignature.CANONICAL_TEXT_DOCUMENT);
		assertThat(verifies(signature, message)).isTrue();
		assertThat(verifies(signature(signed), message.replace("sha256:ab", "sha256:cd"))).isFalse();
	}

	@Test
	void linesStartingWithADashAreEscaped() {
		ChartSigner signer = new ChartSigner(key.secretKeyFile().toString(), key.passphrase());
		String signed = signer.clearSign("keywords:\n- shop\n", Instant.now()).orElseThrow();
		assertThat(signed).contains("\nkeywords:\n- - shop\n-----BEGIN PGP SIGNATURE-----");
	}

	@Test
	void aWrongPassphraseStopsTheStartWithoutAKeyNothingIsSigned() {
		assertThatThrownBy(() -> new ChartSigner(key.secretKeyFile().toString(), "wrong"))
			.isInstanceOf(IllegalStateException.class)
			.hasMessageContaining("cannot be unlocked with manifest-studio.charts.signing-passphrase");
		assertThatThrownBy(() -> new ChartSigner(keys.resolve("missing.asc").toString(), ""))
			.isInstanceOf(IllegalStateException.class)
			.hasMessageContaining("cannot read an OpenPGP secret key");
		ChartSigner none = new ChartSigner("", "");
		assertThat(none.configured()).isFalse();
		assertThat(none.clearSign("text", Instant.now())).isEmpty();
	}

	private static PGPSignature signature(String signed) throws Exception {
		String armor = signed.substring(signed.indexOf("-----BEGIN PGP SIGNATURE-----"));
		try (InputStream in = new ArmoredInputStream(
				new ByteArrayInputStream(armor.getBytes(StandardCharsets.US_ASCII)))) {
			return ((PGPSignatureList) new BcPGPObjectFactory(in).nextObject()).get(0);
		}
	}

	/**
	 * RFC 4880 section 7.1: the lines without trailing blanks, joined by CR LF, without
	 * the last line end.
	 */
	private static boolean verifies(PGPSignature signature, String text) throws Exception {
		signature.init(new BcPGPContentVerifierBuilderProvider(), key.publicKey());
		List<String> lines = new ArrayList<>(List.of(text.split("\n", -1)));
		if (lines.get(lines.size() - 1).isEmpty()) {
			lines.remove(lines.size() - 1);
		}
		signature.update(String.join("\r\n", lines).getBytes(StandardCharsets.UTF_8));
		return signature.verify();
	}

}
