package io.manifeststudio.validation.studio;

import io.manifeststudio.manifest.model.InstanceGroup;
import io.manifeststudio.manifest.model.RoleManifest;
import io.manifeststudio.manifest.model.Volume;
import io.manifeststudio.validation.FieldError;
import io.manifeststudio.validation.Severity;
import io.manifeststudio.validation.ValidationContext;

/**
 * A volume of type {@code none}: fissile renders a {@code volumeMount} for it with no pod
 * volume or claim behind it (fissile's kube/pod.go), a pod the API server rejects.
 */
final class VolumeTypeNoneRule extends StudioRule {

	VolumeTypeNoneRule() {
		super("VOLUME-NONE");
	}

	@Override
	public void check(ValidationContext context) {
		RoleManifest manifest = context.manifest();
		for (InstanceGroup group : manifest.instanceGroups()) {
			for (Volume volume : group.run().volumes()) {
				if (!Volume.NONE.equals(volume.type())) {
					continue;
				}
				String path = ManifestPaths.run(manifest, group) + ".volumes[" + ManifestPaths.nullToEmpty(volume.tag())
						+ "]";
				context
					.report(Severity.ERROR,
							FieldError.invalid(path, volume.type(),
									"a volume of type none is mounted at " + volume.path()
											+ " with no pod volume behind it"),
							volume.location().key("type"))
					.explanation("fissile accepts type `none` and renders a mount named " + volume.tag()
							+ " without any pod volume or claim of that name, so the API server rejects the pod "
							+ "(`volumeMounts[].name: Not found`).")
					.hint("Use `emptyDir` for scratch space shared in the pod, `persistent` or `shared` for a claim, "
							+ "`host` for a host path, or remove the volume.")
					.subject(ManifestPaths.name(group))
					.add();
			}
		}
	}

}
