package io.manifeststudio.export.helm;

import io.manifeststudio.export.ExportSettings;
import io.manifeststudio.export.HelmExpressions;
import io.manifeststudio.manifest.model.RoleManifest;

/**
 * The chart's default values ({@code values.yaml}) for a manifest and settings: what the
 * Kubernetes YAML export renders Helm template text in the manifest with, as
 * {@code helm template} with no {@code --set} would. The exports in package
 * {@code export} take them as a parameter, since this package builds on that one (it
 * turns the objects made there into templates).
 */
public final class ChartDefaults {

	private ChartDefaults() {
	}

	/**
	 * Renders template text with the values of the manifest's chart for the same settings
	 * (made only when there is template text to render).
	 */
	public static HelmExpressions expressions(RoleManifest manifest, ExportSettings settings) {
		return HelmExpressions.rendering(() -> ChartValues.of(manifest, settings, SidecarMode.AUTO).root());
	}

}
