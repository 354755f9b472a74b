package io.manifeststudio.validation.fissile;

import java.util.List;

import org.junit.jupiter.api.Test;

import io.manifeststudio.manifest.model.ManifestCodec;
import io.manifeststudio.validation.Finding;
import io.manifeststudio.validation.ManifestValidator;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The remaining FISSILE rules, each with a failing and a passing case on a small
 * manifest.
 */
class FissileRuleMoreTests {

	private static final ManifestValidator VALIDATOR = ManifestValidator.of(List.of(new FissileRules()));

	private static String group(String name, String type, String containerization) {
		return "- name: " + name + "\n  type: " + type + "\n  jobs:\n  - name: tor\n    release: tor\n    properties:\n"
				+ "      bosh_containerization:\n" + containerization.indent(8);
	}

	private static List<String> messages(String yaml, String rule) {
		return VALIDATOR.validate(new ManifestCodec().read(yaml))
			.findings()
			.stream()
			.filter((finding) -> finding.rule().equals(rule))
			.map(Finding::message)
			.toList();
	}

	private static final String MAIN = "instance_groups:\n" + group("g", "bosh", "run: {}");

	@Test
	void templateKeysAndValues() {
		String yaml = "instance_groups:\n" + group("g", "bosh", "run: {}")
				+ "  configuration:\n    templates:\n      true: x\n"
				+ "configuration:\n  templates:\n    1: ((A))\n    properties.b: 5\n";
		assertThat(messages(yaml, "FISSILE-1"))
			.containsExactly("template key for instance group g: Invalid value: true: Template key must be a string");
		assertThat(messages(yaml, "FISSILE-2"))
			.containsExactly("global template key: Invalid value: 1: Template key must be a string");
		assertThat(messages(yaml, "FISSILE-3"))
			.containsExactly("global template value: Invalid value: \"properties.b\": Template value must be a string");
		String good = MAIN + "  configuration:\n    templates:\n      properties.a: 5\n"
				+ "configuration:\n  templates:\n    properties.b: '5'\n";
		assertThat(messages(good, "FISSILE-1")).isEmpty();
		assertThat(messages(good, "FISSILE-2")).isEmpty();
		assertThat(messages(good, "FISSILE-3")).isEmpty();
	}

	@Test
	void releaseListedTwice() {
		String yaml = MAIN + "releases:\n- {name: tor, url: 'http://a', version: '1', sha1: x}\n"
				+ "- {name: tor, url: 'http://b', version: '2', sha1: y}\n";
		assertThat(messages(yaml, "FISSILE-4")).containsExactly("Error - release tor has been loaded more than once");
		assertThat(messages(yaml.replace("{name: tor, url: 'http://b'", "{name: ntp, url: 'http://b'"), "FISSILE-4"))
			.isEmpty();
	}

	@Test
	void featureFlagsExclusive() {
		String yaml = MAIN + "  if_feature: a\n  unless_feature: b\n";
		assertThat(messages(yaml, "FISSILE-6")).containsExactly("instance_groups[g]: Forbidden: default_feature[],"
				+ " if_feature[a], and unless_feature[b] are all mutually exclusive");
		assertThat(messages(MAIN + "  if_feature: a\n", "FISSILE-6")).isEmpty();
	}

	@Test
	void flightStageOnOneJobAndValue() {
		String two = "instance_groups:\n- name: g\n  jobs:\n"
				+ "  - {name: a, release: r, properties: {bosh_containerization: {run: {flight-stage: manual}}}}\n"
				+ "  - {name: b, release: r, properties: {bosh_containerization: {run: {flight-stage: manual}}}}\n";
		assertThat(messages(two, "FISSILE-8")).singleElement()
			.satisfies((message) -> assertThat(message).startsWith("instance_groups[g]: Invalid value: {\"name\":\"g\"")
				.endsWith(
						"If specifying Run.FlightStage properties on multiple jobs of the same instance group, they need"
								+ " to have the same value"));
		assertThat(messages(two.replaceFirst("flight-stage: manual", "memory: 1"), "FISSILE-8")).isEmpty();
		String bad = "instance_groups:\n" + group("g", "bosh-task", "run: {flight-stage: takeoff}");
		assertThat(messages(bad, "FISSILE-16")).containsExactly("instance_groups[g].run.flight-stage: Invalid value:"
				+ " \"takeoff\": Expected one of flight, manual, post-flight, or pre-flight");
		assertThat(messages(bad.replace("takeoff", "pre-flight"), "FISSILE-16")).isEmpty();
	}

