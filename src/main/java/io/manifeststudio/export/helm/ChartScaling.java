package io.manifeststudio.export.helm;

import io.manifeststudio.manifest.model.FissileGeneration;
import io.manifeststudio.manifest.model.Scaling;

/**
 * The instance counts of a group in the chart, as the manifest's fissile generation
 * computed them, which the chart's replica count and guards use (the Kubernetes YAML
 * export keeps its own: at least one replica).
 * <ul>
 * <li>fissile from April 2019 ({@link FissileGeneration#mergesScalingFromOne()}): fissile
 * merged {@code scaling} across the jobs starting from 1, so the default count is
 * {@code max(1, min)} and the HA count {@code max(1, ha)}, 1 when {@code ha} is not
 * written (the merge never fell back to {@code min});</li>
 * <li>earlier fissile (v1 and v2, and v3 up to March 2019, whose merge started from 0):
 * {@code min: 0} left the group at 0 instances (SCF 2.11 to 2.15 used that for its
 * optional components), and an unwritten {@code ha} was {@code min}.</li>
 * </ul>
 * A group written with {@code min: 0} accepts a count of 0 in every era (the
 * {@code _minReplicas} guard uses 0), so that it can be switched off.
 */
record ChartScaling(long defaultCount, long guardMin, long max, long ha) {

	static ChartScaling of(FissileGeneration generation, Scaling scaling) {
		boolean zero = scaling.min() != null && scaling.min() <= 0;
		if (generation.mergesScalingFromOne()) {
			return new ChartScaling(scaling.effectiveMin(), zero ? 0 : scaling.effectiveMin(), scaling.effectiveMax(),
					scaling.fissileHa());
		}
		long min = (scaling.min() != null) ? Math.max(0, scaling.min()) : 1;
		long ha = (scaling.ha() != null) ? Math.max(0, scaling.ha()) : min;
		return new ChartScaling(min, min, scaling.effectiveMax(), ha);
	}

}
