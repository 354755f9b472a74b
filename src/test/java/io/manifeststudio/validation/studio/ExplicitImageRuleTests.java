package io.manifeststudio.validation.studio;

import org.junit.jupiter.api.Test;

import io.manifeststudio.validation.Severity;

import static org.assertj.core.api.Assertions.assertThat;

class ExplicitImageRuleTests {

	private final ExplicitImageRule rule = new ExplicitImageRule();

	@Test
	void groupWithoutJobsCannotBeBuiltByFissile() {
		assertThat(StudioRuleTesting.findings(this.rule, """
				instance_groups:
				- name: envoy
				  type: colocated-container
				  image: envoyproxy/envoy:v1.30.1
				""")).singleElement().satisfies((finding) -> {
			assertThat(finding.severity()).isEqualTo(Severity.WARNING);
			assertThat(finding.message()).isEqualTo("instance_groups[envoy].image: Invalid value: "
					+ "\"envoyproxy/envoy:v1.30.1\": fissile cannot build this instance group: it has no BOSH jobs, and "
					+ "fissile ignores image");
			assertThat(finding.line()).isEqualTo(4);
		});
	}

	@Test
	void groupWithJobsAndAnImageIsInfo() {
		assertThat(StudioRuleTesting.findings(this.rule, """
				instance_groups:
				- name: web
				  image: nginx:1.27
				  jobs: [{name: nginx, release: r, properties: {bosh_containerization: {run: {}}}}]
				""")).singleElement().satisfies((finding) -> {
			assertThat(finding.severity()).isEqualTo(Severity.INFO);
			assertThat(finding.message())
				.isEqualTo("instance_groups[web].image: Invalid value: \"nginx:1.27\": fissile "
						+ "ignores image and builds this instance group from its BOSH jobs");
		});
	}

	@Test
	void groupsWithoutImageAreFine() {
		assertThat(StudioRuleTesting.findings(this.rule, """
				instance_groups:
				- name: web
				  jobs: [{name: nginx, release: r, properties: {bosh_containerization: {run: {}}}}]
				""")).isEmpty();
	}

}
