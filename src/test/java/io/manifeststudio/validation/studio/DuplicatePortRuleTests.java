package io.manifeststudio.validation.studio;

import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class DuplicatePortRuleTests {

	private final DuplicatePortRule rule = new DuplicatePortRule();

	@Nested
	class Failing {

		@Test
		void samePublishedPortTwiceInAGroupWithoutColocatedContainers() {
			assertThat(StudioRuleTesting.messages(DuplicatePortRuleTests.this.rule, """
					instance_groups:
					- name: main
					  jobs:
					  - name: web
					    release: r
					    properties:
					      bosh_containerization:
					        run: {}
					        ports: [{name: http, protocol: TCP, internal: 8080, external: 80}]
					  - name: api
					    release: r
					    properties:
					      bosh_containerization:
					        ports: [{name: api, protocol: TCP, internal: 9090, external: 80}]
					""")).containsExactly("instance_groups[main].jobs[api].properties.bosh_containerization."
					+ "ports[api].external: Invalid value: \"TCP/80\": port collision, the same protocol/port is used "
					+ "by: http, api");
		}

		@Test
		void samePortNameTwiceInOneContainer() {
			assertThat(StudioRuleTesting.messages(DuplicatePortRuleTests.this.rule, """
					roles:
					- name: main
					  jobs: [{name: web, release_name: r}]
					  run:
					    exposed-ports:
					    - {name: http, protocol: TCP, internal: 8080}
					    - {name: http, protocol: TCP, internal: 8081}
					""")).containsExactly("roles[main].run.exposed-ports[http].name: Duplicate value: \"http\"");
		}

	}

	@Nested
	class Passing {

		@Test
		void oneContainerPortPublishedOnTwoServicePortsIsFine() {
			// SCF 2.11's router publishes container port 443 as 443 and as 4443
			assertThat(StudioRuleTesting.findings(DuplicatePortRuleTests.this.rule, """
					roles:
					- name: router
					  jobs: [{name: gorouter, release_name: routing}]
					  run:
					    exposed-ports:
					    - {name: router2, protocol: TCP, internal: 443}
					    - {name: router3, protocol: TCP, internal: 443, external: 4443}
					""")).isEmpty();
		}

	}

}
