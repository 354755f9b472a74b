package io.manifeststudio.validation.fissile;

import java.util.Map;

import io.manifeststudio.validation.FieldError;
import io.manifeststudio.validation.ValidationContext;

/**
 * Rule 3: global template values must be strings. fissile prints the key, not the value,
 * as the bad value (its bug, kept so the message is the same).
 */
final class GlobalTemplateValuesRule extends FissileRule {

	GlobalTemplateValuesRule() {
		super("FISSILE-3", Phase.TEMPLATE_TYPES);
	}

	@Override
	public void check(ValidationContext context) {
		for (Map.Entry<Object, Object> entry : context.manifest().configuration().templates().entrySet()) {
			if (entry.getValue() instanceof String) {
				continue;
			}
			error(context,
					FieldError.invalid("global template value", entry.getKey(), "Template value must be a string"),
					context.manifest().configuration().location().key("templates").key(entry.getKey()))
				.explanation("The global template " + entry.getKey() + " has the value "
						+ FieldError.json(entry.getValue()) + ", which YAML reads as a "
						+ GroupTemplateKeysRule.typeName(entry.getValue())
						+ ". Global templates must be text (group templates may be any scalar). fissile stops loading"
						+ " the manifest here.")
				.hint("Quote the value, e.g. '" + entry.getValue() + "'.")
				.add();
		}
	}

}
