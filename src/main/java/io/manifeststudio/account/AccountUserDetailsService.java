package io.manifeststudio.account;

import org.springframework.security.core.userdetails.User;
import org.springframework.security.core.userdetails.UserDetails;
import org.springframework.security.core.userdetails.UserDetailsService;
import org.springframework.security.core.userdetails.UsernameNotFoundException;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/** Spring Security's view of the accounts, for the sign-in form and HTTP Basic. */
@Service
class AccountUserDetailsService implements UserDetailsService {

	private final AccountRepository accounts;

	AccountUserDetailsService(AccountRepository accounts) {
		this.accounts = accounts;
	}

	@Override
	@Transactional(readOnly = true)
	public UserDetails loadUserByUsername(String username) {
		AccountEntity account = this.accounts.findByUsername(username)
			.orElseThrow(() -> new UsernameNotFoundException("No such account"));
		return User.withUsername(account.username())
			.password(account.passwordHash())
			.authorities(account.role().authority())
			.disabled(!account.enabled())
			.build();
	}

}
