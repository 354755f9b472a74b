package io.manifeststudio.manifest.model;

import com.fasterxml.jackson.annotation.JsonValue;

/**
 * How a placed container joins a pod (a colocated container is fissile's own peer in
 * {@code spec.containers}; a sidecar is a Kubernetes native sidecar,
 * https://kubernetes.io/docs/concepts/workloads/pods/sidecar-containers/).
 */
public enum ContainerMode {

	/**
	 * fissile's colocated container: a peer of the main container in
	 * {@code spec.containers}.
	 */
	COLOCATED("colocated"),

	/**
	 * A Kubernetes native sidecar: an init container with {@code restartPolicy: Always}.
	 */
	SIDECAR("sidecar");

	private final String label;

	ContainerMode(String label) {
		this.label = label;
	}

	/** The name the manifest, the pages and the JSON of edits use. */
	@JsonValue
	public String label() {
		return this.label;
	}

}
