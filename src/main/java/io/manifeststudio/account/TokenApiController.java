package io.manifeststudio.account;

import java.security.Principal;
import java.util.List;

import org.springframework.http.HttpStatus;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.ResponseStatus;
import org.springframework.web.bind.annotation.RestController;

/**
 * The caller's own personal access tokens: {@code POST /api/tokens {name}} makes one and
 * answers its text, once; {@code GET} lists them (never their text); {@code POST
 * /api/tokens/{id}/revoke} revokes one. Every role may.
 */
@RestController
@RequestMapping("/api/tokens")
@RequiredRole(Role.VIEWER)
class TokenApiController {

	private final AccessTokens tokens;

	TokenApiController(AccessTokens tokens) {
		this.tokens = tokens;
	}

	@PostMapping
	@ResponseStatus(HttpStatus.CREATED)
	NewTokenJson create(@RequestBody TokenRequest body, Principal principal) {
		return this.tokens.create(principal.getName(), body.name());
	}

	@GetMapping
	List<TokenJson> list(Principal principal) {
		return this.tokens.list(principal.getName());
	}

	@PostMapping("/{id}/revoke")
	TokenJson revoke(@PathVariable long id, Principal principal) {
		return this.tokens.revoke(principal.getName(), id);
	}

	record TokenRequest(String name) {
	}

}
