package io.manifeststudio.manifest.model;

/**
 * {@code run.scaling} as written (each value {@code null} when not given). After a merge
 * across jobs these are the largest values written; {@link #effectiveMin()} and friends
 * apply fissile's defaults.
 */
public record Scaling(Long min, Long max, Long ha, Boolean mustBeOdd) {

	public static final Scaling NONE = new Scaling(null, null, null, null);

	/** fissile: at least 1. */
	public long effectiveMin() {
		return Math.max(1, (this.min != null) ? this.min : 1);
	}

	/** fissile: at least 1. */
	public long effectiveMax() {
		return Math.max(1, (this.max != null) ? this.max : 1);
	}

	/**
	 * fissile's HA count: the merge starts at 1, so an unset {@code ha} is 1, not
	 * {@code min} (fissile-reference.md §1.5 and §2.6 #7).
	 */
	public long fissileHa() {
		return Math.max(1, (this.ha != null) ? this.ha : 1);
	}

	public boolean isMustBeOdd() {
		return Boolean.TRUE.equals(this.mustBeOdd);
	}

}
