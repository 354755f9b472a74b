package io.manifeststudio.validation.fissile;

import java.util.HashSet;

import io.manifeststudio.manifest.model.ColocatedReference;
import io.manifeststudio.manifest.model.InstanceGroup;
import io.manifeststudio.validation.FieldError;
import io.manifeststudio.validation.ValidationContext;

/**
 * Rule 51: every colocated-container group is placed by some group (any group's list
 * counts).
 */
final class ColocatedContainerUsedRule extends FissileRule {

	ColocatedContainerUsedRule() {
		super("FISSILE-51", Phase.GLOBAL);
	}

	@Override
	public void check(ValidationContext context) {
		FissilePaths paths = FissilePaths.of(context.manifest());
		java.util.Set<String> used = new HashSet<>();
		for (InstanceGroup group : context.manifest().instanceGroups()) {
			for (ColocatedReference reference : group.colocatedContainers()) {
				used.add(reference.name());
			}
		}
		for (InstanceGroup group : context.manifest().instanceGroups()) {
			if (!group.isColocatedContainer() || used.contains(group.name())) {
				continue;
			}
			String detail = paths.word() + " is of type colocated container, but is not used by any other "
					+ paths.word() + " as such";
			error(context, FieldError.notFound(paths.singular(group), detail, ""), group.location())
				.explanation(group.name() + " is a colocated container, but no group places it in its pod, so it"
						+ " would never run.")
				.hint("Add " + group.name() + " to the colocated_containers of the group whose pod it belongs in, or"
						+ " remove it.")
				.subject(group.name())
				.add();
		}
	}

}
