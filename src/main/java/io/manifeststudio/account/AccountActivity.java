package io.manifeststudio.account;

import org.springframework.security.core.Authentication;
import org.springframework.security.core.context.SecurityContextHolder;

/**
 * An application event: an account or one of its access tokens changed. {@code actor} is
 * who did it (the signed-in user, or {@value #SYSTEM} when nobody is, as at the first
 * start), {@code account} the account concerned, {@code action} one of the names below,
 * {@code detail} the rest in words (never a password or a token's text). Published inside
 * the transaction of the change, so a listener that stores it commits or rolls back with
 * it.
 */
public record AccountActivity(String actor, String action, String account, String detail) {

	public static final String SYSTEM = "system";

	public static final String CREATE = "account-create";

	public static final String ROLE = "account-role";

	public static final String PASSWORD = "account-password";

	public static final String ENABLE = "account-enable";

	public static final String DISABLE = "account-disable";

	public static final String DELETE = "account-delete";

	public static final String TOKEN_CREATE = "token-create";

	public static final String TOKEN_REVOKE = "token-revoke";

	/** An event whose actor is the signed-in user of this thread. */
	static AccountActivity now(String action, String account, String detail) {
		return new AccountActivity(signedIn(), action, account, detail);
	}

	private static String signedIn() {
		Authentication signedIn = SecurityContextHolder.getContext().getAuthentication();
		return (signedIn != null && signedIn.isAuthenticated() && signedIn.getName() != null
				&& !signedIn.getName().isBlank()) ? signedIn.getName() : SYSTEM;
	}

}
