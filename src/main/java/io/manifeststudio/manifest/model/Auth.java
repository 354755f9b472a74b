package io.manifeststudio.manifest.model;

import java.util.List;
import java.util.Map;

/**
 * {@code configuration.auth}: Kubernetes roles and cluster roles (name to rules, kept as
 * written), pod security policies (opaque) and service accounts.
 */
public record Auth(Map<Object, Object> roles, Map<Object, Object> clusterRoles, Map<Object, Object> podSecurityPolicies,
		List<Account> accounts) {

	public static final Auth NONE = new Auth(Map.of(), Map.of(), Map.of(), List.of());

	public java.util.Optional<Account> account(String name) {
		return this.accounts.stream().filter((account) -> account.name().equals(name)).findFirst();
	}

}