	@Test
	void activePassiveProbeAndServiceAccountOnNeighbouringJobs() {
		String yaml = "instance_groups:\n- name: g\n  tags: [active-passive]\n  jobs:\n"
				+ "  - {name: a, release: r, properties: {bosh_containerization: {run: {active-passive-probe: x, service-account: s}}}}\n"
				+ "  - {name: b, release: r, properties: {bosh_containerization: {run: {active-passive-probe: y, service-account: t}}}}\n"
				+ "configuration:\n  auth:\n    accounts:\n      s: {}\n      t: {}\n";
		assertThat(messages(yaml, "FISSILE-10"))
			.containsExactly("instance_groups[g]: Invalid value: \"x\": Cannot specify"
					+ " Run.ActivePassiveProbe properties on more than one job of the same instance group");
		assertThat(messages(yaml, "FISSILE-11"))
			.containsExactly("instance_groups[g]: Invalid value: \"s\": Cannot specify"
					+ " Run.ServiceAccount properties on more than one job of the same instance group");
		String one = yaml.replace("active-passive-probe: y, service-account: t", "memory: 1");
		assertThat(messages(one, "FISSILE-10")).isEmpty();
		assertThat(messages(one, "FISSILE-11")).isEmpty();
	}

	@Test
	void affinityOnTwoJobsUsesFissilesHealthCheckMessage() {
		String yaml = "instance_groups:\n- name: g\n  jobs:\n"
				+ "  - {name: a, release: r, properties: {bosh_containerization: {run: {affinity: {podAntiAffinity: {}}}}}}\n"
				+ "  - {name: b, release: r, properties: {bosh_containerization: {run: {affinity: {podAntiAffinity: {}}}}}}\n";
		assertThat(messages(yaml, "FISSILE-12"))
			.containsExactly("instance_groups[g]: Invalid value: null: Cannot specify"
					+ " Run.HealthCheck properties on more than one job of the same instance group");
		assertThat(messages(yaml.replaceFirst("affinity: \\{podAntiAffinity: \\{\\}\\}", "memory: 1"), "FISSILE-12"))
			.isEmpty();
	}

	@Test
	void probeKindsAndBoshTaskProbes() {
		String both = "instance_groups:\n"
				+ group("g", "bosh", "run:\n  healthcheck:\n    readiness:\n      command: [a]\n      port: 80");
		assertThat(messages(both, "FISSILE-17")).containsExactly("instance_groups[g].run.healthcheck.readiness: Invalid"
				+ " value: [\"command\",\"port\"]: Expected at most one of url, command, or port");
		assertThat(messages(both.replace("      port: 80\n", ""), "FISSILE-17")).isEmpty();
		String empty = "instance_groups:\n"
				+ group("g", "bosh", "run:\n  healthcheck:\n    liveness:\n      period: 3");
		assertThat(messages(empty, "FISSILE-18")).containsExactly(
				"instance_groups[g].run.healthcheck.liveness.command: Required value: Health check requires a command");
		assertThat(messages(empty.replace("period: 3", "command: [a]"), "FISSILE-18")).isEmpty();
		String task = "instance_groups:\n"
				+ group("t", "bosh-task", "run:\n  healthcheck:\n    readiness:\n      command: [a]");
		assertThat(messages(task, "FISSILE-21")).containsExactly(
				"instance_groups[t].run.healthcheck.readiness: Forbidden: bosh-task instance groups cannot have health checks");
		assertThat(messages(task.replace("bosh-task", "bosh"), "FISSILE-21")).isEmpty();
	}

	@Test
	void legacyDockerProbeAndEnvironment() {
		String yaml = "roles:\n- name: d\n  type: docker\n  run:\n    env: [KNOWN, UNKNOWN]\n"
				+ "    healthcheck:\n      readiness:\n        command: [a, b]\n"
				+ "configuration:\n  variables:\n  - name: KNOWN\n";
		assertThat(messages(yaml, "FISSILE-17")).containsExactly(
				"roles[d].run.healthcheck.readiness: Forbidden: docker roles do not support multiple commands");
		assertThat(messages(yaml, "FISSILE-LEGACY-ENV"))
			.containsExactly("roles[d].run.env: Not found: \"No variable declaration of 'UNKNOWN'\"");
		assertThat(messages(yaml, "FISSILE-TYPE")).isEmpty();
		assertThat(messages(yaml.replace("type: docker", "type: bosh"), "FISSILE-LEGACY-ENV"))
			.containsExactly("roles[d].run.env: Forbidden: Non-docker role declares bogus parameters");
		assertThat(messages(yaml.replace(", UNKNOWN", ""), "FISSILE-LEGACY-ENV")).isEmpty();
	}

