package io.manifeststudio.export;

import java.security.KeyPair;
import java.security.SecureRandom;
import java.security.interfaces.RSAPublicKey;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;

import io.manifeststudio.export.GeneratedSecrets.Kind;
import io.manifeststudio.export.GeneratedSecrets.Secret;
import io.manifeststudio.manifest.model.RoleManifest;
import io.manifeststudio.manifest.model.Variable;

/**
 * Fresh values for the generated secret variables of a Kubernetes YAML export, made at
 * export the way fissile's secret generator (SUSE/scf-secret-generator) made them in the
 * cluster, for what {@link GeneratedSecrets} lists:
 * <ul>
 * <li>passwords: {@value GeneratedSecrets#PASSWORD_LENGTH} characters of
 * {@code A-Z a-z 0-9} ({@code uniuri.NewLen(64)});</li>
 * <li>CAs: a self-signed CA, common name {@value GeneratedSecrets#CA_COMMON_NAME}, key in
 * {@code <NAME>_KEY};</li>
 * <li>certificates: signed by the CA their {@code ca} names (self-signed without one: the
 * generator had the cluster sign those with a CertificateSigningRequest, which an export
 * cannot), for the generator's names ({@link GeneratedSecrets#names}) with the namespace
 * {@value #NAMESPACE} (where the export's RBAC binds too), the cluster domain of
 * {@code KUBERNETES_CLUSTER_DOMAIN} (default {@code cluster.local}) and any other
 * {@code {{.NAME}}} filled with that variable's default;</li>
 * <li>SSH keys: RSA, PKCS#1 PEM, and the MD5 fingerprint in {@code <NAME>_FINGERPRINT}
 * ({@link KeyMaterial});</li>
 * <li>{@code type: rsa}: an RSA private key.</li>
 * </ul>
 * Each key is made once per export, and only for the Secret's keys the exported pods read
 * (a CA also when a certificate it signs is read). A variable with a default keeps it.
 * The RSA keys of one export are taken from the {@link KeyReservoir} of keys made
 * beforehand when it has them, else made side by side on a bounded pool
 * ({@link KeyGeneration}), each as strong as the other.
 */
public final class GeneratedSecretValues implements GeneratedSecretSource {

	/**
	 * The namespace certificates' Service names are made for (the plain export has none;
	 * RBAC binds here too).
	 */
	public static final String NAMESPACE = "default";

	static final String DEFAULT_CLUSTER_DOMAIN = "cluster.local";

	private static final String PASSWORD_CHARACTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

	/**
	 * RSA key sizes. {@link #EXPORT}: certificates and CAs 2048 bits, as the Helm chart's
	 * {@code genCA} and {@code genSignedCert} (the generator asked cfssl for 4096; 2048
	 * keeps an SCF-sized export to seconds), SSH and {@code rsa} keys 4096 bits, as the
	 * generator and the chart's {@code genPrivateKey}.
	 */
	public record KeySizes(int certificate, int ssh) {

		public static final KeySizes EXPORT = new KeySizes(2048, 4096);

	}

	/**
	 * What was filled.
	 *
	 * @param values Secret key to its value (plain text, not base64)
	 * @param generated the variables that got a generated value, by kind, in the order
	 * they were made
	 * @param kubeCaNotAppended the CAs with {@code append_kube_ca} (the export cannot
	 * read the cluster's CA)
	 * @param selfSigned certificates without a CA to sign them
	 */
	public record Filled(Map<String, String> values, Map<Kind, List<String>> generated, List<String> kubeCaNotAppended,
			List<String> selfSigned, Instant madeAt, Instant keptUntil) {

		public boolean isEmpty() {
			return this.values.isEmpty();
		}

		/**
		 * Whether the same values are given again until {@link #keptUntil}
		 * ({@link GeneratedSecretsCache}).
		 */
		public boolean kept() {
			return this.keptUntil != null;
		}

		/** The same values, given again until {@code until}. */
		Filled keptUntil(Instant until) {
			return new Filled(this.values, this.generated, this.kubeCaNotAppended, this.selfSigned, this.madeAt, until);
		}

	}

	private final SecureRandom random;

	private final KeySizes sizes;

	private final Clock clock;

	private final Executor keys;

	private final KeyReservoir reservoir;

	/** Keys made side by side on the shared pool ({@link KeyGeneration#POOL}). */
	public GeneratedSecretValues(SecureRandom random, KeySizes sizes, Clock clock) {
		this(random, sizes, clock, KeyGeneration.POOL);
	}

	/**
	 * @param keys where the RSA keys are made ({@link KeyGeneration#CALLER}: one after
	 * another on this thread)
	 */
	public GeneratedSecretValues(SecureRandom random, KeySizes sizes, Clock clock, Executor keys) {
		this(random, sizes, clock, keys, null);
	}

