package io.manifeststudio.validation.fissile;

import java.util.List;

import org.junit.jupiter.api.Test;

import io.manifeststudio.manifest.model.ManifestCodec;
import io.manifeststudio.validation.Finding;
import io.manifeststudio.validation.ManifestValidator;
import io.manifeststudio.validation.Severity;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Each FISSILE rule on small manifests: a failing case with fissile's exact message and
 * the field's position, and a passing case.
 */
class FissileRuleTests {

	private static final ManifestValidator VALIDATOR = ManifestValidator.of(List.of(new FissileRules()));

	/**
	 * A v3 group {@code g} of the given type with one job whose bosh_containerization is
	 * {@code containerization}.
	 */
	private static String group(String name, String type, String containerization) {
		return "- name: " + name + "\n  type: " + type + "\n  jobs:\n  - name: tor\n    release: tor\n    properties:\n"
				+ "      bosh_containerization:\n" + containerization.indent(8);
	}

	private static List<Finding> findings(String yaml, String rule) {
		return VALIDATOR.validate(new ManifestCodec().read(yaml))
			.findings()
			.stream()
			.filter((finding) -> finding.rule().equals(rule))
			.toList();
	}

	private static List<String> messages(String yaml, String rule) {
		return findings(yaml, rule).stream().map(Finding::message).toList();
	}

	@Test
	void groupTypeMustBeKnown() {
		assertThat(messages("instance_groups:\n" + group("g", "docker", "run: {}"), "FISSILE-5")).containsExactly(
				"instance_groups[g].type: Invalid value: \"docker\": Expected one of bosh, bosh-task, or colocated-container");
		assertThat(messages("instance_groups:\n" + group("g", "bosh-task", "run: {}"), "FISSILE-5")).isEmpty();
	}

	@Test
	void someJobNeedsRun() {
		Finding finding = findings("instance_groups:\n" + group("g", "bosh", "ports: []"), "FISSILE-7").get(0);
		assertThat(finding.message()).isEqualTo(
				"instance_groups[g]: Required value: `properties.bosh_containerization.run` required for at least one Job");
		assertThat(finding.line()).isEqualTo(2);
		assertThat(finding.subject()).isEqualTo("g");
		assertThat(messages("instance_groups:\n" + group("g", "bosh", "run: {}"), "FISSILE-7")).isEmpty();
	}

	@Test
	void legacyRoleNeedsRun() {
		assertThat(messages("roles:\n- name: r\n  jobs: []\n", "FISSILE-7"))
			.containsExactly("roles[r].run: Required value");
		assertThat(messages("roles:\n- name: r\n  run: {}\n", "FISSILE-7")).isEmpty();
	}

	@Test
	void healthCheckOnTwoJobs() {
		String yaml = "instance_groups:\n- name: g\n  jobs:\n"
				+ "  - {name: a, release: r, properties: {bosh_containerization: {run: {healthcheck: {readiness: {command: [x]}}}}}}\n"
				+ "  - {name: b, release: r, properties: {bosh_containerization: {run: {healthcheck: {readiness: {command: [y]}}}}}}\n";
		assertThat(messages(yaml, "FISSILE-9")).containsExactly("instance_groups[g]: Invalid value: "
				+ "{\"readiness\":{\"command\":[\"x\"]}}: Cannot specify Run.HealthCheck properties on more than one job"
				+ " of the same instance group");
		assertThat(findings(yaml, "FISSILE-9").get(0).line()).isEqualTo(5);
		assertThat(messages(yaml.replace("healthcheck: {readiness: {command: [y]}}", "memory: 1"), "FISSILE-9"))
			.isEmpty();
	}

	@Test
	void tagsAreKnownAndAllowedForTheType() {
		assertThat(
				messages("instance_groups:\n" + group("g", "bosh", "run: {}") + "  tags: [clustered]\n", "FISSILE-13"))
			.containsExactly("instance_groups[g].tags[0]: Invalid value: \"clustered\": Unknown tag");
		assertThat(
				messages("instance_groups:\n" + group("g", "bosh-task", "run: {}") + "  tags: [sequential-startup]\n",
						"FISSILE-14"))
			.containsExactly("instance_groups[g].tags[0]: Invalid value: \"sequential-startup\": sequential-startup tag"
					+ " is only supported in [bosh] instance groups, not bosh-task");
		assertThat(messages("instance_groups:\n" + group("g", "bosh-task", "run: {}") + "  tags: [stop-on-failure]\n",
				"FISSILE-14"))
			.isEmpty();
	}

	@Test
	void legacyHeadlessRoleCannotBeActivePassive() {
		String yaml = "roles:\n- name: r\n  tags: [headless, active-passive]\n  run: {active-passive-probe: x}\n";
		assertThat(messages(yaml, "FISSILE-14")).containsExactly(
				"roles[r].tags[1]: Invalid value: \"active-passive\": headless roles may not be active-passive");
		assertThat(messages(yaml.replace("headless, ", ""), "FISSILE-14")).isEmpty();
	}

