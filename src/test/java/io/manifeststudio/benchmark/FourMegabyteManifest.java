package io.manifeststudio.benchmark;

/**
 * A role manifest of about 4 MB, within the import limits: {@value #PODS} small pods
 * ({@link ManyGroupsManifest}) whose memory is a parameter, so that two versions differ
 * in every pod, then one job with {@value #PROPERTIES} properties. Its whole Kubernetes
 * YAML is about 4 MB too. For the diff's bounds (the review's large-diff test and the
 * load driver's {@code diffs} scenario).
 */
public final class FourMegabyteManifest {

	public static final int PODS = 2_000;

	public static final int PROPERTIES = 175_000;

	private FourMegabyteManifest() {
	}

	/** The text with {@code memory} MB for every pod. */
	public static String text(int memory) {
		StringBuilder text = new StringBuilder(
				ManyGroupsManifest.text(PODS).replace("memory: 64", "memory: " + memory));
		text.append("- name: settings\n  jobs:\n  - name: j\n    release: r\n    properties:\n");
		for (int i = 0; i < PROPERTIES; i++) {
			text.append("      k").append(i).append(": v").append(i).append('\n');
		}
		return text.toString();
	}

}
