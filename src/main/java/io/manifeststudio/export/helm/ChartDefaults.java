package io.manifeststudio.export.helm;

import java.util.Map;

import io.manifeststudio.export.ExportSettings;
import io.manifeststudio.manifest.RoleManifest;

/**
 * The chart's default values ({@code values.yaml}) for a manifest and settings, as plain maps: what the Kubernetes
 * YAML export renders Helm template text in the manifest with. Apart from {@link HelmChartExporter}, which uses
 * {@code HelmExpressions}, so that {@code HelmExpressions} does not use the exporter back.
 */
public final class ChartDefaults {

	private ChartDefaults() {
	}

	public static Map<String, Object> of(RoleManifest manifest, ExportSettings settings) {
		return ChartValues.of(manifest, settings, SidecarMode.AUTO).root();
	}

}