	@Test
	void serviceAccountMustExist() {
		String yaml = "instance_groups:\n" + group("g", "bosh", "run: {service-account: robot}");
		assertThat(messages(yaml, "FISSILE-25"))
			.containsExactly("instance_groups[g].run.service-account: Not found: \"robot\"");
		assertThat(messages(yaml + "configuration:\n  auth:\n    accounts:\n      robot: {roles: []}\n", "FISSILE-25"))
			.isEmpty();
	}

	@Test
	void portNamesProtocolAndRanges() {
		String yaml = "instance_groups:\n" + group("g", "bosh", "run: {}\nports:\n"
				+ "- {protocol: TCP, internal: '80'}\n" + "- {name: Web_1, protocol: tcp, internal: '0'}\n"
				+ "- {name: abcdefghijklmnop, protocol: TCP, internal: '70000-70001'}\n"
				+ "- {name: countable-x, protocol: TCP, internal: '90-91', count-configurable: true}\n"
				+ "- {name: rev, protocol: TCP, internal: '9-8'}\n" + "- {name: bad, protocol: TCP, internal: 'x'}\n"
				+ "- {name: cnt, protocol: TCP, internal: '1-3', count: 2}\n");
		String prefix = "instance_groups[g].jobs[tor].properties.bosh_containerization.ports";
		assertThat(messages(yaml, "FISSILE-27")).containsExactly(prefix + "[].name: Required value");
		assertThat(messages(yaml, "FISSILE-28")).containsExactly(prefix
				+ "[Web_1].name: Invalid value: \"Web_1\": port names must be lowercase words separated by hyphens");
		assertThat(messages(yaml, "FISSILE-29")).containsExactly(prefix + "[abcdefghijklmnop].name: Invalid value:"
				+ " \"abcdefghijklmnop\": port name must be no more than 15 characters");
		assertThat(messages(yaml, "FISSILE-30")).containsExactly(prefix + "[countable-x].name: Invalid value:"
				+ " \"countable-x\": user configurable port name must be no more than 9 characters");
		assertThat(messages(yaml, "FISSILE-31"))
			.containsExactly(prefix + "[Web_1].protocol: Unsupported value: \"tcp\": supported values: TCP, UDP");
		assertThat(messages(yaml, "FISSILE-32"))
			.containsExactly(prefix + "[bad].internal: Invalid value: \"x\": invalid syntax");
		assertThat(messages(yaml, "FISSILE-33")).containsExactly(
				prefix + "[Web_1].internal: Invalid value: 0: must be between 1 and 65535, inclusive",
				prefix + "[abcdefghijklmnop].internal: Invalid value: 70000: must be between 1 and 65535, inclusive",
				prefix + "[abcdefghijklmnop].internal: Invalid value: 70001: must be between 1 and 65535, inclusive");
		assertThat(messages(yaml, "FISSILE-34")).containsExactly(
				prefix + "[rev].internal: Invalid value: \"9-8\": last port can't be lower than first port");
		assertThat(messages(yaml, "FISSILE-35"))
			.containsExactly(prefix + "[cnt].count: Invalid value: 2: count doesn't match port range 1-3");
		String good = "instance_groups:\n" + group("g", "bosh",
				"run: {}\nports:\n- {name: web, protocol: UDP, internal: '80-81', count: 2, count-configurable: true}\n");
		for (int rule = 27; rule <= 37; rule++) {
			assertThat(messages(good, "FISSILE-" + rule)).as("rule %d", rule).isEmpty();
		}
	}

	@Test
	void activePassiveProbeNeedsTheTag() {
		String yaml = "instance_groups:\n" + group("g", "bosh", "run: {active-passive-probe: /bin/true}");
		assertThat(messages(yaml, "FISSILE-38")).containsExactly("instance_groups[g].run.active-passive-probe: Invalid"
				+ " value: \"/bin/true\": Active/passive probes are only valid on instance groups with active-passive tag");
		assertThat(messages(yaml + "  tags: [active-passive]\n", "FISSILE-38")).isEmpty();
	}

