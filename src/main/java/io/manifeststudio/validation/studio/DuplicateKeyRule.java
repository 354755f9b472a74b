package io.manifeststudio.validation.studio;

import io.manifeststudio.manifest.DocPath;
import io.manifeststudio.manifest.DuplicateKey;
import io.manifeststudio.manifest.RoleManifest;
import io.manifeststudio.validation.FieldError;
import io.manifeststudio.validation.Severity;
import io.manifeststudio.validation.ValidationContext;

/**
 * A key written twice in one map. fissile's YAML decoder keeps the later value without a word, so the earlier one
 * is silently lost (the reader records each case in {@code ManifestDocument.duplicateKeys()}). The finding points
 * at the first occurrence, the value that is lost, and names the line of the one that wins.
 */
final class DuplicateKeyRule extends StudioRule {

	DuplicateKeyRule() {
		super("DUPLICATE-KEY");
	}

	@Override
	public void check(ValidationContext context) {
		RoleManifest manifest = context.manifest();
		for (DuplicateKey duplicate : manifest.document().duplicateKeys()) {
			DocPath path = duplicate.path();
			String key = String.valueOf(path.last());
			String again = (duplicate.repeated() != null) ? " (again at line " + duplicate.repeated().line() + ")"
					: "";
			context.report(Severity.WARNING,
					FieldError.duplicate(FissileStylePath.of(manifest, path), key),
					path)
				.explanation(key + " is written twice in the same map" + again + ". fissile's YAML decoder keeps the "
						+ "later value and drops this earlier one without a word.")
				.hint("Keep one " + key + ": merge the two values or remove the one you do not mean.")
				.subject(FissileStylePath.groupName(manifest, path))
				.add();
		}
	}

}
