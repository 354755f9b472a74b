package io.manifeststudio.account;

import java.time.Instant;
import java.util.Arrays;
import java.util.List;

import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * An account as the API shows it: never its password. {@code role} is its role;
 * {@code roles} the role with those it includes, weakest first (a reviewer's are
 * {@code [viewer, editor, reviewer]}).
 */
public record AccountJson(String username, String role, boolean enabled, Instant createdAt) {

	@JsonProperty("roles")
	public List<String> roles() {
		return Role.of(this.role)
			.map((held) -> Arrays.stream(Role.values()).filter(held::includes).map(Role::code).toList())
			.orElse(List.of());
	}

}