	/**
	 * @param keys where the RSA keys the reservoir has none of are made
	 * @param reservoir keys made beforehand, each taken once ({@code null}: none)
	 */
	public GeneratedSecretValues(SecureRandom random, KeySizes sizes, Clock clock, Executor keys,
			KeyReservoir reservoir) {
		this.random = random;
		this.sizes = sizes;
		this.clock = clock;
		this.keys = keys;
		this.reservoir = reservoir;
	}

	/**
	 * Strong randomness, {@link KeySizes#EXPORT}, the system clock, keys made on the
	 * shared pool.
	 */
	public static GeneratedSecretValues forExport() {
		return forExport(null);
	}

	/**
	 * As {@link #forExport()}, taking keys from the reservoir first ({@code null}: none).
	 */
	public static GeneratedSecretValues forExport(KeyReservoir reservoir) {
		return new GeneratedSecretValues(new SecureRandom(), KeySizes.EXPORT, Clock.systemUTC(), KeyGeneration.POOL,
				reservoir);
	}

	/**
	 * Values for the generated secrets among {@code keys} (keys of the Secret
	 * {@value SecretFactory#SECRETS}).
	 */
	@Override
	public Filled fill(RoleManifest manifest, Set<String> keys) {
		Map<String, Variable> variables = new HashMap<>();
		for (Variable variable : manifest.variables()) {
			if (variable.name() != null) {
				variables.putIfAbsent(variable.name(), variable);
			}
		}
		Map<String, String> nameValues = nameValues(manifest);
		List<Secret> secrets = new ArrayList<>();
		for (Secret secret : GeneratedSecrets.of(manifest)) {
			// templated options (ca, append_kube_ca) rendered with the export's values,
			// as the generator did
			secrets.add(rendered(secret, nameValues));
		}
		Set<String> wantedCas = new java.util.HashSet<>();
		for (Secret secret : secrets) {
			if (secret.kind() == Kind.CERTIFICATE && secret.ca() != null && wanted(secret, keys, variables)) {
				wantedCas.add(secret.ca());
			}
		}
		List<Secret> made = new ArrayList<>();
		for (Secret secret : secrets) {
			boolean signsWanted = secret.kind() == Kind.CA && wantedCas.contains(secret.name());
			if (signsWanted || wanted(secret, keys, variables)) {
				made.add(secret);
			}
		}
		// every RSA key asked for at once, made side by side on the pool; used below in
		// the same order as before
		List<CompletableFuture<KeyPair>> keyPairs = new ArrayList<>(made.size());
		made.forEach((secret) -> keyPairs.add(keyPair(secret)));
		Instant now = this.clock.instant();
		CertificateMaker maker = new CertificateMaker(this.random);
		Map<String, CertificateMaker.Issued> cas = new HashMap<>();
		Map<String, String> values = new LinkedHashMap<>();
		Map<Kind, List<String>> generated = new LinkedHashMap<>();
		List<String> kubeCa = new ArrayList<>();
		List<String> selfSigned = new ArrayList<>();
		for (int i = 0; i < made.size(); i++) {
			Secret secret = made.get(i);
			CompletableFuture<KeyPair> keyPair = keyPairs.get(i);
			switch (secret.kind()) {
				case PASSWORD -> values.put(SecretFactory.key(secret.name()), password());
				case CA -> {
					CertificateMaker.Issued ca = maker.ca(GeneratedSecrets.CA_COMMON_NAME, KeyGeneration.join(keyPair),
							now, GeneratedSecrets.CERTIFICATE_DAYS);
					cas.put(secret.name(), ca);
					putPair(values, secret, KeyMaterial.pem(ca.certificate()), KeyMaterial.pem(ca.keys().getPrivate()));
					if (secret.appendKubeCa()) {
						kubeCa.add(secret.name());
					}
				}
				case CERTIFICATE -> {
					List<String> names = new ArrayList<>();
					secret.names().forEach((parts) -> names.add(GeneratedSecrets.resolve(parts, nameValues)));
					if (names.isEmpty()) {
						// the generator's fallback: the certificate's Secret key as its
						// only name
						names.add(SecretFactory.key(secret.name()));
					}
					CertificateMaker.Issued issuer = (secret.ca() != null) ? cas.get(secret.ca()) : null;
					if (issuer == null) {
						selfSigned.add(secret.name());
					}
					CertificateMaker.Issued certificate = maker.certificate(names, KeyGeneration.join(keyPair), issuer,
							now, GeneratedSecrets.CERTIFICATE_DAYS);
					putPair(values, secret, KeyMaterial.pem(certificate.certificate()),
							KeyMaterial.pem(certificate.keys().getPrivate()));
				}
				case SSH -> {
					KeyPair key = KeyGeneration.join(keyPair);
					putPair(values, secret, KeyMaterial.pem(key.getPrivate()),
							KeyMaterial.sshMd5Fingerprint((RSAPublicKey) key.getPublic()));
				}
				case PRIVATE_KEY -> values.put(SecretFactory.key(secret.name()),
						KeyMaterial.pem(KeyGeneration.join(keyPair).getPrivate()));
			}
			generated.computeIfAbsent(secret.kind(), (kind) -> new ArrayList<>()).add(secret.name());
		}
		values.keySet().retainAll(keys);
		return new Filled(values, generated, kubeCa, selfSigned, now, null);
	}

