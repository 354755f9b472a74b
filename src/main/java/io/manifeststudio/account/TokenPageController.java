package io.manifeststudio.account;

import java.io.IOException;
import java.security.Principal;

import jakarta.servlet.http.HttpServletResponse;

import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;

import io.github.wimdeblauwe.htmx.spring.boot.mvc.HtmxRequest;

/**
 * {@code /account/tokens}: the signed-in user's own personal access tokens. Create one
 * (its text is shown this once, never again), list them, revoke one. The forms post with
 * htmx and get the {@value #FRAGMENT} fragment back (a plain post gets the whole page); a
 * refused name is shown at its field, as typed.
 */
@Controller
@RequiredRole(Role.VIEWER)
class TokenPageController {

	static final String VIEW = "account/tokens";

	static final String FRAGMENT = "account/tokens :: tokens";

	private final AccessTokens tokens;

	TokenPageController(AccessTokens tokens) {
		this.tokens = tokens;
	}

	@GetMapping("/account/tokens")
	String initTokensPage(Model model, Principal principal) {
		return show(model, principal, false);
	}

	@PostMapping("/account/tokens")
	String processCreationForm(@RequestParam(required = false) String name, Model model, Principal principal,
			HtmxRequest htmx) {
		try {
			model.addAttribute("newToken", this.tokens.create(principal.getName(), name));
		}
		catch (AccountRequestException ex) {
			model.addAttribute("name", name);
			model.addAttribute("nameProblem", ex.getMessage());
		}
		return show(model, principal, htmx.isHtmxRequest());
	}

	@PostMapping("/account/tokens/{id}/revoke")
	String processRevokeForm(@PathVariable long id, Model model, Principal principal, HtmxRequest htmx) {
		try {
			TokenJson revoked = this.tokens.revoke(principal.getName(), id);
			model.addAttribute("notice", "Revoked '" + revoked.name() + "'");
		}
		catch (AccountRequestException ex) {
			model.addAttribute("problem", ex.getMessage());
		}
		return show(model, principal, htmx.isHtmxRequest());
	}

	private String show(Model model, Principal principal, boolean fragment) {
		model.addAttribute("tokens", this.tokens.list(principal.getName()));
		return fragment ? FRAGMENT : VIEW;
	}

	/**
	 * An account that is gone (deleted while signed in): the error page with its status,
	 * not a 500.
	 */
	@ExceptionHandler(AccountRequestException.class)
	void refused(AccountRequestException ex, HttpServletResponse response) throws IOException {
		response.sendError(ex.status().value(), ex.getMessage());
	}

}
