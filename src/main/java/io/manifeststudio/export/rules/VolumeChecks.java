package io.manifeststudio.export.rules;

import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import io.manifeststudio.export.rules.CheckTarget.Container;
import io.manifeststudio.validation.FieldError;
import io.manifeststudio.validation.Severity;

/**
 * Volumes and mounts, V1 to V7 (Kubernetes' pkg/apis/core/validation/validation.go), and
 * V8: a StatefulSet's claim templates request their storage, as the API server requires
 * of every PersistentVolumeClaim (the StatefulSet controller's claims are refused
 * otherwise, and its pods never start).
 */
final class VolumeChecks {

	private VolumeChecks() {
	}

	static List<KubeCheck> checks() {
		return List.of(
				new KubeCheck("K8S-V1", Severity.ERROR,
						"Pod volume names are required, DNS-1123 labels, and unique; they are the volume tags.",
						"Give each volume tag a lower-case name, once per group.", VolumeChecks::v1),
				new KubeCheck("K8S-V2", Severity.ERROR, "A volume has exactly one source (emptyDir, hostPath, ...).",
						null, VolumeChecks::v2),
				new KubeCheck("K8S-V3", Severity.ERROR, "An emptyDir's sizeLimit must be a non-negative quantity.",
						null, VolumeChecks::v3),
				new KubeCheck("K8S-V4", Severity.ERROR,
						"A container can only mount a volume the pod has (a pod volume or, in a StatefulSet, a "
								+ "claim).",
						"Declare the volume on the main group (emptyDir volumes are shared by tag and path).",
						VolumeChecks::v4),
				new KubeCheck("K8S-V5", Severity.ERROR,
						"A mount needs a path, and one container cannot mount two volumes at the same path.",
						"Give each of the group's volumes its own path.", VolumeChecks::v5),
				new KubeCheck("K8S-V6", Severity.ERROR,
						"subPath and subPathExpr are relative paths without '..', and not both.", null,
						VolumeChecks::v6),
				new KubeCheck("K8S-V7", Severity.ERROR,
						"A volume cannot be both mounted and attached as a block device at the same name or path.",
						null, VolumeChecks::v7),
				new KubeCheck("K8S-V8", Severity.ERROR,
						"A persistent or shared volume becomes a volume claim, and a claim must request its storage "
								+ "size (more than zero).",
						"Give the volume a size in GB, e.g. size: 1.", VolumeChecks::v8));
	}

	private static List<Node> volumes(CheckTarget target) {
		return (target.podSpec() != null) ? target.podSpec().items("volumes") : List.of();
	}

	private static void v1(CheckTarget target, Sink sink) {
		Set<String> names = new HashSet<>();
		for (Node volume : volumes(target)) {
			String name = volume.child("name").string();
			String path = volume.path() + ".name";
			if (name.isEmpty()) {
				sink.report(FieldError.required(path, ""));
				continue;
			}
			for (String message : ApiNames.dns1123Label(name)) {
				sink.report(FieldError.invalid(path, name, message));
			}
			if (!names.add(name)) {
				sink.report(FieldError.duplicate(path, name));
			}
		}
	}

	private static void v2(CheckTarget target, Sink sink) {
		for (Node volume : volumes(target)) {
			int sources = 0;
			for (Map.Entry<?, ?> entry : volume.map().entrySet()) {
				if ("name".equals(entry.getKey()) || entry.getValue() == null) {
					continue;
				}
				if (sources > 0) {
					sink.report(FieldError.forbidden(volume.path() + "." + entry.getKey(),
							"may not specify more than 1 volume type"));
				}
				sources++;
			}
			if (sources == 0) {
				sink.report(FieldError.required(volume.path(), "must specify a volume type"));
			}
		}
	}

