package io.manifeststudio.export;

import java.security.GeneralSecurityException;
import java.security.KeyPair;
import java.security.SecureRandom;
import java.security.cert.X509Certificate;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Date;
import java.util.List;

import org.bouncycastle.asn1.x500.X500Name;
import org.bouncycastle.asn1.x500.X500NameBuilder;
import org.bouncycastle.asn1.x500.style.BCStyle;
import org.bouncycastle.asn1.x509.BasicConstraints;
import org.bouncycastle.asn1.x509.ExtendedKeyUsage;
import org.bouncycastle.asn1.x509.Extension;
import org.bouncycastle.asn1.x509.GeneralName;
import org.bouncycastle.asn1.x509.GeneralNames;
import org.bouncycastle.asn1.x509.KeyPurposeId;
import org.bouncycastle.asn1.x509.KeyUsage;
import org.bouncycastle.cert.CertIOException;
import org.bouncycastle.cert.X509v3CertificateBuilder;
import org.bouncycastle.cert.jcajce.JcaX509CertificateConverter;
import org.bouncycastle.cert.jcajce.JcaX509ExtensionUtils;
import org.bouncycastle.cert.jcajce.JcaX509v3CertificateBuilder;
import org.bouncycastle.operator.OperatorCreationException;
import org.bouncycastle.operator.jcajce.JcaContentSignerBuilder;
import org.bouncycastle.util.IPAddress;

/**
 * X.509 certificates (BouncyCastle) as fissile's secret generator had cfssl make them
 * (scf-secret-generator {@code ssl/ssl.go}): a CA ({@code initca.New}: common name
 * {@value GeneratedSecrets#CA_COMMON_NAME}, CA basic constraint, key usage cert sign and
 * CRL sign), and certificates signed by a CA with the signing profile
 * {@code server auth, client auth}, the first name as common name and every name as a
 * subject alternative name (an IP address as an IP entry, as cfssl sorts hosts). Both are
 * valid from five minutes before now (cfssl's backdate) for the given number of days,
 * signed with SHA-256 and RSA.
 */
public final class CertificateMaker {

	/** cfssl backdates certificates by five minutes against clock skew. */
	static final Duration BACKDATE = Duration.ofMinutes(5);

	private final SecureRandom random;

	private final JcaX509ExtensionUtils extensions;

	/** A certificate and its key. */
	public record Issued(X509Certificate certificate, KeyPair keys) {
	}

	public CertificateMaker(SecureRandom random) {
		this.random = random;
		try {
			this.extensions = new JcaX509ExtensionUtils();
		}
		catch (GeneralSecurityException ex) {
			throw new IllegalStateException("SHA-1 is not available for key identifiers", ex);
		}
	}

	/** A self-signed CA for the key. */
	public Issued ca(String commonName, KeyPair keys, Instant now, int days) {
		X500Name name = commonName(commonName);
		try {
			X509v3CertificateBuilder builder = builder(name, name, keys, now, days)
				.addExtension(Extension.basicConstraints, true, new BasicConstraints(true))
				.addExtension(Extension.keyUsage, true, new KeyUsage(KeyUsage.keyCertSign | KeyUsage.cRLSign))
				.addExtension(Extension.subjectKeyIdentifier, false,
						this.extensions.createSubjectKeyIdentifier(keys.getPublic()));
			return new Issued(sign(builder, keys), keys);
		}
		catch (CertIOException ex) {
			throw new IllegalStateException("Cannot build the CA certificate", ex);
		}
	}

	/**
	 * A certificate for {@code names} (the first is the common name) and the key, signed
	 * by {@code issuer}, or self-signed when {@code issuer} is {@code null}.
	 */
	public Issued certificate(List<String> names, KeyPair keys, Issued issuer, Instant now, int days) {
		if (names.isEmpty()) {
			throw new IllegalArgumentException("a certificate needs at least one name");
		}
		X500Name subject = commonName(names.get(0));
		X500Name issuerName = (issuer != null)
				? X500Name.getInstance(issuer.certificate().getSubjectX500Principal().getEncoded()) : subject;
		KeyPair signer = (issuer != null) ? issuer.keys() : keys;
		try {
			X509v3CertificateBuilder builder = builder(issuerName, subject, keys, now, days)
				.addExtension(Extension.basicConstraints, true, new BasicConstraints(false))
				.addExtension(Extension.keyUsage, true,
						new KeyUsage(KeyUsage.digitalSignature | KeyUsage.keyEncipherment))
				.addExtension(Extension.extendedKeyUsage, false,
						new ExtendedKeyUsage(
								new KeyPurposeId[] { KeyPurposeId.id_kp_serverAuth, KeyPurposeId.id_kp_clientAuth }))
				.addExtension(Extension.subjectAlternativeName, false, alternativeNames(names))
				.addExtension(Extension.subjectKeyIdentifier, false,
						this.extensions.createSubjectKeyIdentifier(keys.getPublic()));
			if (issuer != null) {
				builder.addExtension(Extension.authorityKeyIdentifier, false,
						this.extensions.createAuthorityKeyIdentifier(issuer.keys().getPublic()));
			}
			return new Issued(sign(builder, signer), keys);
		}
		catch (CertIOException ex) {
			throw new IllegalStateException("Cannot build the certificate for " + names.get(0), ex);
		}
	}

	private X509v3CertificateBuilder builder(X500Name issuer, X500Name subject, KeyPair keys, Instant now, int days) {
		return new JcaX509v3CertificateBuilder(issuer, KeyMaterial.serial(this.random), Date.from(now.minus(BACKDATE)),
				Date.from(now.plus(Duration.ofDays(days))), subject, keys.getPublic());
	}

	private static X509Certificate sign(X509v3CertificateBuilder builder, KeyPair signer) {
		try {
			return new JcaX509CertificateConverter()
				.getCertificate(builder.build(new JcaContentSignerBuilder("SHA256withRSA").build(signer.getPrivate())));
		}
		catch (OperatorCreationException | GeneralSecurityException ex) {
			throw new IllegalStateException("Cannot sign the certificate", ex);
		}
	}

	private static X500Name commonName(String name) {
		return new X500NameBuilder(BCStyle.INSTANCE).addRDN(BCStyle.CN, name).build();
	}

	private static GeneralNames alternativeNames(List<String> names) {
		List<GeneralName> general = new ArrayList<>();
		for (String name : names) {
			boolean ip = IPAddress.isValid(name);
			general.add(new GeneralName(ip ? GeneralName.iPAddress : GeneralName.dNSName, name));
		}
		return new GeneralNames(general.toArray(GeneralName[]::new));
	}

}
