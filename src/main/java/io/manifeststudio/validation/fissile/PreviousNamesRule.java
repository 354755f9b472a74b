package io.manifeststudio.validation.fissile;

import java.util.List;

import io.manifeststudio.manifest.model.Variable;
import io.manifeststudio.validation.FieldError;
import io.manifeststudio.validation.ValidationContext;

/**
 * Rule 49: a variable's {@code previous_names} must not be the name of a variable, nor a
 * previous name of another variable.
 */
final class PreviousNamesRule extends FissileRule {

	PreviousNamesRule() {
		super("FISSILE-49", Phase.GLOBAL);
	}

	@Override
	public void check(ValidationContext context) {
		FissilePaths paths = FissilePaths.of(context.manifest());
		List<Variable> variables = context.manifest().variables();
		for (Variable outer : variables) {
			for (String previous : outer.options().previousNames()) {
				for (Variable inner : variables) {
					if (previous.equals(inner.name())) {
						report(context, paths, outer,
								"Previous name '" + inner.name() + "' also exist as a new" + " variable",
								previous + " is both an old name of " + outer.name()
										+ " and a variable of its own, so old values cannot be moved unambiguously.");
					}
					for (String innerPrevious : inner.options().previousNames()) {
						if (!PortChecks.text(outer.name()).equals(inner.name()) && previous.equals(innerPrevious)) {
							report(context, paths, outer,
									"Previous name '" + previous + "' also claimed by '" + inner.name() + "'", previous
											+ " is an old name of both " + outer.name() + " and " + inner.name() + ".");
						}
					}
				}
			}
		}
	}

	private void report(ValidationContext context, FissilePaths paths, Variable variable, String detail,
			String explanation) {
		error(context, FieldError.invalid(paths.variables(), PortChecks.text(variable.name()), detail),
				variable.location())
			.explanation(explanation)
			.hint("Remove the clashing name from previous_names.")
			.add();
	}

}
