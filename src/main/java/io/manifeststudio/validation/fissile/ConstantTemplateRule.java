package io.manifeststudio.validation.fissile;

import io.manifeststudio.manifest.model.FormatEra;
import io.manifeststudio.validation.FieldError;
import io.manifeststudio.validation.ValidationContext;

/**
 * V13: a global template must use at least one variable (a constant belongs in the
 * opinions). Legacy manifests were checked at load, with the wording
 * {@code Using '<key>' as a constant}.
 */
final class ConstantTemplateRule extends FissileRule {

	ConstantTemplateRule() {
		super("FISSILE-V13", Phase.VALIDATE);
	}

	@Override
	public int phase(FormatEra era) {
		return (era == FormatEra.V1_ROLES) ? Phase.GLOBAL : Phase.VALIDATE;
	}

	@Override
	public void check(ValidationContext context) {
		boolean legacy = FissilePaths.of(context.manifest()).legacy();
		for (TemplateEntry entry : TemplateEntry.global(context)) {
			MustacheTemplate.Parsed parsed = entry.parsed();
			if (parsed.failed() || !parsed.variables().isEmpty()) {
				continue;
			}
			FieldError error = legacy
					? FieldError.invalid("configuration.templates", entry.text(),
							"Using '" + entry.key() + "' as a constant")
					: FieldError.forbidden(entry.path(), "Templates used as constants are not allowed");
			error(context, error, entry.source())
				.explanation("The global template " + entry.key() + " uses no variable, so it is a constant. fissile"
						+ " wants constants in the opinions files (or in a group's templates), not here.")
				.hint("Move the value to the opinions or to the templates of the groups that need it.")
				.add();
		}
	}

}
