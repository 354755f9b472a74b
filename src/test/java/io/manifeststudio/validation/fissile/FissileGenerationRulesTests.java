package io.manifeststudio.validation.fissile;

import java.util.List;

import org.junit.jupiter.api.Test;

import io.manifeststudio.manifest.model.FissileGeneration;
import io.manifeststudio.manifest.model.ManifestCodec;
import io.manifeststudio.validation.Finding;
import io.manifeststudio.validation.ManifestValidator;
import io.manifeststudio.validation.Severity;
import io.manifeststudio.validation.studio.StudioRules;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The rules and wording that differ between fissile generations, and the finding that
 * names the generation.
 */
class FissileGenerationRulesTests {

	private static final ManifestValidator VALIDATOR = ManifestValidator
		.of(List.of(new FissileRules(), new StudioRules()));

	private static final String V2_VARIABLES = "variables:\n- name: FOO\n  options: {}\n";

	/** A v2 manifest (run settings on the group) with one group. */
	private static String v2(String group) {
		return "instance_groups:\n- name: g\n" + group.indent(2) + "  jobs: []\n" + V2_VARIABLES;
	}

	/**
	 * A v3 manifest with one bosh group whose job has the given bosh_containerization.
	 */
	private static String v3(String containerization) {
		return "instance_groups:\n- name: g\n  jobs:\n  - name: tor\n    release: tor\n    properties:\n"
				+ "      bosh_containerization:\n" + containerization.indent(8) + V2_VARIABLES;
	}

	private static List<String> messages(String yaml, FissileGeneration generation, String rule) {
		return findings(yaml, generation).stream()
			.filter((finding) -> finding.rule().equals(rule))
			.map(Finding::message)
			.toList();
	}

	private static List<Finding> findings(String yaml, FissileGeneration generation) {
		return VALIDATOR.validate(new ManifestCodec().read(yaml), generation).findings();
	}

	@Test
	void headlessIsATagUpToFissile6AndUnknownFromFissile7() {
		String v2 = v2("tags: [headless]\nrun: {scaling: {min: 1}}");
		assertThat(messages(v2, null, "FISSILE-13")).isEmpty();
		assertThat(messages(v2, FissileGeneration.FISSILE_7_FINAL, "FISSILE-13"))
			.containsExactly("instance_groups[g].tags[0]: Invalid value: \"headless\": Unknown tag");
		String v3 = "instance_groups:\n- name: g\n  tags: [headless]\n  jobs:\n  - name: tor\n    release: tor\n"
				+ "    properties:\n      bosh_containerization:\n        run: {}\n";
		assertThat(messages(v3, null, "FISSILE-13"))
			.containsExactly("instance_groups[g].tags[0]: Invalid value: \"headless\": Unknown tag");
	}

	@Test
	void fissile6RefusesHeadlessActivePassiveInItsWords() {
		String yaml = v2("tags: [headless, active-passive]\nrun: {active-passive-probe: x}");
		assertThat(messages(yaml, null, "FISSILE-14")).containsExactly(
				"instance_groups[g].tags[1]: Invalid value: \"active-passive\": headless instance groups may not be active-passive");
	}

	@Test
	void dockerGroupsUpToFissile6() {
		String yaml = v2("type: docker\nrun: {}");
		assertThat(messages(yaml, null, "FISSILE-5")).isEmpty();
		String v3 = "instance_groups:\n- name: g\n  type: docker\n  jobs:\n  - name: tor\n    release: tor\n"
				+ "    properties:\n      bosh_containerization:\n        run: {}\n";
		assertThat(messages(v3, null, "FISSILE-5")).containsExactly(
				"instance_groups[g].type: Invalid value: \"docker\": Expected one of bosh, bosh-task, or colocated-container");
	}

	@Test
	void descriptionsAreRequiredFromFissile7() {
		assertThat(messages(v2("run: {}"), null, "FISSILE-55")).isEmpty();
		assertThat(messages(v3("run: {}"), null, "FISSILE-55"))
			.containsExactly("FOO: Required value: Description is required");
		assertThat(messages(v3("run: {}"), FissileGeneration.FISSILE_7, "FISSILE-55"))
			.containsExactly("FOO: Required value: Description is required");
	}

