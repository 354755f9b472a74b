package io.manifeststudio.validation.fissile;

import java.util.Map;

import io.manifeststudio.manifest.FissileGeneration;
import io.manifeststudio.validation.RuleFamily;
import io.manifeststudio.validation.ValidationContext;
import io.manifeststudio.validation.ValidationRule;

/**
 * When fissile's rules arrived: a rule applies to the generations from the first whose fissile had it, dated by the
 * commit that brought it (github.com/cloudfoundry-incubator/fissile). Rules not listed applied in every generation.
 */
final class RuleHistory {

	/** The first generation with a rule, and the commit that brought it. */
	record Since(FissileGeneration first, String commit) {
	}

	private static final Since LOAD_CHECKS = new Since(FissileGeneration.FISSILE_5,
			"02adcd46 (2017-04-10, run validation moved into the loader)");

	private static final Since VALIDATE = new Since(FissileGeneration.FISSILE_5,
			"fa906334 (2017-04-11, the validation hook of fissile validate)");

	private static final Map<String, Since> SINCE = Map.ofEntries(Map.entry("FISSILE-7", LOAD_CHECKS),
			Map.entry("FISSILE-31", LOAD_CHECKS),
			Map.entry("FISSILE-3", LOAD_CHECKS),
			Map.entry("FISSILE-13", new Since(FissileGeneration.FISSILE_5, "465bc747 (2018-05-08, unknown tags)")),
			Map.entry("FISSILE-17", new Since(FissileGeneration.FISSILE_5, "33e85568 (2017-04-18, health checks)")),
			Map.entry("FISSILE-18", new Since(FissileGeneration.FISSILE_5, "33e85568 (2017-04-18, health checks)")),
			Map.entry("FISSILE-19", new Since(FissileGeneration.FISSILE_5, "33e85568 (2017-04-18, health checks)")),
			Map.entry("FISSILE-20", new Since(FissileGeneration.FISSILE_5, "33e85568 (2017-04-18, health checks)")),
			Map.entry("FISSILE-21", new Since(FissileGeneration.FISSILE_5, "33e85568 (2017-04-18, health checks)")),
			Map.entry("FISSILE-22", new Since(FissileGeneration.FISSILE_5, "33e85568 (2017-04-18, health checks)")),
			Map.entry("FISSILE-29", new Since(FissileGeneration.FISSILE_5, "a3d6f101 (2018-03-07, port names)")),
			Map.entry("FISSILE-30", new Since(FissileGeneration.FISSILE_5, "a3d6f101 (2018-03-07, port names)")),
			Map.entry("FISSILE-48", new Since(FissileGeneration.FISSILE_5, "0fe619cf (2017-04-24, variable types)")),
			Map.entry("FISSILE-V1", VALIDATE), Map.entry("FISSILE-V9", VALIDATE), Map.entry("FISSILE-V10", VALIDATE),
			Map.entry("FISSILE-V12", VALIDATE),
			Map.entry("FISSILE-V13", new Since(FissileGeneration.FISSILE_5, "f0961bb1 (2017-04-11, constant templates)")),
			Map.entry("FISSILE-V14", VALIDATE), Map.entry("FISSILE-V15", VALIDATE), Map.entry("FISSILE-V16", VALIDATE));

	private RuleHistory() {
	}

	/** Whether the rule applied in the generation's fissile. */
	static boolean applies(String id, FissileGeneration generation) {
		Since since = SINCE.get(id);
		return since == null || generation.ordinal() >= since.first().ordinal();
	}

	/** The rule, checking only where its fissile had it. */
	static ValidationRule dated(ValidationRule rule) {
		return SINCE.containsKey(rule.id()) ? new Dated(rule) : rule;
	}

	private record Dated(ValidationRule rule) implements ValidationRule {

		@Override
		public String id() {
			return this.rule.id();
		}

		@Override
		public RuleFamily family() {
			return this.rule.family();
		}

		@Override
		public int phase() {
			return this.rule.phase();
		}

		@Override
		public int phase(io.manifeststudio.manifest.FormatEra era) {
			return this.rule.phase(era);
		}

		@Override
		public java.util.Set<String> supersededBy() {
			return this.rule.supersededBy();
		}

		@Override
		public void check(ValidationContext context) {
			if (applies(this.rule.id(), context.generation())) {
				this.rule.check(context);
			}
		}

	}

}