	private static void v3(CheckTarget target, Sink sink) {
		for (Node volume : volumes(target)) {
			Node limit = volume.child("emptyDir").child("sizeLimit");
			if (limit.present() && Quantity.parse(limit.value()).map((value) -> value.signum() < 0).orElse(true)) {
				sink.report(FieldError.invalid(limit.path(), limit.text(),
						"SizeLimit field must be a valid resource quantity"));
			}
		}
	}

	private static void v4(CheckTarget target, Sink sink) {
		if (target.podSpec() == null) {
			return;
		}
		Set<String> names = new HashSet<>();
		for (Node volume : volumes(target)) {
			names.add(volume.child("name").string());
		}
		for (Node claim : target.root().child("spec").items("volumeClaimTemplates")) {
			if ("StatefulSet".equals(target.kind())) {
				names.add(claim.child("metadata").child("name").string());
			}
		}
		for (Container container : target.containers()) {
			for (Node mount : container.node().items("volumeMounts")) {
				String name = mount.child("name").string();
				if (!names.contains(name)) {
					sink.report(FieldError.notFound(mount.path() + ".name", name, ""));
				}
			}
		}
	}

	private static void v5(CheckTarget target, Sink sink) {
		for (Container container : target.containers()) {
			Set<String> paths = new HashSet<>();
			for (Node mount : container.node().items("volumeMounts")) {
				String path = mount.child("mountPath").string();
				if (path.isEmpty()) {
					sink.report(FieldError.required(mount.path() + ".mountPath", ""));
				}
				else if (!paths.add(path)) {
					sink.report(FieldError.invalid(mount.path() + ".mountPath", path, "must be unique"));
				}
			}
		}
	}

	private static void v6(CheckTarget target, Sink sink) {
		for (Container container : target.containers()) {
			for (Node mount : container.node().items("volumeMounts")) {
				Node subPath = mount.child("subPath");
				Node subPathExpr = mount.child("subPathExpr");
				for (Node node : List.of(subPath, subPathExpr)) {
					String text = node.string();
					if (text.isEmpty()) {
						continue;
					}
					if (text.startsWith("/")) {
						sink.report(FieldError.invalid(node.path(), text, "must be a relative path"));
					}
					if (List.of(text.split("/")).contains("..")) {
						sink.report(FieldError.invalid(node.path(), text, "must not contain '..'"));
					}
				}
				if (!subPath.string().isEmpty() && !subPathExpr.string().isEmpty()) {
					sink.report(FieldError.invalid(subPathExpr.path(), subPathExpr.text(),
							"subPathExpr and subPath are mutually exclusive"));
				}
			}
		}
	}

	private static void v7(CheckTarget target, Sink sink) {
		for (Container container : target.containers()) {
			Set<String> names = new HashSet<>();
			Set<String> paths = new HashSet<>();
			for (Node device : container.node().items("volumeDevices")) {
				names.add(device.child("name").string());
				paths.add(device.child("devicePath").string());
			}
			if (names.isEmpty()) {
				continue;
			}
			for (Node mount : container.node().items("volumeMounts")) {
				if (names.contains(mount.child("name").string())) {
					sink.report(FieldError.invalid(mount.path() + ".name", mount.child("name").text(),
							"must not already exist in volumeDevices"));
				}
				if (paths.contains(mount.child("mountPath").string())) {
					sink.report(FieldError.invalid(mount.path() + ".mountPath", mount.child("mountPath").text(),
							"must not already exist as a path in volumeDevices"));
				}
			}
		}
	}

	private static void v8(CheckTarget target, Sink sink) {
		for (Node claim : target.root().child("spec").items("volumeClaimTemplates")) {
			String path = claim.path() + ".spec.resources[storage]";
			Node storage = claim.child("spec").child("resources").child("requests").child("storage");
			if (!storage.present()) {
				sink.report(FieldError.required(path, ""));
				continue;
			}
			Quantity.parse(storage.value())
				.filter((amount) -> amount.signum() <= 0)
				.ifPresent((amount) -> sink.report(FieldError.invalid(path, amount.stripTrailingZeros().toPlainString(),
						"must be greater than zero")));
		}
	}

}
