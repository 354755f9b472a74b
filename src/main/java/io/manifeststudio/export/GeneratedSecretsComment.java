package io.manifeststudio.export;

import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import io.manifeststudio.export.GeneratedSecrets.Kind;

/**
 * The comment on the Secret {@value SecretFactory#SECRETS} of a Kubernetes YAML export
 * whose generated variables were filled at export: what was generated, whether each
 * export makes new values or until when this person's downloads give the same ones again
 * ({@link GeneratedSecretsCache}), and what the export could not do as fissile's secret
 * generator did in the cluster.
 */
final class GeneratedSecretsComment {

	private static final DateTimeFormatter MINUTE = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm")
		.withZone(ZoneOffset.UTC);

	private GeneratedSecretsComment() {
	}

	static List<String> lines(GeneratedSecretValues.Filled filled) {
		List<String> lines = new ArrayList<>();
		lines.add("Generated at export by Manifest Studio, as fissile's secret generator would have generated them:");
		for (Map.Entry<Kind, List<String>> entry : filled.generated().entrySet()) {
			lines.add("  " + label(entry.getKey()) + ": " + String.join(", ", entry.getValue()));
		}
		if (filled.kept()) {
			lines.add("Made at " + MINUTE.format(filled.madeAt()) + " UTC for you: your downloads of this same content "
					+ "give these values again until " + MINUTE.format(filled.keptUntil()) + " UTC,");
			lines.add("  then new ones. Keep this file (or the Secret) to keep them.");
		}
		else {
			lines.add("Each export makes new values: keep this file (or the Secret) to keep them.");
		}
		if (!filled.selfSigned().isEmpty()) {
			lines.add("Self-signed (no ca option; the generator had the cluster sign these): "
					+ String.join(", ", filled.selfSigned()));
		}
		if (!filled.kubeCaNotAppended().isEmpty()) {
			lines.add("append_kube_ca: append the cluster's CA to " + String.join(", ", filled.kubeCaNotAppended())
					+ " before applying (kubectl get configmap kube-root-ca.crt -o jsonpath='{.data.ca\\.crt}');");
			lines.add("  the export cannot read it, the generator read it from its service account.");
		}
		lines.add("Certificates are for the namespace \"" + GeneratedSecretValues.NAMESPACE + "\".");
		return lines;
	}

	private static String label(Kind kind) {
		return switch (kind) {
			case PASSWORD -> "passwords";
			case CA -> "CAs";
			case CERTIFICATE -> "certificates";
			case SSH -> "SSH keys (fingerprints MD5, as the generator's)";
			case PRIVATE_KEY -> "RSA keys";
		};
	}

}
