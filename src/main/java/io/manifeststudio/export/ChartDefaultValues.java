package io.manifeststudio.export;

import java.util.Map;
import java.util.ServiceLoader;

import io.manifeststudio.manifest.model.RoleManifest;

/**
 * The chart's default values ({@code values.yaml}) for a manifest and settings, as plain
 * maps: what the Kubernetes YAML export renders Helm template text in the manifest with
 * ({@link HelmExpressions#withChartDefaults}), as {@code helm template} with no
 * {@code --set} would. Package {@code export.helm} computes them, and it builds on this
 * package (it turns the objects made here into templates), so this package reaches them
 * through this interface, which {@code export.helm.ChartDefaults} implements and names in
 * {@code META-INF/services}: the dependency between the two packages goes one way
 * ({@code ModularityTests} checks that there is no cycle).
 */
public interface ChartDefaultValues {

	Map<String, Object> of(RoleManifest manifest, ExportSettings settings);

	/**
	 * The implementation on the class path; the class loader of this interface also finds
	 * it in the packaged jar.
	 */
	static ChartDefaultValues load() {
		return ServiceLoader.load(ChartDefaultValues.class, ChartDefaultValues.class.getClassLoader())
			.findFirst()
			.orElseThrow(() -> new IllegalStateException("No " + ChartDefaultValues.class.getName()
					+ " on the class path: package io.manifeststudio.export.helm provides it"));
	}

}
