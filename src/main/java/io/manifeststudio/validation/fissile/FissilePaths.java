package io.manifeststudio.validation.fissile;

import io.manifeststudio.manifest.model.FormatEra;
import io.manifeststudio.manifest.model.InstanceGroup;
import io.manifeststudio.manifest.model.RoleManifest;

/**
 * Field paths and words as fissile prints them: {@code instance_groups[g]} and "instance
 * group" for the current formats, {@code roles[g]} and "role" for the legacy
 * {@code roles:} format (fissile's docs/validator-description.md), plus the singular
 * {@code instance_group[g]} / {@code role[g]} of the global checks.
 */
final class FissilePaths {

	private final boolean legacy;

	private FissilePaths(boolean legacy) {
		this.legacy = legacy;
	}

	static FissilePaths of(RoleManifest manifest) {
		return new FissilePaths(manifest.era() == FormatEra.V1_ROLES);
	}

	boolean legacy() {
		return this.legacy;
	}

	/** {@code instance_groups[g]} or {@code roles[g]}. */
	String group(InstanceGroup group) {
		return (this.legacy ? "roles[" : "instance_groups[") + name(group) + "]";
	}

	/** {@code instance_group[g]} or {@code role[g]}, as the global checks print it. */
	String singular(InstanceGroup group) {
		return singular(name(group));
	}

	String singular(String name) {
		return (this.legacy ? "role[" : "instance_group[") + name + "]";
	}

	/** {@code instance_groups[g].run} or {@code roles[g].run}. */
	String run(InstanceGroup group) {
		return group(group) + ".run";
	}

	/** "instance group" or "role". */
	String word() {
		return this.legacy ? "role" : "instance group";
	}

	/** "instance groups" or "roles". */
	String words() {
		return this.legacy ? "roles" : "instance groups";
	}

	/** {@code variables} or, legacy, {@code configuration.variables}. */
	String variables() {
		return this.legacy ? "configuration.variables" : "variables";
	}

	static String name(InstanceGroup group) {
		return (group.name() != null) ? group.name() : "";
	}

}