	@Test
	void jobPodSecurityPolicyIsReadUntilMay2019() {
		String privileged = v3("pod-security-policy: privileged\nrun: {}");
		assertThat(messages(privileged, null, "STUDIO-UNKNOWN-KEY")).isEmpty();
		assertThat(messages(privileged, null, "FISSILE-PSP")).isEmpty();
		assertThat(messages(privileged, FissileGeneration.FISSILE_7_FINAL, "STUDIO-UNKNOWN-KEY")).containsExactly(
				"instance_groups[g].jobs[tor].properties.bosh_containerization: Unsupported value: \"pod-security-policy\": fissile no longer reads pod-security-policy here (removed in May 2019)");
		String wrong = v3("pod-security-policy: root\nrun: {}");
		assertThat(messages(wrong, null, "FISSILE-PSP")).containsExactly(
				"instance_groups[g].jobs[tor].properties.bosh_containerization.pod-security-policy: Invalid value: \"root\": Expected one of: nonprivileged, privileged");
		assertThat(messages(wrong, FissileGeneration.FISSILE_7_FINAL, "FISSILE-PSP")).isEmpty();
	}

	@Test
	void minZeroIsRaisedToOneOnlyFromApril2019() {
		String yaml = v3("run: {scaling: {min: 0, max: 1}}");
		assertThat(messages(yaml, FissileGeneration.FISSILE_7, "STUDIO-SCALING")).isEmpty();
		assertThat(messages(yaml, FissileGeneration.FISSILE_7_FINAL, "STUDIO-SCALING")).containsExactly(
				"instance_groups[g].run.scaling.min: Invalid value: 0: fissile raises min to 1: it merges scaling across jobs starting from 1");
		String unsetHa = v3("run: {scaling: {min: 3, max: 5}}");
		assertThat(messages(unsetHa, FissileGeneration.FISSILE_7, "STUDIO-SCALING")).isEmpty();
		assertThat(messages(unsetHa, FissileGeneration.FISSILE_7_FEATURES, "STUDIO-SCALING")).hasSize(1);
	}

	@Test
	void everyColocatedContainerMountsEverySharedVolumeBeforeApril2019() {
		String yaml = "instance_groups:\n- name: main\n  jobs:\n  - name: tor\n    release: tor\n    properties:\n"
				+ "      bosh_containerization:\n        colocated_containers: [a, b]\n"
				+ "        run:\n          volumes: [{type: emptyDir, tag: shared, path: /s}]\n"
				+ colocated("a", "{volumes: [{type: emptyDir, tag: shared, path: /s}]}") + colocated("b", "{}");
		assertThat(messages(yaml, FissileGeneration.FISSILE_7_FINAL, "FISSILE-54")).isEmpty();
		assertThat(messages(yaml, FissileGeneration.FISSILE_7, "FISSILE-54")).containsExactly(
				"instance_group[main]: Required value: container must use shared volumes of the main instance group: shared");
	}

	private static String colocated(String name, String run) {
		return "- name: " + name + "\n  type: colocated-container\n  jobs:\n  - name: tor\n    release: tor\n"
				+ "    properties:\n      bosh_containerization:\n        run: " + run + "\n";
	}

	@Test
	void saysWhichGenerationItFollowedAndWhy() {
		List<Finding> inferred = findings(v2("run: {}"), null).stream()
			.filter((finding) -> finding.rule().equals("FISSILE-GENERATION"))
			.toList();
		assertThat(inferred).singleElement().satisfies((finding) -> {
			assertThat(finding.severity()).isEqualTo(Severity.INFO);
			assertThat(finding.message()).startsWith("rules of fissile-6 (fissile 6.0.0 and 7.0.0")
				.contains("run settings on the groups");
		});
		assertThat(messages(v3("run: {}"), FissileGeneration.FISSILE_7, "FISSILE-GENERATION")).singleElement()
			.satisfies((message) -> assertThat(message).startsWith("rules of fissile-7 (")
				.endsWith("chosen for this manifest"));
	}

}
