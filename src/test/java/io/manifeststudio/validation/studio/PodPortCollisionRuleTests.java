package io.manifeststudio.validation.studio;

import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class PodPortCollisionRuleTests {

	private final PodPortCollisionRule rule = new PodPortCollisionRule();

	private static String pod(String mainPorts, String sidePorts) {
		return """
				instance_groups:
				- name: main
				  jobs:
				  - name: web
				    release: r
				    properties:
				      bosh_containerization:
				        colocated_containers: [side]
				        sidecars: [side]
				        run: {}
				        ports: %s
				- name: side
				  type: colocated-container
				  jobs:
				  - name: proxy
				    release: r
				    properties:
				      bosh_containerization:
				        run: {}
				        ports: %s
				""".formatted(mainPorts, sidePorts);
	}

	@Nested
	class Failing {

		@Test
		void sameInternalPortInMainAndSidecarCollidesEvenWithDifferentExternalPorts() {
			assertThat(StudioRuleTesting.findings(PodPortCollisionRuleTests.this.rule,
					pod("[{name: http, protocol: TCP, internal: 8080, external: 80}]",
							"[{name: admin, protocol: TCP, internal: 8080, external: 9000}]")))
				.singleElement()
				.satisfies((finding) -> {
					assertThat(finding.message()).isEqualTo("instance_groups[side].jobs[proxy].properties."
							+ "bosh_containerization.ports[admin].internal: Invalid value: \"TCP/8080\": container port "
							+ "collision in the pod of main, the same protocol/port is used by: main, side");
					assertThat(finding.subject()).isEqualTo("main");
					assertThat(finding.isError()).isTrue();
					assertThat(finding.line()).isEqualTo(20);
				});
		}

		@Test
		void everyPortOfARangeCounts() {
			assertThat(StudioRuleTesting.messages(PodPortCollisionRuleTests.this.rule,
					pod("[{name: range, protocol: UDP, internal: 2000-2010}]",
							"[{name: one, protocol: UDP, internal: 2005-2020}]")))
				.singleElement()
				.asString()
				.contains("Invalid value: \"UDP/2005-2010\"");
		}

	}

	@Nested
	class Passing {

		@Test
		void sameExternalPortButDifferentContainerPortsDoNotCollide() {
			assertThat(StudioRuleTesting.findings(PodPortCollisionRuleTests.this.rule,
					pod("[{name: http, protocol: TCP, internal: 8080, external: 80}]",
							"[{name: admin, protocol: TCP, internal: 9090, external: 80}]")))
				.isEmpty();
		}

		@Test
		void containersThatNeverRunTogetherDoNotCollide() {
			String yaml = pod("[{name: http, protocol: TCP, internal: 8080}]",
					"[{name: http, protocol: TCP, internal: 8080}]")
				.replace("- name: main\n", "- name: main\n  unless_feature: mesh\n")
				.replace("type: colocated-container\n", "type: colocated-container\n  if_feature: mesh\n");
			assertThat(yaml).contains("unless_feature: mesh").contains("if_feature: mesh");
			assertThat(StudioRuleTesting.findings(PodPortCollisionRuleTests.this.rule, yaml)).isEmpty();
		}

		@Test
		void sameNumberWithAnotherProtocolDoesNotCollide() {
			assertThat(StudioRuleTesting.findings(PodPortCollisionRuleTests.this.rule,
					pod("[{name: dns, protocol: TCP, internal: 53}]", "[{name: dns, protocol: UDP, internal: 53}]")))
				.isEmpty();
		}

	}

}
