package io.manifeststudio.validation.fissile;

import java.util.Map;
import java.util.Set;

import io.manifeststudio.manifest.model.FissileGeneration;
import io.manifeststudio.validation.RuleFamily;
import io.manifeststudio.validation.ValidationContext;
import io.manifeststudio.validation.ValidationRule;

/**
 * When fissile's rules arrived: a rule applies to the generations from the first whose
 * fissile had it, dated by the commit that brought it
 * (github.com/cloudfoundry-incubator/fissile; the generation is that of the first tag
 * holding the commit, {@code git tag --contains}). Before fissile 5.0.0 only the release
 * checks applied: fissile 4.0.0 and earlier read nothing of a role but its name, type,
 * jobs, scripts and templates (model/roles.go LoadRoleManifest). Rules not listed applied
 * in every generation from 5.0.0.
 */
final class RuleHistory {

	/** The first generation with a rule, and the commit that brought it. */
	record Since(FissileGeneration first, String commit) {
	}

	private static final Since LOAD_CHECKS = new Since(FissileGeneration.FISSILE_5_0,
			"02adcd46 (2017-04-10, run validation moved into the loader; in 5.0.0)");

	private static final Since VALIDATE = new Since(FissileGeneration.FISSILE_5_0,
			"fa906334 (2017-04-11, the validation hook of fissile validate; in 5.0.0)");

	private static final Since HEALTH_CHECK_COMMANDS = new Since(FissileGeneration.FISSILE_5,
			"ad9f5658 (2018-05-18, monit-style readiness probes for bosh roles; in 5.3.0)");

	private static final Since PORT_NAMES = new Since(FissileGeneration.FISSILE_5_2,
			"a3d6f101 (2018-03-07, port names refused instead of rewritten; in 5.2.0)");

	/**
	 * What fissile 4.0.0 and earlier checked: each release loaded once, each job in its
	 * release.
	 */
	private static final Set<String> BEFORE_5 = Set.of("FISSILE-GENERATION", "FISSILE-4", "FISSILE-39", "FISSILE-40",
			"FISSILE-RELEASES", "FISSILE-TYPE");

	private static final Map<String, Since> SINCE = Map.ofEntries(Map.entry("FISSILE-7", LOAD_CHECKS),
			Map.entry("FISSILE-31", LOAD_CHECKS),
			// after 7.0.0, on the develop branch that still read run settings on the
			// group (fissile-6's format)
			// until b8542c1d was merged: fissile's own test manifest of the rule is
			// written that way
			Map.entry("FISSILE-3",
					new Since(FissileGeneration.FISSILE_6,
							"954264e8 (2018-09-13, global template values must be strings; after 7.0.0)")),
			Map.entry("FISSILE-13",
					new Since(FissileGeneration.FISSILE_5, "86fc6266 (2018-05-16, tags enumerated; in 5.3.0)")),
			Map.entry("FISSILE-17",
					new Since(FissileGeneration.FISSILE_5_1,
							"44abf92f (2017-06-12, at most one of url, command or port; in 5.1.0)")),
			Map.entry("FISSILE-18", HEALTH_CHECK_COMMANDS), Map.entry("FISSILE-19", HEALTH_CHECK_COMMANDS),
			Map.entry("FISSILE-20", HEALTH_CHECK_COMMANDS), Map.entry("FISSILE-21", HEALTH_CHECK_COMMANDS),
			Map.entry("FISSILE-22", HEALTH_CHECK_COMMANDS), Map.entry("FISSILE-29", PORT_NAMES),
			Map.entry("FISSILE-30", PORT_NAMES),
			Map.entry("FISSILE-48",
					new Since(FissileGeneration.FISSILE_5_0, "0fe619cf (2017-04-24, variable types; in 5.0.0)")),
			Map.entry("FISSILE-V1", VALIDATE), Map.entry("FISSILE-V9", VALIDATE), Map.entry("FISSILE-V10", VALIDATE),
			Map.entry("FISSILE-V12", VALIDATE),
			Map.entry("FISSILE-V13",
					new Since(FissileGeneration.FISSILE_5_0, "f0961bb1 (2017-04-11, constant templates; in 5.0.0)")),
			Map.entry("FISSILE-V14",
					new Since(FissileGeneration.FISSILE_5_0, "3b884ab0 (2017-04-10, variables sorted; in 5.0.0)")),
			Map.entry("FISSILE-V15", VALIDATE), Map.entry("FISSILE-V16",
					new Since(FissileGeneration.FISSILE_5_0, "d0d0020a (2017-04-11, every variable used; in 5.0.0)")));

	private RuleHistory() {
	}

	/** Whether the rule applied in the generation's fissile. */
	static boolean applies(String id, FissileGeneration generation) {
		if (!generation.readsRun()) {
			return BEFORE_5.contains(id);
		}
		Since since = SINCE.get(id);
		return since == null || generation.ordinal() >= since.first().ordinal();
	}

	/** The rule, checking only where its fissile had it. */
	static ValidationRule dated(ValidationRule rule) {
		return BEFORE_5.contains(rule.id()) && !SINCE.containsKey(rule.id()) ? rule : new Dated(rule);
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
		public int phase(io.manifeststudio.manifest.model.FormatEra era) {
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
