package io.manifeststudio.editor.forms;

import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;

import org.springframework.util.LinkedMultiValueMap;
import org.springframework.util.MultiValueMap;

import io.manifeststudio.manifest.model.InstanceGroup;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The values a group form shows: the group's own, in the form's paths, or exactly what
 * was typed.
 */
class GroupFormValuesTests {

	@Test
	void aV3GroupsValuesAreReadFromItsMergedRunAndItsJobsPorts() {
		GroupFormValues values = GroupFormValues.of(GroupFormFixtures.group(GroupFormFixtures.V3, "api"),
				GroupFormFixtures.era(GroupFormFixtures.V3));

		assertThat(values.text("jobs[0].name")).isEqualTo("api-server");
		assertThat(values.text("jobs[0].release")).isEqualTo("demo");
		assertThat(values.text("run.scaling.min")).isEqualTo("1");
		assertThat(values.text("run.scaling.ha")).isEmpty();
		assertThat(values.text("run.memory")).isEqualTo("256");
		assertThat(values.text("run.virtual-cpus")).isEqualTo("0.5");
		assertThat(values.text("run.capabilities")).isEqualTo("NET_ADMIN");
		assertThat(values.text("ports[0].internal")).isEqualTo("8080");
		assertThat(values.text("ports[0].public")).isEqualTo("true");
		assertThat(values.text("run.volumes[0].tag")).isEqualTo("api-data");
		assertThat(values.text("run.volumes[0].size")).isEqualTo("10");
		assertThat(values.text("run.healthcheck.readiness.command")).isEqualTo("curl -sf http://localhost:8080/health");
		assertThat(values.rows("ports")).isEqualTo(1);
		assertThat(values.rows("run.volumes")).isEqualTo(1);
		assertThat(values.choices("tags")).isEmpty();
	}

	@Test
	void aV1RolesLegacyListsKeepTheirOwnPaths() {
		InstanceGroup web = GroupFormFixtures.group(GroupFormFixtures.V1, "web");
		GroupFormValues values = GroupFormValues.of(web, GroupFormFixtures.era(GroupFormFixtures.V1));

		assertThat(values.text("jobs[0].release_name")).isEqualTo("web-release");
		assertThat(values.text("ports[0].name")).isEqualTo("http");
		assertThat(values.text("run.persistent-volumes[0].path")).isEqualTo("/data");
		assertThat(values.rows("run.volumes")).isZero();
		assertThat(values.rows("run.persistent-volumes")).isEqualTo(1);
		assertThat(values.choices("tags")).containsExactly("headless");
	}

	@Test
	void sentValuesAreKeptExactlyAsTyped() {
		MultiValueMap<String, String> sent = new LinkedMultiValueMap<>();
		sent.add("version", "4");
		sent.add("run.memory", " 256Mi ");
		sent.add("ports[0].name", "");
		sent.add("ports[2].name", "metrics");
		sent.add("tags", "sequential-startup");
		sent.add("tags", "active-passive");
		sent.add("_run.privileged", "on");
		sent.add("remove", "ports[0]");

		GroupFormValues values = GroupFormValues.of(sent, Set.of("tags"));

		assertThat(values.text("run.memory")).isEqualTo(" 256Mi ");
		assertThat(values.text("ports[0].name")).isEmpty();
		assertThat(values.text("run.virtual-cpus")).as("not sent").isNull();
		assertThat(values.text("run.privileged")).as("an unchecked box whose marker came").isEmpty();
		assertThat(values.choices("tags")).containsExactly("sequential-startup", "active-passive");
		assertThat(values.rows("ports")).isEqualTo(3);
		assertThat(values.isRemoved("ports[0]")).isTrue();
	}

	@Test
	void aTagListWithNothingCheckedIsEmptyNotMissing() {
		MultiValueMap<String, String> sent = new LinkedMultiValueMap<>();
		sent.add("_tags", "on");

		assertThat(GroupFormValues.of(sent, Set.of("tags")).choices("tags")).isEmpty();
		assertThat(GroupFormValues.of(new LinkedMultiValueMap<>(), Set.of("tags")).choices("tags")).isNull();
	}

	@Test
	void rowIndexesBeyondTheLimitAreIgnored() {
		MultiValueMap<String, String> sent = new LinkedMultiValueMap<>();
		sent.add("ports[9999].name", "x");

		assertThat(GroupFormValues.of(sent, Set.of()).rows("ports")).isZero();
	}

	@Test
	void typedValuesOverTheGroupsFillTheRest() {
		GroupFormValues current = GroupFormValues.of(GroupFormFixtures.group(GroupFormFixtures.V3, "api"),
				GroupFormFixtures.era(GroupFormFixtures.V3));
		MultiValueMap<String, String> sent = new LinkedMultiValueMap<>();
		sent.add("run.memory", "512");

		GroupFormValues shown = GroupFormValues.of(sent, Set.of()).over(current);

		assertThat(shown.text("run.memory")).isEqualTo("512");
		assertThat(shown.text("run.virtual-cpus")).isEqualTo("0.5");
		assertThat(shown.rows("ports")).isEqualTo(1);
	}

	@Test
	void addingARowAppendsEmptyFields() {
		GroupFormValues current = GroupFormValues.of(GroupFormFixtures.group(GroupFormFixtures.V3, "api"),
				GroupFormFixtures.era(GroupFormFixtures.V3));

		GroupFormValues added = current.withRow("ports", List.of("name", "protocol"));

		assertThat(added.rows("ports")).isEqualTo(2);
		assertThat(added.text("ports[1].name")).isEmpty();
		assertThat(current.withRow("scripts", List.of("x")).rows("scripts")).as("not a list of rows").isZero();
	}

	@Test
	void wholeCoresShowWithoutDecimals() {
		assertThat(GroupFormValues.shown(2.0)).isEqualTo("2");
		assertThat(GroupFormValues.shown(0.25)).isEqualTo("0.25");
		assertThat(GroupFormValues.shown(null)).isEmpty();
	}

}
