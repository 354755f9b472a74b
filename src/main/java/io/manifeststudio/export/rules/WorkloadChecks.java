package io.manifeststudio.export.rules;

import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import io.manifeststudio.export.rules.CheckTarget.Container;
import io.manifeststudio.validation.FieldError;
import io.manifeststudio.validation.Severity;

/**
 * Pod and workload level, W1 to W7 (Kubernetes' pkg/apis/core/validation/validation.go,
 * and the API server's qualified-name rule), and W8: the ServiceAccount a pod names comes
 * with the export.
 */
final class WorkloadChecks {

	private static final List<String> CONTROLLERS = List.of("StatefulSet", "Deployment", "DaemonSet", "ReplicaSet");

	private WorkloadChecks() {
	}

	static List<KubeCheck> checks() {
		return List.of(
				new KubeCheck("K8S-W1", Severity.ERROR,
						"StatefulSet pods must restart Always; Job pods OnFailure or Never.", null, WorkloadChecks::w1),
				new KubeCheck("K8S-W2", Severity.WARNING,
						"terminationGracePeriodSeconds cannot be negative (it is treated as 1).", null,
						WorkloadChecks::w2),
				new KubeCheck("K8S-W3", Severity.ERROR,
						"Pod templates may not hold ephemeral containers, and ephemeral containers may not have "
								+ "ports, probes, resources or lifecycle hooks.",
						null, WorkloadChecks::w3),
				new KubeCheck("K8S-W4", Severity.ERROR,
						"hostname and subdomain are DNS-1123 labels, serviceAccountName a DNS-1123 subdomain, and "
								+ "activeDeadlineSeconds from 1 to 2147483647.",
						"Use a service account name of lower-case letters, digits, '-' and '.'.", WorkloadChecks::w4),
				new KubeCheck("K8S-W5", Severity.ERROR,
						"Object names must be DNS names (a Service's a DNS-1035 label of at most 63 characters), "
								+ "label values at most 63 characters, and a workload's selector must match its "
								+ "pod template's labels.",
						"Shorten or rename the group (its Services add suffixes such as -set and -public).",
						WorkloadChecks::w5),
				new KubeCheck("K8S-W6", Severity.ERROR, "imagePullSecrets entries name one Secret each, once.", null,
						WorkloadChecks::w6),
				new KubeCheck("K8S-W7", Severity.ERROR,
						"Label keys, selector keys and an affinity term's topologyKey are qualified names: an optional "
								+ "DNS subdomain prefix and '/', then at most 63 alphanumerics, '-', '_' or '.'.",
						"A Helm expression belongs in the chart only; write the label name it stands for.",
						WorkloadChecks::w7),
				new KubeCheck("K8S-W8", Severity.ERROR,
						"The ServiceAccount a pod runs as must exist, or the ServiceAccount admission refuses the pod; "
								+ "the export makes those of configuration.auth.accounts (and every namespace has "
								+ "\"default\").",
						"Declare the account under configuration.auth.accounts.", WorkloadChecks::w8));
	}

	private static void w1(CheckTarget target, Sink sink) {
		if (target.podSpec() == null) {
			return;
		}
		Node policy = target.podSpec().child("restartPolicy");
		String value = policy.present() ? policy.text() : "Always";
		if (CONTROLLERS.contains(target.kind()) && !"Always".equals(value)) {
			sink.report(FieldError.unsupported(policy.path(), value, "supported values: \"Always\""));
		}
		else if ("Job".equals(target.kind()) && !List.of("OnFailure", "Never").contains(value)) {
			sink.report(FieldError.unsupported(policy.path(), value, "supported values: \"OnFailure\", \"Never\""));
		}
		else if ("Pod".equals(target.kind()) && !List.of("Always", "OnFailure", "Never").contains(value)) {
			sink.report(FieldError.unsupported(policy.path(), value,
					"supported values: \"Always\", \"OnFailure\", \"Never\""));
		}
	}

	private static void w2(CheckTarget target, Sink sink) {
		if (target.podSpec() == null) {
			return;
		}
		Node grace = target.podSpec().child("terminationGracePeriodSeconds");
		if (grace.number() != null && grace.number() < 0) {
			sink.warn(grace.path(), "must be >= 0; negative values are invalid and will be treated as 1");
		}
	}

	private static void w3(CheckTarget target, Sink sink) {
		if (target.podSpec() == null) {
			return;
		}
		Node ephemeral = target.podSpec().child("ephemeralContainers");
		if (target.isTemplate() && ephemeral.present()) {
			sink.report(FieldError.forbidden(ephemeral.path(), "ephemeral containers not allowed in pod template"));
		}
		for (Container container : target.containers()) {
			if (container.type() != CheckTarget.ContainerType.EPHEMERAL) {
				continue;
			}
			for (String field : List.of("ports", "livenessProbe", "readinessProbe", "startupProbe", "resources",
					"lifecycle")) {
				if (container.node().has(field)) {
					sink.report(FieldError.forbidden(container.node().path() + "." + field,
							"cannot be set for an Ephemeral Container"));
				}
			}
		}
	}

	private static void w4(CheckTarget target, Sink sink) {
		Node spec = target.podSpec();
		if (spec == null) {
			return;
		}
		for (String field : List.of("hostname", "subdomain")) {
			String value = spec.child(field).string();
			if (!value.isEmpty()) {
				for (String message : ApiNames.dns1123Label(value)) {
					sink.report(FieldError.invalid(spec.path() + "." + field, value, message));
				}
			}
		}
		String account = spec.child("serviceAccountName").string();
		if (!account.isEmpty()) {
			for (String message : ApiNames.dns1123Subdomain(account)) {
				sink.report(FieldError.invalid(spec.path() + ".serviceAccountName", account, message));
			}
		}
		Long deadline = spec.child("activeDeadlineSeconds").number();
		if (deadline != null && (deadline < 1 || deadline > Integer.MAX_VALUE)) {
			sink.report(FieldError.invalid(spec.path() + ".activeDeadlineSeconds", deadline,
					"must be between 1 and 2147483647, inclusive"));
		}
	}

