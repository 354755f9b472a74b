package io.manifeststudio.validation.fissile;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import io.manifeststudio.manifest.model.InstanceGroup;
import io.manifeststudio.validation.FieldError;
import io.manifeststudio.validation.ValidationContext;

/**
 * Rule 56: a relative script path must start with {@code scripts/} (absolute paths are
 * inside the image and not checked). Whether the script exists needs the scripts folder
 * (rules 57 to 59, see {@link NotCheckedRule}).
 */
final class ScriptPathRule extends FissileRule {

	ScriptPathRule() {
		super("FISSILE-56", Phase.GLOBAL);
	}

	@Override
	public void check(ValidationContext context) {
		if (FissilePaths.of(context.manifest()).legacy()) {
			return;
		}
		for (InstanceGroup group : context.manifest().instanceGroups()) {
			Map<String, List<String>> kinds = new LinkedHashMap<>();
			kinds.put("environment_scripts", group.environmentScripts());
			kinds.put("scripts", group.scripts());
			kinds.put("post_config_scripts", group.postConfigScripts());
			for (Map.Entry<String, List<String>> kind : kinds.entrySet()) {
				List<String> scripts = kind.getValue();
				for (int i = 0; i < scripts.size(); i++) {
					String script = scripts.get(i);
					if (script.startsWith("/") || script.startsWith("scripts/")) {
						continue;
					}
					error(context,
							FieldError.invalid(FissilePaths.name(group) + " " + label(kind.getKey()), script,
									"Script path does not start with scripts/"),
							group.location().key(kind.getKey()).index(i))
						.explanation("fissile copies scripts from the scripts/ folder next to the manifest, and a"
								+ " relative path must start with scripts/. An absolute path names a file inside the"
								+ " image and is not checked.")
						.hint("Write scripts/" + script + " and put the file in the scripts folder.")
						.subject(group.name())
						.add();
				}
			}
		}
	}

	private static String label(String key) {
		return switch (key) {
			case "environment_scripts" -> "environment script";
			case "post_config_scripts" -> "post config script";
			default -> "script";
		};
	}

}
