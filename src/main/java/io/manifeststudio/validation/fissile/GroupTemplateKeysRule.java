package io.manifeststudio.validation.fissile;

import io.manifeststudio.manifest.model.InstanceGroup;
import io.manifeststudio.validation.FieldError;
import io.manifeststudio.validation.ValidationContext;

/**
 * Rule 1: a group's template keys must be strings (a key such as {@code true} or
 * {@code 1} stops fissile early).
 */
final class GroupTemplateKeysRule extends FissileRule {

	GroupTemplateKeysRule() {
		super("FISSILE-1", Phase.TEMPLATE_TYPES);
	}

	@Override
	public void check(ValidationContext context) {
		FissilePaths paths = FissilePaths.of(context.manifest());
		for (InstanceGroup group : context.manifest().instanceGroups()) {
			for (Object key : group.templates().keySet()) {
				if (key instanceof String) {
					continue;
				}
				error(context,
						FieldError.invalid("template key for " + paths.word() + " " + FissilePaths.name(group), key,
								"Template key must be a string"),
						group.location().key("configuration").key("templates").key(key))
					.explanation("The key " + FieldError.json(key) + " of this group's configuration.templates is read"
							+ " as a " + typeName(key) + ", but template keys name BOSH properties and must be text."
							+ " fissile stops loading the manifest here.")
					.hint("Quote the key, or write the property path it should name (properties.<job>.<property>).")
					.subject(group.name())
					.add();
			}
		}
	}

	static String typeName(Object value) {
		if (value instanceof Boolean) {
			return "boolean";
		}
		if (value instanceof Number) {
			return "number";
		}
		return (value == null) ? "null" : "non-text value";
	}

}
