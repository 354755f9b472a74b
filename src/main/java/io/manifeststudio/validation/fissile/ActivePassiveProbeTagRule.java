package io.manifeststudio.validation.fissile;

import io.manifeststudio.manifest.model.InstanceGroup;
import io.manifeststudio.manifest.model.RunSettings;
import io.manifeststudio.validation.FieldError;
import io.manifeststudio.validation.ValidationContext;

/** Rule 38: an active-passive probe is only allowed on a group tagged active-passive. */
final class ActivePassiveProbeTagRule extends FissileRule {

	ActivePassiveProbeTagRule() {
		super("FISSILE-38", Phase.REFERENCES);
	}

	@Override
	public void check(ValidationContext context) {
		FissilePaths paths = FissilePaths.of(context.manifest());
		for (InstanceGroup group : context.manifest().instanceGroups()) {
			String probe = group.run().activePassiveProbe();
			if (probe == null || probe.isEmpty() || group.hasTag(Tags.ACTIVE_PASSIVE)) {
				continue;
			}
			error(context,
					FieldError.invalid(paths.run(group) + ".active-passive-probe", probe,
							"Active/passive probes are only valid on " + paths.words() + " with active-passive tag"),
					RunSources.of(group, RunSettings::activePassiveProbe, "active-passive-probe"))
				.explanation(group.name() + " has an active-passive probe but is not tagged active-passive, so the"
						+ " probe would never be used.")
				.hint("Add the active-passive tag, or remove the probe.")
				.subject(group.name())
				.add();
		}
	}

}
