package io.manifeststudio.manifest;

import org.junit.jupiter.api.Test;

import io.manifeststudio.manifest.model.ManifestCodec;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The pods whose cards show a change: the pods whose own group or placed groups changed,
 * not the other pods that place a container it moved (the pods their chips' "Move to…"
 * menus offer come once per container, beside the cards).
 */
class AffectedPodsTests {

	/** agent is placed in a and b; c places nothing. */
	static final String BEFORE = """
			instance_groups:
			- name: a
			  jobs: [{name: a, release: r}]
			  colocated_containers: [agent]
			- name: b
			  jobs: [{name: b, release: r}]
			  colocated_containers: [agent, other]
			- name: c
			  jobs: [{name: c, release: r}]
			- name: agent
			  type: colocated-container
			  jobs: [{name: agent, release: r}]
			- name: other
			  type: colocated-container
			  jobs: [{name: other, release: r}]
			""";

	private final ManifestCodec codec = new ManifestCodec();

	@Test
	void aMoveAffectsItsTwoPodsNotTheOtherPodsThatPlaceTheContainer() {
		String after = BEFORE
			.replace("- name: a\n  jobs: [{name: a, release: r}]\n  colocated_containers: [agent]\n",
					"- name: a\n  jobs: [{name: a, release: r}]\n")
			.replace("- name: c\n  jobs: [{name: c, release: r}]\n",
					"- name: c\n  jobs: [{name: c, release: r}]\n  colocated_containers: [agent]\n");
		assertThat(after).isNotEqualTo(BEFORE);

		assertThat(AffectedPods.between(this.codec.read(BEFORE), this.codec.read(after))).containsExactly("a", "c");
		assertThat(AffectedPods.between(this.codec.read(after), this.codec.read(BEFORE))).as("its undo")
			.containsExactly("a", "c");
	}

	@Test
	void aChangeOfAGroupsSettingsAffectsOnlyThePodsThatShowIt() {
		String after = BEFORE.replace("- name: c\n  jobs: [{name: c, release: r}]\n",
				"- name: c\n  jobs: [{name: c, release: r}]\n  run: {memory: 256}\n");

		assertThat(AffectedPods.between(this.codec.read(BEFORE), this.codec.read(after))).containsExactly("c");
	}

	@Test
	void aRenamedPodIsAddedUnderItsNewNameAndItsUndoAddsTheOldOneBack() {
		String after = BEFORE.replace("- name: c\n", "- name: d\n");

		assertThat(AffectedPods.between(this.codec.read(BEFORE), this.codec.read(after))).containsExactly("d", "c");
		assertThat(AffectedPods.added(this.codec.read(BEFORE), this.codec.read(after))).containsExactly("d");
		assertThat(AffectedPods.added(this.codec.read(after), this.codec.read(BEFORE))).as("its undo")
			.containsExactly("c");
		assertThat(AffectedPods.added(this.codec.read(BEFORE), this.codec.read(BEFORE))).isEmpty();
	}

}
