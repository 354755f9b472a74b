package io.manifeststudio.validation.studio;

import org.junit.jupiter.api.Test;

import io.manifeststudio.validation.Severity;

import static org.assertj.core.api.Assertions.assertThat;

class NestedColocationRuleTests {

	private final NestedColocationRule rule = new NestedColocationRule();

	@Test
	void colocatedContainerPlacingAnotherIsAWarning() {
		assertThat(StudioRuleTesting.findings(this.rule,
				"""
						instance_groups:
						- name: main
						  jobs: [{name: web, release: r, properties: {bosh_containerization: {run: {}, colocated_containers: [outer]}}}]
						- name: outer
						  type: colocated-container
						  jobs: [{name: a, release: r, properties: {bosh_containerization: {run: {}, colocated_containers: [inner]}}}]
						- name: inner
						  type: colocated-container
						  jobs: [{name: b, release: r, properties: {bosh_containerization: {run: {}}}}]
						"""))
			.singleElement()
			.satisfies((finding) -> {
				assertThat(finding.severity()).isEqualTo(Severity.WARNING);
				assertThat(finding.message())
					.isEqualTo("instance_groups[outer].colocated_containers[0]: Invalid value: "
							+ "\"inner\": a colocated container cannot place containers of its own; they are never rendered");
				assertThat(finding.subject()).isEqualTo("outer");
			});
	}

	@Test
	void mainGroupPlacingContainersIsFine() {
		assertThat(StudioRuleTesting.findings(this.rule,
				"""
						instance_groups:
						- name: main
						  jobs: [{name: web, release: r, properties: {bosh_containerization: {run: {}, colocated_containers: [outer, inner]}}}]
						- name: outer
						  type: colocated-container
						  jobs: [{name: a, release: r, properties: {bosh_containerization: {run: {}}}}]
						- name: inner
						  type: colocated-container
						  jobs: [{name: b, release: r, properties: {bosh_containerization: {run: {}}}}]
						"""))
			.isEmpty();
	}

}
