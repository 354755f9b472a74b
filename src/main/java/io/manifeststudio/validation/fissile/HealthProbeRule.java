package io.manifeststudio.validation.fissile;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import io.manifeststudio.manifest.yaml.DocPath;
import io.manifeststudio.manifest.model.GroupType;
import io.manifeststudio.manifest.model.HealthCheck;
import io.manifeststudio.manifest.model.InstanceGroup;
import io.manifeststudio.manifest.model.Probe;
import io.manifeststudio.validation.FieldError;
import io.manifeststudio.validation.Severity;
import io.manifeststudio.validation.ValidationContext;

/**
 * Rules 17 to 22: the health probes of {@code run.healthcheck} (readiness, then
 * liveness), checked as fissile does. One instance per rule: 17 at most one of url,
 * command and port; 18 a bosh probe needs a command; 19 a bosh probe must be a command;
 * 20 a bosh liveness probe has one command; 21 a bosh-task has no probes; 22 any other
 * type with a probe makes fissile panic, which we report as an error instead. The legacy
 * {@code roles:} format also allowed docker roles, whose probes could not have several
 * commands.
 */
final class HealthProbeRule extends FissileRule {

	private final int number;

	private HealthProbeRule(int number) {
		super("FISSILE-" + number, Phase.GROUPS);
		this.number = number;
	}

	static List<FissileRule> all() {
		List<FissileRule> rules = new ArrayList<>();
		for (int number = 17; number <= 22; number++) {
			rules.add(new HealthProbeRule(number));
		}
		return rules;
	}

	/**
	 * Rule 22's crash is reported better by the STUDIO rule, on the field that was
	 * written and with fissile's text.
	 */
	@Override
	public java.util.Set<String> supersededBy() {
		return (this.number == 22) ? java.util.Set.of("STUDIO-COLOCATED-HEALTHCHECK") : java.util.Set.of();
	}

	@Override
	public void check(ValidationContext context) {
		FissilePaths paths = FissilePaths.of(context.manifest());
		for (InstanceGroup group : context.manifest().instanceGroups()) {
			HealthCheck check = group.run().healthCheck();
			if (check == null) {
				continue;
			}
			Map<String, Probe> probes = new LinkedHashMap<>();
			if (check.readiness() != null) {
				probes.put("readiness", check.readiness());
			}
			if (check.liveness() != null) {
				probes.put("liveness", check.liveness());
			}
			for (Map.Entry<String, Probe> entry : probes.entrySet()) {
				Probe probe = entry.getValue();
				if (probe.location() != null && context.manifest().document().get(probe.location()) == null) {
					continue; // "readiness:" with no value: fissile reads no probe
				}
				if (probe(context, paths, group, check, entry.getKey(), entry.getValue())) {
					break;
				}
			}
		}
	}

	/**
	 * Checks one probe; {@code true} when fissile would have panicked (it stops there).
	 */
	private boolean probe(ValidationContext context, FissilePaths paths, InstanceGroup group, HealthCheck check,
			String name, Probe probe) {
		String path = paths.run(group) + ".healthcheck." + name;
		DocPath source = (probe.location() != null) ? probe.location() : check.location();
		List<String> kinds = probe.kinds();
		if (this.number == 17 && kinds.size() > 1) {
			report(context, group, FieldError.invalid(path, kinds, "Expected at most one of url, command, or port"),
					source, "The " + name + " probe of " + group.name() + " gives " + String.join(" and ", kinds)
							+ "; a probe is exactly one of them.",
					"Keep one of url, command and port.");
		}
		GroupType type = group.type();
		if (type == GroupType.BOSH) {
			boolean liveness = "liveness".equals(name);
			if (kinds.isEmpty()) {
				if (this.number == 18) {
					report(context, group, FieldError.required(path + ".command", "Health check requires a command"),
							source,
							"The " + name + " probe of " + group.name() + " is empty; bosh groups are probed"
									+ " with a command.",
							"Add command: [<a command that succeeds when the job is healthy>].");
				}
			}
			else if (!"command".equals(kinds.get(0))) {
				if (this.number == 19) {
					report(context, group,
							FieldError.invalid(
									path, kinds, "Only command health checks are supported for BOSH " + paths.words()),
							source,
							"The " + name + " probe of " + group.name() + " uses " + kinds.get(0) + ", but fissile"
									+ " probes bosh groups only with commands (run through its readiness script).",
							"Replace the " + kinds.get(0) + " probe with a command probe.");
				}
			}
			else if (liveness && probe.command().size() > 1 && this.number == 20) {
				report(context, group,
						FieldError
							.invalid(path + ".command", probe.command(), "liveness check can only have one command"),
						source.key("command"),
						"The liveness probe of " + group.name() + " lists " + probe.command().size()
								+ " commands; fissile runs a liveness probe as one command.",
						"Join the commands into one, e.g. a shell script.");
			}
			return false;
		}
		if (type == GroupType.BOSH_TASK) {
			if (!kinds.isEmpty() && this.number == 21) {
				report(context, group,
						FieldError.forbidden(path, "bosh-task " + paths.words() + " cannot have health checks"), source,
						group.name() + " is a bosh-task: it runs to completion, so it has no health probes.",
						"Remove run.healthcheck from " + group.name() + ".");
			}
			return false;
		}
		if (type == GroupType.DOCKER && paths.legacy()) {
			if (this.number == 17 && probe.command() != null && probe.command().size() > 1) {
				report(context, group, FieldError.forbidden(path, "docker roles do not support multiple commands"),
						source, "The " + name + " probe of the docker role " + group.name() + " lists several"
								+ " commands; docker roles take one.",
						"Join the commands into one.");
			}
			return false;
		}
		if (this.number == 22) {
			context
				.report(Severity.ERROR, path,
						"panic: Unexpected role type " + Tags.typeName(group) + " in instance group "
								+ FissilePaths.name(group),
						source)
				.explanation("fissile crashes (panics) on a health check of a " + Tags.typeName(group)
						+ " group instead of reporting it: only bosh groups can have probes, and a colocated"
						+ " container's probes would never be rendered. The manifest cannot be loaded by fissile.")
				.hint("Remove run.healthcheck from " + group.name()
						+ ", or put the probe on the main group of its pod.")
				.subject(group.name())
				.add();
		}
		return true;
	}

	private static void report(ValidationContext context, InstanceGroup group, FieldError error, DocPath source,
			String explanation, String hint) {
		error(context, error, source).explanation(explanation).hint(hint).subject(group.name()).add();
	}

}
