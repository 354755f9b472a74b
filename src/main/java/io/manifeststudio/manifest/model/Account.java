package io.manifeststudio.manifest.model;

import java.util.List;

import io.manifeststudio.manifest.yaml.DocPath;

/**
 * A service account of {@code configuration.auth.accounts} with the roles and cluster
 * roles bound to it.
 */
public record Account(String name, List<String> roles, List<String> clusterRoles, DocPath location) {
}
