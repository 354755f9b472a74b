package io.manifeststudio.system;

import java.util.List;

import io.manifeststudio.validation.ManifestValidator;
import io.manifeststudio.validation.fissile.FissileRules;
import io.manifeststudio.validation.studio.StudioRules;

/**
 * Puts the validator together from every rule family. The application and the command line (which starts no Spring
 * context) both use this, so they validate alike.
 */
public final class Validators {

	private Validators() {
	}

	public static ManifestValidator create() {
		return ManifestValidator.of(List.of(new FissileRules(), new StudioRules()));
	}

}
