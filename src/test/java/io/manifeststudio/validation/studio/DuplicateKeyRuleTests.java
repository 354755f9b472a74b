package io.manifeststudio.validation.studio;

import org.junit.jupiter.api.Test;

import io.manifeststudio.validation.Severity;

import static org.assertj.core.api.Assertions.assertThat;

class DuplicateKeyRuleTests {

	private final DuplicateKeyRule rule = new DuplicateKeyRule();

	@Test
	void keyWrittenTwiceIsAWarningAtTheValueThatIsLost() {
		assertThat(StudioRuleTesting.findings(this.rule, """
				instance_groups:
				- name: web
				  jobs: [{name: nginx, release: r, properties: {bosh_containerization: {run: {}}}}]
				configuration:
				  templates:
				    properties.nginx.port: "80"
				    properties.nginx.host: ((HOST))
				    properties.nginx.port: "8080"
				""")).singleElement().satisfies((finding) -> {
			assertThat(finding.severity()).isEqualTo(Severity.WARNING);
			assertThat(finding.message()).isEqualTo(
					"configuration.templates[properties.nginx.port]: Duplicate value: " + "\"properties.nginx.port\"");
			assertThat(finding.line()).isEqualTo(6);
			assertThat(finding.explanation()).contains("again at line 8");
		});
	}

	@Test
	void keyInsideAGroupNamesTheGroup() {
		assertThat(StudioRuleTesting.findings(this.rule, """
				roles:
				- name: web
				  jobs: [{name: nginx, release_name: r}]
				  tags: [headless]
				  tags: []
				""")).singleElement().satisfies((finding) -> {
			assertThat(finding.message()).isEqualTo("roles[web].tags: Duplicate value: \"tags\"");
			assertThat(finding.subject()).isEqualTo("web");
		});
	}

	@Test
	void keysWrittenOnceAreFine() {
		assertThat(StudioRuleTesting.findings(this.rule, """
				instance_groups:
				- name: web
				  jobs: [{name: nginx, release: r, properties: {bosh_containerization: {run: {}}}}]
				""")).isEmpty();
	}

	@Test
	void aKeyWrittenTwiceUnderVariablesIsAnError() {
		assertThat(StudioRuleTesting.findings(this.rule, """
				instance_groups:
				- name: web
				  jobs: [{name: nginx, release: r, properties: {bosh_containerization: {run: {}}}}]
				variables:
				- name: PASSWORD
				  options:
				    secret: false
				    default: hunter2
				    secret: true
				- name: TOKEN
				  options:
				    default: abc
				  options:
				    secret: true
				""")).hasSize(2).allSatisfy((finding) -> {
			assertThat(finding.severity()).isEqualTo(Severity.ERROR);
			assertThat(finding.explanation()).contains("Under variables this is an error");
		});
	}

	@Test
	void aKeyWrittenTwiceUnderLegacyVariablesIsAnError() {
		assertThat(StudioRuleTesting.findings(this.rule, """
				roles:
				- name: web
				  jobs: [{name: nginx, release_name: r}]
				configuration:
				  variables:
				  - name: PASSWORD
				    secret: false
				    secret: true
				""")).singleElement().satisfies((finding) -> assertThat(finding.severity()).isEqualTo(Severity.ERROR));
	}

}
