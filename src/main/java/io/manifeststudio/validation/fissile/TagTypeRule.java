package io.manifeststudio.validation.fissile;

import java.util.List;

import io.manifeststudio.manifest.model.InstanceGroup;
import io.manifeststudio.validation.FieldError;
import io.manifeststudio.validation.ValidationContext;

/**
 * Rule 14: a known tag is allowed only on some group types (no tag at all on a colocated
 * container). fissile 5 and 6 also refused a group tagged both headless and
 * active-passive.
 */
final class TagTypeRule extends FissileRule {

	TagTypeRule() {
		super("FISSILE-14", Phase.GROUPS);
	}

	@Override
	public void check(ValidationContext context) {
		FissilePaths paths = FissilePaths.of(context.manifest());
		boolean legacyTags = context.generation().legacyTags();
		for (InstanceGroup group : context.manifest().instanceGroups()) {
			List<String> tags = group.tags();
			String type = Tags.typeName(group);
			for (int i = 0; i < tags.size(); i++) {
				String tag = tags.get(i);
				List<String> allowed = Tags.allowedTypes(tag, legacyTags);
				String path = paths.group(group) + ".tags[" + i + "]";
				if (allowed != null && !allowed.contains(type)) {
					error(context,
							FieldError.invalid(path, tag,
									tag + " tag is only supported in [" + String.join(", ", allowed) + "] "
											+ paths.words() + ", not " + type),
							group.location().key("tags").index(i))
						.explanation("The tag " + tag + " only means something on " + String.join(" or ", allowed)
								+ " groups; " + group.name() + " is a " + type + " group.")
						.hint("Remove the tag from " + group.name() + ".")
						.subject(group.name())
						.add();
				}
				if (legacyTags && Tags.ACTIVE_PASSIVE.equals(tag) && group.hasTag(Tags.HEADLESS)) {
					error(context,
							FieldError.invalid(path, tag, "headless " + paths.words() + " may not be active-passive"),
							group.location().key("tags").index(i))
						.explanation("A headless role has no Service of its own to switch, so it cannot be"
								+ " active-passive.")
						.hint("Remove either headless or active-passive.")
						.subject(group.name())
						.add();
				}
			}
		}
	}

}
