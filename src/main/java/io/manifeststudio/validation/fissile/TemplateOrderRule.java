package io.manifeststudio.validation.fissile;

import java.util.List;

import io.manifeststudio.manifest.model.InstanceGroup;
import io.manifeststudio.validation.FieldError;
import io.manifeststudio.validation.ValidationContext;

/**
 * V1 and V10 ({@code fissile validate}): global and group template keys are sorted
 * (string order).
 */
final class TemplateOrderRule extends FissileRule {

	private final boolean global;

	private TemplateOrderRule(String id, boolean global) {
		super(id, Phase.VALIDATE);
		this.global = global;
	}

	static List<FissileRule> all() {
		return List.of(new TemplateOrderRule("FISSILE-V1", true), new TemplateOrderRule("FISSILE-V10", false));
	}

	@Override
	public void check(ValidationContext context) {
		FissilePaths paths = FissilePaths.of(context.manifest());
		if (paths.legacy()) {
			return;
		}
		if (this.global) {
			check(context, TemplateEntry.global(context));
		}
		else {
			for (InstanceGroup group : context.manifest().instanceGroups()) {
				check(context, TemplateEntry.of(paths, group));
			}
		}
	}

	private void check(ValidationContext context, List<TemplateEntry> entries) {
		for (int i = 1; i < entries.size(); i++) {
			TemplateEntry previous = entries.get(i - 1);
			TemplateEntry entry = entries.get(i);
			if (previous.key().compareTo(entry.key()) <= 0) {
				continue;
			}
			error(context,
					FieldError.forbidden(previous.path(), "Template key does not sort before '" + entry.key() + "'"),
					previous.source())
				.explanation("fissile validate wants templates sorted by key; " + previous.key() + " comes before "
						+ entry.key() + " but sorts after it.")
				.hint("Sort the keys of "
						+ ((entry.group() == null) ? "configuration.templates" : entry.group().name() + "'s templates")
						+ " alphabetically.")
				.subject((entry.group() != null) ? entry.group().name() : null)
				.add();
		}
	}

}
