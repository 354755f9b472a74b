package io.manifeststudio.validation.studio;

import io.manifeststudio.validation.RuleFamily;
import io.manifeststudio.validation.ValidationRule;

/**
 * A rule of the STUDIO family: something fissile and the API server let through that
 * breaks or silently changes what the user wrote. Each rule has a stable id
 * {@code STUDIO-<NAME>}.
 */
abstract class StudioRule implements ValidationRule {

	private final String id;

	protected StudioRule(String name) {
		this.id = "STUDIO-" + name;
	}

	@Override
	public final String id() {
		return this.id;
	}

	@Override
	public final RuleFamily family() {
		return RuleFamily.STUDIO;
	}

}
