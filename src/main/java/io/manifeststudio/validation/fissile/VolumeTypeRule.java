package io.manifeststudio.validation.fissile;

import io.manifeststudio.manifest.model.InstanceGroup;
import io.manifeststudio.manifest.model.Volume;
import io.manifeststudio.validation.FieldError;
import io.manifeststudio.validation.ValidationContext;

/**
 * Rule 26: a volume's type is persistent, shared, host, emptyDir or none
 * (case-sensitive).
 */
final class VolumeTypeRule extends FissileRule {

	private static final java.util.Set<String> TYPES = java.util.Set.of(Volume.PERSISTENT, Volume.SHARED, Volume.HOST,
			Volume.EMPTY_DIR, Volume.NONE);

	VolumeTypeRule() {
		super("FISSILE-26", Phase.GROUPS);
	}

	@Override
	public void check(ValidationContext context) {
		FissilePaths paths = FissilePaths.of(context.manifest());
		for (InstanceGroup group : context.manifest().instanceGroups()) {
			for (Volume volume : group.run().volumes()) {
				String type = (volume.type() != null) ? volume.type() : "";
				if (TYPES.contains(type)) {
					continue;
				}
				String tag = (volume.tag() != null) ? volume.tag() : "";
				error(context,
						FieldError.invalid(paths.run(group) + ".volumes[" + tag + "]", type,
								"Invalid volume type '" + type + "'"),
						(volume.location() != null) ? volume.location().key("type") : group.location())
					.explanation("The volume " + tag + " of " + group.name() + " has type \"" + type + "\". fissile"
							+ " knows persistent, shared, host, emptyDir and none, written exactly so.")
					.hint(type.equalsIgnoreCase("emptydir") ? "Write emptyDir."
							: "Use one of persistent, shared," + " host, emptyDir or none.")
					.subject(group.name())
					.add();
			}
		}
	}

}
