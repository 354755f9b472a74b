package io.manifeststudio.account;

import java.security.Principal;

import org.springframework.security.core.Authentication;
import org.springframework.web.bind.annotation.ControllerAdvice;
import org.springframework.web.bind.annotation.ModelAttribute;

/**
 * Gives every page the signed-in user's name ({@code signedInUser}, null when signed out)
 * and whether they are an admin ({@code signedInAdmin}), for the layout's header.
 */
@ControllerAdvice
class SignedInUserAdvice {

	@ModelAttribute("signedInUser")
	String signedInUser(Principal principal) {
		return (principal != null) ? principal.getName() : null;
	}

	@ModelAttribute("signedInAdmin")
	boolean signedInAdmin(Principal principal) {
		return principal instanceof Authentication authentication && authentication.getAuthorities()
			.stream()
			.anyMatch((authority) -> Role.ADMIN.authority().equals(authority.getAuthority()));
	}

}
