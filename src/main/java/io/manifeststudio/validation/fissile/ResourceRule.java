package io.manifeststudio.validation.fissile;

import java.util.List;
import java.util.function.Function;

import io.manifeststudio.manifest.model.InstanceGroup;
import io.manifeststudio.manifest.model.RunSettings;
import io.manifeststudio.validation.FieldError;
import io.manifeststudio.validation.ValidationContext;

/**
 * Rules 23 and 24: memory (MiB) and CPU (cores) requests and limits must not be negative.
 * As in fissile, the legacy {@code memory} / {@code virtual-cpus} is checked only when
 * {@code mem.request} / {@code cpu.request} is not given.
 */
final class ResourceRule extends FissileRule {

	private final String legacyKey;

	private final String blockKey;

	private final Function<RunSettings, Number> legacy;

	private final Function<RunSettings, Number> request;

	private final Function<RunSettings, Number> limit;

	private final String what;

	private ResourceRule(String id, String what, String legacyKey, String blockKey,
			Function<RunSettings, Number> legacy, Function<RunSettings, Number> request,
			Function<RunSettings, Number> limit) {
		super(id, Phase.GROUPS);
		this.what = what;
		this.legacyKey = legacyKey;
		this.blockKey = blockKey;
		this.legacy = legacy;
		this.request = request;
		this.limit = limit;
	}

	static List<FissileRule> all() {
		return List.of(
				new ResourceRule("FISSILE-23", "memory", "memory", "mem", RunSettings::memory,
						RunSettings::memoryRequest, RunSettings::memoryLimit),
				new ResourceRule("FISSILE-24", "CPU", "virtual-cpus", "cpu", RunSettings::virtualCpus,
						RunSettings::cpuRequest, RunSettings::cpuLimit));
	}

	@Override
	public void check(ValidationContext context) {
		FissilePaths paths = FissilePaths.of(context.manifest());
		for (InstanceGroup group : context.manifest().instanceGroups()) {
			RunSettings run = group.run();
			if (this.request.apply(run) == null) {
				nonNegative(context, paths, group, this.legacy, this.legacyKey);
			}
			else {
				nonNegative(context, paths, group, this.request, this.blockKey, "request");
			}
			nonNegative(context, paths, group, this.limit, this.blockKey, "limit");
		}
	}

	private void nonNegative(ValidationContext context, FissilePaths paths, InstanceGroup group,
			Function<RunSettings, Number> value, String... keys) {
		Number number = value.apply(group.run());
		if (number == null || number.doubleValue() >= 0) {
			return;
		}
		String key = String.join(".", keys);
		error(context, FieldError.invalid(paths.run(group) + "." + key, number, "must be greater than or equal to 0"),
				RunSources.of(group, value::apply, keys))
			.explanation("The " + this.what + " " + key + " of " + group.name() + " is negative.")
			.hint("Use 0 or more, or leave it out.")
			.subject(group.name())
			.add();
	}

}
