package io.manifeststudio.account;

import java.security.Principal;

import org.springframework.web.bind.annotation.ControllerAdvice;
import org.springframework.web.bind.annotation.ModelAttribute;

/** Gives every page the signed-in user's name ({@code signedInUser}, null when signed out) for the layout. */
@ControllerAdvice
class SignedInUserAdvice {

	@ModelAttribute("signedInUser")
	String signedInUser(Principal principal) {
		return (principal != null) ? principal.getName() : null;
	}

}
