package io.manifeststudio.account;

import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

import org.springframework.security.access.hierarchicalroles.RoleHierarchy;
import org.springframework.security.access.hierarchicalroles.RoleHierarchyImpl;
import org.springframework.security.authentication.AnonymousAuthenticationToken;
import org.springframework.security.core.Authentication;
import org.springframework.security.core.GrantedAuthority;
import org.springframework.security.core.authority.SimpleGrantedAuthority;
import org.springframework.security.core.context.SecurityContextHolder;

/**
 * The roles of an account. Each has the rights of those below it in {@link #HIERARCHY}: a
 * viewer reads and exports; an editor also changes drafts and saves revisions; a reviewer
 * also reviews; an admin also manages accounts.
 */
public enum Role {

	VIEWER, EDITOR, REVIEWER, ADMIN;

	/** Spring Security's role hierarchy: {@code admin > reviewer > editor > viewer}. */
	public static final RoleHierarchy HIERARCHY = RoleHierarchyImpl.withDefaultRolePrefix()
		.role(ADMIN.name())
		.implies(REVIEWER.name())
		.role(REVIEWER.name())
		.implies(EDITOR.name())
		.role(EDITOR.name())
		.implies(VIEWER.name())
		.build();

	/**
	 * The name as stored and as the API writes it: {@code viewer}, {@code editor}, ...
	 */
	public String code() {
		return name().toLowerCase(Locale.ROOT);
	}

	/** Spring Security's authority for this role: {@code ROLE_EDITOR}. */
	public String authority() {
		return "ROLE_" + name();
	}

	/** Whether this role has the rights of {@code other} ({@link #HIERARCHY}). */
	public boolean includes(Role other) {
		return reaches(List.of(new SimpleGrantedAuthority(authority())), other);
	}

	/**
	 * Whether a signed-in user (none, or anonymous: no) has this role or one above it.
	 */
	public boolean isHeldBy(Authentication user) {
		return user != null && user.isAuthenticated() && !(user instanceof AnonymousAuthenticationToken)
				&& reaches(user.getAuthorities(), this);
	}

	/** Whether the signed-in user of this thread has this role or one above it. */
	public boolean isHeldByCurrentUser() {
		return isHeldBy(SecurityContextHolder.getContext().getAuthentication());
	}

	public static Optional<Role> of(String code) {
		if (code == null) {
			return Optional.empty();
		}
		return Arrays.stream(values())
			.filter((role) -> role.code().equals(code.strip().toLowerCase(Locale.ROOT)))
			.findFirst();
	}

	/**
	 * The strongest role among the authorities of a signed-in user (the one that includes
	 * the others), if any.
	 */
	public static Optional<Role> strongest(Collection<? extends GrantedAuthority> authorities) {
		List<Role> held = authorities.stream()
			.map(GrantedAuthority::getAuthority)
			.flatMap((authority) -> Arrays.stream(values()).filter((role) -> role.authority().equals(authority)))
			.toList();
		return held.stream().filter((role) -> held.stream().allMatch(role::includes)).findFirst();
	}

	private static boolean reaches(Collection<? extends GrantedAuthority> authorities, Role role) {
		return HIERARCHY.getReachableGrantedAuthorities(authorities)
			.stream()
			.anyMatch((reached) -> role.authority().equals(reached.getAuthority()));
	}

}
