package io.manifeststudio.validation.studio;

import io.manifeststudio.manifest.model.ColocatedReference;
import io.manifeststudio.manifest.model.InstanceGroup;
import io.manifeststudio.manifest.model.RoleManifest;
import io.manifeststudio.validation.FieldError;
import io.manifeststudio.validation.Severity;
import io.manifeststudio.validation.ValidationContext;

/**
 * A colocated container that places containers of its own. fissile validates such nested
 * colocation but never renders it (fissile's kube/pod.go adds only the containers of the
 * main group's jobs): the inner containers silently end up in no pod.
 */
final class NestedColocationRule extends StudioRule {

	NestedColocationRule() {
		super("NESTED-COLOCATION");
	}

	@Override
	public void check(ValidationContext context) {
		RoleManifest manifest = context.manifest();
		for (InstanceGroup group : manifest.instanceGroups()) {
			if (!group.isColocatedContainer()) {
				continue;
			}
			int index = 0;
			for (ColocatedReference reference : group.colocatedContainers()) {
				String name = ManifestPaths.name(group);
				context
					.report(Severity.WARNING, FieldError.invalid(
							ManifestPaths.colocatedContainers(manifest, group) + "[" + index + "]", reference.name(),
							"a colocated container cannot place containers of its own; they are never rendered"),
							reference.location())
					.explanation(name + " is itself a colocated container, so it has no pod of its own. fissile "
							+ "checks the containers it lists but renders only the main group's list, so "
							+ reference.name() + " does not join any pod through " + name + ".")
					.hint("List " + reference.name() + " in the colocated_containers of each main group that places "
							+ name + ".")
					.subject(name)
					.add();
				index++;
			}
		}
	}

}
