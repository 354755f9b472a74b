package io.manifeststudio.validation.fissile;

/**
 * fissile's loader phases (fissile's model/loader/loader.go) and
 * {@code fissile validate}. fissile runs a phase only when the earlier ones found
 * nothing; Manifest Studio runs them all and records the phase of each rule.
 */
public final class Phase {

	/** Template key and value types: any error stops everything. */
	public static final int TEMPLATE_TYPES = 0;

	/** The same release loaded twice. */
	public static final int RELEASES = 1;

	/** Per group: type, feature flags, the run merge, tags, run contents, ports. */
	public static final int GROUPS = 2;

	/**
	 * Per group: active-passive probe against tag, release and job lookup, colocated
	 * references.
	 */
	public static final int REFERENCES = 3;

	/**
	 * Global checks: links, variables, accounts, colocated usage, port collisions, volume
	 * shares, scripts.
	 */
	public static final int GLOBAL = 4;

	/** {@code fissile validate} (L2), run only after the loader passed. */
	public static final int VALIDATE = 5;

	private Phase() {
	}

}
