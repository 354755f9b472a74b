package io.manifeststudio.validation.fissile;

import io.manifeststudio.manifest.model.Account;
import io.manifeststudio.validation.FieldError;
import io.manifeststudio.validation.ValidationContext;

/**
 * Rule 50: the roles bound to a service account are declared under
 * {@code configuration.auth.roles}.
 */
final class AccountRolesRule extends FissileRule {

	AccountRolesRule() {
		super("FISSILE-50", Phase.GLOBAL);
	}

	@Override
	public void check(ValidationContext context) {
		var auth = context.manifest().configuration().auth();
		for (Account account : auth.accounts()) {
			for (int i = 0; i < account.roles().size(); i++) {
				String role = account.roles().get(i);
				if (auth.roles().containsKey(role)) {
					continue;
				}
				error(context,
						FieldError.notFound("configuration.auth.accounts[" + account.name() + "].roles", role, ""),
						account.location().key("roles").index(i))
					.explanation("The service account " + account.name() + " is bound to the role " + role
							+ ", which configuration.auth.roles does not declare.")
					.hint("Declare " + role + " under configuration.auth.roles, or fix the name.")
					.add();
			}
		}
	}

}