	private static void w5(CheckTarget target, Sink sink) {
		Node metadata = target.root().child("metadata");
		String name = metadata.child("name").string();
		if (name.isEmpty()) {
			sink.report(FieldError.required("metadata.name", "name or generateName is required"));
		}
		else {
			List<String> messages = "Service".equals(target.kind()) ? ApiNames.dns1035Label(name)
					: ApiNames.dns1123Subdomain(name);
			for (String message : messages) {
				sink.report(FieldError.invalid("metadata.name", name, message));
			}
		}
		labels(metadata.child("labels"), sink);
		Node template = target.root().child("spec").child("template").child("metadata");
		labels(template.child("labels"), sink);
		if (!CONTROLLERS.contains(target.kind())) {
			return;
		}
		Map<?, ?> selector = target.root().child("spec").child("selector").child("matchLabels").map();
		Map<?, ?> labels = template.child("labels").map();
		boolean matches = !selector.isEmpty();
		for (Map.Entry<?, ?> entry : selector.entrySet()) {
			matches &= entry.getValue() != null && entry.getValue().equals(labels.get(entry.getKey()));
		}
		if (!matches) {
			sink.report(FieldError.invalid(template.path() + ".labels", labels,
					"`selector` does not match template `labels`"));
		}
	}

	private static void labels(Node labels, Sink sink) {
		for (Map.Entry<?, ?> entry : labels.map().entrySet()) {
			String value = String.valueOf(entry.getValue());
			for (String message : ApiNames.labelValue(value)) {
				sink.report(FieldError.invalid(labels.path(), value, message));
			}
		}
	}

	private static void w6(CheckTarget target, Sink sink) {
		if (target.podSpec() == null) {
			return;
		}
		Set<String> names = new HashSet<>();
		for (Node secret : target.podSpec().items("imagePullSecrets")) {
			for (Object key : secret.map().keySet()) {
				if (!"name".equals(key)) {
					sink.report(FieldError.invalid(secret.path(), secret.map(), "only name may be set"));
					break;
				}
			}
			String name = secret.child("name").string();
			if (name.isEmpty()) {
				sink.warn(secret.path() + ".name", "invalid empty name \"\"");
			}
			else if (!names.add(name)) {
				sink.warn(secret.path() + ".name", "duplicate name \"" + name + "\"");
			}
		}
	}

	/**
	 * W7: the API server validates label keys ({@code ValidateLabels}), selector keys and
	 * each pod (anti-)affinity term's {@code topologyKey} ({@code ValidateLabelName}) as
	 * qualified names ({@code IsQualifiedName}).
	 */
	private static void w7(CheckTarget target, Sink sink) {
		Node root = target.root();
		labelKeys(root.child("metadata").child("labels"), sink);
		labelKeys(root.child("spec").child("template").child("metadata").child("labels"), sink);
		if (!"Service".equals(target.kind())) {
			labelKeys(root.child("spec").child("selector").child("matchLabels"), sink);
		}
		Node spec = target.podSpec();
		if (spec == null) {
			return;
		}
		Node affinity = spec.child("affinity");
		for (String kind : List.of("podAffinity", "podAntiAffinity")) {
			Node terms = affinity.child(kind);
			for (Node term : terms.items("requiredDuringSchedulingIgnoredDuringExecution")) {
				affinityTerm(term, sink);
			}
			for (Node weighted : terms.items("preferredDuringSchedulingIgnoredDuringExecution")) {
				affinityTerm(weighted.child("podAffinityTerm"), sink);
			}
		}
	}

	private static void affinityTerm(Node term, Sink sink) {
		Node topologyKey = term.child("topologyKey");
		String key = topologyKey.string();
		if (key.isEmpty()) {
			sink.report(FieldError.required(topologyKey.path(), "can not be empty"));
		}
		for (String message : ApiNames.qualifiedName(key)) {
			sink.report(FieldError.invalid(topologyKey.path(), key, message));
		}
		Node selector = term.child("labelSelector");
		labelKeys(selector.child("matchLabels"), sink);
		for (Node expression : selector.items("matchExpressions")) {
			String name = expression.child("key").string();
			for (String message : ApiNames.qualifiedName(name)) {
				sink.report(FieldError.invalid(expression.path() + ".key", name, message));
			}
		}
	}

	private static void labelKeys(Node labels, Sink sink) {
		for (Object key : labels.map().keySet()) {
			String name = String.valueOf(key);
			for (String message : ApiNames.qualifiedName(name)) {
				sink.report(FieldError.invalid(labels.path(), name, message));
			}
		}
	}

	/**
	 * W8: every {@code serviceAccountName} names a ServiceAccount of the export (or
	 * {@code default}).
	 */
	private static void w8(CheckTarget target, Sink sink) {
		Node spec = target.podSpec();
		java.util.Set<String> accounts = target.shared().serviceAccounts();
		if (spec == null || accounts == null) {
			return;
		}
		String account = spec.child("serviceAccountName").string();
		if (!account.isEmpty() && !accounts.contains(account)) {
			sink.report(FieldError.notFound(spec.path() + ".serviceAccountName", account,
					"error looking up service account: serviceaccount \"" + account + "\" not found"));
		}
	}

}
