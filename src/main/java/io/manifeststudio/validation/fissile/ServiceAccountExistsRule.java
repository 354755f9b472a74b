package io.manifeststudio.validation.fissile;

import io.manifeststudio.manifest.model.InstanceGroup;
import io.manifeststudio.manifest.model.RunSettings;
import io.manifeststudio.validation.FieldError;
import io.manifeststudio.validation.ValidationContext;

/**
 * Rule 25: a group's {@code run.service-account} must be an account of
 * {@code configuration.auth.accounts}.
 */
final class ServiceAccountExistsRule extends FissileRule {

	ServiceAccountExistsRule() {
		super("FISSILE-25", Phase.GROUPS);
	}

	@Override
	public void check(ValidationContext context) {
		FissilePaths paths = FissilePaths.of(context.manifest());
		for (InstanceGroup group : context.manifest().instanceGroups()) {
			String account = group.run().serviceAccount();
			if (account == null || account.isEmpty() || "default".equals(account)
					|| context.manifest().configuration().auth().account(account).isPresent()) {
				continue;
			}
			error(context, FieldError.notFound(paths.run(group) + ".service-account", account, ""),
					RunSources.of(group, RunSettings::serviceAccount, "service-account"))
				.explanation(group.name() + " runs under the service account " + account
						+ ", which configuration.auth.accounts does not declare.")
				.hint("Declare " + account + " under configuration.auth.accounts, or fix the name.")
				.subject(group.name())
				.add();
		}
	}

}
