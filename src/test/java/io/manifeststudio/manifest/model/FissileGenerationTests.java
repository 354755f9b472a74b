package io.manifeststudio.manifest.model;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Which fissile generation a manifest's format and content point to, and the ids users
 * type.
 */
class FissileGenerationTests {

	private static final ManifestCodec CODEC = new ManifestCodec();

	private static FissileGeneration.Choice infer(String yaml) {
		return FissileGeneration.infer(CODEC.read(yaml));
	}

	private static String v3(String groupExtra, String containerization) {
		return "instance_groups:\n- name: g\n" + groupExtra + "  jobs:\n  - name: tor\n    release: tor\n"
				+ "    properties:\n      bosh_containerization:\n        run: {scaling: {min: 1}}\n"
				+ containerization;
	}

	@Test
	void rolesFormatIsFissile5() {
		FissileGeneration.Choice choice = infer("roles:\n- name: r\n  run: {}\n");
		assertThat(choice.generation()).isEqualTo(FissileGeneration.FISSILE_5);
		assertThat(choice.chosen()).isFalse();
		assertThat(choice.reason()).contains("roles:");
	}

	@Test
	void runSettingsOnTheGroupAreFissile6() {
		FissileGeneration.Choice choice = infer(
				"instance_groups:\n- name: g\n  run: {scaling: {min: 0}}\n  jobs: []\n");
		assertThat(choice.generation()).isEqualTo(FissileGeneration.FISSILE_6);
		assertThat(choice.reason()).contains("run settings on the groups");
	}

	@Test
	void jobPodSecurityPolicyIsFissile7() {
		FissileGeneration.Choice choice = infer(v3("", "        pod-security-policy: privileged\n"));
		assertThat(choice.generation()).isEqualTo(FissileGeneration.FISSILE_7);
		assertThat(choice.reason()).contains("pod-security-policy");
	}

	@Test
	void jobPodSecurityPolicyWithFeatureFlagsIsFissile7Features() {
		FissileGeneration.Choice choice = infer(
				v3("  if_feature: extra\n", "        pod-security-policy: privileged\n"));
		assertThat(choice.generation()).isEqualTo(FissileGeneration.FISSILE_7_FEATURES);
		assertThat(choice.reason()).contains("feature flags");
	}

	@Test
	void otherV3ManifestsGetTheLastFissile() {
		assertThat(infer(v3("", "")).generation()).isEqualTo(FissileGeneration.FISSILE_7_FINAL);
		assertThat(infer(v3("  default_feature: extra\n", "")).generation())
			.isEqualTo(FissileGeneration.FISSILE_7_FINAL);
	}

	@Test
	void aChoiceWinsOverInference() {
		RoleManifest manifest = CODEC.read(v3("", "        pod-security-policy: privileged\n"));
		FissileGeneration.Choice choice = FissileGeneration.resolve(manifest, FissileGeneration.FISSILE_7_FINAL);
		assertThat(choice.generation()).isEqualTo(FissileGeneration.FISSILE_7_FINAL);
		assertThat(choice.chosen()).isTrue();
		assertThat(FissileGeneration.resolve(manifest, null).generation()).isEqualTo(FissileGeneration.FISSILE_7);
	}

	@Test
	void idsAndEras() {
		assertThat(FissileGeneration.ids()).containsExactly("fissile-0.12", "fissile-4", "fissile-5.0", "fissile-5.1",
				"fissile-5.2", "fissile-5", "fissile-6", "fissile-7", "fissile-7-features", "fissile-7-final");
		assertThat(FissileGeneration.forEra(FormatEra.V1_ROLES)).containsExactly(FissileGeneration.FISSILE_0_12,
				FissileGeneration.FISSILE_4, FissileGeneration.FISSILE_5_0, FissileGeneration.FISSILE_5_1,
				FissileGeneration.FISSILE_5_2, FissileGeneration.FISSILE_5);
		assertThat(FissileGeneration.fromId(" Fissile-7 ")).contains(FissileGeneration.FISSILE_7);
		assertThat(FissileGeneration.fromId("fissile-8")).isEmpty();
		assertThat(FissileGeneration.fromId(null)).isEmpty();
		assertThat(FissileGeneration.forEra(FormatEra.V3_JOB_PROPERTIES)).containsExactly(FissileGeneration.FISSILE_7,
				FissileGeneration.FISSILE_7_FEATURES, FissileGeneration.FISSILE_7_FINAL);
		assertThat(FissileGeneration.forEra(FormatEra.V2_INSTANCE_GROUPS)).containsExactly(FissileGeneration.FISSILE_6);
	}

}
