package io.manifeststudio.validation.studio;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;

import io.manifeststudio.manifest.model.InstanceGroup;
import io.manifeststudio.manifest.model.RoleManifest;
import io.manifeststudio.manifest.model.Volume;
import io.manifeststudio.validation.FieldError;
import io.manifeststudio.validation.Severity;
import io.manifeststudio.validation.ValidationContext;

/**
 * Volumes of a colocated container that its pods do not back. A pod's volumes and claims
 * come only from its main group; a colocated container's volumes become mounts only
 * (fissile's kube/pod.go). A mount whose tag the main group does not declare has no pod
 * volume, which the API server rejects. A tag the main group declares with another type
 * mounts the main group's volume, and the type written on the colocated container is
 * ignored.
 */
final class ColocatedVolumeRule extends StudioRule {

	private static final java.util.Set<String> MOUNTABLE = java.util.Set.of(Volume.PERSISTENT, Volume.SHARED,
			Volume.HOST, Volume.EMPTY_DIR);

	ColocatedVolumeRule() {
		super("COLOCATED-VOLUME");
	}

	@Override
	public void check(ValidationContext context) {
		RoleManifest manifest = context.manifest();
		Map<String, List<InstanceGroup>> placingMains = PodContainers.placingMains(manifest);
		for (InstanceGroup colocated : manifest.instanceGroups()) {
			if (!colocated.isColocatedContainer()) {
				continue;
			}
			List<InstanceGroup> mains = placingMains.getOrDefault(colocated.name(), List.of());
			for (Volume volume : colocated.run().volumes()) {
				if (volume.type() == null || !MOUNTABLE.contains(volume.type())) {
					continue;
				}
				checkVolume(context, manifest, colocated, volume, mains);
			}
		}
	}

	private void checkVolume(ValidationContext context, RoleManifest manifest, InstanceGroup colocated, Volume volume,
			List<InstanceGroup> mains) {
		List<String> lacking = new ArrayList<>();
		List<String> otherType = new ArrayList<>();
		for (InstanceGroup main : mains) {
			Volume backing = main.run()
				.volumes()
				.stream()
				.filter((candidate) -> Objects.equals(candidate.tag(), volume.tag()))
				.findFirst()
				.orElse(null);
			if (backing == null) {
				lacking.add(ManifestPaths.name(main));
			}
			else if (!Objects.equals(backing.type(), volume.type())) {
				otherType.add(ManifestPaths.name(main) + " (" + backing.type() + ")");
			}
		}
		String name = ManifestPaths.name(colocated);
		String path = ManifestPaths.run(manifest, colocated) + ".volumes[" + ManifestPaths.nullToEmpty(volume.tag())
				+ "]";
		if (!volume.isEmptyDir() && mains.isEmpty()) {
			context
				.report(Severity.ERROR, FieldError.invalid(path, volume.type(), "a colocated container cannot have "
						+ volume.type()
						+ " volumes of its own: only the main instance group's volumes become pod volumes and claims"),
						volume.location().key("type"))
				.explanation("fissile renders a colocated container's volumes as mounts only. The pod's volumes "
						+ "and claims come from its main group, so this mount would have no volume behind it and "
						+ "the API server would reject the pod.")
				.hint("Declare the " + volume.type() + " volume on the main group that places " + name
						+ ", with the same tag and path.")
				.subject(name)
				.add();
			return;
		}
		if (!lacking.isEmpty()) {
			String kind = volume.isEmptyDir() ? "emptyDir" : volume.type();
			context
				.report(Severity.ERROR,
						FieldError.invalid(path, volume.tag(),
								"colocated instance group mounts the " + kind + " volume with tag " + volume.tag()
										+ ", which the pod's main instance group does not declare: "
										+ String.join(", ", lacking)),
						volume.location().key("tag"))
				.explanation("Pod volumes and claims come only from the main group. fissile still renders a mount "
						+ "named " + volume.tag() + " in the colocated container, with no pod volume of that name, "
						+ "which the API server rejects (`volumeMounts[].name: Not found`).")
				.hint(volume.isEmptyDir()
						? "Add `{type: emptyDir, tag: " + volume.tag() + ", path: " + volume.path()
								+ "}` to the volumes of " + String.join(", ", lacking) + ", or remove it here."
						: "Move this volume to the main group (" + String.join(", ", lacking)
								+ ") and share it with an emptyDir, or remove it here.")
				.subject(name)
				.add();
		}
		if (!otherType.isEmpty()) {
			context
				.report(Severity.WARNING,
						FieldError.invalid(path, volume.type(),
								"the pod mounts the main instance group's volume with tag " + volume.tag()
										+ " of another type, so this type is ignored: " + String.join(", ", otherType)),
						volume.location().key("type"))
				.explanation("A colocated container's volume is only a mount by tag; the volume itself is the main "
						+ "group's. The type written here does not change what gets mounted.")
				.hint("Write the same type as the main group, or use a separate tag.")
				.subject(name)
				.add();
		}
	}

}
