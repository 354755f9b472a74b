package io.manifeststudio.validation.studio;

import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

import io.manifeststudio.validation.Severity;

import static org.assertj.core.api.Assertions.assertThat;

class SidecarRulesTests {

	private static String pod(String containerization, String proxyContainerization, String proxyType) {
		return """
				instance_groups:
				- name: web
				  jobs:
				  - name: nginx
				    release: r
				    consumes: {mesh: {from: envoy-mesh}}
				    properties:
				      bosh_containerization: %s
				- name: envoy
				  type: %s
				  jobs:
				  - name: proxy
				    release: r
				    provides: {proxy: {as: envoy-mesh}}
				    properties:
				      bosh_containerization: %s
				- name: log-agent
				  type: colocated-container
				  jobs: [{name: agent, release: r, properties: {bosh_containerization: {run: {}}}}]
				""".formatted(containerization, proxyType, proxyContainerization);
	}

	@Nested
	class NotPlaced {

		private final SidecarPlacementRule rule = new SidecarPlacementRule();

		@Test
		void sidecarMissingFromColocatedContainers() {
			assertThat(StudioRuleTesting.findings(this.rule,
					pod("{run: {}, colocated_containers: [log-agent], sidecars: [envoy]}", "{run: {}}",
							"colocated-container")))
				.singleElement()
				.satisfies((finding) -> {
					assertThat(finding.message())
						.isEqualTo("instance_groups[web].sidecars: Not found: \"envoy\": every "
								+ "sidecar must also be listed in colocated_containers");
					assertThat(finding.isError()).isTrue();
					assertThat(finding.line()).isEqualTo(8);
				});
		}

		@Test
		void sidecarThatIsPlaced() {
			assertThat(StudioRuleTesting.findings(this.rule,
					pod("{run: {}, colocated_containers: [envoy, log-agent], sidecars: [envoy]}", "{run: {}}",
							"colocated-container")))
				.isEmpty();
		}

		@Test
		void legacySidecarsOnTheRole() {
			assertThat(StudioRuleTesting.messages(this.rule, """
					roles:
					- name: web
					  jobs: [{name: nginx, release_name: r}]
					  run: {}
					  colocated_containers: [log-agent]
					  sidecars: [log-agent, envoy]
					"""))
				.containsExactly("roles[web].sidecars: Not found: \"envoy\": every sidecar must also be listed in "
						+ "colocated_containers");
		}

	}

	@Nested
	class KeepsMain {

		private final SidecarKeepsMainRule rule = new SidecarKeepsMainRule();

		@Test
		void groupWithAPodOfItsOwnCannotBeASidecar() {
			assertThat(StudioRuleTesting.messages(this.rule,
					pod("{run: {}, colocated_containers: [envoy], sidecars: [envoy]}", "{run: {}}", "bosh")))
				.containsExactly(
						"instance_groups[web].sidecars: Invalid value: \"envoy\": the instance group is of type "
								+ "bosh: only colocated-container groups can be sidecars");
		}

		@Test
		void groupCannotBeItsOwnSidecar() {
			assertThat(StudioRuleTesting.messages(this.rule,
					pod("{run: {}, colocated_containers: [web], sidecars: [web]}", "{run: {}}", "colocated-container")))
				.containsExactly(
						"instance_groups[web].sidecars: Invalid value: \"web\": a group cannot be a sidecar in "
								+ "its own pod");
		}

		@Test
		void colocatedContainerAsSidecar() {
			assertThat(StudioRuleTesting.findings(this.rule, pod(
					"{run: {}, colocated_containers: [envoy], sidecars: [envoy]}", "{run: {}}", "colocated-container")))
				.isEmpty();
		}

	}

	@Nested
	class StartupProbe {

		private final SidecarStartupProbeRule rule = new SidecarStartupProbeRule();

		private String withImage(String yaml) {
			return yaml.replace("- name: envoy\n", "- name: envoy\n  image: envoyproxy/envoy:v1.30.1\n");
		}

		@Test
		void sidecarTheMainNeedsWithNothingTheExportCanProbe() {
			assertThat(StudioRuleTesting.findings(this.rule,
					withImage(pod("{run: {}, colocated_containers: [envoy, log-agent], sidecars: [envoy, log-agent]}",
							"{run: {}}", "colocated-container"))))
				.singleElement()
				.satisfies((finding) -> {
					assertThat(finding.severity()).isEqualTo(Severity.INFO);
					assertThat(finding.message()).isEqualTo("instance_groups[web].sidecars[envoy]: Required value: a "
							+ "startup probe, so that web starts only once envoy is usable (nginx consumes the link proxy "
							+ "that envoy/proxy provides)");
					assertThat(finding.subject()).isEqualTo("web");
					assertThat(finding.line()).isEqualTo(8);
				});
		}

		@Test
		void sidecarWithAPortGetsATcpStartupProbeFromTheExport() {
			assertThat(StudioRuleTesting.findings(this.rule,
					withImage(pod("{run: {}, colocated_containers: [envoy], sidecars: [envoy]}",
							"{run: {}, ports: [{name: proxy, protocol: TCP, internal: 15001}]}",
							"colocated-container"))))
				.isEmpty();
		}

		@Test
		void sidecarBuiltByFissileGetsItsReadinessScriptAsStartupProbe() {
			assertThat(StudioRuleTesting.findings(this.rule, pod(
					"{run: {}, colocated_containers: [envoy], sidecars: [envoy]}", "{run: {}}", "colocated-container")))
				.isEmpty();
		}

		@Test
		void sidecarNothingInThePodUsesIsLeftAlone() {
			// log-agent provides no link that web consumes: nothing says web needs it at
			// start
			assertThat(StudioRuleTesting.findings(this.rule,
					pod("{run: {}, colocated_containers: [log-agent], sidecars: [log-agent]}", "{run: {}}",
							"colocated-container")
						.replace("- name: log-agent\n", "- name: log-agent\n  image: fluent/fluent-bit:3\n")))
				.isEmpty();
		}

	}

}
