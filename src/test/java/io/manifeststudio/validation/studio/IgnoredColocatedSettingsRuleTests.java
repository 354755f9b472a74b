package io.manifeststudio.validation.studio;

import org.junit.jupiter.api.Test;

import io.manifeststudio.validation.Finding;
import io.manifeststudio.validation.Severity;

import static org.assertj.core.api.Assertions.assertThat;

class IgnoredColocatedSettingsRuleTests {

	private final IgnoredColocatedSettingsRule rule = new IgnoredColocatedSettingsRule();

	@Test
	void scalingAffinityServiceAccountAndFlightStageOfAColocatedContainer() {
		assertThat(StudioRuleTesting.findings(this.rule, """
				instance_groups:
				- name: side
				  type: colocated-container
				  jobs:
				  - name: agent
				    release: r
				    properties:
				      bosh_containerization:
				        run:
				          scaling: {min: 1, max: 3, ha: 2}
				          affinity: {podAntiAffinity: {}}
				          service-account: agent
				          flight-stage: pre-flight
				          memory: 64
				""")).allSatisfy((finding) -> assertThat(finding.severity()).isEqualTo(Severity.WARNING))
			.extracting(Finding::message)
			.containsExactly(
					"instance_groups[side].run.scaling: Forbidden: ignored for colocated containers: the pod's replica "
							+ "count comes from the main instance group",
					"instance_groups[side].run.affinity: Forbidden: ignored for colocated containers: the pod's affinity "
							+ "comes from the main instance group",
					"instance_groups[side].run.service-account: Forbidden: ignored for colocated containers: the pod "
							+ "runs under the main instance group's service account",
					"instance_groups[side].run.flight-stage: Forbidden: ignored for colocated containers: a colocated "
							+ "container has no workload of its own; it starts and stops with its pod");
	}

	@Test
	void resourcesOfAColocatedContainerAndScalingOfAMainGroupAreUsed() {
		assertThat(StudioRuleTesting.findings(this.rule, """
				roles:
				- name: main
				  jobs: [{name: web, release_name: r}]
				  run: {scaling: {min: 1, max: 3}, service-account: web}
				- name: side
				  type: colocated-container
				  jobs: [{name: agent, release_name: r}]
				  run: {memory: 64, virtual-cpus: 0.5, capabilities: [NET_ADMIN]}
				""")).isEmpty();
	}

}
