package io.manifeststudio.export;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.security.interfaces.RSAPublicKey;
import java.util.HexFormat;

import org.bouncycastle.openssl.jcajce.JcaPEMWriter;

/**
 * RSA keys as fissile's secret generator (SUSE/scf-secret-generator) wrote them: PEM,
 * PKCS#1 ({@code -----BEGIN RSA PRIVATE KEY-----}, Go's
 * {@code x509.MarshalPKCS1PrivateKey}), and the SSH fingerprint of the public half in the
 * generator's format.
 */
public final class KeyMaterial {

	private static final HexFormat HEX = HexFormat.of();

	private KeyMaterial() {
	}

	/** A fresh RSA key pair of {@code bits} bits. */
	public static KeyPair rsa(int bits, SecureRandom random) {
		try {
			KeyPairGenerator generator = KeyPairGenerator.getInstance("RSA");
			generator.initialize(bits, random);
			return generator.generateKeyPair();
		}
		catch (GeneralSecurityException ex) {
			throw new IllegalStateException("RSA key generation is not available", ex);
		}
	}

	/**
	 * The private key as PKCS#1 PEM ({@code RSA PRIVATE KEY}), or a certificate as
	 * {@code CERTIFICATE} PEM.
	 */
	public static String pem(Object keyOrCertificate) {
		StringWriter text = new StringWriter();
		try (JcaPEMWriter writer = new JcaPEMWriter(text)) {
			writer.writeObject(keyOrCertificate);
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
		return text.toString();
	}

	/**
	 * The fingerprint fissile's secret generator wrote for an SSH key:
	 * {@code ssh.FingerprintLegacyMD5} of golang.org/x/crypto/ssh (scf-secret-generator
	 * {@code ssh/ssh.go}, "generate MD5 fingerprint"), that is the MD5 of the public
	 * key's SSH wire form (RFC 4253 §6.6: {@code string "ssh-rsa", mpint e, mpint n}) as
	 * lower-case hex pairs joined by {@code :}, without a {@code MD5:} prefix (as
	 * {@code ssh-keygen -E md5 -l} shows it after the prefix).
	 */
	public static String sshMd5Fingerprint(RSAPublicKey key) {
		try {
			byte[] digest = MessageDigest.getInstance("MD5").digest(sshWireForm(key));
			return HEX.withDelimiter(":").formatHex(digest);
		}
		catch (GeneralSecurityException ex) {
			throw new IllegalStateException("MD5 is not available", ex);
		}
	}

	/** The public key in SSH wire form (RFC 4253 §6.6). */
	public static byte[] sshWireForm(RSAPublicKey key) {
		ByteArrayOutputStream out = new ByteArrayOutputStream();
		writeString(out, "ssh-rsa".getBytes(StandardCharsets.US_ASCII));
		writeString(out, key.getPublicExponent().toByteArray());
		writeString(out, key.getModulus().toByteArray());
		return out.toByteArray();
	}

	/** A positive random serial number of 159 bits (X.509 allows 20 octets). */
	static BigInteger serial(SecureRandom random) {
		return new BigInteger(159, random).add(BigInteger.ONE);
	}

	private static void writeString(ByteArrayOutputStream out, byte[] bytes) {
		out.write(bytes.length >>> 24);
		out.write(bytes.length >>> 16);
		out.write(bytes.length >>> 8);
		out.write(bytes.length);
		out.writeBytes(bytes);
	}

}
