package io.manifeststudio.account;

import java.io.IOException;
import java.util.Arrays;
import java.util.List;

import jakarta.servlet.http.HttpServletResponse;

import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.ui.Model;
import org.springframework.validation.BindingResult;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.ModelAttribute;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;

import io.github.wimdeblauwe.htmx.spring.boot.mvc.HtmxRequest;

/**
 * {@code /admin/users}: the accounts for admins. Create one with a role; change a role;
 * disable, enable or delete an account; see and revoke anyone's access tokens. Every form
 * posts with htmx and gets the page's {@value #FRAGMENT} fragment back (a plain post gets
 * the whole page): a refused change is shown at its form, with what was typed kept (a
 * refused plain post of a new account answers with the refusal's status, 400 or 409).
 * {@link Accounts} refuses to take away the last enabled admin.
 */
@Controller
@RequiredRole(Role.ADMIN)
class AdminUsersController {

	static final String VIEW = "account/users";

	static final String FRAGMENT = "account/users :: users";

	private final Accounts accounts;

	private final AccessTokens tokens;

	AdminUsersController(Accounts accounts, AccessTokens tokens) {
		this.accounts = accounts;
		this.tokens = tokens;
	}

	@ModelAttribute("newAccount")
	NewAccountForm newAccount() {
		return new NewAccountForm();
	}

	@ModelAttribute("roles")
	List<String> roles() {
		return Arrays.stream(Role.values()).map(Role::code).toList();
	}

	@GetMapping("/admin/users")
	String initUsersPage(Model model) {
		return show(model, null, null, false);
	}

	@PostMapping("/admin/users")
	String processCreationForm(@ModelAttribute("newAccount") NewAccountForm form, BindingResult result, Model model,
			HtmxRequest htmx, HttpServletResponse response) {
		try {
			AccountJson created = this.accounts.create(form.getUsername(), form.getPassword(), form.getRole());
			model.addAttribute("newAccount", new NewAccountForm());
			model.addAttribute("notice", "Created " + created.username() + " (" + created.role() + ")");
		}
		catch (AccountRequestException ex) {
			String field = (ex.field() != null) ? ex.field() : "username";
			result.rejectValue(field, "account.refused", ex.getMessage());
			if (!htmx.isHtmxRequest()) {
				// htmx swaps only a 2xx answer, so it gets the fragment with the problem
				// at its field as 200
				response.setStatus(ex.status().value());
			}
		}
		return show(model, null, null, htmx.isHtmxRequest());
	}

	@PostMapping("/admin/users/{username}/role")
	String processRoleForm(@PathVariable String username, @RequestParam(required = false) String role, Model model,
			HtmxRequest htmx) {
		return change(username, model, htmx, () -> {
			AccountJson changed = this.accounts.changeRole(username, role);
			return changed.username() + " is now " + changed.role();
		});
	}

	@PostMapping("/admin/users/{username}/enabled")
	String processEnabledForm(@PathVariable String username, @RequestParam(required = false) boolean enabled,
			Model model, HtmxRequest htmx) {
		return change(username, model, htmx, () -> {
			AccountJson changed = this.accounts.enable(username, enabled);
			return changed.username() + (changed.enabled() ? " is enabled" : " is disabled");
		});
	}

	@PostMapping("/admin/users/{username}/delete")
	String processDeleteForm(@PathVariable String username, Model model, HtmxRequest htmx) {
		return change(username, model, htmx, () -> {
			this.accounts.delete(username);
			return "Deleted " + username;
		});
	}

	@PostMapping("/admin/users/{username}/tokens/{id}/revoke")
	String processRevokeForm(@PathVariable String username, @PathVariable long id, Model model, HtmxRequest htmx) {
		return change(username, model, htmx, () -> {
			TokenJson revoked = this.tokens.revoke(username, id);
			return "Revoked " + username + "'s token '" + revoked.name() + "'";
		});
	}

	/**
	 * Makes a change of one account and shows the page with its outcome: a notice, or the
	 * problem at its row.
	 */
	private String change(String username, Model model, HtmxRequest htmx, Change change) {
		try {
			model.addAttribute("notice", change.make());
			return show(model, null, null, htmx.isHtmxRequest());
		}
		catch (AccountRequestException ex) {
			return show(model, username, ex.getMessage(), htmx.isHtmxRequest());
		}
	}

	private String show(Model model, String problemOf, String problem, boolean fragment) {
		model.addAttribute("users",
				this.accounts.list()
					.stream()
					.map((account) -> new UserRow(account, this.tokens.list(account.username()),
							account.username().equals(problemOf) ? problem : null))
					.toList());
		if (problemOf != null && !this.accounts.exists(problemOf)) {
			model.addAttribute("problem", problem);
		}
		return fragment ? FRAGMENT : VIEW;
	}

	@FunctionalInterface
	private interface Change {

		/** Makes the change; what to tell the admin. */
		String make();

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
