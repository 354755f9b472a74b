package io.manifeststudio.validation.fissile;

import io.manifeststudio.manifest.yaml.DocPath;
import io.manifeststudio.validation.FieldError;
import io.manifeststudio.validation.RuleFamily;
import io.manifeststudio.validation.Severity;
import io.manifeststudio.validation.ValidationContext;
import io.manifeststudio.validation.ValidationRule;

/**
 * Base of the FISSILE family: a stable id ({@code FISSILE-<n>} for fissile's loader
 * rules, {@code FISSILE-V<n>} for the {@code fissile validate} rules of fissile's
 * app/validation.go), a phase, and a way to report an error the way fissile prints it.
 * Everything fissile rejects is an error.
 */
abstract class FissileRule implements ValidationRule {

	private final String id;

	private final int phase;

	FissileRule(String id, int phase) {
		this.id = id;
		this.phase = phase;
	}

	@Override
	public final String id() {
		return this.id;
	}

	@Override
	public final RuleFamily family() {
		return RuleFamily.FISSILE;
	}

	@Override
	public int phase() {
		return this.phase;
	}

	/** An error finding for a fissile field error at the given document path. */
	static ValidationContext.Report error(ValidationContext context, FieldError error, DocPath source) {
		return context.report(Severity.ERROR, error, source);
	}

}
