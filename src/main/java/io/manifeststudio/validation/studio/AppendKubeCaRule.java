package io.manifeststudio.validation.studio;

import io.manifeststudio.manifest.yaml.DocPath;
import io.manifeststudio.manifest.model.Variable;
import io.manifeststudio.validation.FieldError;
import io.manifeststudio.validation.Severity;
import io.manifeststudio.validation.ValidationContext;

/**
 * {@code append_kube_ca} on a variable that is not a CA certificate. fissile's validation
 * does not look at the option; its secret generator (SUSE/scf-secret-generator,
 * {@code ssl.RecordCertInfo}) reads it for certificates only:
 * <ul>
 * <li>on a certificate without {@code is_ca} it fails the generator Job, and with it the
 * install, with "Can't append kube CA to regular cert id `NAME`; only works for CA certs"
 * (error, with the generator's message);</li>
 * <li>on any other variable (a password, an SSH key, a user value) it is never read: the
 * option has no effect (warning).</li>
 * </ul>
 */
final class AppendKubeCaRule extends StudioRule {

	AppendKubeCaRule() {
		super("APPEND-KUBE-CA");
	}

	@Override
	public void check(ValidationContext context) {
		for (Variable variable : context.manifest().variables()) {
			if (variable.options() == null
					|| !(variable.options().appendKubeCa() || variable.options().appendKubeCaTemplate() != null)) {
				continue;
			}
			// a template may render true at install (STUDIO-OPTION-TEMPLATE checks the
			// template itself)
			Object written = (variable.options().appendKubeCaTemplate() != null)
					? variable.options().appendKubeCaTemplate() : Boolean.TRUE;
			String name = (variable.name() != null) ? variable.name() : "";
			String path = "variables[" + name + "]" + (variable.legacy() ? "" : ".options") + ".append_kube_ca";
			DocPath location = (variable.legacy() ? variable.location() : variable.location().key("options"))
				.key("append_kube_ca");
			String type = (variable.type() != null) ? variable.type() : "";
			if (!variable.legacy() && type.equals("certificate")) {
				if (!Boolean.TRUE.equals(variable.options().isCa())) {
					context
						.report(Severity.ERROR,
								FieldError.invalid(path, written,
										"Can't append kube CA to regular cert id `" + name
												+ "`; only works for CA certs"),
								location)
						.explanation("The secret generator appends the cluster's CA certificate only to a CA it "
								+ "generates (is_ca: true); for a regular certificate it stops, and the install with it.")
						.hint("Set is_ca: true if " + name + " is a CA, or remove append_kube_ca.")
						.add();
				}
				continue;
			}
			context
				.report(Severity.WARNING,
						FieldError.invalid(path, written,
								"append_kube_ca has no effect: " + name + " is not a certificate"
										+ (type.isEmpty() ? "" : " but a " + type)),
						location)
				.explanation("Only a generated CA certificate (type: certificate, is_ca: true) gets the cluster's CA "
						+ "appended; the secret generator never reads the option on "
						+ (variable.legacy() ? "a legacy variable." : "other variables."))
				.hint("Remove append_kube_ca, or make " + name + " a CA certificate.")
				.add();
		}
	}

}
