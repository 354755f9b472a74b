package io.manifeststudio.validation.studio;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class DuplicateGroupNameRuleTests {

	private final DuplicateGroupNameRule rule = new DuplicateGroupNameRule();

	@Test
	void secondGroupOfTheSameNameIsAnError() {
		assertThat(StudioRuleTesting.findings(this.rule, """
				instance_groups:
				- name: api
				  jobs: [{name: a, release: r, properties: {bosh_containerization: {run: {}}}}]
				- name: api
				  jobs: [{name: b, release: r, properties: {bosh_containerization: {run: {}}}}]
				""")).singleElement().satisfies((finding) -> {
			assertThat(finding.message()).isEqualTo("instance_groups[api].name: Duplicate value: \"api\"");
			assertThat(finding.line()).isEqualTo(4);
			assertThat(finding.isError()).isTrue();
		});
	}

	@Test
	void distinctNamesAreFine() {
		assertThat(StudioRuleTesting.findings(this.rule, """
				roles:
				- name: api
				  jobs: [{name: a, release_name: r}]
				- name: api-worker
				  jobs: [{name: b, release_name: r}]
				""")).isEmpty();
	}

}
