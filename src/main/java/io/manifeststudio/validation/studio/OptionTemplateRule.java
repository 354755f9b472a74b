package io.manifeststudio.validation.studio;

import java.util.HashSet;
import java.util.Map;

import io.manifeststudio.manifest.yaml.DocPath;
import io.manifeststudio.manifest.model.Variable;
import io.manifeststudio.validation.FieldError;
import io.manifeststudio.validation.Severity;
import io.manifeststudio.validation.ValidationContext;

/**
 * A variable option written as a Go template ({@code append_kube_ca:
 * '{{.FEATURE_EIRINI_ENABLED}}'}, a templated {@code ca}). fissile never read these
 * options (its {@code CVOptions} has no such fields and yaml.v2 drops unknown keys); the
 * secret generator renders every string of the manifest's {@code variables} as a Go
 * template before it reads them (SUSE/scf-secret-generator commit 67094a4, 2019-08-06,
 * {@code model/manifest.go} expandTemplates), with the values given to it with
 * {@code -set} and {@code DOMAIN}, {@code KUBERNETES_CLUSTER_DOMAIN} and
 * {@code KUBERNETES_NAMESPACE} ({@code main.go}). A template that does not parse stops
 * the generator Job ("Can't parse template"), and with it the install: error. A field
 * that names no variable renders as {@code <no value>}: error, saying which.
 */
final class OptionTemplateRule extends StudioRule {

	/** What the secret generator sets itself for its templates ({@code main.go}). */
	static final java.util.Set<String> GENERATOR_VALUES = java.util.Set.of("DOMAIN", "KUBERNETES_CLUSTER_DOMAIN",
			"KUBERNETES_NAMESPACE");

	OptionTemplateRule() {
		super("OPTION-TEMPLATE");
	}

	@Override
	public void check(ValidationContext context) {
		java.util.Set<String> names = null;
		for (Variable variable : context.manifest().variables()) {
			if (variable.options() == null || variable.options().templates().isEmpty()) {
				continue;
			}
			if (names == null) {
				names = new HashSet<>(GENERATOR_VALUES);
				for (Variable each : context.manifest().variables()) {
					if (each.name() != null) {
						names.add(each.name());
					}
				}
			}
			String name = (variable.name() != null) ? variable.name() : "";
			for (Map.Entry<String, String> option : variable.options().templates().entrySet()) {
				String path = "variables[" + name + "]" + (variable.legacy() ? "" : ".options") + "." + option.getKey();
				DocPath location = (variable.legacy() ? variable.location() : variable.location().key("options"))
					.key(option.getKey());
				GeneratorTemplate.Parsed parsed = GeneratorTemplate.parse(option.getValue());
				if (parsed.error() != null) {
					context
						.report(Severity.ERROR,
								FieldError.invalid(path, option.getValue(), "Can't parse template: " + parsed.error()),
								location)
						.explanation("The secret generator renders " + option.getKey() + " as a Go template at install;"
								+ " a template that does not parse stops the generator Job, and the install with it.")
						.hint("Close every {{ with }}, every if with {{end}}, and use text/template's functions only.")
						.add();
					continue;
				}
				for (String field : parsed.fields()) {
					if (names.contains(field)) {
						continue;
					}
					context
						.report(Severity.ERROR,
								FieldError.invalid(path, option.getValue(),
										"template reads ." + field + ", which is no variable of the manifest"),
								location)
						.explanation("The secret generator renders " + option.getKey() + " with the manifest's"
								+ " variables and DOMAIN, KUBERNETES_CLUSTER_DOMAIN and KUBERNETES_NAMESPACE; ." + field
								+ " is none of them and renders as <no value>.")
						.hint("Declare " + field + " under variables, or name an existing variable.")
						.add();
				}
			}
		}
	}

}
