package io.manifeststudio.validation.fissile;

import io.manifeststudio.manifest.model.InstanceGroup;
import io.manifeststudio.manifest.model.RunSettings;
import io.manifeststudio.validation.FieldError;
import io.manifeststudio.validation.ValidationContext;

/**
 * Rule 15: a group tagged active-passive needs {@code run.active-passive-probe}. In the
 * current format the probe is the one of the last job with a run block (fissile's merge
 * bug, model/job.go), so a later {@code run: {}} loses it.
 */
final class ActivePassiveProbeRequiredRule extends FissileRule {

	ActivePassiveProbeRequiredRule() {
		super("FISSILE-15", Phase.GROUPS);
	}

	@Override
	public void check(ValidationContext context) {
		FissilePaths paths = FissilePaths.of(context.manifest());
		for (InstanceGroup group : context.manifest().instanceGroups()) {
			String probe = group.run().activePassiveProbe();
			if (!group.hasTag(Tags.ACTIVE_PASSIVE) || (probe != null && !probe.isEmpty())) {
				continue;
			}
			boolean lostByMerge = RunSources.blocks(group)
				.stream()
				.map(RunSettings::activePassiveProbe)
				.anyMatch((written) -> written != null && !written.isEmpty());
			error(context,
					FieldError.required(paths.run(group) + ".active-passive-probe",
							"active-passive " + paths.words() + " must specify the correct probe"),
					group.location().key("tags").index(group.tags().indexOf(Tags.ACTIVE_PASSIVE)))
				.explanation(lostByMerge
						? group.name() + " is tagged active-passive and one job sets active-passive-probe, but a later"
								+ " job has a run block without it: fissile keeps the value of the last run block only,"
								+ " so the probe is lost."
						: group.name() + " is tagged active-passive but has no active-passive-probe: the command that"
								+ " tells which pod is active.")
				.hint(lostByMerge ? "Write active-passive-probe in the last job that has a run block."
						: "Add run.active-passive-probe with a command that succeeds only on the active pod.")
				.subject(group.name())
				.add();
		}
	}

}
