package io.manifeststudio.validation.studio;

import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

import io.manifeststudio.validation.Finding;
import io.manifeststudio.validation.Severity;

import static org.assertj.core.api.Assertions.assertThat;

class ScalingRuleTests {

	private final ScalingRule rule = new ScalingRule();

	private static String v3(String scaling) {
		return """
				instance_groups:
				- name: web
				  jobs:
				  - name: nginx
				    release: r
				    properties:
				      bosh_containerization:
				        run:
				          scaling: %s
				""".formatted(scaling);
	}

	@Nested
	class Failing {

		@Test
		void minAboveMaxIsAnError() {
			assertThat(StudioRuleTesting.findings(ScalingRuleTests.this.rule, v3("{min: 3, max: 2, ha: 3}")))
				.filteredOn(Finding::isError)
				.singleElement()
				.satisfies((finding) -> {
					assertThat(finding.message()).isEqualTo(
							"instance_groups[web].run.scaling.min: Invalid value: 3: must be less than or equal to max (2)");
					assertThat(finding.line()).isEqualTo(9);
				});
		}

		@Test
		void minAboveTheMaxOfOneThatFissileMergesToIsAnError() {
			assertThat(StudioRuleTesting.messages(ScalingRuleTests.this.rule, v3("{min: 2, ha: 2}"))).containsExactly(
					"instance_groups[web].run.scaling.min: Invalid value: 2: must be less than or equal to max (1)",
					"instance_groups[web].run.scaling.ha: Invalid value: 2: must be less than or equal to max (1)");
		}

		@Test
		void haAboveMaxIsAWarning() {
			assertThat(StudioRuleTesting.findings(ScalingRuleTests.this.rule, v3("{min: 1, max: 3, ha: 5}")))
				.singleElement()
				.satisfies((finding) -> {
					assertThat(finding.severity()).isEqualTo(Severity.WARNING);
					assertThat(finding.message()).isEqualTo(
							"instance_groups[web].run.scaling.ha: Invalid value: 5: must be less than or equal to max (3)");
				});
		}

		@Test
		void haBelowMinIsAWarning() {
			assertThat(StudioRuleTesting.messages(ScalingRuleTests.this.rule, v3("{min: 3, max: 5, ha: 2}")))
				.containsExactly("instance_groups[web].run.scaling.ha: Invalid value: 2: must be greater than or "
						+ "equal to min (3)");
		}

		@Test
		void unsetHaIsOneInFissileNotMin() {
			assertThat(StudioRuleTesting.messages(ScalingRuleTests.this.rule, v3("{min: 3, max: 5}")))
				.containsExactly("instance_groups[web].run.scaling.ha: Required value: fissile defaults ha to 1, not "
						+ "to min (3): with config.HA the group would run 1 replica");
		}

		@Test
		void minBelowOneIsRaisedToOneByTheMerge() {
			assertThat(StudioRuleTesting.messages(ScalingRuleTests.this.rule, v3("{min: 0, max: 1}")))
				.containsExactly("instance_groups[web].run.scaling.min: Invalid value: 0: fissile raises min to 1: it "
						+ "merges scaling across jobs starting from 1");
		}

		@Test
		void negativeMinInTheLegacyFormatIsAnError() {
			assertThat(StudioRuleTesting.findings(ScalingRuleTests.this.rule, """
					roles:
					- name: web
					  jobs: [{name: nginx, release_name: r}]
					  run:
					    scaling: {min: -1, max: 1}
					""")).singleElement().satisfies((finding) -> {
				assertThat(finding.isError()).isTrue();
				assertThat(finding.message())
					.isEqualTo("roles[web].run.scaling.min: Invalid value: -1: must be greater than or equal to 0");
			});
		}

	}

	@Nested
	class Passing {

		@Test
		void orderedScaling() {
			assertThat(StudioRuleTesting.findings(ScalingRuleTests.this.rule, v3("{min: 1, max: 3, ha: 2}"))).isEmpty();
		}

		@Test
		void legacyMinZeroLeavesTheGroupOffAndHaDefaultsToMin() {
			assertThat(StudioRuleTesting.findings(ScalingRuleTests.this.rule, """
					roles:
					- name: consul
					  jobs: [{name: consul_agent, release_name: consul}]
					  run:
					    scaling: {min: 0, max: 1}
					- name: nats
					  jobs: [{name: nats, release_name: nats}]
					  run:
					    scaling: {min: 3, max: 5}
					- name: mysql
					  jobs: [{name: mysql, release_name: mysql}]
					  run:
					    scaling: {min: 3}
					""")).isEmpty();
		}

		@Test
		void tasksAndColocatedContainersHaveNoReplicas() {
			assertThat(StudioRuleTesting.findings(ScalingRuleTests.this.rule,
					"""
							instance_groups:
							- name: tests
							  type: bosh-task
							  jobs: [{name: t, release: r, properties: {bosh_containerization: {run: {scaling: {min: 0, max: 1}}}}}]
							- name: side
							  type: colocated-container
							  jobs: [{name: s, release: r, properties: {bosh_containerization: {run: {scaling: {min: 3, max: 1}}}}}]
							"""))
				.isEmpty();
		}

	}

}
