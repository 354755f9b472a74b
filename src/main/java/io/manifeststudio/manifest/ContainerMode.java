package io.manifeststudio.manifest;

/** How a placed container joins a pod (product.md, "Two ways to put a container into a pod"). */
public enum ContainerMode {

	/** fissile's colocated container: a peer of the main container in {@code spec.containers}. */
	COLOCATED("colocated"),

	/** A Kubernetes native sidecar: an init container with {@code restartPolicy: Always}. */
	SIDECAR("sidecar");

	private final String label;

	ContainerMode(String label) {
		this.label = label;
	}

	public String label() {
		return this.label;
	}

}
