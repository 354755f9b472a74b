package io.manifeststudio.validation.fissile;

import io.manifeststudio.manifest.model.FeatureFlags;
import io.manifeststudio.manifest.model.InstanceGroup;
import io.manifeststudio.validation.FieldError;
import io.manifeststudio.validation.ValidationContext;

/**
 * Rule 6: {@code default_feature}, {@code if_feature} and {@code unless_feature} are
 * mutually exclusive.
 */
final class FeatureFlagsRule extends FissileRule {

	FeatureFlagsRule() {
		super("FISSILE-6", Phase.GROUPS);
	}

	@Override
	public void check(ValidationContext context) {
		FissilePaths paths = FissilePaths.of(context.manifest());
		for (InstanceGroup group : context.manifest().instanceGroups()) {
			FeatureFlags features = group.features();
			if (features.count() < 2) {
				continue;
			}
			String detail = "default_feature[" + text(features.defaultFeature()) + "], if_feature["
					+ text(features.ifFeature()) + "], and unless_feature[" + text(features.unlessFeature())
					+ "] are all mutually exclusive";
			error(context, FieldError.forbidden(paths.group(group), detail), group.location())
				.explanation("The group " + group.name() + " names more than one feature flag. A group is either on by"
						+ " default (default_feature), off by default (if_feature) or present only while a feature"
						+ " is off (unless_feature); it cannot be more than one of these.")
				.hint("Keep one of default_feature, if_feature and unless_feature.")
				.subject(group.name())
				.add();
		}
	}

	private static String text(String value) {
		return (value != null) ? value : "";
	}

}
