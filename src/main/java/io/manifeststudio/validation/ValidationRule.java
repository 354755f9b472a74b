package io.manifeststudio.validation;

import java.util.List;

/**
 * One rule: a stable id (such as {@code FISSILE-41} or
 * {@code STUDIO-COLOCATED-HEALTHCHECK}), a family and a check that reports what it finds
 * through the {@link ValidationContext}. Rules are plain classes with no web types.
 */
public interface ValidationRule {

	String id();

	RuleFamily family();

	/**
	 * fissile's loader phase as fissile's model/loader/loader.go runs them: 0 = P0, 1 =
	 * P0b, 2 = P1, 3 = P2, 4 = P3 and 5 for {@code fissile validate} (see
	 * {@code validation.fissile.Phase}), or {@code -1} for rules outside fissile's
	 * phases. fissile stops at the first phase with errors; we report every phase, and
	 * the conformance test compares the first.
	 */
	default int phase() {
		return -1;
	}

	/**
	 * The phase for a manifest of the given era: some checks ran in a different phase in
	 * the legacy {@code roles:} format (fissile's docs/validator-description.md: the
	 * variable checks ran at load). Defaults to {@link #phase()}.
	 */
	default int phase(io.manifeststudio.manifest.model.FormatEra era) {
		return phase();
	}

	void check(ValidationContext context);

	/**
	 * Rules that say the same thing better: when one of them reports on a group, this
	 * rule's findings on that group are left out, so one mistake gives one finding (a
	 * port collision is found on the manifest by STUDIO and again on the generated pod by
	 * K8S).
	 */
	default java.util.Set<String> supersededBy() {
		return java.util.Set.of();
	}

	/**
	 * A set of rules contributed by one family or feature (the export feature contributes
	 * the K8S family).
	 */
	interface Set {

		List<ValidationRule> rules();

	}

}
