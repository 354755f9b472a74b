package io.manifeststudio.account;

import org.springframework.security.core.Authentication;
import org.springframework.security.core.context.SecurityContextHolder;

import io.manifeststudio.manifest.model.SecretMask;

/**
 * Who sees the values of secret variables: editors and above do; a viewer (or anyone not
 * signed in) reads {@value SecretMask#HIDDEN} in their place, in every stored manifest's
 * text, preview and export it is given.
 */
public final class SecretValues {

	private SecretValues() {
	}

	/** Whether the signed-in user of this request may read secret values. */
	public static boolean visibleToCurrentUser() {
		Authentication signedIn = SecurityContextHolder.getContext().getAuthentication();
		return signedIn != null && signedIn.isAuthenticated()
				&& Role.strongest(signedIn.getAuthorities()).filter((role) -> role.includes(Role.EDITOR)).isPresent();
	}

}
