package io.manifeststudio.manifest;

import java.util.List;

/**
 * A variable's options. In the BOSH style they sit under {@code options}; in the legacy flat style
 * ({@code configuration.variables}) they sit on the variable itself. {@code generator} is the legacy generator block;
 * {@code ca} names the variable holding the CA that signs a generated certificate; {@code appendKubeCa}
 * ({@code append_kube_ca}) asks the secret generator to append the cluster's CA to a generated CA certificate.
 */
public record VariableOptions(String description, Object defaultValue, Object example, String type,
		boolean internal, boolean secret, boolean required, boolean immutable, boolean imageName,
		List<String> previousNames, Boolean isCa, String roleName, List<String> alternativeNames,
		java.util.Map<Object, Object> generator, String ca, boolean appendKubeCa) {
}
