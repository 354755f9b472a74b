package io.manifeststudio.account;

import java.util.Arrays;
import java.util.Collection;
import java.util.Locale;
import java.util.Optional;

import org.springframework.security.core.GrantedAuthority;

/**
 * The roles of an account, weakest first: each has the rights of those before it. A viewer reads and exports; an
 * editor also changes drafts and saves revisions; a reviewer also reviews; an admin also manages accounts.
 */
public enum Role {

	VIEWER, EDITOR, REVIEWER, ADMIN;

	/** The name as stored and as the API writes it: {@code viewer}, {@code editor}, ... */
	public String code() {
		return name().toLowerCase(Locale.ROOT);
	}

	/** Spring Security's authority for this role: {@code ROLE_EDITOR}. */
	public String authority() {
		return "ROLE_" + name();
	}

	public boolean includes(Role other) {
		return compareTo(other) >= 0;
	}

	public static Optional<Role> of(String code) {
		if (code == null) {
			return Optional.empty();
		}
		return Arrays.stream(values()).filter((role) -> role.code().equals(code.strip().toLowerCase(Locale.ROOT)))
			.findFirst();
	}

	/** The strongest role among the authorities of a signed-in user, if any. */
	public static Optional<Role> strongest(Collection<? extends GrantedAuthority> authorities) {
		return authorities.stream()
			.map(GrantedAuthority::getAuthority)
			.flatMap((authority) -> Arrays.stream(values()).filter((role) -> role.authority().equals(authority)))
			.max(Role::compareTo);
	}

}
