package io.manifeststudio.validation.studio;

import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

import io.manifeststudio.validation.Severity;

import static org.assertj.core.api.Assertions.assertThat;

class UnknownKeyRuleTests {

	private final UnknownKeyRule rule = new UnknownKeyRule();

	@Nested
	class Failing {

		@Test
		void tagForTagsWithDidYouMeanAtTheKey() {
			assertThat(StudioRuleTesting.findings(UnknownKeyRuleTests.this.rule, """
					roles:
					- name: loggregator
					  jobs: [{name: doppler, release_name: loggregator}]
					  tag:
					  - headless
					""")).singleElement().satisfies((finding) -> {
				assertThat(finding.severity()).isEqualTo(Severity.WARNING);
				assertThat(finding.message()).isEqualTo("roles[loggregator]: Unsupported value: \"tag\": unknown role "
						+ "key, fissile ignores it; did you mean \"tags\"?");
				assertThat(finding.line()).isEqualTo(4);
				assertThat(finding.column()).isEqualTo(3);
				assertThat(finding.subject()).isEqualTo("loggregator");
				assertThat(finding.hint()).isEqualTo("Rename tag to tags.");
			});
		}

		@Test
		void misspeltRunKeysInV3() {
			assertThat(StudioRuleTesting.messages(UnknownKeyRuleTests.this.rule, """
					instance_groups:
					- name: web
					  jobs:
					  - name: nginx
					    release: r
					    properties:
					      bosh_containerization:
					        colocated_container: [side]
					        run:
					          memmory: 256
					          scaling: {min: 1, must-be-odd: true}
					""")).containsExactly(
					"instance_groups[web].jobs[nginx].properties.bosh_containerization: Unsupported value: "
							+ "\"colocated_container\": unknown bosh_containerization key, fissile ignores it; did you "
							+ "mean \"colocated_containers\"?",
					"instance_groups[web].jobs[nginx].properties.bosh_containerization.run: Unsupported value: "
							+ "\"memmory\": unknown run key, fissile ignores it; did you mean \"memory\"?",
					"instance_groups[web].jobs[nginx].properties.bosh_containerization.run.scaling: Unsupported value: "
							+ "\"must-be-odd\": unknown scaling key, fissile ignores it; did you mean \"must_be_odd\"?");
		}

		@Test
		void groupLevelRunInV3IsIgnoredByFissile() {
			assertThat(StudioRuleTesting.messages(UnknownKeyRuleTests.this.rule, """
					instance_groups:
					- name: web
					  run: {memory: 128}
					  jobs: [{name: nginx, release: r, properties: {bosh_containerization: {run: {}}}}]
					"""))
				.containsExactly("instance_groups[web]: Unsupported value: \"run\": fissile of this format ignores "
						+ "run on the instance group; it belongs under jobs[].properties.bosh_containerization.run");
		}

		@Test
		void misplacedKeysSayWhereTheyBelong() {
			assertThat(StudioRuleTesting.messages(UnknownKeyRuleTests.this.rule, """
					roles:
					- name: cell
					  jobs: [{name: rep, release_name: diego}]
					  affinity: {podAntiAffinity: {}}
					  run:
					    healthcheck:
					      command: [/bin/ready]
					""")).containsExactly(
					"roles[cell]: Unsupported value: \"affinity\": fissile ignores affinity here; it belongs under run",
					"roles[cell].run.healthcheck: Unsupported value: \"command\": fissile ignores command directly under "
							+ "healthcheck; it belongs under readiness or liveness");
		}

		@Test
		void releaseNameInTheCurrentFormat() {
			assertThat(StudioRuleTesting.messages(UnknownKeyRuleTests.this.rule, """
					instance_groups:
					- name: web
					  jobs: [{name: nginx, release_name: r, properties: {bosh_containerization: {run: {}}}}]
					"""))
				.containsExactly("instance_groups[web].jobs[nginx]: Unsupported value: \"release_name\": fissile "
						+ "of this format reads release; release_name was the roles: format's key");
		}

		@Test
		void unknownTopLevelKeyWithoutSuggestion() {
			assertThat(StudioRuleTesting.messages(UnknownKeyRuleTests.this.rule, """
					instance_groups: []
					light_opinions: {}
					"""))
				.containsExactly("Unsupported value: \"light_opinions\": unknown top level key, fissile ignores it");
		}

	}

