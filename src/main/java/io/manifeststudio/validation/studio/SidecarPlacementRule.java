package io.manifeststudio.validation.studio;

import io.manifeststudio.manifest.model.ColocatedReference;
import io.manifeststudio.manifest.model.InstanceGroup;
import io.manifeststudio.manifest.model.RoleManifest;
import io.manifeststudio.validation.FieldError;
import io.manifeststudio.validation.Severity;
import io.manifeststudio.validation.ValidationContext;

/**
 * Every name in {@code sidecars} must also be in the group's
 * {@code colocated_containers}: {@code sidecars} only marks which of the placed
 * containers are sidecars (our extension of the format: docs/api.md, "HTTP API"). A name
 * that is not placed puts nothing in the pod, and fissile (which ignores
 * {@code sidecars}) would not place it either.
 */
final class SidecarPlacementRule extends StudioRule {

	SidecarPlacementRule() {
		super("SIDECAR-NOT-PLACED");
	}

	@Override
	public void check(ValidationContext context) {
		RoleManifest manifest = context.manifest();
		for (InstanceGroup group : manifest.instanceGroups()) {
			for (SidecarEntry entry : SidecarEntry.of(manifest, group)) {
				boolean placed = group.colocatedContainers()
					.stream()
					.map(ColocatedReference::name)
					.anyMatch(entry.name()::equals);
				if (placed) {
					continue;
				}
				String name = ManifestPaths.name(group);
				context
					.report(Severity.ERROR,
							FieldError.notFound(ManifestPaths.group(manifest, group) + ".sidecars", entry.name(),
									"every sidecar must also be listed in colocated_containers"),
							entry.location())
					.explanation("`sidecars` marks which of the containers placed in the pod of " + name
							+ " are sidecars. " + entry.name() + " is not in its colocated_containers, so it is in "
							+ "no pod: neither our export nor fissile would place it.")
					.hint("Add " + entry.name()
							+ " to colocated_containers (in start order), or remove it from sidecars.")
					.subject(name)
					.add();
			}
		}
	}

}
