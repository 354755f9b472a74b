package io.manifeststudio.manifest.model;

import java.util.List;

/**
 * A variable's options. In the BOSH style they sit under {@code options}; in the legacy
 * flat style ({@code configuration.variables}) they sit on the variable itself.
 * {@code generator} is the legacy generator block; {@code ca} names the variable holding
 * the CA that signs a generated certificate; {@code appendKubeCa}
 * ({@code append_kube_ca}) asks the secret generator to append the cluster's CA to a
 * generated CA certificate. {@code appendKubeCaTemplate} is {@code append_kube_ca}
 * written as a Go template (such as {@code '{{.FEATURE_EIRINI_ENABLED}}'}): fissile never
 * read the option, and the secret generator renders every variable option as a template
 * with its variables before reading it (SUSE/scf-secret-generator commit 67094a4,
 * 2019-08-06), so it is true or false only at install; {@code appendKubeCa} is then
 * false. A {@code ca} holding {@code {{} is such a template too ({@link #caTemplate()}).
 */
public record VariableOptions(String description, Object defaultValue, Object example, String type, boolean internal,
		boolean secret, boolean required, boolean immutable, boolean imageName, List<String> previousNames,
		Boolean isCa, String roleName, List<String> alternativeNames, java.util.Map<Object, Object> generator,
		String ca, boolean appendKubeCa, String appendKubeCaTemplate) {

	public VariableOptions(String description, Object defaultValue, Object example, String type, boolean internal,
			boolean secret, boolean required, boolean immutable, boolean imageName, List<String> previousNames,
			Boolean isCa, String roleName, List<String> alternativeNames, java.util.Map<Object, Object> generator,
			String ca, boolean appendKubeCa) {
		this(description, defaultValue, example, type, internal, secret, required, immutable, imageName, previousNames,
				isCa, roleName, alternativeNames, generator, ca, appendKubeCa, null);
	}

	/** Whether a text is a Go template for the secret generator (it holds an action). */
	public static boolean isTemplate(String text) {
		return text != null && text.contains("{{");
	}

	/** {@code ca} when it is a template, else {@code null}. */
	public String caTemplate() {
		return isTemplate(this.ca) ? this.ca : null;
	}

	/**
	 * The options written as templates, by option name ({@code ca},
	 * {@code append_kube_ca}), in that order.
	 */
	public java.util.Map<String, String> templates() {
		java.util.Map<String, String> templates = new java.util.LinkedHashMap<>();
		if (caTemplate() != null) {
			templates.put("ca", this.ca);
		}
		if (this.appendKubeCaTemplate != null) {
			templates.put("append_kube_ca", this.appendKubeCaTemplate);
		}
		return templates;
	}

}
