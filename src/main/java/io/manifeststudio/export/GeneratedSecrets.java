package io.manifeststudio.export;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import io.manifeststudio.manifest.model.RoleManifest;
import io.manifeststudio.manifest.model.Variable;

/**
 * The secrets fissile's secret generator (SUSE/scf-secret-generator) made for a manifest,
 * as a list of what to generate, CAs first (a certificate is signed by one):
 * <ul>
 * <li>{@code type: password}: 64 random alphanumeric characters;</li>
 * <li>{@code type: certificate} with {@code is_ca}: a CA (common name {@code SCF CA}),
 * its key in {@code <NAME>_KEY};</li>
 * <li>{@code type: certificate}: a certificate signed by the CA named by {@code ca}
 * (self-signed without one), its key in {@code <NAME>_KEY}, for the names of
 * {@code role_name} ({@code <role>}, {@code <role>.<namespace>.svc},
 * {@code <role>.<namespace>.svc.<cluster domain>}, each also as {@code *.<name>}, and
 * {@code *.<role>-set}, {@code *.<role>-set.<namespace>.svc},
 * {@code *.<role>-set.<namespace>.svc.<cluster domain>}) then {@code alternative_names},
 * in which {@code {{.DOMAIN}}}, {@code {{.KUBERNETES_NAMESPACE}}} and
 * {@code {{.KUBERNETES_CLUSTER_DOMAIN}}} (or any variable) are filled in; the first name
 * is the common name;</li>
 * <li>{@code type: ssh}: a 4096-bit RSA key (PEM, PKCS#1), its fingerprint in
 * {@code <NAME>_FINGERPRINT};</li>
 * <li>{@code type: rsa}: a private key;</li>
 * <li>the legacy {@code generator} block (v1): by {@code id}, {@code Password},
 * {@code CACertificate} and {@code Certificate} (signed by the manifest's CA) with the
 * variables holding each {@code value_type}, and {@code SSH}.</li>
 * </ul>
 */
public final class GeneratedSecrets {

	/**
	 * fissile's secret generator: passwords of 64 characters ({@code uniuri.NewLen(64)}).
	 */
	public static final int PASSWORD_LENGTH = 64;

	/** fissile's secret generator: certificates valid for just over 30 years. */
	public static final int CERTIFICATE_DAYS = 30 * 365 + 7;

	/** fissile's secret generator: the common name of a CA it made. */
	public static final String CA_COMMON_NAME = "SCF CA";

	private static final Pattern VARIABLE = Pattern.compile("\\{\\{\\s*\\.([A-Za-z_][A-Za-z0-9_]*)\\s*}}");

	public enum Kind {

		PASSWORD, CA, CERTIFICATE, SSH, PRIVATE_KEY;

		public String id() {
			return name().toLowerCase(Locale.ROOT).replace('_', '-');
		}

	}

	/**
	 * One thing to generate.
	 *
	 * @param name the variable that holds the password, certificate or private key
	 * @param pair the variable that holds the certificate's key or the SSH key's
	 * fingerprint (null for passwords)
	 * @param ca the variable holding the CA that signs a certificate (null: self-signed)
	 * @param names the certificate's DNS names, each a list of parts: text, or
	 * {@code {"var": NAME}} to fill in
	 * @param immutable whether the values may not override it
	 * @param appendKubeCa for a CA, whether the cluster's CA certificate is appended to
	 * its certificate ({@code append_kube_ca}; the generator read it from the pod's
	 * service account, {@code
	 * /var/run/secrets/kubernetes.io/serviceaccount/ca.crt})
	 * @param caTemplate {@code ca} written as a Go template, rendered at install
	 * ({@code ca} is then null)
	 * @param appendKubeCaTemplate {@code append_kube_ca} written as a Go template,
	 * rendered at install
	 */
	public record Secret(Kind kind, String name, String pair, String ca, List<List<Object>> names, boolean immutable,
			boolean appendKubeCa, String caTemplate, String appendKubeCaTemplate) {

		public Secret {
			names = List.copyOf(names);
		}

		public Secret(Kind kind, String name, String pair, String ca, List<List<Object>> names, boolean immutable,
				boolean appendKubeCa) {
			this(kind, name, pair, ca, names, immutable, appendKubeCa, null, null);
		}

		/**
		 * This secret with its templated options rendered with {@code values}, as the
		 * generator did.
		 */
		public Secret rendered(java.util.Map<String, String> values) {
			if (this.caTemplate == null && this.appendKubeCaTemplate == null) {
				return this;
			}
			String renderedCa = (this.caTemplate != null) ? OptionTemplates.ca(this.caTemplate, values) : this.ca;
			boolean append = this.appendKubeCa || (this.appendKubeCaTemplate != null
					&& OptionTemplates.appendKubeCa(this.appendKubeCaTemplate, values));
			return new Secret(this.kind, this.name, this.pair, renderedCa, this.names, this.immutable, append);
		}

		public Secret(Kind kind, String name, String pair, String ca, List<List<Object>> names, boolean immutable) {
			this(kind, name, pair, ca, names, immutable, false);
		}

	}

