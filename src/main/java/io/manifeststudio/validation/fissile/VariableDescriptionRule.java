package io.manifeststudio.validation.fissile;

import io.manifeststudio.manifest.model.Variable;
import io.manifeststudio.validation.FieldError;
import io.manifeststudio.validation.ValidationContext;

/**
 * Rule 55: every variable has {@code options.description} (from fissile 7, September
 * 2018; fissile 5 and 6 did not ask).
 */
final class VariableDescriptionRule extends FissileRule {

	VariableDescriptionRule() {
		super("FISSILE-55", Phase.GLOBAL);
	}

	@Override
	public void check(ValidationContext context) {
		if (!context.generation().requiresVariableDescriptions()) {
			return;
		}
		for (Variable variable : context.manifest().variables()) {
			String description = variable.options().description();
			if (description != null && !description.isEmpty()) {
				continue;
			}
			error(context, FieldError.required(PortChecks.text(variable.name()), "Description is required"),
					variable.location())
				.explanation("The variable " + variable.name() + " has no description. fissile requires one: it goes"
						+ " into values.yaml and the chart's documentation.")
				.hint("Add options.description saying what " + variable.name() + " configures.")
				.add();
		}
	}

}
