package io.manifeststudio.validation.fissile;

import java.util.List;

import io.manifeststudio.manifest.yaml.DocPath;
import io.manifeststudio.manifest.model.FormatEra;
import io.manifeststudio.manifest.model.InstanceGroup;
import io.manifeststudio.manifest.model.RoleManifest;
import io.manifeststudio.manifest.model.RunSettings;
import io.manifeststudio.validation.FieldError;
import io.manifeststudio.validation.ValidationContext;

/**
 * Rules 8 to 12 (current format only): run settings that fissile does not merge across a
 * group's jobs and so takes from one job only. Flight stage, health check and affinity
 * may be written on at most one job; active-passive probe and service account fail when a
 * job with the setting follows another job with it (fissile's "unique" check, which only
 * compares neighbouring run blocks). Messages and bad values are fissile's, bugs included
 * (rule 12 says HealthCheck and prints the first health check).
 */
final class SingleJobRunSettingRule extends FissileRule {

	private final String key;

	private final String detail;

	private final Kind kind;

	/**
	 * How fissile decides that the setting is written more than once, and what it prints
	 * as the bad value.
	 */
	enum Kind {

		/** Rule 8: set on two jobs (even with equal values); prints the whole group. */
		FLIGHT_STAGE,
		/** Rule 9 and 12: present on two jobs; print the first health check. */
		AT_MOST_ONCE,
		/**
		 * Rules 10 and 11: a non-empty value after a non-empty value; print the earlier
		 * value.
		 */
		UNIQUE_STRING

	}

	private SingleJobRunSettingRule(String id, String key, String detail, Kind kind) {
		super(id, Phase.GROUPS);
		this.key = key;
		this.detail = detail;
		this.kind = kind;
	}

	static List<FissileRule> all() {
		return List.of(
				new SingleJobRunSettingRule("FISSILE-8", "flight-stage",
						"If specifying Run.FlightStage properties on multiple jobs of the same instance group, they"
								+ " need to have the same value",
						Kind.FLIGHT_STAGE),
				new SingleJobRunSettingRule("FISSILE-9", "healthcheck",
						"Cannot specify Run.HealthCheck properties on more than one job of the same instance group",
						Kind.AT_MOST_ONCE),
				new SingleJobRunSettingRule("FISSILE-10", "active-passive-probe",
						"Cannot specify Run.ActivePassiveProbe properties on more than one job of the same instance"
								+ " group",
						Kind.UNIQUE_STRING),
				new SingleJobRunSettingRule("FISSILE-11", "service-account",
						"Cannot specify Run.ServiceAccount properties on more than one job of the same instance group",
						Kind.UNIQUE_STRING),
				new SingleJobRunSettingRule("FISSILE-12", "affinity",
						"Cannot specify Run.HealthCheck properties on more than one job of the same instance group",
						Kind.AT_MOST_ONCE));
	}

	@Override
	public void check(ValidationContext context) {
		RoleManifest manifest = context.manifest();
		if (manifest.era() != FormatEra.V3_JOB_PROPERTIES) {
			return;
		}
		for (InstanceGroup group : manifest.instanceGroups()) {
			List<RunSettings> blocks = RunSources.blocks(group);
			DocPath second = null;
			Object value = null;
			if (this.kind == Kind.UNIQUE_STRING) {
				String found = "";
				for (RunSettings block : blocks) {
					String written = text(manifest, block);
					if (!written.isEmpty() && !found.isEmpty()) {
						second = block.location().key(this.key);
						value = found;
						break;
					}
					found = written;
				}
			}
			else {
				DocPath first = null;
				for (RunSettings block : blocks) {
					if (manifest.document().get(block.location().key(this.key)) == null) {
						continue;
					}
					if (first != null) {
						second = block.location().key(this.key);
						break;
					}
					first = block.location().key(this.key);
				}
				if (second != null) {
					value = (this.kind == Kind.FLIGHT_STAGE) ? manifest.document().get(group.location())
							: firstHealthCheck(manifest, blocks);
				}
			}
			if (second == null) {
				continue;
			}
			error(context, FieldError.invalid("instance_groups[" + FissilePaths.name(group) + "]", value, this.detail),
					second)
				.explanation("More than one job of " + group.name() + " sets run." + this.key + ". fissile takes this"
						+ " setting from a single job and rejects the group when it is written on several"
						+ ((this.kind == Kind.FLIGHT_STAGE) ? ", even with equal values." : "."))
				.hint("Keep run." + this.key + " on one job of the group only.")
				.subject(group.name())
				.add();
		}
	}

	private String text(RoleManifest manifest, RunSettings block) {
		Object written = manifest.document().get(block.location().key(this.key));
		return (written == null || written instanceof java.util.Map || written instanceof List) ? ""
				: String.valueOf(written);
	}

	private static Object firstHealthCheck(RoleManifest manifest, List<RunSettings> blocks) {
		for (RunSettings block : blocks) {
			Object check = manifest.document().get(block.location().key("healthcheck"));
			if (check != null) {
				return check;
			}
		}
		return null;
	}

}
