package io.manifeststudio.manifest.model;

/**
 * Memory (MiB) and CPU (cores) requests and limits of a container, from
 * {@code memory}/{@code mem.request}, {@code mem.limit},
 * {@code virtual-cpus}/{@code cpu.request} and {@code cpu.limit}. {@code null} when not
 * set.
 */
public record Resources(Long memoryRequest, Long memoryLimit, Double cpuRequest, Double cpuLimit) {

	public static final Resources NONE = new Resources(null, null, null, null);

	/** CPU in millicores as fissile renders it: {@code round(cores * 1000)}. */
	public static Long millicores(Double cores) {
		return (cores != null) ? Math.round(cores * 1000) : null;
	}

}
