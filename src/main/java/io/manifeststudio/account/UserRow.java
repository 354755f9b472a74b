package io.manifeststudio.account;

import java.util.List;

/**
 * One account on the admin page: the account, its access tokens, and the problem of the
 * last change asked of it (the reason it was refused, as the last enabled admin's
 * demotion), if any.
 */
public record UserRow(AccountJson account, List<TokenJson> tokens, String problem) {

	public boolean isAdmin() {
		return Role.ADMIN.code().equals(this.account.role());
	}

	public long activeTokens() {
		return this.tokens.stream().filter((token) -> !token.revoked()).count();
	}

}
