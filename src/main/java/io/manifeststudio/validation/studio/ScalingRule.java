package io.manifeststudio.validation.studio;

import java.util.List;
import java.util.Objects;
import java.util.function.Function;

import io.manifeststudio.manifest.yaml.DocPath;
import io.manifeststudio.manifest.model.GroupType;
import io.manifeststudio.manifest.model.InstanceGroup;
import io.manifeststudio.manifest.model.RoleManifest;
import io.manifeststudio.manifest.model.RunSettings;
import io.manifeststudio.manifest.model.Scaling;
import io.manifeststudio.validation.FieldError;
import io.manifeststudio.validation.Severity;
import io.manifeststudio.validation.ValidationContext;

/**
 * {@code 1 <= min <= ha <= max} for the replica counts of a StatefulSet ({@code bosh}
 * group), which fissile does not check (fissile's model/resolver/validation_role_run.go).
 * Helm's replica count is {@code count} if set, else {@code ha} when {@code config.HA} is
 * on, else {@code min}; its guards only check an explicit {@code count}.
 * <ul>
 * <li>{@code min > max}: every count the user sets fails one guard or the other
 * (error);</li>
 * <li>{@code ha > max} or {@code ha < min}: in HA mode the group runs more than max or
 * fewer than min replicas (warning);</li>
 * <li>from fissile 7 with feature flags (April 2019): fissile merges scaling across jobs
 * starting from 1, so values below 1 silently become 1, and an unset {@code ha} is 1, not
 * {@code min} (warning when min is above 1). Earlier fissile (v1, v2, and v3 up to March
 * 2019, whose merge started from 0) defaulted {@code ha} to {@code min}, and
 * {@code min: 0} was used to leave a group off by default; a negative {@code min} is an
 * error.</li>
 * </ul>
 * Colocated containers' scaling is ignored (their own rule says so), and
 * {@code bosh-task} groups have no replicas.
 */
final class ScalingRule extends StudioRule {

	ScalingRule() {
		super("SCALING");
	}

	@Override
	public void check(ValidationContext context) {
		RoleManifest manifest = context.manifest();
		for (InstanceGroup group : manifest.instanceGroups()) {
			if (group.type() != GroupType.BOSH) {
				continue;
			}
			check(context, manifest, group);
		}
	}

	private void check(ValidationContext context, RoleManifest manifest, InstanceGroup group) {
		Scaling scaling = group.run().scaling();
		boolean merged = context.generation().mergesScalingFromOne();
		String path = ManifestPaths.run(manifest, group) + ".scaling";
		String name = ManifestPaths.name(group);
		List<RunSettings> runs = ManifestPaths.writtenRuns(group);
		if (merged) {
			belowOne(context, group, runs, path, "min", Scaling::min);
			belowOne(context, group, runs, path, "max", Scaling::max);
			belowOne(context, group, runs, path, "ha", Scaling::ha);
		}
		else if (scaling.min() != null && scaling.min() < 0) {
			context
				.report(Severity.ERROR,
						FieldError.invalid(path + ".min", scaling.min(), "must be greater than or equal to 0"),
						where(runs, "min", Scaling::min, scaling.min()))
				.explanation(
						"The minimum is also the default replica count; a StatefulSet cannot have negative replicas.")
				.hint("Use 1 or more (0 leaves the group off by default).")
				.subject(name)
				.add();
		}
		long min = merged ? scaling.effectiveMin() : ((scaling.min() != null) ? scaling.min() : 1);
		// v3: fissile's merge makes an unset max 1; v1/v2: only compare with a max that
		// was written
		long max = merged ? scaling.effectiveMax() : ((scaling.max() != null) ? scaling.max() : Long.MAX_VALUE);
		if (min > max) {
			context
				.report(Severity.ERROR,
						FieldError.invalid(path + ".min", min, "must be less than or equal to max (" + max + ")"),
						where(runs, "min", Scaling::min, scaling.min()))
				.explanation("Helm's guards reject any count below min (" + min + ") and above max (" + max
						+ "), so no replica count the user sets can pass; without one the group runs " + min
						+ " replicas, more than its maximum. fissile accepts this.")
				.hint("Lower min or raise max so that min <= max.")
				.subject(name)
				.add();
		}
		if (scaling.ha() != null && scaling.ha() >= 1) {
			long ha = scaling.ha();
			if (ha > max) {
				context
					.report(Severity.WARNING,
							FieldError.invalid(path + ".ha", ha, "must be less than or equal to max (" + max + ")"),
							where(runs, "ha", Scaling::ha, scaling.ha()))
					.explanation("With config.HA on, the group runs " + ha + " replicas by default, more than its "
							+ "maximum of " + max + "; with config.HA_strict every count the user sets fails a guard.")
					.hint("Lower ha or raise max.")
					.subject(name)
					.add();
			}
			if (ha < min) {
				context
					.report(Severity.WARNING,
							FieldError.invalid(path + ".ha", ha, "must be greater than or equal to min (" + min + ")"),
							where(runs, "ha", Scaling::ha, scaling.ha()))
					.explanation("With config.HA on, the group runs " + ha + " replicas by default, fewer than its "
							+ "minimum of " + min + ": HA mode would make it less available, not more.")
					.hint("Raise ha to at least min.")
					.subject(name)
					.add();
			}
		}
		else if (merged && scaling.ha() == null && min > 1) {
			DocPath source = where(runs, "min", Scaling::min, scaling.min());
			context
				.report(Severity.WARNING,
						FieldError.required(path + ".ha",
								"fissile defaults ha to 1, not to min (" + min
										+ "): with config.HA the group would run 1 replica"),
						source)
				.explanation("fissile means ha to default to min, but its merge across jobs starts at 1, so an unset "
						+ "ha is 1. With config.HA on and no explicit count, Helm renders 1 replica, below the minimum "
						+ "of " + min + ", and no guard catches it.")
				.hint("Write `ha: " + min + "` (or more) next to min.")
				.subject(name)
				.add();
		}
	}

	private void belowOne(ValidationContext context, InstanceGroup group, List<RunSettings> runs, String path,
			String field, Function<Scaling, Long> value) {
		for (RunSettings run : runs) {
			Long written = value.apply(run.scaling());
			if (written == null || written >= 1) {
				continue;
			}
			context
				.report(Severity.WARNING,
						FieldError.invalid(path + "." + field, written,
								"fissile raises " + field + " to 1: it merges scaling across jobs starting from 1"),
						scalingPath(run, field))
				.explanation("fissile takes the largest " + field + " of the group's jobs, starting from 1, so "
						+ written + " is silently replaced by 1"
						+ ("min".equals(field) ? ": the group cannot be left off by default this way." : "."))
				.hint("Write 1 or more; to leave a group out by default, use a feature flag (if_feature).")
				.subject(ManifestPaths.name(group))
				.add();
		}
	}

	/**
	 * Where the effective value was written: the run block (job) holding it, else the
	 * first run block.
	 */
	private static DocPath where(List<RunSettings> runs, String field, Function<Scaling, Long> value, Long effective) {
		for (RunSettings run : runs) {
			if (effective != null && Objects.equals(value.apply(run.scaling()), effective)) {
				return scalingPath(run, field);
			}
		}
		return runs.isEmpty() ? null : scalingPath(runs.get(0), "");
	}

	private static DocPath scalingPath(RunSettings run, String field) {
		DocPath scaling = run.location().key("scaling");
		return field.isEmpty() ? scaling : scaling.key(field);
	}

}
