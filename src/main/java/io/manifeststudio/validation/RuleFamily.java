package io.manifeststudio.validation;

/**
 * Where a rule comes from (docs/editing.md): fissile's rules, the API server's, and the
 * studio's own.
 */
public enum RuleFamily {

	/** fissile's loader and validate rules, with fissile's paths and messages. */
	FISSILE,
	/** The Kubernetes API server's rules, applied to what the exporter generates. */
	K8S,
	/** What both miss: fissile's weak spots, the sidecar checks, unknown keys. */
	STUDIO

}
