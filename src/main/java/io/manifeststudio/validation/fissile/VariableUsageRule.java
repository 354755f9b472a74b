package io.manifeststudio.validation.fissile;

import java.util.HashSet;

import io.manifeststudio.manifest.model.FormatEra;
import io.manifeststudio.manifest.model.Variable;
import io.manifeststudio.validation.FieldError;
import io.manifeststudio.validation.ValidationContext;

/**
 * V16: every declared variable is used by some template (global or a group's); variables
 * marked internal are used by scripts and exempt. Legacy manifests were checked at load,
 * under configuration.variables.
 */
final class VariableUsageRule extends FissileRule {

	VariableUsageRule() {
		super("FISSILE-V16", Phase.VALIDATE);
	}

	@Override
	public int phase(FormatEra era) {
		return (era == FormatEra.V1_ROLES) ? Phase.GLOBAL : Phase.VALIDATE;
	}

	@Override
	public void check(ValidationContext context) {
		FissilePaths paths = FissilePaths.of(context.manifest());
		java.util.Set<String> used = new HashSet<>();
		for (TemplateEntry entry : TemplateEntry.all(context)) {
			used.addAll(entry.parsed().variables());
		}
		java.util.Set<String> reported = new HashSet<>();
		for (Variable variable : context.manifest().variables()) {
			String name = PortChecks.text(variable.name());
			if (used.contains(name) || variable.options().internal() || !reported.add(name)) {
				continue;
			}
			error(context, FieldError.notFound(paths.variables(), "No templates using '" + name + "'", ""),
					variable.location())
				.explanation("No template uses the variable " + name + ", so setting it changes nothing.")
				.hint("Use ((" + name + ")) in a template, mark it internal: true if scripts read it, or remove it.")
				.add();
		}
	}

}
