package io.manifeststudio.manifest.model;

import com.fasterxml.jackson.annotation.JsonValue;

/** An instance group's {@code type}. An empty type means {@code bosh}. */
public enum GroupType {

	BOSH("bosh"), BOSH_TASK("bosh-task"), COLOCATED_CONTAINER("colocated-container"),
	/** Legacy only: dropped from output in the {@code roles:} era, rejected since. */
	DOCKER("docker"),
	/** Anything else; the validator reports it. */
	UNKNOWN("");

	private final String yamlName;

	GroupType(String yamlName) {
		this.yamlName = yamlName;
	}

	/** The name a manifest writes (and the JSON of edits uses). */
	@JsonValue
	public String yamlName() {
		return this.yamlName;
	}

	public static GroupType fromYaml(String name) {
		if (name == null || name.isEmpty()) {
			return BOSH;
		}
		for (GroupType type : values()) {
			if (type != UNKNOWN && type.yamlName.equals(name)) {
				return type;
			}
		}
		return UNKNOWN;
	}

	/** Whether the group makes a workload (and so a pod) of its own. */
	public boolean makesWorkload() {
		return this == BOSH || this == BOSH_TASK;
	}

}