	@Test
	void activePassiveProbeLostByALaterRunBlock() {
		String yaml = "instance_groups:\n- name: g\n  tags: [active-passive]\n  jobs:\n"
				+ "  - {name: a, release: r, properties: {bosh_containerization: {run: {active-passive-probe: /bin/true}}}}\n"
				+ "  - {name: b, release: r, properties: {bosh_containerization: {run: {}}}}\n";
		assertThat(messages(yaml, "FISSILE-15")).containsExactly("instance_groups[g].run.active-passive-probe:"
				+ " Required value: active-passive instance groups must specify the correct probe");
		assertThat(findings(yaml, "FISSILE-15").get(0).explanation()).contains("lost");
		assertThat(messages(yaml.replace("run: {}}", "memory: 1}"), "FISSILE-15")).isEmpty();
	}

	@Test
	void boshProbesMustBeSingleCommands() {
		String yaml = "instance_groups:\n"
				+ group("g", "bosh", "run:\n  healthcheck:\n    liveness:\n      command: [a, b]");
		assertThat(messages(yaml, "FISSILE-20")).containsExactly("instance_groups[g].run.healthcheck.liveness.command:"
				+ " Invalid value: [\"a\",\"b\"]: liveness check can only have one command");
		String url = "instance_groups:\n"
				+ group("g", "bosh", "run:\n  healthcheck:\n    readiness:\n      url: http://x");
		assertThat(messages(url, "FISSILE-19")).containsExactly("instance_groups[g].run.healthcheck.readiness:"
				+ " Invalid value: [\"url\"]: Only command health checks are supported for BOSH instance groups");
		assertThat(messages(yaml.replace("[a, b]", "[a]"), "FISSILE-20")).isEmpty();
		assertThat(messages(url.replace("url: http://x", "command: [a]"), "FISSILE-19")).isEmpty();
	}

	@Test
	void colocatedContainerWithHealthCheckIsAnErrorNotACrash() {
		String yaml = "instance_groups:\n"
				+ group("side", "colocated-container", "run:\n  healthcheck:\n    readiness:\n      command: [a]");
		List<Finding> found = findings(yaml, "FISSILE-22");
		assertThat(found).hasSize(1);
		assertThat(found.get(0).severity()).isEqualTo(Severity.ERROR);
		assertThat(found.get(0).message())
			.isEqualTo("panic: Unexpected role type colocated-container in instance group side");
		assertThat(messages(yaml.replace("colocated-container", "bosh"), "FISSILE-22")).isEmpty();
	}

	@Test
	void memoryAndCpuNotNegative() {
		assertThat(messages("instance_groups:\n" + group("g", "bosh", "run: {mem: {limit: -5}}"), "FISSILE-23"))
			.containsExactly("instance_groups[g].run.mem.limit: Invalid value: -5: must be greater than or equal to 0");
		assertThat(messages("instance_groups:\n" + group("g", "bosh", "run: {virtual-cpus: -0.5}"), "FISSILE-24"))
			.containsExactly(
					"instance_groups[g].run.virtual-cpus: Invalid value: -0.5: must be greater than or equal to 0");
		assertThat(messages("instance_groups:\n" + group("g", "bosh", "run: {cpu: {request: 0.5}}"), "FISSILE-24"))
			.isEmpty();
		assertThat(
				messages("instance_groups:\n" + group("g", "bosh", "run: {mem: {limit: 5}, memory: 1}"), "FISSILE-23"))
			.isEmpty();
	}

	@Test
	void volumeTypeIsCaseSensitive() {
		String yaml = "instance_groups:\n" + group("g", "bosh", "run: {volumes: [{type: emptydir, tag: t, path: /p}]}");
		assertThat(messages(yaml, "FISSILE-26")).containsExactly(
				"instance_groups[g].run.volumes[t]: Invalid value: \"emptydir\": Invalid volume type 'emptydir'");
		assertThat(messages(yaml.replace("emptydir", "emptyDir"), "FISSILE-26")).isEmpty();
	}

	@Test
	void portRangeAndCount() {
		String yaml = "instance_groups:\n" + group("g", "bosh",
				"run: {}\nports: [{name: p, protocol: TCP, internal: '80-82', external: '80-81'}]");
		assertThat(messages(yaml, "FISSILE-36")).containsExactly("instance_groups[g].jobs[tor].properties."
				+ "bosh_containerization.ports[p].external: Invalid value: \"80-81\": internal and external ranges must"
				+ " have same number of ports");
		assertThat(messages(yaml.replace("80-81", "90-92"), "FISSILE-36")).isEmpty();
		String max = "instance_groups:\n"
				+ group("g", "bosh", "run: {}\nports: [{name: p, protocol: UDP, internal: '80-82', max: 2}]");
		assertThat(messages(max, "FISSILE-37")).containsExactly("instance_groups[g].jobs[tor].properties."
				+ "bosh_containerization.ports[p].count: Invalid value: 3: default number of ports 3 is larger than max"
				+ " allowed 2");
	}

