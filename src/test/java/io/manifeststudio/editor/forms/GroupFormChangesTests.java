package io.manifeststudio.editor.forms;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.Test;

import org.springframework.util.LinkedMultiValueMap;
import org.springframework.util.MultiValueMap;

import io.manifeststudio.editor.forms.GroupFormChanges.Change;
import io.manifeststudio.manifest.model.InstanceGroup;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * What a sent group form changes: one set edit per changed field, in an order that keeps
 * list paths valid.
 */
class GroupFormChangesTests {

	private final InstanceGroup api = GroupFormFixtures.group(GroupFormFixtures.V3, "api");

	private GroupFormChanges changes(MultiValueMap<String, String> sent) {
		GroupFormValues current = GroupFormValues.of(this.api, GroupFormFixtures.era(GroupFormFixtures.V3));
		GroupFormValues typed = GroupFormValues.of(sent, Set.of("tags"));
		GroupFormLayout layout = GroupFormLayout.of(this.api, GroupFormFixtures.era(GroupFormFixtures.V3),
				typed.over(current));
		return GroupFormChanges.between(layout, current, typed);
	}

	/** The whole form as the browser sends it for the group, with some fields changed. */
	private MultiValueMap<String, String> form(String... changed) {
		MultiValueMap<String, String> sent = new LinkedMultiValueMap<>();
		GroupFormValues current = GroupFormValues.of(this.api, GroupFormFixtures.era(GroupFormFixtures.V3));
		for (String path : current.paths()) {
			sent.add(path, current.text(path));
		}
		sent.add("_run.privileged", "on");
		sent.add("_tags", "on");
		for (int i = 0; i < changed.length; i += 2) {
			sent.set(changed[i], changed[i + 1]);
		}
		return sent;
	}

	@Test
	void anUnchangedFormChangesNothing() {
		GroupFormChanges changes = changes(form());

		assertThat(changes.changes()).isEmpty();
		assertThat(changes.hasProblems()).isFalse();
	}

	@Test
	void eachChangedFieldIsOneSetWithTheValueFissileReads() {
		GroupFormChanges changes = changes(form("run.memory", "512", "run.virtual-cpus", "2", "ports[0].internal",
				"8443", "run.capabilities", "NET_ADMIN, SYS_TIME", "run.healthcheck.readiness.command", "a\nb"));

		assertThat(changes.changes()).containsExactly(new Change("run.memory", 512L),
				new Change("run.virtual-cpus", 2L), new Change("run.capabilities", List.of("NET_ADMIN", "SYS_TIME")),
				new Change("ports[0].internal", 8443L),
				new Change("run.healthcheck.readiness.command", List.of("a", "b")));
	}

	@Test
	void spacingAndEqualNumbersAreNoChange() {
		assertThat(changes(form("run.memory", " 256 ", "run.virtual-cpus", "0.50")).changes()).isEmpty();
	}

	@Test
	void aClearedFieldRemovesTheKey() {
		assertThat(changes(form("run.virtual-cpus", "")).changes())
			.containsExactly(new Change("run.virtual-cpus", null));
	}

	@Test
	void aFieldThatWasNotSentIsNotChanged() {
		MultiValueMap<String, String> sent = new LinkedMultiValueMap<>();
		sent.add("run.memory", "300");

		assertThat(changes(sent).changes()).containsExactly(new Change("run.memory", 300L));
	}

	@Test
	void checkboxesAndTags() {
		MultiValueMap<String, String> sent = form("run.privileged", "true");
		sent.add("tags", "sequential-startup");

		assertThat(changes(sent).changes()).containsExactly(new Change("run.privileged", true),
				new Change("tags", List.of("sequential-startup")));
	}

	@Test
	void typeLevelProblemsAreKeptByFieldAndTheirChangesAreNotApplicable() {
		GroupFormChanges changes = changes(form("run.memory", "256Mi", "run.scaling.max", "5", "ports[0].name", ""));

		assertThat(changes.problems()).containsOnlyKeys("run.memory", "ports[0].name");
		assertThat(changes.problems().get("run.memory").code()).isEqualTo("group.check.memory.quantity");
		assertThat(changes.problems().get("ports[0].name").code()).isEqualTo("group.check.required");
		assertThat(changes.applicable()).containsExactly(new Change("run.scaling.max", 5L));
	}

	@Test
	void removedRowsGoLastToFirstAfterTheSetsAndNewRowsAreAppendedAfterThem() {
		String yaml = GroupFormFixtures.V3.replace("""
				          public: true
				""", """
				          public: true
				        - {name: metrics, protocol: TCP, internal: 9100}
				        - {name: admin, protocol: TCP, internal: 9200}
				""");
		InstanceGroup group = GroupFormFixtures.group(yaml, "api");
		GroupFormValues current = GroupFormValues.of(group, GroupFormFixtures.era(yaml));
		MultiValueMap<String, String> sent = new LinkedMultiValueMap<>();
		sent.add("remove", "ports[0]");
		sent.add("remove", "ports[2]");
		sent.add("ports[1].internal", "9101");
		sent.add("ports[3].name", "debug");
		sent.add("ports[3].protocol", "TCP");
		sent.add("ports[3].internal", "9300");
		sent.add("ports[3].external", "");
		sent.add("_ports[3].public", "on");
		GroupFormValues typed = GroupFormValues.of(sent, Set.of());
		GroupFormLayout layout = GroupFormLayout.of(group, GroupFormFixtures.era(yaml), typed.over(current));

		GroupFormChanges changes = GroupFormChanges.between(layout, current, typed);

		Map<String, Object> debug = new LinkedHashMap<>();
		debug.put("name", "debug");
		debug.put("protocol", "TCP");
		debug.put("internal", 9300L);
		assertThat(changes.changes()).containsExactly(new Change("ports[1].internal", 9101L),
				new Change("ports[2]", null), new Change("ports[0]", null), new Change("ports[1]", debug));
	}

	@Test
	void aBlankNewRowIsIgnoredAndAHalfFilledOneNeedsItsRequiredFields() {
		MultiValueMap<String, String> sent = form();
		sent.add("ports[1].name", "");
		sent.add("ports[1].protocol", "");
		sent.add("ports[1].internal", "");
		sent.add("run.volumes[1].path", "/var/vcap/data");
		sent.add("run.volumes[1].type", "emptyDir");
		sent.add("run.volumes[1].tag", "");

		GroupFormChanges changes = changes(sent);

		assertThat(changes.changes()).isEmpty();
		assertThat(changes.problems()).containsOnlyKeys("run.volumes[1].tag");
	}

	@Test
	void aRemovedNewRowAddsNothing() {
		MultiValueMap<String, String> sent = form();
		sent.add("ports[1].name", "extra");
		sent.add("remove", "ports[1]");

		assertThat(changes(sent).changes()).isEmpty();
	}

	@Test
	void theCheckOfOneFieldSaysRequiredForABlankRequiredField() {
		GroupField name = GroupField.required("ports[0].name", FieldKind.PORT_NAME, "x");

		assertThat(GroupFormChanges.check(name, " ")).get()
			.extracting(FieldProblem::code)
			.isEqualTo("group.check.required");
		assertThat(GroupFormChanges.check(name, "http")).isEmpty();
		assertThat(GroupFormChanges.check(GroupField.of("run.memory", FieldKind.MEMORY, "x"), "")).isEmpty();
	}

}