	@Nested
	class Passing {

		@Test
		void everyKnownKeyOfTheCurrentFormat() {
			assertThat(StudioRuleTesting.findings(UnknownKeyRuleTests.this.rule, """
					releases:
					- {name: r, url: "https://example.org/r.tgz", version: "1", sha1: abc}
					instance_groups:
					- name: web
					  description: the web
					  type: bosh
					  tags: [sequential-startup]
					  scripts: [scripts/a.sh]
					  environment_scripts: [scripts/env.sh]
					  post_config_scripts: [scripts/post.sh]
					  default_feature: web
					  image: nginx:1.27
					  configuration:
					    templates:
					      properties.any.key: ((VAR))
					  jobs:
					  - name: nginx
					    release: r
					    provides: {web: {as: www, shared: true}}
					    consumes: {db: {from: database}, other: {ignore: true}}
					    properties:
					      nginx: {any: {free: form}}
					      bosh_containerization:
					        colocated_containers: [side]
					        sidecars: [side]
					        service_name: www
					        ports:
					        - {name: http, protocol: TCP, internal: 80, external: 80, count: 1, max: 1, public: true,
					           port-configurable: false, count-configurable: false}
					        run:
					          scaling: {min: 1, max: 3, ha: 2, must_be_odd: true}
					          capabilities: [NET_ADMIN]
					          privileged: false
					          memory: 128
					          mem: {request: 128, limit: 256}
					          virtual-cpus: 1
					          cpu: {request: 1, limit: 2}
					          flight-stage: flight
					          active-passive-probe: /bin/true
					          service-account: web
					          affinity: {podAntiAffinity: {anything: {goes: here}}}
					          volumes: [{type: persistent, path: /data, tag: data, size: 1, annotations: {a: b}}]
					          persistent-volumes: [{path: /p, tag: p, size: 1}]
					          shared-volumes: [{path: /s, tag: s, size: 1}]
					          healthcheck:
					            readiness: {command: [/bin/true], initial_delay: 1, period: 2, timeout: 3,
					                        success_threshold: 1, failure_threshold: 3}
					            liveness: {url: "http://container-ip/", headers: {X-Any: y}, port: 0}
					configuration:
					  templates: {properties.x: ((VAR))}
					  auth:
					    roles: {r: [{apiGroups: [""], resources: [pods], resourceNames: [p], verbs: [get]}]}
					    cluster-roles: {c: [{apiGroups: [""], resources: [nodes], verbs: [get]}]}
					    pod-security-policies: {p: {any: thing}}
					    accounts: {web: {roles: [r], cluster-roles: [c]}}
					variables:
					- name: VAR
					  type: certificate
					  options: {description: d, default: x, example: y, type: user, internal: true, secret: true,
					            required: true, immutable: true, imagename: false, previous_names: [OLD], is_ca: false,
					            role_name: web, alternative_names: [a], ca: CA_CERT}
					""")).isEmpty();
		}

		@Test
		void runOnTheGroupInTheInstanceGroupsFormatOfFissile6And7() {
			assertThat(StudioRuleTesting.findings(UnknownKeyRuleTests.this.rule, """
					instance_groups:
					- name: web
					  jobs: [{name: nginx, release: r}]
					  colocated_containers: [side]
					  sidecars: [side]
					  run:
					    scaling: {min: 1, max: 2}
					    exposed-ports: [{name: http, protocol: TCP, internal: 80}]
					variables:
					- {name: A, options: {description: d}}
					""")).isEmpty();
		}

		@Test
		void legacyKeysOfTheRolesFormat() {
			assertThat(StudioRuleTesting.findings(UnknownKeyRuleTests.this.rule, """
					roles:
					- name: web
					  jobs: [{name: nginx, release_name: r, provides: {web: {}}}]
					  colocated_containers: [side]
					  run:
					    env: [A=b]
					    object-annotations: {helm.sh/hook: post-install}
					    exposed-ports: [{name: http, protocol: TCP, internal: 80}]
					configuration:
					  variables:
					  - name: PASSWORD
					    description: d
					    generator: {id: p, type: Password, value_type: password, role_name: web, subject_names: [x]}
					""")).isEmpty();
		}

	}

}