	@Test
	void colocatedContainerExistsAndIsUsed() {
		String yaml = "instance_groups:\n" + group("main", "bosh", "run: {}\ncolocated_containers: [sidecar]")
				+ group("side", "colocated-container", "run: {}");
		assertThat(messages(yaml, "FISSILE-41"))
			.containsExactly("instance_groups[main].colocated_containers[0]: Invalid"
					+ " value: \"sidecar\": There is no such instance group defined");
		assertThat(messages(yaml, "FISSILE-51"))
			.containsExactly("instance_group[side]: Not found: \"instance group is of"
					+ " type colocated container, but is not used by any other instance group as such\"");
		String fixed = yaml.replace("[sidecar]", "[side]");
		assertThat(messages(fixed, "FISSILE-41")).isEmpty();
		assertThat(messages(fixed, "FISSILE-51")).isEmpty();
	}

	@Test
	void podPortCollisionsOnExternalPorts() {
		String yaml = "instance_groups:\n" + group("main", "bosh",
				"run: {}\ncolocated_containers: [side]\nports: [{name: a, protocol: TCP, internal: '8080', external: '80'}]")
				+ group("side", "colocated-container",
						"run: {}\nports: [{name: b, protocol: TCP, internal: '9090', external: '80-81'}]");
		assertThat(messages(yaml, "FISSILE-52")).containsExactly("instance_group[main]: Invalid value: \"TCP/80\": port"
				+ " collision, the same protocol/port is used by: main, side");
		assertThat(messages(yaml.replace("external: '80-81'", "external: '81-82'"), "FISSILE-52")).isEmpty();
	}

	@Test
	void emptyDirSharing() {
		String yaml = "instance_groups:\n"
				+ group("main", "bosh",
						"run: {volumes: [{type: emptyDir, tag: data, path: /d},"
								+ " {type: emptyDir, tag: logs, path: /l}]}\ncolocated_containers: [side]")
				+ group("side", "colocated-container", "run: {volumes: [{type: emptyDir, tag: data, path: /other}]}");
		assertThat(messages(yaml, "FISSILE-53")).containsExactly("instance_group[side]: Invalid value: \"/other\":"
				+ " colocated instance group specifies a shared volume with tag data, which path does not match the path"
				+ " of the main instance group shared volume with the same tag");
		assertThat(messages(yaml, "FISSILE-54")).containsExactly(
				"instance_group[main]: Required value: container must use shared volumes of the main instance group: logs");
		String fixed = yaml.replace("/other}", "/d}, {type: emptyDir, tag: logs, path: /l}");
		assertThat(messages(fixed, "FISSILE-53")).isEmpty();
		assertThat(messages(fixed, "FISSILE-54")).isEmpty();
	}

	@Test
	void variablesTypesPreviousNamesAndDescriptions() {
		String yaml = MAIN + "variables:\n" + "- {name: A, type: rsa, options: {description: a}}\n"
				+ "- {name: B, type: secret, options: {description: b, type: env}}\n"
				+ "- {name: C, options: {type: environment, internal: true, previous_names: [A]}}\n";
		assertThat(messages(yaml, "FISSILE-47")).containsExactly(
				"variables[A].type: Invalid value: \"rsa\": The rsa type is not yet supported by the secret generator",
				"variables[B].type: Invalid value: \"secret\": Expected one of certificate, password, rsa, ssh or empty");
		assertThat(messages(yaml, "FISSILE-48")).containsExactly(
				"variables[B].options.type: Invalid value: \"env\": Expected one of user, or environment",
				"variables[C].options.type: Invalid value: \"environment\": type conflicts with flag \"internal\"");
		assertThat(messages(yaml, "FISSILE-49"))
			.containsExactly("variables: Invalid value: \"C\": Previous name 'A' also exist as a new variable");
		assertThat(messages(yaml, "FISSILE-55")).containsExactly("C: Required value: Description is required");
		String good = MAIN
				+ "variables:\n- {name: A, type: password, options: {description: a, previous_names: [Z]}}\n";
		for (String rule : List.of("FISSILE-47", "FISSILE-48", "FISSILE-49", "FISSILE-55")) {
			assertThat(messages(good, rule)).as(rule).isEmpty();
		}
	}

