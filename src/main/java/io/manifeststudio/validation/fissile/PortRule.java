package io.manifeststudio.validation.fissile;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import io.manifeststudio.validation.ValidationContext;

/**
 * Rules 27 to 37, one instance per rule over the shared {@link PortChecks}: port name
 * present (27), its pattern (28), at most 15 characters (29) or 9 when count-configurable
 * (30), protocol TCP or UDP (31), internal/external syntax (32), range 1..65535 (33),
 * range order (34), count matching the range (35), external range size (36) and count at
 * most max (37).
 */
final class PortRule extends FissileRule {

	private static final Map<Integer, String[]> TEXTS = Map.ofEntries(
			Map.entry(27,
					new String[] { "This port has no name. fissile names container ports and Services after it.",
							"Give the port a name of lowercase words joined by hyphens, e.g. http." }),
			Map.entry(28,
					new String[] { "Port names must be lowercase letters and digits, in words joined by single"
							+ " hyphens (a Kubernetes port name).", "Rename the port, e.g. my-port." }),
			Map.entry(29,
					new String[] { "Kubernetes port names have at most 15 characters.",
							"Shorten the port name to 15 characters or fewer." }),
			Map.entry(30,
					new String[] {
							"A count-configurable port gets a suffix such as -12345 per port, which must"
									+ " still fit in Kubernetes' 15 characters, so its name has at most 9.",
							"Shorten the port name to 9 characters or fewer." }),
			Map.entry(31, new String[] { "The protocol must be TCP or UDP, in capitals.", "Write TCP or UDP." }),
			Map.entry(32,
					new String[] { "A port is written as a number (\"80\") or a range (\"8000-8010\").",
							"Write the port as N or N-M." }),
			Map.entry(33, new String[] { "Port numbers go from 1 to 65535.", "Use a port between 1 and 65535." }),
			Map.entry(34, new String[] { "A range N-M must not end below its start.", "Swap the two ports." }),
			Map.entry(35,
					new String[] { "count must equal the number of ports in the internal range (or be left out).",
							"Remove count, or make it match the range." }),
			Map.entry(36,
					new String[] { "The external range must have as many ports as the internal one.",
							"Make both ranges the same size." }),
			Map.entry(37, new String[] { "The default number of ports is larger than the maximum allowed (max).",
					"Raise max or lower count." }));

	private final int number;

	private PortRule(int number) {
		super("FISSILE-" + number, Phase.GROUPS);
		this.number = number;
	}

	static List<FissileRule> all() {
		List<FissileRule> rules = new ArrayList<>();
		for (int number = 27; number <= 37; number++) {
			rules.add(new PortRule(number));
		}
		return rules;
	}

	@Override
	public void check(ValidationContext context) {
		String[] texts = TEXTS.get(this.number);
		for (PortChecks.Found found : PortChecks.problems(context)) {
			PortChecks.PortAt at = found.at();
			PortChecks.Problem problem = found.problem();
			if (problem.rule() == this.number) {
				error(context, problem.error(), problem.source())
					.explanation(
							"Port " + PortChecks.text(at.port().name()) + " of " + at.group().name() + ": " + texts[0])
					.hint(texts[1])
					.subject(at.group().name())
					.add();
			}
		}
	}

}
