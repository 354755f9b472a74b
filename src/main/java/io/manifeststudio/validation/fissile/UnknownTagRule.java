package io.manifeststudio.validation.fissile;

import java.util.List;

import io.manifeststudio.manifest.model.InstanceGroup;
import io.manifeststudio.validation.FieldError;
import io.manifeststudio.validation.ValidationContext;

/**
 * Rule 13: a tag must be one fissile knows. fissile 5 and 6 knew headless; from fissile 7
 * (develop, September 2018) headless, clustered, indexed and dev-only are errors.
 */
final class UnknownTagRule extends FissileRule {

	UnknownTagRule() {
		super("FISSILE-13", Phase.GROUPS);
	}

	@Override
	public void check(ValidationContext context) {
		FissilePaths paths = FissilePaths.of(context.manifest());
		boolean legacyTags = context.generation().legacyTags();
		for (InstanceGroup group : context.manifest().instanceGroups()) {
			List<String> tags = group.tags();
			for (int i = 0; i < tags.size(); i++) {
				if (Tags.allowedTypes(tags.get(i), legacyTags) != null) {
					continue;
				}
				error(context, FieldError.invalid(paths.group(group) + ".tags[" + i + "]", tags.get(i), "Unknown tag"),
						group.location().key("tags").index(i))
					.explanation("fissile does not know the tag \"" + tags.get(i) + "\". " + (legacyTags
							? context.generation().id() + " knows headless, sequential-startup, active-passive and"
									+ " stop-on-failure."
							: "It knows stop-on-failure, sequential-startup, active-passive and"
									+ " istio-managed; headless, clustered, indexed and dev-only were removed."))
					.hint("Remove the tag or use a known one.")
					.subject(group.name())
					.add();
			}
		}
	}

}
