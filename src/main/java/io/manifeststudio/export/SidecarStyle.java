package io.manifeststudio.export;

/**
 * How sidecars are rendered (native sidecars, restartable init containers, exist from
 * Kubernetes 1.29 on:
 * https://kubernetes.io/docs/concepts/workloads/pods/sidecar-containers/; older targets
 * get a fallback). The Helm chart renders both behind a value; the Kubernetes YAML export
 * picks one by the target version.
 */
public enum SidecarStyle {

	/**
	 * An entry of {@code spec.initContainers} with {@code restartPolicy: Always}, in
	 * listed order.
	 */
	NATIVE,

	/**
	 * For targets before 1.29: an entry of {@code spec.containers}, placed before the
	 * main container, with a blocking {@code postStart} hook that waits until it is
	 * ready; in a Job or bare Pod also a termination mechanism so the workload can
	 * complete.
	 */
	FALLBACK;

	public static SidecarStyle forVersion(KubeVersion version) {
		return version.supportsNativeSidecars() ? NATIVE : FALLBACK;
	}

}
