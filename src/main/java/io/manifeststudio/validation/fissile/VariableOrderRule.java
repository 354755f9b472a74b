package io.manifeststudio.validation.fissile;

import java.util.List;

import io.manifeststudio.manifest.model.FormatEra;
import io.manifeststudio.manifest.model.Variable;
import io.manifeststudio.validation.FieldError;
import io.manifeststudio.validation.ValidationContext;

/**
 * V14: variables are sorted by name and unique (legacy manifests: at load, under
 * configuration.variables).
 */
final class VariableOrderRule extends FissileRule {

	VariableOrderRule() {
		super("FISSILE-V14", Phase.VALIDATE);
	}

	@Override
	public int phase(FormatEra era) {
		return (era == FormatEra.V1_ROLES) ? Phase.GLOBAL : Phase.VALIDATE;
	}

	@Override
	public void check(ValidationContext context) {
		FissilePaths paths = FissilePaths.of(context.manifest());
		List<Variable> variables = context.manifest().variables();
		String previous = "";
		for (Variable variable : variables) {
			String name = PortChecks.text(variable.name());
			if (name.compareTo(previous) < 0) {
				error(context, FieldError.invalid(paths.variables(), previous, "Does not sort before '" + name + "'"),
						variable.location())
					.explanation("fissile wants variables sorted by name; " + previous + " comes before " + name
							+ " but sorts after it.")
					.hint("Sort the variables by name.")
					.add();
			}
			else if (name.equals(previous)) {
				error(context, FieldError.invalid(paths.variables(), previous, "Appears more than once"),
						variable.location())
					.explanation("The variable " + name + " is declared more than once.")
					.hint("Keep one declaration of " + name + ".")
					.add();
			}
			previous = name;
		}
	}

}
