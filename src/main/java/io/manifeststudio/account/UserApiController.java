package io.manifeststudio.account;

import java.util.List;
import java.util.Optional;

import org.springframework.http.HttpStatus;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.PutMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.ResponseStatus;
import org.springframework.web.bind.annotation.RestController;

/**
 * Account management, for admins: list, create ({@code {username, password, role}} or, as
 * the API table writes it, {@code {username, password, roles: [...]}}), change role,
 * reset password, enable or disable, delete.
 */
@RestController
@RequestMapping("/api/users")
@RequiredRole(Role.ADMIN)
class UserApiController {

	private final Accounts accounts;

	UserApiController(Accounts accounts) {
		this.accounts = accounts;
	}

	@GetMapping
	List<AccountJson> list() {
		return this.accounts.list();
	}

	@PostMapping
	@ResponseStatus(HttpStatus.CREATED)
	AccountJson create(@RequestBody NewAccount body) {
		return this.accounts.create(body.username(), body.password(), body.chosenRole());
	}

	@PutMapping("/{username}/role")
	AccountJson changeRole(@PathVariable String username, @RequestBody RoleChange body) {
		return this.accounts.changeRole(username, body.role());
	}

	@PutMapping("/{username}/password")
	AccountJson resetPassword(@PathVariable String username, @RequestBody PasswordReset body) {
		return this.accounts.resetPassword(username, body.password());
	}

	@PutMapping("/{username}/enabled")
	AccountJson enable(@PathVariable String username, @RequestBody EnabledChange body) {
		return this.accounts.enable(username, body.enabled());
	}

	@DeleteMapping("/{username}")
	@ResponseStatus(HttpStatus.NO_CONTENT)
	void delete(@PathVariable String username) {
		this.accounts.delete(username);
	}

	/**
	 * {@code role} names the account's role; {@code roles} (a list, as the README's API
	 * table writes it) may name it instead: roles include the weaker ones, so the account
	 * gets the strongest of the list (an unknown name is refused as the role).
	 */
	record NewAccount(String username, String password, String role, List<String> roles) {

		String chosenRole() {
			if (this.role != null || this.roles == null || this.roles.isEmpty()) {
				return this.role;
			}
			String strongest = null;
			for (String code : this.roles) {
				Optional<Role> known = Role.of(code);
				if (known.isEmpty()) {
					return code;
				}
				if (strongest == null || known.get().includes(Role.of(strongest).orElseThrow())) {
					strongest = known.get().code();
				}
			}
			return strongest;
		}

	}

	record RoleChange(String role) {
	}

	record PasswordReset(String password) {
	}

	record EnabledChange(boolean enabled) {
	}

}
