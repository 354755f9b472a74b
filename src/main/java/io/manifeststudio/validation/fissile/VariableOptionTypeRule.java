package io.manifeststudio.validation.fissile;

import io.manifeststudio.manifest.yaml.DocPath;
import io.manifeststudio.manifest.model.Variable;
import io.manifeststudio.validation.FieldError;
import io.manifeststudio.validation.ValidationContext;

/**
 * Rule 48: a variable's option type is user or environment, and an environment variable
 * cannot be internal. In the legacy flat variables the field is the variable's own
 * {@code type}.
 */
final class VariableOptionTypeRule extends FissileRule {

	VariableOptionTypeRule() {
		super("FISSILE-48", Phase.GLOBAL);
	}

	@Override
	public void check(ValidationContext context) {
		for (Variable variable : context.manifest().variables()) {
			String type = PortChecks.text(variable.options().type());
			boolean conflict = type.equals("environment") && variable.options().internal();
			if (!conflict && (type.isEmpty() || type.equals("user") || type.equals("environment"))) {
				continue;
			}
			String name = PortChecks.text(variable.name());
			String path = variable.legacy() ? "configuration.variables[" + name + "].type"
					: "variables[" + name + "].options.type";
			DocPath source = variable.legacy() ? variable.location().key("type")
					: variable.location().key("options").key("type");
			error(context,
					FieldError.invalid(path, type,
							conflict ? "type conflicts with flag \"internal\""
									: "Expected one of user, or environment"),
					source)
				.explanation(conflict
						? name + " is an environment variable (set by scripts at run time) and also"
								+ " internal; the two exclude each other."
						: "\"" + type + "\" is not a variable type: user variables come from the deployer,"
								+ " environment variables from scripts.")
				.hint(conflict ? "Remove internal: true, or the environment type." : "Use user or environment.")
				.add();
		}
	}

}
