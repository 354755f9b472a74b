package io.manifeststudio.account;

import java.time.Clock;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.regex.Pattern;

import org.springframework.beans.factory.ObjectProvider;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.security.crypto.password.PasswordEncoder;
import org.springframework.session.FindByIndexNameSessionRepository;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * The accounts: create, list, change role, reset password, enable or disable, delete.
 * Passwords are checked and encoded as {@link Passwords} says (Argon2id, named in the
 * stored value so the algorithm can change). An admin cannot take away the last enabled
 * admin (by role change, disabling or deleting), so the studio always has someone who can
 * manage accounts. Disabling or deleting an account, changing its role or resetting its
 * password ends every browser session it has ({@link #endSessions}); changing one's own
 * password ends one's other sessions.
 */
@Service
public class Accounts {

	static final Pattern USERNAME = Pattern.compile("[a-z0-9][a-z0-9._-]{0,63}");

	private final AccountRepository accounts;

	private final PasswordEncoder encoder;

	private final ApplicationEventPublisher events;

	private final Clock clock;

	private final ObjectProvider<FindByIndexNameSessionRepository<?>> sessions;

	private final RecentPasswordChecks recentPasswordChecks;

	Accounts(AccountRepository accounts, PasswordEncoder encoder, ApplicationEventPublisher events,
			ObjectProvider<FindByIndexNameSessionRepository<?>> sessions, RecentPasswordChecks recentPasswordChecks) {
		this.accounts = accounts;
		this.recentPasswordChecks = recentPasswordChecks;
		this.encoder = encoder;
		this.events = events;
		this.sessions = sessions;
		this.clock = Clock.systemUTC();
	}

	/**
	 * Ends every browser session of the account (Spring Session's index by principal
	 * name), but {@code keep}: after it is disabled, deleted, its role or its password
	 * changed, a session of before is refused at its next request and its browser must
	 * sign in again, with the account as it is now; the HTTP Basic password checks
	 * remembered for it are forgotten ({@link RecentPasswordChecks}). HTTP Basic and
	 * tokens check the account on every request anyway.
	 */
	void endSessions(String username, String keep) {
		this.recentPasswordChecks.forget(username);
		FindByIndexNameSessionRepository<?> repository = this.sessions.getIfAvailable();
		if (repository == null) {
			return;
		}
		for (String id : repository.findByPrincipalName(username).keySet()) {
			if (!id.equals(keep)) {
				repository.deleteById(id);
			}
		}
	}

	/**
	 * The signed-in user changes their own password: the current one must be right; their
	 * other sessions end ({@code currentSession}, the one they do it from, if any, goes
	 * on).
	 */
	@Transactional
	public AccountJson changeOwnPassword(String username, String currentPassword, String newPassword,
			String currentSession) {
		AccountEntity account = find(username);
		if (currentPassword == null || !this.encoder.matches(currentPassword, account.passwordHash())) {
			throw AccountRequestException.invalid("currentPassword", "The current password is wrong");
		}
		account.passwordHash(this.encoder.encode(validPassword(newPassword)));
		this.events.publishEvent(
				AccountActivity.now(AccountActivity.PASSWORD, account.username(), "password changed by its owner"));
		endSessions(account.username(), currentSession);
		return account.toJson();
	}

	@Transactional(readOnly = true)
	public List<AccountJson> list() {
		return this.accounts.findAllByOrderByUsernameAsc().stream().map(AccountEntity::toJson).toList();
	}

	@Transactional(readOnly = true)
	public long count() {
		return this.accounts.count();
	}

	@Transactional(readOnly = true)
	public boolean exists(String username) {
		return this.accounts.named(username).isPresent();
	}

	@Transactional
	public AccountJson create(String username, String password, String role) {
		String name = validUsername(username);
		Role parsed = validRole(role);
		String encoded = this.encoder.encode(validPassword(password));
		if (this.accounts.named(name).isPresent()) {
			throw AccountRequestException.conflict("username", "An account named '" + name + "' exists already");
		}
		AccountJson created = this.accounts.saveAndFlush(new AccountEntity(name, encoded, parsed, now())).toJson();
		this.events.publishEvent(AccountActivity.now(AccountActivity.CREATE, name, "role " + parsed.code()));
		return created;
	}

	@Transactional
	public AccountJson changeRole(String username, String role) {
		AccountEntity account = find(username);
		Role parsed = validRole(role);
		if (account.role() == Role.ADMIN && parsed != Role.ADMIN) {
			keepAnAdmin(account, "take the admin role from");
		}
		Role before = account.role();
		account.role(parsed);
		if (before != parsed) {
			endSessions(account.username(), null);
		}
		this.events.publishEvent(AccountActivity.now(AccountActivity.ROLE, account.username(),
				"role " + before.code() + " -> " + parsed.code()));
		return account.toJson();
	}

	@Transactional
	public AccountJson resetPassword(String username, String password) {
		AccountEntity account = find(username);
		account.passwordHash(this.encoder.encode(validPassword(password)));
		this.events.publishEvent(AccountActivity.now(AccountActivity.PASSWORD, account.username(), "password reset"));
		endSessions(account.username(), null);
		return account.toJson();
	}

	@Transactional
	public AccountJson enable(String username, boolean enabled) {
		AccountEntity account = find(username);
		if (!enabled && account.role() == Role.ADMIN) {
			keepAnAdmin(account, "disable");
		}
		account.enabled(enabled);
		if (!enabled) {
			endSessions(account.username(), null);
		}
		this.events.publishEvent(AccountActivity.now(enabled ? AccountActivity.ENABLE : AccountActivity.DISABLE,
				account.username(), enabled ? "enabled" : "disabled"));
		return account.toJson();
	}

	@Transactional
	public void delete(String username) {
		AccountEntity account = find(username);
		if (account.role() == Role.ADMIN) {
			keepAnAdmin(account, "delete");
		}
		this.accounts.delete(account);
		endSessions(account.username(), null);
		this.events.publishEvent(AccountActivity.now(AccountActivity.DELETE, account.username(),
				"deleted (role " + account.role().code() + ")"));
	}

	AccountEntity find(String username) {
		return this.accounts.named((username != null) ? username : "")
			.orElseThrow(() -> AccountRequestException.notFound("There is no account named '" + username + "'"));
	}

	private void keepAnAdmin(AccountEntity account, String doing) {
		long otherAdmins = this.accounts.findAll()
			.stream()
			.filter((other) -> !other.id().equals(account.id()) && other.enabled() && other.role() == Role.ADMIN)
			.count();
		if (otherAdmins == 0) {
			throw AccountRequestException.conflict("username",
					"Cannot " + doing + " '" + account.username() + "': it is the last enabled admin");
		}
	}

	private Instant now() {
		return Instant.now(this.clock).truncatedTo(ChronoUnit.MICROS);
	}

	private static String validUsername(String username) {
		if (username == null || !USERNAME.matcher(username).matches()) {
			throw AccountRequestException.invalid("username",
					"A user name is 1 to 64 lower-case letters, digits, '.', '_' or '-', starting with a letter or digit");
		}
		return username;
	}

	private static Role validRole(String role) {
		return Role.of(role)
			.orElseThrow(() -> AccountRequestException.invalid("role",
					"The role is one of viewer, editor, reviewer, admin"));
	}

	static String validPassword(String password) {
		return Passwords.valid(password);
	}

}
