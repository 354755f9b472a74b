package io.manifeststudio.export;

import java.util.Set;

import io.manifeststudio.manifest.model.RoleManifest;

/**
 * What gives a Kubernetes YAML download its generated secret values: new ones
 * ({@link GeneratedSecretValues}) or those kept for this person's earlier download of the
 * same content ({@link GeneratedSecretsCache}).
 */
@FunctionalInterface
public interface GeneratedSecretSource {

	/**
	 * Values for the generated secrets among {@code keys} (keys of the Secret
	 * {@value SecretFactory#SECRETS}).
	 */
	GeneratedSecretValues.Filled fill(RoleManifest manifest, Set<String> keys);

}
