package io.manifeststudio.account;

import java.util.Optional;

/**
 * What a handler needs, as {@link Allow} declares it. {@link #PUBLIC} is for the sign-in page and the error page
 * only: they answer without an account.
 */
public enum Access {

	/** Anyone, signed in or not. */
	PUBLIC(null),
	/** Read and export: every role. */
	READ(Role.VIEWER),
	/** Change a draft, import, save revisions: editor and above. */
	EDIT(Role.EDITOR),
	/** Review revisions: reviewer and above. */
	REVIEW(Role.REVIEWER),
	/** Manage accounts: admin only. */
	ADMIN(Role.ADMIN);

	private final Role least;

	Access(Role least) {
		this.least = least;
	}

	/** Whether a user with this role (empty when not signed in) has this access. */
	public boolean grantedTo(Optional<Role> role) {
		return this.least == null || role.map((held) -> held.includes(this.least)).orElse(false);
	}

	/** Whether the signed-in user of this request (none: not signed in) has this access. */
	public boolean grantedToCurrentUser() {
		return grantedTo(AllowInterceptor.currentRole());
	}

	/** The weakest role with this access, empty for {@link #PUBLIC}. */
	public Optional<Role> least() {
		return Optional.ofNullable(this.least);
	}

}
