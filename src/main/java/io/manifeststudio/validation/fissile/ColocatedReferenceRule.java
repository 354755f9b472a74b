package io.manifeststudio.validation.fissile;

import java.util.List;
import java.util.Optional;

import io.manifeststudio.manifest.model.ColocatedReference;
import io.manifeststudio.manifest.model.InstanceGroup;
import io.manifeststudio.validation.FieldError;
import io.manifeststudio.validation.ValidationContext;

/**
 * Rules 41 and 42: every name in {@code colocated_containers} (counted across all jobs'
 * lists) is a group (41) of type colocated-container (42).
 */
final class ColocatedReferenceRule extends FissileRule {

	private final boolean mustExist;

	private ColocatedReferenceRule(String id, boolean mustExist) {
		super(id, Phase.REFERENCES);
		this.mustExist = mustExist;
	}

	static List<FissileRule> all() {
		return List.of(new ColocatedReferenceRule("FISSILE-41", true), new ColocatedReferenceRule("FISSILE-42", false));
	}

	@Override
	public void check(ValidationContext context) {
		FissilePaths paths = FissilePaths.of(context.manifest());
		for (InstanceGroup group : context.manifest().instanceGroups()) {
			List<ColocatedReference> references = group.colocatedContainers();
			for (int i = 0; i < references.size(); i++) {
				ColocatedReference reference = references.get(i);
				Optional<InstanceGroup> target = context.manifest().group(reference.name());
				String path = paths.group(group) + ".colocated_containers[" + i + "]";
				if (this.mustExist && target.isEmpty()) {
					error(context,
							FieldError.invalid(path, reference.name(), "There is no such " + paths.word() + " defined"),
							reference.location())
						.explanation(group.name() + " places the container " + reference.name() + " in its pod, but"
								+ " no group of that name exists.")
						.hint("Fix the name, or add a group " + reference.name() + " of type colocated-container.")
						.subject(group.name())
						.add();
				}
				else if (!this.mustExist && target.isPresent() && !target.get().isColocatedContainer()) {
					error(context,
							FieldError.invalid(path, reference.name(),
									"The " + paths.word() + " is not of required type colocated-container"),
							reference.location())
						.explanation(group.name() + " places " + reference.name() + " in its pod, but "
								+ reference.name() + " is a " + Tags.typeName(target.get()) + " group with a workload"
								+ " of its own. Only colocated-container groups can be placed in another pod.")
						.hint("Set type: colocated-container on " + reference.name() + ", or remove it from the list.")
						.subject(group.name())
						.add();
				}
			}
		}
	}

}
