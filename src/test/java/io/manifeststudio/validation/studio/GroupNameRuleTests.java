package io.manifeststudio.validation.studio;

import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

import io.manifeststudio.validation.Severity;

import static org.assertj.core.api.Assertions.assertThat;

class GroupNameRuleTests {

	private final GroupNameRule rule = new GroupNameRule();

	private static String group(String name, String type, String jobName, String containerization) {
		return """
				instance_groups:
				- name: %s
				  type: %s
				  jobs:
				  - name: %s
				    release: r
				    properties:
				      bosh_containerization: %s
				""".formatted(name, type, jobName, containerization);
	}

	@Nested
	class Failing {

		@Test
		void nameThatIsNotADnsLabel() {
			assertThat(StudioRuleTesting.messages(GroupNameRuleTests.this.rule,
					group("Web_Server", "bosh", "nginx", "{run: {}}")))
				.singleElement()
				.asString()
				.startsWith(
						"instance_groups[Web_Server].name: Invalid value: \"Web_Server\": a lowercase RFC 1123 label "
								+ "must consist of lower case alphanumeric characters or '-'");
		}

		@Test
		void statefulSetNameOver52Characters() {
			String name = "a".repeat(53);
			assertThat(
					StudioRuleTesting.messages(GroupNameRuleTests.this.rule, group(name, "bosh", "nginx", "{run: {}}")))
				.containsExactly("instance_groups[" + name + "].name: Invalid value: \"" + name + "\": a StatefulSet "
						+ "name must be no more than 52 characters (the pods' controller-revision-hash label adds 11 "
						+ "and must stay within 63)");
		}

		@Test
		void perJobServiceNamesGrowPast63WithTheSuffixes() {
			String name = "g".repeat(30);
			String job = "j".repeat(28);
			// <g>-<job> = 59 characters: the Service itself fits, <g>-<job>-set (63)
			// fits, <g>-<job>-public (66) does not
			assertThat(StudioRuleTesting.findings(GroupNameRuleTests.this.rule,
					group(name, "bosh", job,
							"{run: {}, ports: [{name: https, protocol: TCP, internal: 443, public: true}]}")))
				.singleElement()
				.satisfies((finding) -> {
					assertThat(finding.message()).isEqualTo("instance_groups[" + name + "].name: Invalid value: \""
							+ name + "-" + job + "-public\": must be no more than 63 characters (the public Service of "
							+ "job " + job + ")");
					assertThat(finding.line()).isEqualTo(5);
				});
		}

		@Test
		void taskNameWithoutRoomForTheRevisionSuffix() {
			String name = "t".repeat(58);
			assertThat(StudioRuleTesting.findings(GroupNameRuleTests.this.rule,
					group(name, "bosh-task", "run", "{run: {}}")))
				.singleElement()
				.satisfies((finding) -> {
					assertThat(finding.severity()).isEqualTo(Severity.WARNING);
					assertThat(finding.message()).isEqualTo("instance_groups[" + name + "].name: Invalid value: \""
							+ name + "\": a task name must be no more than 57 characters, leaving room for the "
							+ "-<revision> suffix of its Job or Pod name");
				});
			assertThat(StudioRuleTesting.findings(GroupNameRuleTests.this.rule,
					group("t".repeat(57), "bosh-task", "run", "{run: {}}")))
				.isEmpty();
		}

		@Test
		void serviceNameReportedAtServiceName() {
			assertThat(StudioRuleTesting.messages(GroupNameRuleTests.this.rule,
					group("web", "bosh", "nginx",
							"{run: {}, service_name: 1st-web, ports: [{name: http, protocol: TCP, internal: 80}]}")))
				.singleElement()
				.asString()
				.startsWith("instance_groups[web].jobs[nginx].properties.bosh_containerization.service_name: Invalid "
						+ "value: \"1st-web\": a DNS-1035 label must consist of");
		}

		@Test
		void headlessServiceOfAStatefulSetMustStartWithALetter() {
			assertThat(StudioRuleTesting.messages(GroupNameRuleTests.this.rule,
					group("9web", "bosh", "nginx", "{run: {}, ports: [{name: http, protocol: TCP, internal: 80}]}")))
				.first()
				.asString()
				.startsWith("instance_groups[9web].name: Invalid value: \"9web-set\": a DNS-1035 label");
		}

	}

	@Nested
	class Passing {

		@Test
		void shortNamesAndFissileLikeServiceNames() {
			assertThat(
					StudioRuleTesting.findings(GroupNameRuleTests.this.rule,
							group("api-group", "bosh", "cloud_controller_ng",
									"{run: {}, ports: [{name: api, protocol: TCP, internal: 9022, public: true}]}")))
				.isEmpty();
		}

		@Test
		void colocatedContainersHaveNoServicesOrStatefulSet() {
			String name = "c".repeat(60);
			assertThat(
					StudioRuleTesting.findings(GroupNameRuleTests.this.rule,
							group(name, "colocated-container", "agent",
									"{run: {}, ports: [{name: http, protocol: TCP, internal: 80, public: true}]}")))
				.isEmpty();
		}

	}

}
