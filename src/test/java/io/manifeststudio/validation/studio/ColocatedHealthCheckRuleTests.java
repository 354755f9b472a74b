package io.manifeststudio.validation.studio;

import java.util.List;

import org.junit.jupiter.api.Test;

import io.manifeststudio.validation.Finding;
import io.manifeststudio.validation.Severity;

import static org.assertj.core.api.Assertions.assertThat;

class ColocatedHealthCheckRuleTests {

	private final ColocatedHealthCheckRule rule = new ColocatedHealthCheckRule();

	@Test
	void colocatedContainerWithHealthCheckIsAClearErrorAtTheHealthCheck() {
		List<Finding> findings = StudioRuleTesting.findings(this.rule, """
				instance_groups:
				- name: main
				  jobs:
				  - name: web
				    release: r
				    properties:
				      bosh_containerization:
				        colocated_containers: [side]
				        run: {}
				- name: side
				  type: colocated-container
				  jobs:
				  - name: agent
				    release: r
				    properties:
				      bosh_containerization:
				        run:
				          healthcheck:
				            readiness:
				              command: [/bin/true]
				""");
		assertThat(findings).singleElement().satisfies((finding) -> {
			assertThat(finding.rule()).isEqualTo("STUDIO-COLOCATED-HEALTHCHECK");
			assertThat(finding.severity()).isEqualTo(Severity.ERROR);
			assertThat(finding.message()).isEqualTo("instance_groups[side].run.healthcheck: Forbidden: "
					+ "colocated-container instance groups cannot have health checks (fissile panics: Unexpected role "
					+ "type colocated-container in instance group side)");
			assertThat(finding.subject()).isEqualTo("side");
			assertThat(finding.line()).isEqualTo(18);
			assertThat(finding.column()).isEqualTo(11);
			assertThat(finding.hint()).isNotBlank();
		});
	}

	@Test
	void legacyRoleWithHealthCheckIsReportedWithRolesPath() {
		assertThat(StudioRuleTesting.messages(this.rule, """
				roles:
				- name: side
				  type: colocated-container
				  jobs: [{name: agent, release_name: r}]
				  run:
				    healthcheck:
				      liveness: {command: [/bin/true]}
				""")).singleElement().asString().startsWith("roles[side].run.healthcheck: Forbidden:");
	}

	@Test
	void healthCheckOnTheMainGroupIsFine() {
		assertThat(StudioRuleTesting.findings(this.rule, """
				instance_groups:
				- name: main
				  jobs:
				  - name: web
				    release: r
				    properties:
				      bosh_containerization:
				        run:
				          healthcheck:
				            readiness: {command: [/bin/true]}
				- name: side
				  type: colocated-container
				  jobs:
				  - name: agent
				    release: r
				    properties: {bosh_containerization: {run: {}}}
				""")).isEmpty();
	}

}
