package io.manifeststudio.account;

import java.security.Principal;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpSession;

import org.springframework.web.bind.annotation.PutMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

/**
 * {@code PUT /api/account/password {currentPassword, newPassword}}: every signed-in user
 * changes their own password (the current one must be right; the new one has 8 to 128
 * characters). Their other sessions end; the one they changed it from, if any, goes on.
 */
@RestController
@RequiredRole(Role.VIEWER)
class OwnAccountApiController {

	private final Accounts accounts;

	OwnAccountApiController(Accounts accounts) {
		this.accounts = accounts;
	}

	@PutMapping("/api/account/password")
	AccountJson changePassword(@RequestBody PasswordChange body, Principal principal, HttpServletRequest request) {
		HttpSession session = request.getSession(false);
		return this.accounts.changeOwnPassword(principal.getName(), body.currentPassword(), body.newPassword(),
				(session != null) ? session.getId() : null);
	}

	record PasswordChange(String currentPassword, String newPassword) {
	}

}
