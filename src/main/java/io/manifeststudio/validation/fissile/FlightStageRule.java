package io.manifeststudio.validation.fissile;

import io.manifeststudio.manifest.model.InstanceGroup;
import io.manifeststudio.manifest.model.RunSettings;
import io.manifeststudio.validation.FieldError;
import io.manifeststudio.validation.ValidationContext;

/**
 * Rule 16: {@code run.flight-stage} is one of pre-flight, flight, post-flight and manual.
 */
final class FlightStageRule extends FissileRule {

	private static final java.util.Set<String> STAGES = java.util.Set.of("", "pre-flight", "flight", "post-flight",
			"manual");

	FlightStageRule() {
		super("FISSILE-16", Phase.GROUPS);
	}

	@Override
	public void check(ValidationContext context) {
		FissilePaths paths = FissilePaths.of(context.manifest());
		for (InstanceGroup group : context.manifest().instanceGroups()) {
			String stage = group.run().flightStage();
			if (stage == null || STAGES.contains(stage)) {
				continue;
			}
			error(context,
					FieldError.invalid(paths.run(group) + ".flight-stage", stage,
							"Expected one of flight, manual, post-flight, or pre-flight"),
					RunSources.of(group, RunSettings::flightStage, "flight-stage"))
				.explanation("The flight stage \"" + stage + "\" is not one fissile knows. It decides when a"
						+ " bosh-task runs: before (pre-flight), with (flight), after (post-flight) the main groups,"
						+ " or only by hand (manual).")
				.hint("Use pre-flight, flight, post-flight or manual.")
				.subject(group.name())
				.add();
		}
	}

}
