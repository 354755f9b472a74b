package io.manifeststudio.validation.studio;

import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

import io.manifeststudio.validation.Finding;
import io.manifeststudio.validation.Severity;

import static org.assertj.core.api.Assertions.assertThat;

class ColocatedVolumeRuleTests {

	private final ColocatedVolumeRule rule = new ColocatedVolumeRule();

	private static String manifest(String mainVolumes, String sideVolumes) {
		return """
				instance_groups:
				- name: main
				  jobs:
				  - name: web
				    release: r
				    properties:
				      bosh_containerization:
				        colocated_containers: [side]
				        run:
				          volumes: %s
				- name: side
				  type: colocated-container
				  jobs:
				  - name: agent
				    release: r
				    properties:
				      bosh_containerization:
				        run:
				          volumes: %s
				""".formatted(mainVolumes, sideVolumes);
	}

	@Nested
	class Failing {

		@Test
		void emptyDirTagTheMainGroupLacks() {
			assertThat(
					StudioRuleTesting.findings(ColocatedVolumeRuleTests.this.rule,
							manifest("[{type: emptyDir, tag: logs, path: /var/vcap/sys/log}]",
									"[{type: emptyDir, tag: data, path: /data}]")))
				.singleElement()
				.satisfies((finding) -> {
					assertThat(finding.severity()).isEqualTo(Severity.ERROR);
					assertThat(finding.message()).isEqualTo("instance_groups[side].run.volumes[data]: Invalid value: "
							+ "\"data\": colocated instance group mounts the emptyDir volume with tag data, which the "
							+ "pod's main instance group does not declare: main");
					assertThat(finding.line()).isEqualTo(19);
					assertThat(finding.subject()).isEqualTo("side");
				});
		}

		@Test
		void persistentVolumeOfItsOwn() {
			assertThat(StudioRuleTesting.messages(ColocatedVolumeRuleTests.this.rule,
					manifest("[]", "[{type: persistent, tag: store, path: /store, size: 5}]")))
				.containsExactly("instance_groups[side].run.volumes[store]: Invalid value: \"store\": colocated "
						+ "instance group mounts the persistent volume with tag store, which the pod's main instance "
						+ "group does not declare: main");
		}

		@Test
		void hostVolumeOnAColocatedContainerNoPodPlaces() {
			String yaml = """
					instance_groups:
					- name: side
					  type: colocated-container
					  jobs:
					  - name: agent
					    release: r
					    properties:
					      bosh_containerization:
					        run:
					          volumes: [{type: host, tag: cgroup, path: /sys/fs/cgroup}]
					""";
			assertThat(StudioRuleTesting.messages(ColocatedVolumeRuleTests.this.rule, yaml)).containsExactly(
					"instance_groups[side].run.volumes[cgroup]: Invalid value: \"host\": a colocated container cannot "
							+ "have host volumes of its own: only the main instance group's volumes become pod "
							+ "volumes and claims");
		}

		@Test
		void tagOfAnotherTypeInTheMainGroupIsAWarning() {
			assertThat(StudioRuleTesting.findings(ColocatedVolumeRuleTests.this.rule,
					manifest("[{type: persistent, tag: data, path: /data, size: 1}]",
							"[{type: emptyDir, tag: data, path: /data}]")))
				.singleElement()
				.extracting(Finding::severity)
				.isEqualTo(Severity.WARNING);
		}

	}

	@Nested
	class Passing {

		@Test
		void emptyDirSharedWithTheMainGroup() {
			assertThat(StudioRuleTesting.findings(ColocatedVolumeRuleTests.this.rule, manifest(
					"[{type: emptyDir, tag: data, path: /data}]", "[{type: emptyDir, tag: data, path: /data}]")))
				.isEmpty();
		}

		@Test
		void volumeTypeNoneIsLeftToItsOwnRule() {
			assertThat(StudioRuleTesting.findings(ColocatedVolumeRuleTests.this.rule,
					manifest("[]", "[{type: none, tag: x, path: /x}]")))
				.isEmpty();
		}

	}

}
