package io.manifeststudio.validation.fissile;

import java.util.List;

import io.manifeststudio.validation.ValidationRule;

/** The FISSILE family: fissile's loader rules (fissile-reference.md §2.2, §2.5) and its manifest-only validate rules. */
public final class FissileRules implements ValidationRule.Set {

	@Override
	public List<ValidationRule> rules() {
		return List.of();
	}

}
