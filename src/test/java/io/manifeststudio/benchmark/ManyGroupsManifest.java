package io.manifeststudio.benchmark;

/**
 * A role manifest with many small instance groups, the shape that finds work quadratic in
 * the group count: each group runs one job of one release, each has a run block (every
 * tenth one with a port) and every twentieth one is a colocated container placed in the
 * group before it. 20,000 groups make about 1.3 MB of text.
 */
public final class ManyGroupsManifest {

	private ManyGroupsManifest() {
	}

	public static String text(int groups) {
		StringBuilder text = new StringBuilder(groups * 60);
		text.append("releases:\n- name: r\n  version: \"1\"\ninstance_groups:\n");
		for (int i = 0; i < groups; i++) {
			String name = name(i);
			text.append("- name: ").append(name).append('\n');
			if (i % 20 == 19) {
				text.append("  type: colocated-container\n");
			}
			text.append("  jobs:\n  - name: j\n    release: r\n");
			text.append("  run:\n    memory: 64\n");
			if (i % 10 == 0) {
				text.append("    exposed-ports:\n    - {name: http, protocol: TCP, internal: 8080}\n");
			}
			if (i % 20 == 18) {
				text.append("  colocated_containers:\n  - ").append(name(i + 1)).append('\n');
			}
		}
		return text.toString();
	}

	private static String name(int i) {
		return "g" + i;
	}

}
