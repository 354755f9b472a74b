package io.manifeststudio.validation.fissile;

import io.manifeststudio.validation.FieldError;
import io.manifeststudio.validation.ValidationContext;

/** Rule 2: global template keys ({@code configuration.templates}) must be strings. */
final class GlobalTemplateKeysRule extends FissileRule {

	GlobalTemplateKeysRule() {
		super("FISSILE-2", Phase.TEMPLATE_TYPES);
	}

	@Override
	public void check(ValidationContext context) {
		for (Object key : context.manifest().configuration().templates().keySet()) {
			if (key instanceof String) {
				continue;
			}
			error(context, FieldError.invalid("global template key", key, "Template key must be a string"),
					context.manifest().configuration().location().key("templates").key(key))
				.explanation("The key " + FieldError.json(key) + " of configuration.templates is read as a "
						+ GroupTemplateKeysRule.typeName(key) + ", but template keys name BOSH properties and must be"
						+ " text. fissile stops loading the manifest here.")
				.hint("Quote the key, or write the property path it should name (properties.<job>.<property>).")
				.add();
		}
	}

}
