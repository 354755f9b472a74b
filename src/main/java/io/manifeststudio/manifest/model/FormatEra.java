package io.manifeststudio.manifest.model;

/**
 * The three eras of fissile's role-manifest format (fissile's docs/configuration.md,
 * "Role Manifest"). A manifest is written back in its era.
 */
public enum FormatEra {

	/**
	 * Up to fissile 5.3 (mid-2018): {@code roles:}, {@code release_name}, {@code run} and
	 * ports on the role.
	 */
	V1_ROLES("v1", "roles"),

	/**
	 * fissile 6 and 7 (2018): {@code instance_groups:} and {@code release}, run settings
	 * still on the group.
	 */
	V2_INSTANCE_GROUPS("v2", "instance_groups"),

	/**
	 * fissile's develop branch (late 2018 to 2019): run settings, ports and colocated
	 * containers on the jobs, under {@code properties.bosh_containerization}, merged per
	 * group.
	 */
	V3_JOB_PROPERTIES("v3", "instance_groups");

	private final String label;

	private final String groupsKey;

	FormatEra(String label, String groupsKey) {
		this.label = label;
		this.groupsKey = groupsKey;
	}

	/** Short name used in the API and on the pages: v1, v2 or v3. */
	public String label() {
		return this.label;
	}

	/** The top-level key that holds the groups. */
	public String groupsKey() {
		return this.groupsKey;
	}

	public boolean isLegacy() {
		return this == V1_ROLES;
	}

}