	private GeneratedSecrets() {
	}

	/**
	 * Whether fissile's chart read this variable from the generated Secret (never a value
	 * it required).
	 */
	public static boolean isGenerated(Variable variable) {
		if ((variable.type() != null && !variable.type().isEmpty())
				|| (variable.options() != null && variable.options().generator() != null)) {
			return true;
		}
		// fissile (kube/secret.go, independentSecret): a secret <X>_KEY or
		// <X>_FINGERPRINT is the generator's too
		return variable.isSecret() && variable.name() != null
				&& (variable.name().endsWith("_KEY") || variable.name().endsWith("_FINGERPRINT"));
	}

	/**
	 * What to generate for the manifest: CAs, then certificates, passwords and keys, in
	 * the manifest's order.
	 */
	public static List<Secret> of(RoleManifest manifest) {
		List<Secret> cas = new ArrayList<>();
		List<Secret> others = new ArrayList<>();
		Map<String, Map<String, String>> legacy = new LinkedHashMap<>();
		Map<String, String> legacyTypes = new LinkedHashMap<>();
		Map<String, Variable> legacyFirst = new LinkedHashMap<>();
		for (Variable variable : manifest.variables()) {
			if (variable.name() == null || variable.options() == null) {
				continue;
			}
			Map<Object, Object> generator = variable.options().generator();
			if (generator != null) {
				String id = String.valueOf(generator.getOrDefault("id", variable.name()));
				legacy.computeIfAbsent(id, (key) -> new LinkedHashMap<>())
					.put(String.valueOf(generator.getOrDefault("value_type", "value")), variable.name());
				legacyTypes.putIfAbsent(id, String.valueOf(generator.get("type")));
				legacyFirst.putIfAbsent(id, variable);
				continue;
			}
			String type = (variable.type() != null) ? variable.type() : "";
			boolean immutable = variable.options().immutable();
			switch (type) {
				case "password" ->
					others.add(new Secret(Kind.PASSWORD, variable.name(), null, null, List.of(), immutable));
				case "ssh" -> others.add(new Secret(Kind.SSH, variable.name(), variable.name() + "_FINGERPRINT", null,
						List.of(), immutable));
				case "rsa" ->
					others.add(new Secret(Kind.PRIVATE_KEY, variable.name(), null, null, List.of(), immutable));
				case "certificate" -> {
					if (Boolean.TRUE.equals(variable.options().isCa())) {
						cas.add(new Secret(Kind.CA, variable.name(), variable.name() + "_KEY", null, List.of(),
								immutable, variable.options().appendKubeCa(), null,
								variable.options().appendKubeCaTemplate()));
					}
					else {
						String caTemplate = variable.options().caTemplate();
						others.add(new Secret(Kind.CERTIFICATE, variable.name(), variable.name() + "_KEY",
								(caTemplate != null) ? null : variable.options().ca(),
								names(variable.options().roleName(), variable.options().alternativeNames()), immutable,
								false, caTemplate, null));
					}
				}
				default -> {
					// a plain variable, or a key half the generator writes with its
					// certificate or SSH key
				}
			}
		}
		String legacyCa = null;
		for (Map.Entry<String, Map<String, String>> entry : legacy.entrySet()) {
			if ("CACertificate".equalsIgnoreCase(legacyTypes.get(entry.getKey()))) {
				legacyCa = entry.getValue().get("certificate");
			}
		}
		for (Map.Entry<String, Map<String, String>> entry : legacy.entrySet()) {
			Map<String, String> byValueType = entry.getValue();
			Variable first = legacyFirst.get(entry.getKey());
			Map<Object, Object> generator = first.options().generator();
			boolean immutable = first.options().immutable();
			switch (legacyTypes.get(entry.getKey()).toLowerCase(Locale.ROOT)) {
				case "password" ->
					others.add(new Secret(Kind.PASSWORD, first.name(), null, null, List.of(), immutable));
				case "cacertificate" -> cas.add(new Secret(Kind.CA, byValueType.get("certificate"),
						byValueType.get("private_key"), null, List.of(), immutable));
				case "certificate" -> others.add(new Secret(Kind.CERTIFICATE, byValueType.get("certificate"),
						byValueType.get("private_key"), legacyCa,
						names(stringOrNull(generator.get("role_name")), stringList(generator.get("subject_names"))),
						immutable));
				case "ssh" -> others.add(new Secret(Kind.SSH, byValueType.get("private_key"),
						byValueType.get("fingerprint"), null, List.of(), immutable));
				default -> {
				}
			}
		}
		cas.removeIf((secret) -> secret.name() == null);
		others.removeIf((secret) -> secret.name() == null);
		List<Secret> all = new ArrayList<>(cas);
		all.addAll(others);
		return all;
	}

