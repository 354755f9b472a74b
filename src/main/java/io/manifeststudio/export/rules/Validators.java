package io.manifeststudio.export.rules;

import java.util.List;

import io.manifeststudio.export.ExportSettings;
import io.manifeststudio.export.helm.ReservedNameRule;
import io.manifeststudio.validation.ManifestValidator;
import io.manifeststudio.validation.fissile.FissileRules;
import io.manifeststudio.validation.studio.StudioRules;

/**
 * Puts the validator together from every rule family. The application and the command
 * line (which starts no Spring context) both use this, so they validate alike.
 * STUDIO-RESERVED-NAME comes from the Helm chart exporter, whose own objects and files it
 * keeps group names away from. It lives in module {@code export} because that is the
 * lowest module that sees every family: FISSILE and STUDIO come from {@code validation},
 * K8S ({@link KubernetesRules}) from here.
 */
public final class Validators {

	private Validators() {
	}

	/** Every family, the K8S one for the default export target (Kubernetes 1.33). */
	public static ManifestValidator create() {
		return create(ExportSettings.defaults());
	}

	/**
	 * Every family, the K8S one for the objects an export with these settings generates.
	 */
	public static ManifestValidator create(ExportSettings settings) {
		return ManifestValidator.of(List.of(new FissileRules(), new StudioRules(), new KubernetesRules(settings),
				() -> List.of(new ReservedNameRule())));
	}

}
