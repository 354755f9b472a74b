package io.manifeststudio.validation.studio;

import io.manifeststudio.manifest.yaml.DocPath;
import io.manifeststudio.manifest.yaml.DuplicateKey;
import io.manifeststudio.manifest.model.RoleManifest;
import io.manifeststudio.validation.FieldError;
import io.manifeststudio.validation.Severity;
import io.manifeststudio.validation.ValidationContext;

/**
 * A key written twice in one map. fissile's YAML decoder keeps the later value without a
 * word, so the earlier one is silently lost (the reader records each case in
 * {@code ManifestDocument.duplicateKeys()}). The finding points at the first occurrence,
 * the value that is lost, and names the line of the one that wins.
 * <p>
 * A warning, except under {@code variables} (top-level or
 * {@code configuration.variables}), where it is an error: there a duplicate decides what
 * a variable is without anyone seeing it (a {@code secret: false} followed by
 * {@code secret: true}, a second {@code options} map), so a reader of the text and the
 * export can disagree on whether a value is secret.
 */
final class DuplicateKeyRule extends StudioRule {

	DuplicateKeyRule() {
		super("DUPLICATE-KEY");
	}

	private static final DocPath VARIABLES = DocPath.of("variables");

	private static final DocPath LEGACY_VARIABLES = DocPath.of("configuration", "variables");

	@Override
	public void check(ValidationContext context) {
		RoleManifest manifest = context.manifest();
		for (DuplicateKey duplicate : manifest.document().duplicateKeys()) {
			DocPath path = duplicate.path();
			String key = String.valueOf(path.last());
			String again = (duplicate.repeated() != null) ? " (again at line " + duplicate.repeated().line() + ")" : "";
			boolean variable = path.startsWith(VARIABLES) || path.startsWith(LEGACY_VARIABLES);
			String explanation = key + " is written twice in the same map" + again + ". fissile's YAML decoder keeps "
					+ "the later value and drops this earlier one without a word.";
			if (variable) {
				explanation += " Under variables this is an error: which of the two is in effect decides what the "
						+ "variable is, for example whether its value is secret, and a reader of the text cannot "
						+ "tell.";
			}
			context
				.report(variable ? Severity.ERROR : Severity.WARNING,
						FieldError.duplicate(FissileStylePath.of(manifest, path), key), path)
				.explanation(explanation)
				.hint("Keep one " + key + ": merge the two values or remove the one you do not mean.")
				.subject(FissileStylePath.groupName(manifest, path))
				.add();
		}
	}

}
