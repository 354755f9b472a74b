package io.manifeststudio.validation.fissile;

import io.manifeststudio.manifest.model.Variable;
import io.manifeststudio.validation.FieldError;
import io.manifeststudio.validation.ValidationContext;

/**
 * Rule 47: a variable's generator {@code type} is empty, password, certificate or ssh
 * (rsa is known but not supported). Legacy flat variables have no generator type.
 */
final class VariableTypeRule extends FissileRule {

	VariableTypeRule() {
		super("FISSILE-47", Phase.GLOBAL);
	}

	@Override
	public void check(ValidationContext context) {
		for (Variable variable : context.manifest().variables()) {
			String type = (variable.type() != null) ? variable.type() : "";
			if (variable.legacy() || type.isEmpty() || type.equals("certificate") || type.equals("password")
					|| type.equals("ssh")) {
				continue;
			}
			boolean rsa = type.equals("rsa");
			String path = "variables[" + PortChecks.text(variable.name()) + "].type";
			error(context,
					FieldError.invalid(path, type,
							rsa ? "The rsa type is not yet supported by the secret" + " generator"
									: "Expected one of certificate, password, rsa, ssh or empty"),
					variable.location().key("type"))
				.explanation(rsa ? "fissile's secret generator cannot make rsa keys."
						: "\"" + type + "\" is not a generator type fissile knows.")
				.hint(rsa ? "Use ssh, or supply the key as a user variable."
						: "Use password, certificate or ssh, or" + " leave type out for a value the user supplies.")
				.add();
		}
	}

}
