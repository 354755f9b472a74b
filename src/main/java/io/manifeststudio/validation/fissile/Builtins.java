package io.manifeststudio.validation.fissile;

import java.util.HashSet;
import java.util.Set;

import io.manifeststudio.manifest.model.RoleManifest;
import io.manifeststudio.manifest.model.Variable;

/**
 * Variable names that templates may use: the declared ones and fissile's built-ins
 * (fissile's kube/pod.go sets them).
 */
final class Builtins {

	static final Set<String> NAMES = Set.of("IP_ADDRESS", "DNS_RECORD_NAME", "KUBE_COMPONENT_INDEX",
			"KUBERNETES_CLUSTER_DOMAIN", "KUBERNETES_CONTAINER_NAME");

	private Builtins() {
	}

	static Set<String> declared(RoleManifest manifest) {
		Set<String> names = new HashSet<>(NAMES);
		for (Variable variable : manifest.variables()) {
			if (variable.name() != null) {
				names.add(variable.name());
			}
		}
		return names;
	}

}
