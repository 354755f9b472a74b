package io.manifeststudio.export.rules;

import java.util.List;
import java.util.Map;

import io.manifeststudio.manifest.model.Auth;
import io.manifeststudio.manifest.yaml.DocPath;
import io.manifeststudio.validation.RuleFamily;
import io.manifeststudio.validation.Severity;
import io.manifeststudio.validation.ValidationContext;
import io.manifeststudio.validation.ValidationRule;
import io.manifeststudio.export.ExportSettings;
import io.manifeststudio.export.RbacFactory;

/**
 * K8S-PSA (info): for a target that no longer serves PodSecurityPolicy (Kubernetes 1.25
 * removed {@code policy/v1beta1}), each policy of
 * {@code configuration.auth.pod-security-policies} is left out of the export, and this
 * names the Pod Security Admission level ("Pod Security Standards") that its rules
 * correspond to, so the namespace can be labelled
 * {@code pod-security.kubernetes.io/enforce=<level>}:
 * <ul>
 * <li>privileged: the policy allows privileged containers, host namespaces or ports,
 * hostPath volumes (or every volume type), or capabilities beyond the baseline set;</li>
 * <li>restricted: it also forbids privilege escalation, requires non-root users, drops
 * ALL capabilities (adding at most NET_BIND_SERVICE) and allows only the restricted
 * volume types;</li>
 * <li>baseline: anything between.</li>
 * </ul>
 */
final class PodSecurityLevelRule implements ValidationRule {

	static final String ID = "K8S-PSA";

	/** The capabilities the baseline level allows to add. */
	private static final java.util.Set<String> BASELINE_CAPABILITIES = java.util.Set.of("AUDIT_WRITE", "CHOWN",
			"DAC_OVERRIDE", "FOWNER", "FSETID", "KILL", "MKNOD", "NET_BIND_SERVICE", "SETFCAP", "SETGID", "SETPCAP",
			"SETUID", "SYS_CHROOT");

	/** The volume types the restricted level allows. */
	private static final java.util.Set<String> RESTRICTED_VOLUMES = java.util.Set.of("configMap", "csi", "downwardAPI",
			"emptyDir", "ephemeral", "persistentVolumeClaim", "projected", "secret");

	private final ExportSettings settings;

	PodSecurityLevelRule(ExportSettings settings) {
		this.settings = settings;
	}

	@Override
	public String id() {
		return ID;
	}

	@Override
	public RuleFamily family() {
		return RuleFamily.K8S;
	}

	@Override
	public void check(ValidationContext context) {
		Auth auth = context.manifest().configuration().auth();
		if (auth == null || RbacFactory.servesPodSecurityPolicies(this.settings.kubeVersion())) {
			return;
		}
		auth.podSecurityPolicies().forEach((name, spec) -> {
			String level = level(spec);
			String path = "configuration.auth.pod-security-policies." + name;
			context
				.report(Severity.INFO, path, "Kubernetes " + this.settings.kubeVersion()
						+ " no longer serves PodSecurityPolicy (removed in 1.25), so the export leaves \"" + name
						+ "\" out; its rules correspond to the Pod Security Admission level \"" + level + "\"",
						DocPath.of("configuration", "auth", "pod-security-policies", name))
				.explanation("Pod Security Admission replaces PodSecurityPolicy: it applies one of the Pod Security "
						+ "Standards (privileged, baseline, restricted) per namespace.")
				.hint("Label the namespace: pod-security.kubernetes.io/enforce=" + level)
				.add();
		});
	}

	/** The Pod Security Standards level whose rules a PodSecurityPolicy spec allows. */
	static String level(Object spec) {
		Map<?, ?> policy = (spec instanceof Map<?, ?> map) ? map : Map.of();
		List<String> capabilities = strings(policy.get("allowedCapabilities"));
		List<String> volumes = strings(policy.get("volumes"));
		boolean privileged = isTrue(policy.get("privileged")) || isTrue(policy.get("hostNetwork"))
				|| isTrue(policy.get("hostPID")) || isTrue(policy.get("hostIPC"))
				|| (policy.get("hostPorts") instanceof List<?> ports && !ports.isEmpty()) || volumes.contains("*")
				|| volumes.contains("hostPath")
				|| capabilities.stream().anyMatch((capability) -> !BASELINE_CAPABILITIES.contains(capability));
		if (privileged) {
			return "privileged";
		}
		boolean restricted = Boolean.FALSE.equals(policy.get("allowPrivilegeEscalation"))
				&& policy.get("runAsUser") instanceof Map<?, ?> runAsUser
				&& "MustRunAsNonRoot".equals(runAsUser.get("rule"))
				&& strings(policy.get("requiredDropCapabilities")).contains("ALL")
				&& capabilities.stream().allMatch("NET_BIND_SERVICE"::equals) && !volumes.isEmpty()
				&& RESTRICTED_VOLUMES.containsAll(volumes);
		return restricted ? "restricted" : "baseline";
	}

	private static boolean isTrue(Object value) {
		return Boolean.TRUE.equals(value);
	}

	private static List<String> strings(Object value) {
		if (!(value instanceof List<?> list)) {
			return List.of();
		}
		return list.stream().map(String::valueOf).toList();
	}

}