	/**
	 * A certificate's names as fissile's secret generator made them: for a role, its
	 * Service names (with wildcards) and those of its StatefulSet's pods; then the
	 * alternative names, split into text and variables.
	 */
	static List<List<Object>> names(String roleName, List<String> alternativeNames) {
		List<List<Object>> names = new ArrayList<>();
		if (roleName != null && !roleName.isBlank()) {
			for (String base : List.of(roleName, "*." + roleName + "-set")) {
				boolean wildcard = !base.startsWith("*.");
				addWithWildcard(names, List.of(base), wildcard);
				addWithWildcard(names, List.of(base + ".", var("KUBERNETES_NAMESPACE"), ".svc"), wildcard);
				addWithWildcard(names,
						List.of(base + ".", var("KUBERNETES_NAMESPACE"), ".svc.", var("KUBERNETES_CLUSTER_DOMAIN")),
						wildcard);
			}
		}
		if (alternativeNames != null) {
			for (String name : alternativeNames) {
				names.add(parts(name));
			}
		}
		return names;
	}

	private static void addWithWildcard(List<List<Object>> names, List<Object> name, boolean wildcard) {
		names.add(name);
		if (wildcard) {
			List<Object> star = new ArrayList<>();
			star.add("*.");
			star.addAll(name);
			names.add(star);
		}
	}

	/**
	 * An alternative name as text and {@code {"var": NAME}} parts, for each
	 * {@code {{.NAME}}} in it.
	 */
	static List<Object> parts(String name) {
		List<Object> parts = new ArrayList<>();
		Matcher matcher = VARIABLE.matcher(name);
		int last = 0;
		while (matcher.find()) {
			if (matcher.start() > last) {
				parts.add(name.substring(last, matcher.start()));
			}
			parts.add(var(matcher.group(1)));
			last = matcher.end();
		}
		if (last < name.length()) {
			parts.add(name.substring(last));
		}
		return parts;
	}

	/**
	 * A name with its variables filled in from {@code values} (a variable without a value
	 * gives "").
	 */
	public static String resolve(List<Object> parts, Map<String, String> values) {
		StringBuilder name = new StringBuilder();
		for (Object part : parts) {
			if (part instanceof Map<?, ?> variable) {
				name.append(values.getOrDefault(String.valueOf(variable.get("var")), ""));
			}
			else {
				name.append(part);
			}
		}
		return name.toString();
	}

	private static Map<String, Object> var(String name) {
		return Map.of("var", name);
	}

	private static String stringOrNull(Object value) {
		return (value == null) ? null : String.valueOf(value);
	}

	private static List<String> stringList(Object value) {
		List<String> strings = new ArrayList<>();
		if (value instanceof List<?> list) {
			list.forEach((item) -> strings.add(String.valueOf(item)));
		}
		return strings;
	}

}
