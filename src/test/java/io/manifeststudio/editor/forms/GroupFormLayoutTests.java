package io.manifeststudio.editor.forms;

import java.util.List;

import org.junit.jupiter.api.Test;

import io.manifeststudio.manifest.model.FormatEra;
import io.manifeststudio.manifest.model.GroupType;
import io.manifeststudio.manifest.model.InstanceGroup;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Which fields a group's form offers for its format era and type, and where the form says
 * they are written.
 */
class GroupFormLayoutTests {

	private static GroupFormLayout layout(String yaml, String group) {
		InstanceGroup found = GroupFormFixtures.group(yaml, group);
		return GroupFormLayout.of(found, GroupFormFixtures.era(yaml),
				GroupFormValues.of(found, GroupFormFixtures.era(yaml)));
	}

	private static List<String> paths(GroupFormLayout layout) {
		return layout.fields().stream().map(GroupField::path).toList();
	}

	private static List<String> notes(GroupFormLayout layout, String section) {
		return layout.sections()
			.stream()
			.filter((found) -> found.id().equals(section))
			.flatMap((found) -> found.notes().stream())
			.map(FormNote::code)
			.toList();
	}

	@Test
	void aV3BoshGroupOffersEveryField() {
		GroupFormLayout layout = layout(GroupFormFixtures.V3, "api");

		assertThat(paths(layout)).contains("jobs[0].name", "jobs[0].release", "run.scaling.min", "run.scaling.max",
				"run.scaling.ha", "run.memory", "run.virtual-cpus", "run.mem.request", "run.mem.limit",
				"run.cpu.request", "run.cpu.limit", "run.capabilities", "run.privileged", "ports[0].name",
				"ports[0].protocol", "ports[0].internal", "ports[0].external", "ports[0].public", "run.volumes[0].path",
				"run.volumes[0].type", "run.volumes[0].tag", "run.volumes[0].size", "run.healthcheck.readiness.command",
				"run.healthcheck.liveness.command", "tags", "default_feature", "if_feature", "unless_feature", "image");
		assertThat(layout.sections()).extracting(FormSection::id)
			.containsExactly("jobs", "scaling", "resources", "security", "ports", "volumes", "health", "labels");
		assertThat(notes(layout, "resources")).containsExactly("group.where.run.v3");
		assertThat(layout.sections().get(2).notes().get(0).arguments()).containsExactly("api-server");
		assertThat(notes(layout, "ports")).containsExactly("group.where.ports.v3");
	}

	@Test
	void aV1RoleHasNeitherLimitsNorPrivilegedNorFeatureFlagsAndSaysWhy() {
		GroupFormLayout layout = layout(GroupFormFixtures.V1, "web");

		assertThat(paths(layout))
			.contains("run.memory", "run.virtual-cpus", "run.capabilities", "ports[0].internal",
					"run.persistent-volumes[0].path", "image")
			.doesNotContain("run.mem.limit", "run.cpu.request", "run.privileged", "default_feature",
					"run.persistent-volumes[0].type");
		assertThat(notes(layout, "resources")).containsExactly("group.where.run.v1", "group.note.limits");
		assertThat(notes(layout, "security")).contains("group.note.privileged");
		assertThat(notes(layout, "labels")).contains("group.note.features.era");
		assertThat(notes(layout, "ports")).containsExactly("group.where.ports.legacy");
		assertThat(notes(layout, "volumes")).contains("group.note.volumes.legacy");
		assertThat(layout.field("jobs[0].release_name").label()).isEqualTo("group.field.jobs.release_name");
	}

	@Test
	void aColocatedContainerHasNoScalingHealthChecksOrTagsAndSaysWhy() {
		GroupFormLayout layout = layout(GroupFormFixtures.V3, "log-agent");

		assertThat(paths(layout)).doesNotContain("run.scaling.min", "run.healthcheck.readiness.command", "tags")
			.contains("run.memory", "image");
		assertThat(notes(layout, "scaling")).containsExactly("group.note.scaling.colocated-container");
		assertThat(notes(layout, "health")).containsExactly("group.note.health.colocated-container");
		assertThat(notes(layout, "labels")).contains("group.note.tags.colocated");
	}

	@Test
	void aFieldTheTypeDoesNotTakeIsStillShownWhenTheGroupHasAValueThere() {
		String yaml = GroupFormFixtures.V3.replace("""
				        run: {memory: 64}
				- name: migrate""", """
				        run:
				          memory: 64
				          scaling: {min: 2}
				- name: migrate""");
		GroupFormLayout layout = layout(yaml, "log-agent");

		assertThat(paths(layout)).contains("run.scaling.min");
		assertThat(notes(layout, "scaling")).contains("group.where.run.v3", "group.note.scaling.colocated-container");
	}

	@Test
	void tagsOnOfferAreThoseFissileAllowsOnTheTypeInTheEraPlusAnyTheGroupHas() {
		assertThat(GroupFormLayout.tagOptions(FormatEra.V3_JOB_PROPERTIES, GroupType.BOSH, List.of()))
			.containsExactly("active-passive", "istio-managed", "sequential-startup");
		assertThat(GroupFormLayout.tagOptions(FormatEra.V3_JOB_PROPERTIES, GroupType.BOSH_TASK, List.of()))
			.containsExactly("stop-on-failure");
		assertThat(GroupFormLayout.tagOptions(FormatEra.V1_ROLES, GroupType.BOSH, List.of()))
			.containsExactly("active-passive", "headless", "sequential-startup");
		assertThat(GroupFormLayout.tagOptions(FormatEra.V3_JOB_PROPERTIES, GroupType.COLOCATED_CONTAINER,
				List.of("clustered")))
			.containsExactly("clustered");
	}

	@Test
	void rowsBeyondTheGroupsOwnAreNew() {
		InstanceGroup api = GroupFormFixtures.group(GroupFormFixtures.V3, "api");
		GroupFormValues values = GroupFormValues.of(api, FormatEra.V3_JOB_PROPERTIES)
			.withRow("ports", GroupFormLayout.rowFields("ports", FormatEra.V3_JOB_PROPERTIES));

		GroupFormLayout layout = GroupFormLayout.of(api, FormatEra.V3_JOB_PROPERTIES, values);

		FormSection ports = layout.sections().get(4);
		assertThat(ports.rows()).extracting(FormRow::prefix).containsExactly("ports[0]", "ports[1]");
		assertThat(ports.rows()).extracting(FormRow::isNew).containsExactly(false, true);
	}

}
