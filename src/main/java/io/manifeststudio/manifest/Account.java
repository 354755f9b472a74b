package io.manifeststudio.manifest;

import java.util.List;

/**
 * A service account of {@code configuration.auth.accounts} with the roles and cluster
 * roles bound to it.
 */
public record Account(String name, List<String> roles, List<String> clusterRoles, DocPath location) {
}
