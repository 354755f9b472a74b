package io.manifeststudio.export.helm;

import java.util.Map;

import io.manifeststudio.export.ChartDefaultValues;
import io.manifeststudio.export.ExportSettings;
import io.manifeststudio.manifest.model.RoleManifest;

/**
 * The chart's default values ({@code values.yaml}) for a manifest and settings, as plain
 * maps: what the Kubernetes YAML export renders Helm template text in the manifest with,
 * provided to package {@code export} through {@link ChartDefaultValues}. Apart from
 * {@link HelmChartExporter}, which uses {@code HelmExpressions}, so that
 * {@code HelmExpressions} does not use the exporter back.
 */
public final class ChartDefaults implements ChartDefaultValues {

	/**
	 * For {@link java.util.ServiceLoader}, which {@link ChartDefaultValues#load()} uses.
	 */
	public ChartDefaults() {
	}

	@Override
	public Map<String, Object> of(RoleManifest manifest, ExportSettings settings) {
		return ChartValues.of(manifest, settings, SidecarMode.AUTO).root();
	}

}
