package io.manifeststudio.validation.fissile;

import io.manifeststudio.manifest.model.FormatEra;
import io.manifeststudio.manifest.model.InstanceGroup;
import io.manifeststudio.validation.FieldError;
import io.manifeststudio.validation.ValidationContext;

/**
 * Rule 7: in the current format at least one job of each group needs
 * {@code properties.bosh_containerization.run}, even {@code run: {}}. In the older
 * formats every group (role) needs its own {@code run}.
 */
final class RunRequiredRule extends FissileRule {

	RunRequiredRule() {
		super("FISSILE-7", Phase.GROUPS);
	}

	@Override
	public void check(ValidationContext context) {
		FissilePaths paths = FissilePaths.of(context.manifest());
		boolean perJob = context.manifest().era() == FormatEra.V3_JOB_PROPERTIES;
		for (InstanceGroup group : context.manifest().instanceGroups()) {
			if (!RunSources.blocks(group).isEmpty()) {
				continue;
			}
			FieldError error = perJob
					? FieldError.required(paths.group(group),
							"`properties.bosh_containerization.run` required for at least one Job")
					: FieldError.required(paths.run(group), "");
			error(context, error, group.location())
				.explanation(perJob
						? "No job of " + group.name() + " has properties.bosh_containerization.run. fissile takes the"
								+ " container's run settings from its jobs and needs at least one run block, even an"
								+ " empty one."
						: "The " + paths.word() + " " + group.name() + " has no run block, which this format needs on"
								+ " every " + paths.word() + ".")
				.hint(perJob ? "Add run: {} under properties.bosh_containerization of one of its jobs."
						: "Add run: {} to the " + paths.word() + ".")
				.subject(group.name())
				.add();
		}
	}

}
