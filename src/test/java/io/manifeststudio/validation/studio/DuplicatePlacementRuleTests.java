package io.manifeststudio.validation.studio;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class DuplicatePlacementRuleTests {

	private final DuplicatePlacementRule rule = new DuplicatePlacementRule();

	@Test
	void containerListedTwiceAcrossJobsIsReportedAtTheSecondEntry() {
		assertThat(StudioRuleTesting.findings(this.rule, """
				instance_groups:
				- name: main
				  jobs:
				  - name: web
				    release: r
				    properties:
				      bosh_containerization:
				        colocated_containers: [side]
				        run: {}
				  - name: api
				    release: r
				    properties:
				      bosh_containerization:
				        colocated_containers: [side]
				- name: side
				  type: colocated-container
				  jobs: [{name: agent, release: r, properties: {bosh_containerization: {run: {}}}}]
				""")).singleElement().satisfies((finding) -> {
			assertThat(finding.message())
				.isEqualTo("instance_groups[main].colocated_containers[1]: Duplicate value: \"side\"");
			assertThat(finding.line()).isEqualTo(14);
			assertThat(finding.isError()).isTrue();
		});
	}

	@Test
	void distinctContainersAreFine() {
		assertThat(StudioRuleTesting.findings(this.rule, """
				roles:
				- name: main
				  jobs: [{name: web, release_name: r}]
				  run: {}
				  colocated_containers: [a, b]
				""")).isEmpty();
	}

}
