package io.manifeststudio.validation.studio;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class VolumeTypeNoneRuleTests {

	private final VolumeTypeNoneRule rule = new VolumeTypeNoneRule();

	@Test
	void volumeOfTypeNoneIsAnError() {
		assertThat(StudioRuleTesting.findings(this.rule, """
				instance_groups:
				- name: main
				  jobs:
				  - name: web
				    release: r
				    properties:
				      bosh_containerization:
				        run:
				          volumes:
				          - {type: none, tag: scratch, path: /scratch}
				""")).singleElement().satisfies((finding) -> {
			assertThat(finding.message()).isEqualTo("instance_groups[main].run.volumes[scratch]: Invalid value: "
					+ "\"none\": a volume of type none is mounted at /scratch with no pod volume behind it");
			assertThat(finding.line()).isEqualTo(10);
			assertThat(finding.column()).isEqualTo(14);
			assertThat(finding.isError()).isTrue();
		});
	}

	@Test
	void otherVolumeTypesAreFine() {
		assertThat(StudioRuleTesting.findings(this.rule, """
				roles:
				- name: main
				  jobs: [{name: web, release_name: r}]
				  run:
				    volumes:
				    - {type: emptyDir, tag: scratch, path: /scratch}
				    - {type: persistent, tag: store, path: /store, size: 1}
				""")).isEmpty();
	}

}
