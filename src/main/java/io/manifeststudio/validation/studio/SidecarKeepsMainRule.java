package io.manifeststudio.validation.studio;

import io.manifeststudio.manifest.model.InstanceGroup;
import io.manifeststudio.manifest.model.RoleManifest;
import io.manifeststudio.validation.FieldError;
import io.manifeststudio.validation.Severity;
import io.manifeststudio.validation.ValidationContext;

/**
 * A pod keeps its main container: a sidecar is a colocated-container group placed in
 * another group's pod, never a group that makes a workload of its own (docs/api.md, "HTTP
 * API"). A {@code sidecars} entry that names a {@code bosh} or {@code bosh-task} group
 * (or the group itself) would take a main container out of its pod, or make one pod's
 * main container another pod's sidecar. (A name that is not a group at all is left to the
 * colocated_containers checks.)
 */
final class SidecarKeepsMainRule extends StudioRule {

	SidecarKeepsMainRule() {
		super("SIDECAR-MAIN");
	}

	@Override
	public void check(ValidationContext context) {
		RoleManifest manifest = context.manifest();
		for (InstanceGroup group : manifest.instanceGroups()) {
			String owner = ManifestPaths.name(group);
			for (SidecarEntry entry : SidecarEntry.of(manifest, group)) {
				InstanceGroup target = manifest.group(entry.name()).orElse(null);
				String path = ManifestPaths.group(manifest, group) + ".sidecars";
				if (entry.name().equals(group.name())) {
					report(context, path, entry, owner, "a group cannot be a sidecar in its own pod",
							owner + " names itself as a sidecar: its pod would lose its main container.");
				}
				else if (target != null && target.type().makesWorkload()) {
					report(context, path, entry, owner,
							"the instance group is of type " + target.type().yamlName()
									+ ": only colocated-container groups can be sidecars",
							entry.name() + " makes a pod of its own, with itself as the main container. A pod always "
									+ "keeps its main container, so it cannot also be a sidecar in the pod of " + owner
									+ ".");
				}
			}
		}
	}

	private void report(ValidationContext context, String path, SidecarEntry entry, String owner, String detail,
			String explanation) {
		context.report(Severity.ERROR, FieldError.invalid(path, entry.name(), detail), entry.location())
			.explanation(explanation)
			.hint("Make a colocated-container group for the sidecar and list that one here.")
			.subject(owner)
			.add();
	}

}
