package io.manifeststudio.export.repository;

import io.manifeststudio.export.ImageTags;
import io.manifeststudio.export.KubeVersion;
import io.manifeststudio.export.helm.SecretGeneration;

/**
 * The version of a published chart, SemVer {@code <revision>.<minor>.<secrets>}: the
 * revision as major version, the target Kubernetes 1.x's minor as minor version, and
 * {@code 0} (fissile's secret generator) or {@code 1} (Helm makes the secrets) as patch.
 * Revision 7 for Kubernetes 1.33 is {@code 7.33.0}, with {@code secrets: helm}
 * {@code 7.33.1}: a newer revision is always a higher version, and a change of the
 * settings gives another version, never another archive under the same one.
 * <p>
 * When the chart's images carry fissile's derived tags ({@link ImageTags}), their
 * fingerprint is the version's build metadata, {@code 7.33.0+<12 hex digits>}: the tag
 * inputs (fissile version, {@code --tag-extra}, opinions, scripts, the releases' SHA-1s)
 * are chart settings, not part of the approved revision, so a change of them that changes
 * an image gives another version too.
 */
public final class ChartVersions {

	private ChartVersions() {
	}

	/**
	 * The version of a revision's chart for a target whose images are named by
	 * {@code tags}: with their {@linkplain ImageTags#fingerprint() fingerprint} as build
	 * metadata when any tag is fissile's derived one.
	 * @throws IllegalArgumentException for a revision below 1 or a Kubernetes version
	 * other than 1.x
	 */
	public static String of(int revision, ChartTarget target, ImageTags tags) {
		String version = of(revision, target);
		return tags.fingerprint().map((fingerprint) -> version + "+" + fingerprint).orElse(version);
	}

	/**
	 * @throws IllegalArgumentException for a revision below 1 or a Kubernetes version
	 * other than 1.x
	 */
	public static String of(int revision, ChartTarget target) {
		if (revision < 1) {
			throw new IllegalArgumentException("A published chart is of a revision (1 or more), not " + revision);
		}
		KubeVersion kube = target.kubeVersion();
		if (kube.major() != 1) {
			throw new IllegalArgumentException("Charts are published for Kubernetes 1.x, not " + kube);
		}
		int secrets = (target.secrets() == SecretGeneration.HELM) ? 1 : 0;
		return revision + "." + kube.minor() + "." + secrets;
	}

}
