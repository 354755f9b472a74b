package io.manifeststudio.export.repository;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Date;
import java.util.Optional;

import org.bouncycastle.bcpg.ArmoredOutputStream;
import org.bouncycastle.bcpg.HashAlgorithmTags;
import org.bouncycastle.openpgp.PGPException;
import org.bouncycastle.openpgp.PGPPrivateKey;
import org.bouncycastle.openpgp.PGPPublicKey;
import org.bouncycastle.openpgp.PGPSecretKey;
import org.bouncycastle.openpgp.PGPSecretKeyRing;
import org.bouncycastle.openpgp.PGPSecretKeyRingCollection;
import org.bouncycastle.openpgp.PGPSignature;
import org.bouncycastle.openpgp.PGPSignatureGenerator;
import org.bouncycastle.openpgp.PGPSignatureSubpacketGenerator;
import org.bouncycastle.openpgp.PGPUtil;
import org.bouncycastle.openpgp.operator.bc.BcKeyFingerprintCalculator;
import org.bouncycastle.openpgp.operator.bc.BcPBESecretKeyDecryptorBuilder;
import org.bouncycastle.openpgp.operator.bc.BcPGPContentSignerBuilder;
import org.bouncycastle.openpgp.operator.bc.BcPGPDigestCalculatorProvider;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;

/**
 * Clear-signs provenance texts with the OpenPGP key an admin configures
 * ({@code manifest-studio.charts.signing-key}: an ASCII-armored secret key file, as
 * {@code gpg --export-secret-keys
 * --armor} writes it; {@code manifest-studio.charts.signing-passphrase}: its passphrase,
 * empty for none), as Helm's {@code helm package --sign} does (a clear-signed text,
 * SHA-512). Without a key nothing is signed and the repository has no provenance files. A
 * key that cannot be read or unlocked stops the application at start, saying why.
 * <p>
 * A signature's time is the archive's build time (or the key's creation, if later), and
 * RSA signatures are deterministic: a chart's provenance file is the same bytes on every
 * request, like its archive.
 */
@Component
public class ChartSigner {

	private final Key key;

	@Autowired
	public ChartSigner(@Value("${manifest-studio.charts.signing-key:}") String keyFile,
			@Value("${manifest-studio.charts.signing-passphrase:}") String passphrase) {
		this.key = (keyFile == null || keyFile.isBlank()) ? null : Key.read(Path.of(keyFile.trim()), passphrase);
	}

	/**
	 * Whether a key is configured (and the repository therefore has provenance files).
	 */
	public boolean configured() {
		return this.key != null;
	}

	/** The clear-signed text, or empty when no key is configured. */
	public Optional<String> clearSign(String text, Instant at) {
		if (this.key == null) {
			return Optional.empty();
		}
		Instant created = this.key.publicKey().getCreationTime().toInstant();
		return Optional.of(this.key.clearSign(text, at.isBefore(created) ? created : at));
	}

	private record Key(PGPPublicKey publicKey, PGPPrivateKey privateKey) {

		static Key read(Path file, String passphrase) {
			PGPSecretKey signing = null;
			try (InputStream in = PGPUtil.getDecoderStream(Files.newInputStream(file))) {
				for (PGPSecretKeyRing ring : new PGPSecretKeyRingCollection(in, new BcKeyFingerprintCalculator())) {
					for (PGPSecretKey candidate : ring) {
						if (signing == null && candidate.isSigningKey() && !candidate.isPrivateKeyEmpty()) {
							signing = candidate;
						}
					}
				}
			}
			catch (IOException | PGPException ex) {
				throw new IllegalStateException("manifest-studio.charts.signing-key: cannot read an OpenPGP secret key "
						+ "from " + file + ": " + ex.getMessage(), ex);
			}
			if (signing == null) {
				throw new IllegalStateException(
						"manifest-studio.charts.signing-key: " + file + " holds no secret key that can sign");
			}
			try {
				char[] secret = (passphrase != null) ? passphrase.toCharArray() : new char[0];
				PGPPrivateKey unlocked = signing.extractPrivateKey(
						new BcPBESecretKeyDecryptorBuilder(new BcPGPDigestCalculatorProvider()).build(secret));
				return new Key(signing.getPublicKey(), unlocked);
			}
			catch (PGPException ex) {
				throw new IllegalStateException("manifest-studio.charts.signing-key: the key in " + file
						+ " cannot be unlocked with manifest-studio.charts.signing-passphrase: " + ex.getMessage(), ex);
			}
		}

		/**
		 * RFC 4880 section 7: the signature is over the text's lines without trailing
		 * blanks, joined by CR LF (the line end before the signature is not part of it);
		 * lines starting with {@code -} are dash-escaped.
		 */
		String clearSign(String text, Instant at) {
			String[] lines = text.split("\n", -1);
			int count = (lines.length > 0 && lines[lines.length - 1].isEmpty()) ? lines.length - 1 : lines.length;
			try {
				PGPSignatureGenerator generator = new PGPSignatureGenerator(
						new BcPGPContentSignerBuilder(this.publicKey.getAlgorithm(), HashAlgorithmTags.SHA512),
						this.publicKey);
				generator.init(PGPSignature.CANONICAL_TEXT_DOCUMENT, this.privateKey);
				PGPSignatureSubpacketGenerator hashed = new PGPSignatureSubpacketGenerator();
				hashed.setSignatureCreationTime(false, Date.from(at));
				hashed.setIssuerFingerprint(false, this.publicKey);
				hashed.setIssuerKeyID(false, this.publicKey.getKeyID());
				generator.setHashedSubpackets(hashed.generate());
				StringBuilder signed = new StringBuilder("-----BEGIN PGP SIGNED MESSAGE-----\nHash: SHA512\n\n");
				for (int i = 0; i < count; i++) {
					String line = lines[i].replaceAll("[ \\t\\r]+$", "");
					if (i > 0) {
						generator.update("\r\n".getBytes(StandardCharsets.US_ASCII));
					}
					generator.update(line.getBytes(StandardCharsets.UTF_8));
					signed.append(line.startsWith("-") ? "- " : "").append(line).append('\n');
				}
				ByteArrayOutputStream signature = new ByteArrayOutputStream();
				try (ArmoredOutputStream armored = ArmoredOutputStream.builder().clearHeaders().build(signature)) {
					generator.generate().encode(armored);
				}
				return signed.append(signature.toString(StandardCharsets.US_ASCII)).toString();
			}
			catch (PGPException ex) {
				throw new IllegalStateException("Signing a provenance file failed: " + ex.getMessage(), ex);
			}
			catch (IOException ex) {
				throw new UncheckedIOException(ex);
			}
		}

	}

}