	@Test
	void accountRolesExist() {
		String yaml = MAIN + "configuration:\n  auth:\n    roles:\n      reader: []\n    accounts:\n"
				+ "      robot: {roles: [reader, writer]}\n";
		assertThat(messages(yaml, "FISSILE-50"))
			.containsExactly("configuration.auth.accounts[robot].roles: Not found: \"writer\"");
		assertThat(messages(yaml.replace(", writer", ""), "FISSILE-50")).isEmpty();
	}

	@Test
	void templatesSortedAndNotConstant() {
		String yaml = "instance_groups:\n" + group("g", "bosh", "run: {}")
				+ "  configuration:\n    templates:\n      properties.z: ((A))\n      properties.y: ((A))\n"
				+ "configuration:\n  templates:\n    properties.b: ((A))\n    properties.a: constant\n"
				+ "variables:\n- {name: A, options: {description: a}}\n";
		assertThat(messages(yaml, "FISSILE-V1")).containsExactly(
				"configuration.templates[properties.b]: Forbidden: Template key does not sort before 'properties.a'");
		assertThat(messages(yaml, "FISSILE-V10")).containsExactly("instance_groups[g].configuration.templates"
				+ "[properties.z]: Forbidden: Template key does not sort before 'properties.y'");
		assertThat(messages(yaml, "FISSILE-V13")).containsExactly(
				"configuration.templates[properties.a]: Forbidden: Templates used as constants are not allowed");
		String good = yaml.replace("properties.z: ((A))\n      properties.y", "properties.y: ((A))\n      properties.z")
			.replace("properties.b: ((A))\n    properties.a: constant",
					"properties.a: ((A))\n    properties.b: x((A))");
		for (String rule : List.of("FISSILE-V1", "FISSILE-V10", "FISSILE-V13")) {
			assertThat(messages(good, rule)).as(rule).isEmpty();
		}
	}

	@Test
	void variablesSortedAndGroupTemplatesDeclared() {
		String yaml = "instance_groups:\n" + group("g", "bosh", "run: {}")
				+ "  configuration:\n    templates:\n      properties.a: ((QQ))((B))\n"
				+ "configuration:\n  templates:\n    properties.a: ((A))\n"
				+ "variables:\n- {name: B, options: {description: b}}\n- {name: A, options: {description: a}}\n"
				+ "- {name: A, options: {description: a}}\n";
		assertThat(messages(yaml, "FISSILE-V14")).containsExactly(
				"variables: Invalid value: \"B\": Does not sort before 'A'",
				"variables: Invalid value: \"A\": Appears more than once");
		assertThat(messages(yaml, "FISSILE-V9")).containsExactly("instance_groups[g].configuration.templates"
				+ "[properties.a]: Not found: \"No declaration of variable 'QQ'\"");
		String good = yaml.replace("((QQ))", "")
			.replace("- {name: B, options: {description: b}}\n", "")
			.concat("- {name: B, options: {description: b}}\n")
			.replaceFirst("- \\{name: A, options: \\{description: a}}\n", "");
		assertThat(messages(good, "FISSILE-V14")).isEmpty();
		assertThat(messages(good, "FISSILE-V9")).isEmpty();
	}

	@Test
	void legacyVariableChecksUseTheirOwnWording() {
		String yaml = "roles:\n- name: r\n  run: {}\n  jobs: [{name: tor, release_name: tor}]\n"
				+ "configuration:\n  variables:\n  - name: B\n  - name: A\n  - name: UNUSED\n"
				+ "  templates:\n    properties.a: ((A))((B))((HOME))\n    properties.b: ''\n";
		assertThat(messages(yaml, "FISSILE-V14"))
			.containsExactly("configuration.variables: Invalid value: \"B\": Does not sort before 'A'");
		assertThat(messages(yaml, "FISSILE-V15"))
			.containsExactly("configuration.variables: Not found: \"No declaration of 'HOME'\"");
		assertThat(messages(yaml, "FISSILE-V16"))
			.containsExactly("configuration.variables: Not found: \"No templates using 'UNUSED'\"");
		assertThat(messages(yaml, "FISSILE-V13"))
			.containsExactly("configuration.templates: Invalid value: \"\": Using 'properties.b' as a constant");
		assertThat(messages(yaml, "FISSILE-55")).isEmpty();
	}

}
