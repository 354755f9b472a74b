package io.manifeststudio.validation.fissile;

import io.manifeststudio.manifest.model.GroupType;
import io.manifeststudio.manifest.model.InstanceGroup;
import io.manifeststudio.validation.FieldError;
import io.manifeststudio.validation.ValidationContext;

/**
 * Rule 5: a group's {@code type} is {@code bosh} (or empty), {@code bosh-task} or
 * {@code colocated-container}. fissile 5 and 6 also accepted {@code docker} (and dropped
 * such groups from their output).
 */
final class GroupTypeRule extends FissileRule {

	GroupTypeRule() {
		super("FISSILE-5", Phase.GROUPS);
	}

	@Override
	public void check(ValidationContext context) {
		FissilePaths paths = FissilePaths.of(context.manifest());
		boolean docker = context.generation().acceptsDockerGroups();
		for (InstanceGroup group : context.manifest().instanceGroups()) {
			boolean known = group.type() != GroupType.UNKNOWN && (docker || group.type() != GroupType.DOCKER);
			if (known) {
				continue;
			}
			String expected = docker ? "Expected one of bosh, bosh-task, docker, or colocated-container"
					: "Expected one of bosh, bosh-task, or colocated-container";
			error(context, FieldError.invalid(paths.group(group) + ".type", group.typeName(), expected),
					group.location().key("type"))
				.explanation("The " + paths.word() + " " + group.name() + " has type \"" + group.typeName()
						+ "\", which fissile does not know"
						+ ((group.type() == GroupType.DOCKER) ? " (docker roles were dropped in September 2018)." : ".")
						+ " bosh makes a StatefulSet, bosh-task a Job and colocated-container a container placed in"
						+ " another group's pod.")
				.hint("Use bosh, bosh-task or colocated-container.")
				.subject(group.name())
				.add();
		}
	}

}
