package io.manifeststudio.validation.studio;

import java.util.HashSet;

import io.manifeststudio.manifest.model.ColocatedReference;
import io.manifeststudio.manifest.model.InstanceGroup;
import io.manifeststudio.manifest.model.RoleManifest;
import io.manifeststudio.validation.FieldError;
import io.manifeststudio.validation.Severity;
import io.manifeststudio.validation.ValidationContext;

/**
 * A container placed twice in one pod ({@code colocated_containers: [side, side]}, also
 * across the jobs of a v3 group). fissile accepts it and renders two containers of the
 * same name, an invalid pod (fissile's kube/pod.go). The index in the path counts across
 * all jobs' lists, like fissile's rule 41.
 */
final class DuplicatePlacementRule extends StudioRule {

	DuplicatePlacementRule() {
		super("DUPLICATE-PLACEMENT");
	}

	@Override
	public void check(ValidationContext context) {
		RoleManifest manifest = context.manifest();
		for (InstanceGroup group : manifest.instanceGroups()) {
			java.util.Set<String> seen = new HashSet<>();
			int index = 0;
			for (ColocatedReference reference : group.colocatedContainers()) {
				if (!seen.add(reference.name())) {
					context
						.report(Severity.ERROR,
								FieldError.duplicate(
										ManifestPaths.colocatedContainers(manifest, group) + "[" + index + "]",
										reference.name()),
								reference.location())
						.explanation(reference.name() + " is already placed in the pod of " + ManifestPaths.name(group)
								+ ". fissile would render two containers named " + reference.name()
								+ " in one pod, which the API server rejects (container names must be unique).")
						.hint("Remove the second entry.")
						.subject(ManifestPaths.name(group))
						.add();
				}
				index++;
			}
		}
	}

}
