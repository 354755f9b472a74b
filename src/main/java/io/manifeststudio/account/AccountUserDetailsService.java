package io.manifeststudio.account;

import org.springframework.security.core.userdetails.User;
import org.springframework.security.core.userdetails.UserDetails;
import org.springframework.security.core.userdetails.UserDetailsPasswordService;
import org.springframework.security.core.userdetails.UserDetailsService;
import org.springframework.security.core.userdetails.UsernameNotFoundException;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Spring Security's view of the accounts, for the sign-in form and HTTP Basic. After a
 * sign-in whose stored hash is not of today's algorithm (a bcrypt hash of before
 * Argon2id, see {@link Passwords}), Spring Security hands the password, encoded anew, to
 * {@link #updatePassword}: the account's hash is replaced, nothing else changes (its
 * sessions go on, no audit event: the password is the same).
 */
@Service
class AccountUserDetailsService implements UserDetailsService, UserDetailsPasswordService {

	private final AccountRepository accounts;

	AccountUserDetailsService(AccountRepository accounts) {
		this.accounts = accounts;
	}

	@Override
	@Transactional(readOnly = true)
	public UserDetails loadUserByUsername(String username) {
		AccountEntity account = this.accounts.named(username)
			.orElseThrow(() -> new UsernameNotFoundException("No such account"));
		return User.withUsername(account.username())
			.password(account.passwordHash())
			.authorities(account.role().authority())
			.disabled(!account.enabled())
			.build();
	}

	@Override
	@Transactional
	public UserDetails updatePassword(UserDetails user, String newEncodedPassword) {
		this.accounts.named(user.getUsername()).ifPresent((account) -> account.passwordHash(newEncodedPassword));
		return User.withUserDetails(user).password(newEncodedPassword).build();
	}

}
