package io.manifeststudio.export.repository;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.math.BigInteger;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.Date;

import org.bouncycastle.bcpg.ArmoredOutputStream;
import org.bouncycastle.bcpg.HashAlgorithmTags;
import org.bouncycastle.bcpg.SymmetricKeyAlgorithmTags;
import org.bouncycastle.bcpg.sig.KeyFlags;
import org.bouncycastle.crypto.generators.RSAKeyPairGenerator;
import org.bouncycastle.crypto.params.RSAKeyGenerationParameters;
import org.bouncycastle.openpgp.PGPException;
import org.bouncycastle.openpgp.PGPKeyRingGenerator;
import org.bouncycastle.openpgp.PGPPublicKey;
import org.bouncycastle.openpgp.PGPPublicKeyRing;
import org.bouncycastle.openpgp.PGPSecretKeyRing;
import org.bouncycastle.openpgp.PGPSignature;
import org.bouncycastle.openpgp.PGPSignatureSubpacketGenerator;
import org.bouncycastle.openpgp.operator.PGPDigestCalculator;
import org.bouncycastle.openpgp.operator.bc.BcPBESecretKeyEncryptorBuilder;
import org.bouncycastle.openpgp.operator.bc.BcPGPContentSignerBuilder;
import org.bouncycastle.openpgp.operator.bc.BcPGPDigestCalculatorProvider;
import org.bouncycastle.openpgp.operator.bc.BcPGPKeyPair;

/**
 * Test support: a new OpenPGP RSA key made with BouncyCastle, as
 * {@code gpg --full-generate-key} would (a user id certified by the key, flags certify
 * and sign), written as the armored secret key file the application reads and as the
 * binary public keyring {@code helm verify --keyring} reads.
 */
public record TestSigningKey(Path secretKeyFile, Path publicKeyring, String passphrase, PGPPublicKey publicKey) {

	public static TestSigningKey create(Path directory, String passphrase) {
		try {
			RSAKeyPairGenerator rsa = new RSAKeyPairGenerator();
			rsa.init(new RSAKeyGenerationParameters(BigInteger.valueOf(0x10001), new SecureRandom(), 2048, 80));
			BcPGPKeyPair pair = new BcPGPKeyPair(PGPPublicKey.RSA_GENERAL, rsa.generateKeyPair(), new Date());
			PGPDigestCalculator sha1 = new BcPGPDigestCalculatorProvider().get(HashAlgorithmTags.SHA1);
			PGPSignatureSubpacketGenerator flags = new PGPSignatureSubpacketGenerator();
			flags.setKeyFlags(false, KeyFlags.CERTIFY_OTHER | KeyFlags.SIGN_DATA);
			PGPKeyRingGenerator rings = new PGPKeyRingGenerator(PGPSignature.POSITIVE_CERTIFICATION, pair,
					"Manifest Studio test <charts@example.com>", sha1, flags.generate(), null,
					new BcPGPContentSignerBuilder(PGPPublicKey.RSA_GENERAL, HashAlgorithmTags.SHA256),
					new BcPBESecretKeyEncryptorBuilder(SymmetricKeyAlgorithmTags.AES_256, sha1)
						.build(passphrase.toCharArray()));
			PGPSecretKeyRing secret = rings.generateSecretKeyRing();
			PGPPublicKeyRing pub = rings.generatePublicKeyRing();
			Path secretFile = directory.resolve("signing-key.asc");
			try (OutputStream out = Files.newOutputStream(secretFile);
					ArmoredOutputStream armored = new ArmoredOutputStream(out)) {
				secret.encode(armored);
			}
			Path keyring = directory.resolve("pubring.gpg");
			Files.write(keyring, pub.getEncoded());
			return new TestSigningKey(secretFile, keyring, passphrase, pub.getPublicKey());
		}
		catch (PGPException ex) {
			throw new IllegalStateException(ex);
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
	}

}
