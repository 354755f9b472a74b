package io.manifeststudio.account;

import org.springframework.security.authentication.UsernamePasswordAuthenticationToken;
import org.springframework.security.authentication.dao.DaoAuthenticationProvider;
import org.springframework.security.core.userdetails.UserDetails;
import org.springframework.security.core.userdetails.UserDetailsPasswordService;
import org.springframework.security.core.userdetails.UserDetailsService;
import org.springframework.security.crypto.password.PasswordEncoder;

/**
 * Spring Security's password check for HTTP Basic ({@link DaoAuthenticationProvider}: the
 * account is read, a disabled one refused, the password matched against the stored hash,
 * an old bcrypt hash replaced by Argon2id), but a match found lately for the same user
 * name, password and stored hash ({@link RecentPasswordChecks}) is not computed again.
 */
final class RememberedPasswordProvider extends DaoAuthenticationProvider {

	private final RecentPasswordChecks recent;

	RememberedPasswordProvider(UserDetailsService accounts, UserDetailsPasswordService rehashes,
			PasswordEncoder encoder, RecentPasswordChecks recent) {
		super(accounts);
		setPasswordEncoder(encoder);
		if (rehashes != null) {
			setUserDetailsPasswordService(rehashes);
		}
		this.recent = recent;
	}

	@Override
	protected void additionalAuthenticationChecks(UserDetails account, UsernamePasswordAuthenticationToken presented) {
		if (presented.getCredentials() instanceof String password && account.getPassword() != null) {
			if (this.recent.matchedLately(account.getUsername(), password, account.getPassword())) {
				return;
			}
			super.additionalAuthenticationChecks(account, presented);
			this.recent.matched(account.getUsername(), password, account.getPassword());
			return;
		}
		super.additionalAuthenticationChecks(account, presented);
	}

}
