package io.manifeststudio.export.repository;

import io.manifeststudio.export.KubeVersion;
import io.manifeststudio.export.helm.SecretGeneration;

/**
 * What a manifest's published charts are built for: the target Kubernetes version (the
 * version its objects and findings are for) and who makes the generated secrets (the
 * default of {@code secrets.generate}).
 */
public record ChartTarget(KubeVersion kubeVersion, SecretGeneration secrets) {

	/**
	 * Kubernetes 1.33, secrets made by fissile's secret generator: the defaults of the
	 * chart export.
	 */
	public static final ChartTarget DEFAULT = new ChartTarget(KubeVersion.DEFAULT, SecretGeneration.FISSILE);

	public ChartTarget {
		kubeVersion = (kubeVersion != null) ? kubeVersion : KubeVersion.DEFAULT;
		secrets = (secrets != null) ? secrets : SecretGeneration.FISSILE;
	}

}
