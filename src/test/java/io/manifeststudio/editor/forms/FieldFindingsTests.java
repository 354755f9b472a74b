package io.manifeststudio.editor.forms;

import java.util.List;

import org.junit.jupiter.api.Test;

import io.manifeststudio.manifest.yaml.DocPath;
import io.manifeststudio.manifest.model.FormatEra;
import io.manifeststudio.manifest.model.InstanceGroup;
import io.manifeststudio.manifest.model.RoleManifest;
import io.manifeststudio.export.rules.Validators;
import io.manifeststudio.validation.Finding;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The rule engine's findings about a group, placed beside the form field each is about.
 */
class FieldFindingsTests {

	private static FieldFindings findings(String yaml, String group) {
		RoleManifest manifest = GroupFormFixtures.manifest(yaml);
		InstanceGroup found = manifest.group(group).orElseThrow();
		List<Finding> findings = Validators.create().validate(manifest).findings();
		GroupFormLayout layout = GroupFormLayout.of(found, manifest.era(), GroupFormValues.of(found, manifest.era()));
		return FieldFindings.of(manifest, found, findings, layout.fields());
	}

	private static List<String> rules(List<Finding> findings) {
		return findings.stream().map(Finding::rule).toList();
	}

	@Test
	void aV3RunValueWrittenOnAJobIsFoundBesideItsField() {
		FieldFindings placed = findings(GroupFormFixtures.V3.replace("memory: 256", "memory: -5"), "api");

		assertThat(rules(placed.of("run.memory"))).contains("FISSILE-23");
		assertThat(placed.of("run.memory").get(0).message()).contains("run.memory")
			.contains("must be greater than or equal to 0");
	}

	@Test
	void aPortFindingGoesToThePortsFieldByItsPlaceInTheGroup() {
		FieldFindings placed = findings(GroupFormFixtures.V3.replace("name: http", "name: HTTP"), "api");

		assertThat(rules(placed.of("ports[0].name"))).contains("FISSILE-28");
	}

	@Test
	void aLegacyRolesValueIsFoundToo() {
		FieldFindings placed = findings(GroupFormFixtures.V1.replace("internal: 80", "internal: 0"), "web");

		assertThat(rules(placed.of("ports[0].internal"))).contains("FISSILE-33");
	}

	@Test
	void aFindingAboutAValueThatIsNotWrittenGoesToTheFieldItsPathNames() {
		FieldFindings placed = findings(
				GroupFormFixtures.V3.replace("scaling: {min: 1, max: 3}", "scaling: {min: 5, max: 8}"), "api");

		assertThat(placed.of("run.scaling.ha")).extracting(Finding::message)
			.anyMatch((message) -> message.startsWith("instance_groups[api].run.scaling.ha"));
		assertThat(placed.of("run.scaling.min")).extracting(Finding::message)
			.noneMatch((message) -> message.contains("run.scaling.ha"));
	}

	@Test
	void findingsOfOtherGroupsAreLeftOut() {
		FieldFindings placed = findings(GroupFormFixtures.V3.replace("run: {memory: 64}\n- name: migrate",
				"run: {memory: -1}\n- name: migrate"), "api");

		assertThat(rules(placed.of("run.memory"))).doesNotContain("FISSILE-23");
		assertThat(placed.group()).extracting(Finding::rule).doesNotContain("FISSILE-23");
	}

	@Test
	void formPathsReadTheDocumentPlaceTheWayTheFormNamesFields() {
		InstanceGroup api = GroupFormFixtures.group(GroupFormFixtures.V3, "api");
		DocPath job = api.jobs().get(0).location();
		DocPath run = job.key("properties").key("bosh_containerization").key("run");

		assertThat(FieldFindings.formPath(FormatEra.V3_JOB_PROPERTIES, api, run.key("scaling").key("max")))
			.isEqualTo("run.scaling.max");
		assertThat(FieldFindings.formPath(FormatEra.V3_JOB_PROPERTIES, api,
				job.key("properties").key("bosh_containerization").key("ports").index(0).key("internal")))
			.isEqualTo("ports[0].internal");
		assertThat(FieldFindings.formPath(FormatEra.V3_JOB_PROPERTIES, api, run.key("volumes").index(0).key("size")))
			.isEqualTo("run.volumes[0].size");
		assertThat(FieldFindings.formPath(FormatEra.V3_JOB_PROPERTIES, api, api.location().key("tags").index(1)))
			.isEqualTo("tags");
		assertThat(FieldFindings.formPath(FormatEra.V3_JOB_PROPERTIES, api, DocPath.of("variables", 0))).isNull();

		InstanceGroup web = GroupFormFixtures.group(GroupFormFixtures.V1, "web");
		assertThat(FieldFindings.formPath(FormatEra.V1_ROLES, web,
				web.location().key("jobs").index(0).key("release_name")))
			.isEqualTo("jobs[0].release_name");
		assertThat(FieldFindings.formPath(FormatEra.V1_ROLES, web,
				web.location().key("run").key("exposed-ports").index(0).key("name")))
			.isEqualTo("ports[0].name");
		assertThat(FieldFindings.formPath(FormatEra.V1_ROLES, web,
				web.location().key("run").key("persistent-volumes").index(0)))
			.isEqualTo("run.persistent-volumes[0]");
	}

	@Test
	void aFindingAboutABlockGoesToItsFirstFieldAndOneWithoutAFieldToTheGroup() {
		List<GroupField> fields = List.of(GroupField.of("run.healthcheck.readiness.command", FieldKind.COMMANDS, "x"),
				GroupField.of("run.memory", FieldKind.MEMORY, "x"),
				GroupField.of("ports[0].name", FieldKind.PORT_NAME, "x"));

		assertThat(FieldFindings.fieldFor("run.healthcheck.readiness", fields).path())
			.isEqualTo("run.healthcheck.readiness.command");
		assertThat(FieldFindings.fieldFor("run.healthcheck.readiness.command[0]", fields).path())
			.isEqualTo("run.healthcheck.readiness.command");
		assertThat(FieldFindings.fieldFor("ports[0]", fields).path()).isEqualTo("ports[0].name");
		assertThat(FieldFindings.fieldFor("run.flight-stage", fields)).isNull();
	}

}
