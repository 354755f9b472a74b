package io.manifeststudio.export.rules;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

import io.manifeststudio.export.rules.CheckTarget.Container;
import io.manifeststudio.export.rules.CheckTarget.ContainerType;
import io.manifeststudio.validation.FieldError;
import io.manifeststudio.validation.Severity;

/**
 * Containers of all kinds, C1 to C10 (Kubernetes'
 * pkg/apis/core/validation/validation.go).
 */
final class ContainerChecks {

	private ContainerChecks() {
	}

	static List<KubeCheck> checks() {
		return List.of(
				new KubeCheck("K8S-C1", Severity.ERROR,
						"A pod needs at least one regular container; sidecars and init containers do not count.",
						"Keep a main container in the pod; a sidecar never replaces it.", ContainerChecks::c1),
				new KubeCheck("K8S-C2", Severity.ERROR, "Every container needs a name.", "Give the group a name.",
						ContainerChecks::c2),
				new KubeCheck("K8S-C3", Severity.ERROR,
						"Container names are DNS-1123 labels: at most 63 lower-case letters, digits and '-', "
								+ "starting and ending with a letter or digit.",
						"Rename the group to lower-case letters, digits and '-'.", ContainerChecks::c3),
				new KubeCheck("K8S-C4", Severity.ERROR,
						"Container names must be unique across a pod's containers and init containers.",
						"Place each container in a pod once, and do not place a container named like the main group.",
						ContainerChecks::c4),
				new KubeCheck("K8S-C5", Severity.ERROR, "Every container needs an image, without surrounding spaces.",
						"Set the group's image, or let the export settings name it.", ContainerChecks::c5),
				new KubeCheck("K8S-C6", Severity.ERROR,
						"A regular container may not set restartPolicy; only sidecars (init containers) do.",
						"Mark the container as a sidecar instead.", ContainerChecks::c6),
				new KubeCheck("K8S-C7", Severity.ERROR, "An init container's restartPolicy can only be Always.", null,
						ContainerChecks::c7),
				new KubeCheck("K8S-C8", Severity.ERROR,
						"Init containers that are not sidecars run to completion, so they may not have probes or "
								+ "lifecycle hooks.",
						"Make it a sidecar (restartPolicy: Always) or drop its probes and hooks.", ContainerChecks::c8),
				new KubeCheck("K8S-C9", Severity.ERROR,
						"Init containers that are not sidecars may not set resizePolicy.", null, ContainerChecks::c9),
				new KubeCheck("K8S-C10", Severity.ERROR, "imagePullPolicy must be Always, IfNotPresent or Never.", null,
						ContainerChecks::c10));
	}

	private static void c1(CheckTarget target, Sink sink) {
		if (target.podSpec() != null && target.podSpec().items("containers").isEmpty()) {
			sink.report(FieldError.required(target.podSpec().path() + ".containers", ""));
		}
	}

	private static void c2(CheckTarget target, Sink sink) {
		for (Container container : target.containers()) {
			if (container.node().child("name").string().isEmpty()) {
				sink.report(FieldError.required(container.node().path() + ".name", ""));
			}
		}
	}

	private static void c3(CheckTarget target, Sink sink) {
		for (Container container : target.containers()) {
			String name = container.node().child("name").string();
			if (!name.isEmpty()) {
				for (String message : ApiNames.dns1123Label(name)) {
					sink.report(FieldError.invalid(container.node().path() + ".name", name, message));
				}
			}
		}
	}

	private static void c4(CheckTarget target, Sink sink) {
		Set<String> regular = new HashSet<>();
		Set<String> seen = new HashSet<>();
		for (Container container : target.containers()) {
			String name = container.name();
			if (name == null || name.isEmpty()) {
				continue;
			}
			boolean duplicate = switch (container.type()) {
				case REGULAR -> !regular.add(name) | !seen.add(name);
				case INIT -> !seen.add(name);
				case EPHEMERAL -> seen.contains(name);
			};
			if (duplicate) {
				sink.report(FieldError.duplicate(container.node().path() + ".name", name));
			}
		}
	}

	private static void c5(CheckTarget target, Sink sink) {
		for (Container container : target.containers()) {
			String image = container.node().child("image").string();
			String path = container.node().path() + ".image";
			if (image.isBlank()) {
				sink.report(FieldError.required(path, ""));
			}
			else if (!target.isTemplate() && !image.equals(image.strip())) {
				sink.report(FieldError.invalid(path, image, "must not have leading or trailing whitespace"));
			}
		}
	}

	private static void c6(CheckTarget target, Sink sink) {
		for (Container container : target.containers()) {
			if (container.type() == ContainerType.REGULAR && container.node().has("restartPolicy")) {
				sink.report(FieldError.forbidden(container.node().path() + ".restartPolicy",
						"may not be set for non-init containers"));
			}
		}
	}

	private static void c7(CheckTarget target, Sink sink) {
		for (Container container : target.containers()) {
			Node policy = container.node().child("restartPolicy");
			if (container.type() == ContainerType.INIT && policy.present() && !"Always".equals(policy.text())) {
				sink.report(FieldError.unsupported(policy.path(), policy.text(), "supported values: \"Always\""));
			}
		}
	}

	private static void c8(CheckTarget target, Sink sink) {
		for (Container container : target.containers()) {
			if (container.type() != ContainerType.INIT || container.isSidecar()) {
				continue;
			}
			for (String field : List.of("lifecycle", "livenessProbe", "readinessProbe", "startupProbe")) {
				if (container.node().has(field)) {
					sink.report(FieldError.forbidden(container.node().path() + "." + field,
							"may not be set for init containers without restartPolicy=Always"));
				}
			}
		}
	}

	private static void c9(CheckTarget target, Sink sink) {
		for (Container container : target.containers()) {
			Node resize = container.node().child("resizePolicy");
			if (container.type() == ContainerType.INIT && !container.isSidecar() && resize.present()) {
				sink.report(FieldError.invalid(resize.path(), resize.value(), "must not be set for init containers"));
			}
		}
	}

	private static void c10(CheckTarget target, Sink sink) {
		for (Container container : target.containers()) {
			Node policy = container.node().child("imagePullPolicy");
			if (policy.present() && !List.of("Always", "IfNotPresent", "Never").contains(policy.text())) {
				sink.report(FieldError.unsupported(policy.path(), policy.text(),
						"supported values: \"Always\", \"IfNotPresent\", \"Never\""));
			}
		}
	}

}
