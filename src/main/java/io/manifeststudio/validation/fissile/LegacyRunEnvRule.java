package io.manifeststudio.validation.fissile;

import java.util.List;
import java.util.stream.Collectors;

import io.manifeststudio.manifest.yaml.DocPath;
import io.manifeststudio.manifest.model.GroupType;
import io.manifeststudio.manifest.model.InstanceGroup;
import io.manifeststudio.manifest.model.Variable;
import io.manifeststudio.validation.FieldError;
import io.manifeststudio.validation.ValidationContext;

/**
 * Legacy {@code run.env} (fissile's docs/validator-description.md, "No non-docker role
 * may declare 'run.env'"): on a docker role each entry must be a declared variable; on
 * any other role the key is refused. It was removed with docker roles in September 2018.
 */
final class LegacyRunEnvRule extends FissileRule {

	LegacyRunEnvRule() {
		super("FISSILE-LEGACY-ENV", Phase.GROUPS);
	}

	@Override
	public void check(ValidationContext context) {
		FissilePaths paths = FissilePaths.of(context.manifest());
		java.util.Set<String> declared = null;
		for (InstanceGroup group : context.manifest().instanceGroups()) {
			if (group.run().location() == null) {
				continue;
			}
			DocPath envPath = group.run().location().key("env");
			if (!(context.manifest().document().get(envPath) instanceof List<?> env) || env.isEmpty()) {
				continue;
			}
			if (group.type() != GroupType.DOCKER) {
				error(context,
						FieldError.forbidden(paths.run(group) + ".env",
								"Non-docker " + paths.word() + " declares bogus parameters"),
						envPath)
					.explanation("run.env was only for docker roles; " + group.name() + " is a " + Tags.typeName(group)
							+ " role, whose environment comes from its templates.")
					.hint("Remove run.env and use configuration templates.")
					.subject(group.name())
					.add();
				continue;
			}
			if (declared == null) {
				declared = context.manifest().variables().stream().map(Variable::name).collect(Collectors.toSet());
			}
			for (int i = 0; i < env.size(); i++) {
				String name = String.valueOf(env.get(i));
				if (declared.contains(name)) {
					continue;
				}
				error(context,
						FieldError.notFound(paths.run(group) + ".env", "No variable declaration of '" + name + "'", ""),
						envPath.index(i))
					.explanation("The docker role " + group.name() + " passes " + name + " to its container, but no"
							+ " variable of that name is declared.")
					.hint("Declare " + name + " under configuration.variables.")
					.subject(group.name())
					.add();
			}
		}
	}

}
