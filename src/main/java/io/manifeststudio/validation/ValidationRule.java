package io.manifeststudio.validation;

import java.util.List;

/**
 * One rule: a stable id (such as {@code FISSILE-41} or {@code STUDIO-COLOCATED-HEALTHCHECK}), a family and a check
 * that reports what it finds through the {@link ValidationContext}. Rules are plain classes with no web types.
 */
public interface ValidationRule {

	String id();

	RuleFamily family();

	/**
	 * fissile's loader phase (0, 0b=1, 1 to 3 as fissile-reference.md §2.1; 4 for {@code fissile validate}), or
	 * {@code -1} for rules outside fissile's phases. fissile stops at the first phase with errors; we report every
	 * phase, and the conformance test compares the first.
	 */
	default int phase() {
		return -1;
	}

	void check(ValidationContext context);

	/** A set of rules contributed by one family or feature (the export feature contributes the K8S family). */
	interface Set {

		List<ValidationRule> rules();

	}

}