	/**
	 * The RSA key the secret needs, taken from the reservoir or else started on the pool,
	 * or {@code null} (a password).
	 */
	private CompletableFuture<KeyPair> keyPair(Secret secret) {
		int bits = switch (secret.kind()) {
			case PASSWORD -> 0;
			case CA, CERTIFICATE -> this.sizes.certificate();
			case SSH, PRIVATE_KEY -> this.sizes.ssh();
		};
		if (bits == 0) {
			return null;
		}
		KeyPair ready = (this.reservoir != null) ? this.reservoir.take(bits) : null;
		return (ready != null) ? CompletableFuture.completedFuture(ready)
				: KeyGeneration.rsa(bits, this.random, this.keys);
	}

	/**
	 * Whether the export reads the secret or its pair, and the manifest gives it no
	 * default.
	 */
	private static boolean wanted(Secret secret, Set<String> keys, Map<String, Variable> variables) {
		boolean read = keys.contains(SecretFactory.key(secret.name()))
				|| (secret.pair() != null && keys.contains(SecretFactory.key(secret.pair())));
		Variable variable = variables.get(secret.name());
		return read
				&& (variable == null || variable.options() == null || SecretFactory.defaultText(variable).isEmpty());
	}

	private static void putPair(Map<String, String> values, Secret secret, String value, String pair) {
		values.put(SecretFactory.key(secret.name()), value);
		if (secret.pair() != null) {
			values.put(SecretFactory.key(secret.pair()), pair);
		}
	}

	private String password() {
		StringBuilder password = new StringBuilder(GeneratedSecrets.PASSWORD_LENGTH);
		for (int i = 0; i < GeneratedSecrets.PASSWORD_LENGTH; i++) {
			password.append(PASSWORD_CHARACTERS.charAt(this.random.nextInt(PASSWORD_CHARACTERS.length())));
		}
		return password.toString();
	}

	/**
	 * {@code FEATURE_<F>_ENABLED} as the Kubernetes export sets it: whether a group names
	 * {@code <f>} as its default feature.
	 */
	private static Map<String, Boolean> featureVariables(RoleManifest manifest) {
		Map<String, Boolean> features = new HashMap<>();
		for (Variable variable : manifest.variables()) {
			String name = variable.name();
			if (name != null && name.startsWith("FEATURE_") && name.endsWith("_ENABLED")) {
				features.put(name, false);
			}
		}
		for (io.manifeststudio.manifest.model.InstanceGroup group : manifest.instanceGroups()) {
			String feature = group.features().defaultFeature();
			if (feature != null) {
				String name = "FEATURE_" + feature.toUpperCase(java.util.Locale.ROOT).replace('-', '_') + "_ENABLED";
				if (features.containsKey(name)) {
					features.put(name, true);
				}
			}
		}
		return features;
	}

	private static Secret rendered(Secret secret, Map<String, String> values) {
		try {
			return secret.rendered(values);
		}
		catch (GoTemplate.UnsupportedException | GoTemplate.RenderException ex) {
			// text the evaluator does not implement: as written, without the template
			// (the chart renders it)
			return new Secret(secret.kind(), secret.name(), secret.pair(), secret.ca(), secret.names(),
					secret.immutable(), secret.appendKubeCa());
		}
	}

	/**
	 * What {@code {{.NAME}}} in a certificate's names becomes: the namespace, the cluster
	 * domain, else defaults.
	 */
	private static Map<String, String> nameValues(RoleManifest manifest) {
		Map<String, String> values = new HashMap<>();
		for (Variable variable : manifest.variables()) {
			if (variable.name() != null && variable.options() != null) {
				values.putIfAbsent(variable.name(), SecretFactory.defaultText(variable));
			}
		}
		featureVariables(manifest).forEach((feature, enabled) -> values.put(feature, String.valueOf(enabled)));
		values.put("KUBERNETES_NAMESPACE", NAMESPACE);
		if (values.getOrDefault("KUBERNETES_CLUSTER_DOMAIN", "").isEmpty()) {
			values.put("KUBERNETES_CLUSTER_DOMAIN", DEFAULT_CLUSTER_DOMAIN);
		}
		return values;
	}

}
