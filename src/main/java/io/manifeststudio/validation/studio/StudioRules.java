package io.manifeststudio.validation.studio;

import java.util.List;

import io.manifeststudio.validation.ValidationRule;

/** The STUDIO family: what fissile and the API server miss (fissile-reference.md §2.6, §2.7, sidecar checks). */
public final class StudioRules implements ValidationRule.Set {

	@Override
	public List<ValidationRule> rules() {
		return List.of();
	}

}