	@Test
	void colocatedReferenceMustBeAColocatedContainer() {
		String yaml = "instance_groups:\n" + group("main", "bosh", "run: {}\ncolocated_containers: [other]")
				+ group("other", "bosh", "run: {}");
		assertThat(messages(yaml, "FISSILE-42")).containsExactly("instance_groups[main].colocated_containers[0]:"
				+ " Invalid value: \"other\": The instance group is not of required type colocated-container");
		assertThat(messages(yaml.replace("name: other\n  type: bosh", "name: other\n  type: colocated-container"),
				"FISSILE-42"))
			.isEmpty();
	}

	@Test
	void scriptsStartWithScriptsFolder() {
		String yaml = "instance_groups:\n" + group("g", "bosh", "run: {}") + "  scripts: [setup.sh, /abs/ok.sh]\n";
		assertThat(messages(yaml, "FISSILE-56"))
			.containsExactly("g script: Invalid value: \"setup.sh\": Script path does not start with scripts/");
		assertThat(messages(yaml.replace("setup.sh", "scripts/setup.sh"), "FISSILE-56")).isEmpty();
		assertThat(findings(yaml, "FISSILE-SCRIPTS")).singleElement()
			.satisfies((finding) -> assertThat(finding.severity()).isEqualTo(Severity.INFO));
		assertThat(findings("instance_groups:\n" + group("g", "bosh", "run: {}"), "FISSILE-SCRIPTS")).isEmpty();
	}

	@Test
	void releaseContentsAreReportedOnceAsNotChecked() {
		String yaml = "instance_groups:\n" + group("a", "bosh", "run: {}") + group("b", "bosh", "run: {}");
		assertThat(findings(yaml, "FISSILE-RELEASES")).singleElement().satisfies((finding) -> {
			assertThat(finding.severity()).isEqualTo(Severity.WARNING);
			assertThat(finding.message()).startsWith("not checked: needs the BOSH releases")
				.contains("BOSH links are not wired and every container gets every variable");
			assertThat(finding.hint()).contains("Upload the release tarballs");
		});
		assertThat(findings("instance_groups: []\n", "FISSILE-RELEASES")).isEmpty();
	}

	@Test
	void wrongValueTypeIsAnError() {
		String yaml = "instance_groups:\n" + group("g", "bosh", "run: {memory: lots}");
		assertThat(findings(yaml, "FISSILE-TYPE")).singleElement()
			.satisfies((finding) -> assertThat(finding.message()).startsWith(
					"instance_groups[g].jobs[tor].properties.bosh_containerization.run.memory: Invalid value: \"lots\""));
		assertThat(findings(yaml.replace("lots", "128"), "FISSILE-TYPE")).isEmpty();
	}

	@Test
	void mustacheErrorsAndUndeclaredVariables() {
		String yaml = "instance_groups:\n" + group("g", "bosh", "run: {}")
				+ "configuration:\n  templates:\n    properties.a: ((#FOO))x\n    properties.b: ((BAR))\n"
				+ "variables:\n- name: FOO\n  options: {description: f}\n";
		assertThat(messages(yaml, "FISSILE-V12"))
			.containsExactly("configuration.templates[properties.a]: Invalid value:"
					+ " \"((#FOO))x\": Template expansion error: line 1: Section FOO has no closing tag");
		assertThat(messages(yaml, "FISSILE-V15"))
			.containsExactly("configuration.templates[properties.b]: Not found: \"No declaration of variable 'BAR'\"");
		assertThat(messages(yaml, "FISSILE-V16")).containsExactly("variables: Not found: \"No templates using 'FOO'\"");
		String fixed = yaml.replace("((#FOO))x", "((#FOO))x((/FOO))").replace("((BAR))", "((FOO))((IP_ADDRESS))");
		assertThat(messages(fixed, "FISSILE-V12")).isEmpty();
		assertThat(messages(fixed, "FISSILE-V15")).isEmpty();
		assertThat(messages(fixed, "FISSILE-V16")).isEmpty();
	}

	@Test
	void mustacheParserFollowsFissile() {
		assertThat(MustacheTemplate.parse("((FOO").error()).isEqualTo("line 1: unmatched open tag");
		assertThat(MustacheTemplate.parse("((={{ }}=)){{PELERINUL}}").variables()).containsExactly("PELERINUL");
		assertThat(MustacheTemplate.parse("((#A))((B))((/A))").variables()).containsExactly("A", "B");
		assertThat(MustacheTemplate.parse("a\n((/A))").error()).isEqualTo("line 2: unmatched close tag");
	}

}
