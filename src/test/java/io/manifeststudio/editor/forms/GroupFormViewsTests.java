package io.manifeststudio.editor.forms;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import org.springframework.context.support.ResourceBundleMessageSource;
import org.springframework.util.LinkedMultiValueMap;
import org.springframework.util.MultiValueMap;

import io.manifeststudio.editor.forms.GroupTrials.Trial;
import io.manifeststudio.manifest.model.InstanceGroup;
import io.manifeststudio.manifest.model.RoleManifest;
import io.manifeststudio.export.rules.Validators;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The view models of the group forms: every word resolved, values shown as typed,
 * options, rows and delete.
 */
class GroupFormViewsTests {

	private final GroupFormViews views = new GroupFormViews(messages());

	private static ResourceBundleMessageSource messages() {
		ResourceBundleMessageSource messages = new ResourceBundleMessageSource();
		messages.setBasename("messages");
		messages.setDefaultEncoding("UTF-8");
		return messages;
	}

	private static Trial checked(RoleManifest manifest) {
		return new Trial(manifest, Map.of(), Validators.create().validate(manifest).findings());
	}

	private GroupFormView form(String yaml, String group, GroupFormValues typed, Map<String, String> problems) {
		GroupDraft draft = GroupFormFixtures.draft(yaml, group, 3);
		return this.views.form(draft, typed, problems, checked(draft.manifest()), null, null, null);
	}

	/** Every text of a form that comes from messages.properties. */
	private static List<String> words(GroupFormView view) {
		List<String> words = new ArrayList<>();
		words.add(view.rename().label());
		for (SectionView section : view.sections()) {
			words.add(section.title());
			words.addAll(section.notes());
			words.addAll(section.columns());
			if (section.addLabel() != null) {
				words.add(section.addLabel());
			}
			section.fields().forEach((field) -> words.add(field.label()));
			for (RowView row : section.rows()) {
				words.add(row.removeLabel());
				row.fields().forEach((field) -> words.add(field.label()));
			}
		}
		return words;
	}

	@Test
	void everyWordOfEveryGroupsFormInEveryEraIsInTheMessages() {
		for (String yaml : List.of(GroupFormFixtures.V1, GroupFormFixtures.V3)) {
			for (InstanceGroup group : GroupFormFixtures.manifest(yaml).instanceGroups()) {
				assertThat(words(form(yaml, group.name(), null, Map.of()))).as("the form of %s", group.name())
					.isNotEmpty()
					.noneMatch((word) -> word.startsWith("group.") || word.contains("{0}"));
			}
		}
	}

	@Test
	void typedValuesAreShownAsTypedWithTheirProblem() {
		MultiValueMap<String, String> sent = new LinkedMultiValueMap<>();
		sent.add("run.memory", "256Mi");

		GroupFormView view = form(GroupFormFixtures.V3, "api",
				GroupFormValues.of(sent, GroupSettingsForms.CHOICE_LISTS),
				Map.of("run.memory", "fissile reads memory as a whole number of MiB"));

		FieldView memory = field(view, "run.memory");
		assertThat(memory.value()).isEqualTo("256Mi");
		assertThat(memory.isInvalid()).isTrue();
		assertThat(memory.messages()).extracting(FieldMessage::text)
			.containsExactly("fissile reads memory as a whole number of MiB");
		assertThat(memory.widget()).isEqualTo("number");
		assertThat(memory.inputMode()).isEqualTo("numeric");
		assertThat(field(view, "run.virtual-cpus").value()).as("not typed: the group's").isEqualTo("0.5");
	}

	@Test
	void aSelectKeepsAValueThatIsNotOneOfFissilesAndTagsAreChecked() {
		String yaml = GroupFormFixtures.V3.replace("protocol: TCP", "protocol: tcp")
			.replace("- name: api\n", "- name: api\n  tags: [sequential-startup]\n");

		GroupFormView view = form(yaml, "api", null, Map.of());

		assertThat(field(view, "ports[0].protocol").options()).extracting(OptionView::value, OptionView::selected)
			.containsExactly(org.assertj.core.groups.Tuple.tuple("TCP", false),
					org.assertj.core.groups.Tuple.tuple("UDP", false),
					org.assertj.core.groups.Tuple.tuple("tcp", true));
		assertThat(field(view, "tags").options()).filteredOn(OptionView::selected)
			.extracting(OptionView::value)
			.containsExactly("sequential-startup");
	}

	@Test
	void rowsSayWhichRowTheirFieldsAreIn() {
		GroupFormView view = form(GroupFormFixtures.V3, "api", null, Map.of());

		RowView port = view.sections()
			.stream()
			.filter((section) -> section.id().equals("ports"))
			.findFirst()
			.orElseThrow()
			.rows()
			.get(0);
		assertThat(port.removeLabel()).isEqualTo("Remove Ports 1");
		assertThat(port.fields().get(2).label()).isEqualTo("Ports 1: Container port");
	}

	@Test
	void aPlacedGroupCannotBeDeletedAndTheViewSaysWhere() {
		assertThat(form(GroupFormFixtures.V3, "log-agent", null, Map.of()).delete()).satisfies((delete) -> {
			assertThat(delete.allowed()).isFalse();
			assertThat(delete.placedIn()).containsExactly("api");
			assertThat(delete.reason())
				.isEqualTo("log-agent is placed in api: remove it from there before deleting it.");
		});
		assertThat(form(GroupFormFixtures.V3, "migrate", null, Map.of()).delete().allowed()).isTrue();
	}

	@Test
	void theDraftsFindingsAreBesideTheirFieldsAndTheRestOnTheGroup() {
		GroupFormView view = form(GroupFormFixtures.V3.replace("memory: 256", "memory: -5"), "api", null, Map.of());

		assertThat(field(view, "run.memory").messages()).extracting(FieldMessage::rule).contains("FISSILE-23");
		assertThat(field(view, "run.memory").messages()).extracting(FieldMessage::severity).contains("error");
	}

	private static FieldView field(GroupFormView view, String path) {
		for (SectionView section : view.sections()) {
			for (FieldView field : section.fields()) {
				if (field.path().equals(path)) {
					return field;
				}
			}
			for (RowView row : section.rows()) {
				for (FieldView field : row.fields()) {
					if (field.path().equals(path)) {
						return field;
					}
				}
			}
		}
		throw new AssertionError("no field " + path);
	}

}
