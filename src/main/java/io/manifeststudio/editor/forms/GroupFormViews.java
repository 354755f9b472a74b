package io.manifeststudio.editor.forms;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.springframework.context.MessageSource;
import org.springframework.context.i18n.LocaleContextHolder;
import org.springframework.stereotype.Component;

import io.manifeststudio.manifest.model.FormatEra;
import io.manifeststudio.manifest.model.InstanceGroup;
import io.manifeststudio.manifest.model.Pod;
import io.manifeststudio.editor.forms.GroupTrials.Trial;
import io.manifeststudio.manifest.model.RoleManifest;
import io.manifeststudio.validation.Finding;

/**
 * Builds the view models of the group forms from a group, the values to show (the group's
 * own, or what a person typed over them), the type-level problems and the rule engine's
 * findings: every label, note and message is resolved here, so the templates only render.
 */
@Component
class GroupFormViews {

	/** The path of the rename form's one field. */
	static final String NAME = "name";

	private final MessageSource messages;

	GroupFormViews(MessageSource messages) {
		this.messages = messages;
	}

	/**
	 * The whole form of a group.
	 * @param typed what a person sent, shown over the group's values ({@code null}: the
	 * group's values)
	 * @param problems what is wrong with each field that has a problem: its type-level
	 * problem, or why its edit was refused
	 * @param checked the draft (or the draft as the typed values would make it) with the
	 * rule engine's findings
	 * @param notice what happened to the last thing sent, or {@code null}
	 * @param typedName the name typed into the rename field ({@code null}: the group's
	 * name)
	 * @param nameProblem what is wrong with that name, or {@code null}
	 */
	GroupFormView form(GroupDraft draft, GroupFormValues typed, Map<String, String> problems, Trial checked,
			FormNotice notice, String typedName, String nameProblem) {
		InstanceGroup group = draft.group();
		GroupFormValues current = GroupFormValues.of(group, draft.manifest().era());
		GroupFormValues shown = (typed != null) ? typed.over(current) : current;
		GroupFormLayout layout = GroupFormLayout.of(group, draft.manifest().era(), shown);
		FieldFindings placed = placed(checked, group, layout);
		List<SectionView> sections = new ArrayList<>();
		for (FormSection section : layout.sections()) {
			sections.add(section(section, shown, problems, placed, draft.manifest().era()));
		}
		List<FieldMessage> groupMessages = placed.group().stream().map(FieldMessage::of).toList();
		FieldView rename = nameField(draft.manifestId(), (typedName != null) ? typedName : group.name(), nameProblem,
				List.of());
		return new GroupFormView(draft.manifestId(), group.name(), typeName(group), draft.manifest().era().label(),
				draft.version(), sections, groupMessages, notice, rename, delete(draft.manifest(), group));
	}

	/**
	 * One field of a group's form, for the validation endpoint ({@code null} when the
	 * form has no such field).
	 */
	FieldView field(GroupDraft draft, GroupFormValues typed, String path, String problem, Trial checked) {
		InstanceGroup group = draft.group();
		GroupFormValues shown = typed.over(GroupFormValues.of(group, draft.manifest().era()));
		GroupFormLayout layout = GroupFormLayout.of(group, draft.manifest().era(), shown);
		GroupField field = layout.field(path);
		if (field == null) {
			return null;
		}
		return field(field, shown, problem, placed(checked, group, layout).of(path));
	}

	/**
	 * The findings of a checked draft about a group, placed beside its fields: found in
	 * the checked draft's own model, whose places may differ from the draft's (a port
	 * added in memory).
	 */
	private static FieldFindings placed(Trial checked, InstanceGroup group, GroupFormLayout layout) {
		InstanceGroup checkedGroup = checked.manifest().group(group.name()).orElse(group);
		return FieldFindings.of(checked.manifest(), checkedGroup, checked.findings(), layout.fields());
	}

	/** The name field of the rename and create forms. */
	FieldView nameField(long manifestId, String value, String problem, List<Finding> findings) {
		GroupField field = GroupField.required(NAME, FieldKind.DNS_LABEL, "group.field.name");
		return new FieldView(NAME, "gf-name", text(field.label()), "text", (value != null) ? value : "", List.of(),
				true, messages(problem, findings));
	}

	/** The type choice of the create form. */
	FieldView typeField(String value, String problem) {
		List<OptionView> options = new ArrayList<>();
		for (String type : List.of("bosh", "bosh-task", "colocated-container")) {
			options.add(new OptionView(type, "gf-type-" + type, type.equals(value)));
		}
		return new FieldView("type", "gf-type", text("group.field.type"), "select", (value != null) ? value : "bosh",
				options, true, messages(problem, List.of()));
	}

	/** The text of a type-level problem. */
	String text(FieldProblem problem) {
		return (problem != null) ? text(problem.code(), problem.arguments().toArray()) : null;
	}

	/** A message of {@code messages.properties}. */
	String text(String code, Object... arguments) {
		Locale locale = LocaleContextHolder.getLocale();
		return this.messages.getMessage(code, arguments, code, locale);
	}

	private SectionView section(FormSection section, GroupFormValues shown, Map<String, String> problems,
			FieldFindings findings, FormatEra era) {
		List<String> notes = section.notes()
			.stream()
			.map((note) -> text(note.code(), note.arguments().toArray()))
			.toList();
		List<FieldView> fields = section.fields()
			.stream()
			.map((field) -> field(field, shown, problems.get(field.path()), findings.of(field.path())))
			.toList();
		List<RowView> rows = new ArrayList<>();
		List<String> columns = new ArrayList<>();
		String title = text(section.title());
		for (FormRow row : section.rows()) {
			String rowName = text("group.form.row", title, row.index() + 1);
			List<FieldView> cells = row.fields()
				.stream()
				.map((field) -> field(field, shown, problems.get(field.path()), findings.of(field.path())))
				.map((cell) -> cell.labelled(rowName + ": " + cell.label()))
				.toList();
			rows.add(new RowView(row.prefix(), "gf-" + row.prefix().replaceAll("[^A-Za-z0-9_-]", "-"), row.isNew(),
					shown.isRemoved(row.prefix()), text("group.form.remove.row", rowName), cells));
		}
		if (section.rowList() != null) {
			for (String column : GroupFormLayout.rowFields(section.rowList(), era)) {
				columns.add(text("group.column." + section.rowList() + "." + column));
			}
		}
		String addLabel = (section.rowList() != null) ? text("group.form.add." + section.rowList()) : null;
		return new SectionView(section.id(), title, notes, fields, rows, section.rowList(), addLabel, columns);
	}

	private FieldView field(GroupField field, GroupFormValues shown, String problem, List<Finding> findings) {
		String value = (field.kind() == FieldKind.TAGS) ? "" : shown.text(field.path());
		List<OptionView> options = new ArrayList<>();
		if (field.kind() == FieldKind.TAGS) {
			List<String> chosen = (shown.choices(field.path()) != null) ? shown.choices(field.path()) : List.of();
			for (String option : field.options()) {
				options.add(new OptionView(option, field.inputId() + "-" + option, chosen.contains(option)));
			}
		}
		else if (!field.options().isEmpty()) {
			for (String option : field.options()) {
				options.add(new OptionView(option, field.inputId() + "-" + option, option.equals(value)));
			}
			if (value != null && !value.isEmpty() && !field.options().contains(value)) {
				// Keep a value the draft holds (or that was sent) even when it is not one
				// of fissile's.
				options.add(new OptionView(value, field.inputId() + "-other", true));
			}
		}
		return new FieldView(field.path(), field.inputId(), text(field.label()),
				field.kind().widget().name().toLowerCase(Locale.ROOT), (value != null) ? value : "", options,
				field.required(), messages(problem, findings));
	}

	private static List<FieldMessage> messages(String problem, List<Finding> findings) {
		List<FieldMessage> messages = new ArrayList<>();
		if (problem != null) {
			messages.add(FieldMessage.error(problem));
			return messages;
		}
		findings.stream().map(FieldMessage::of).forEach(messages::add);
		return messages;
	}

	private DeleteView delete(RoleManifest manifest, InstanceGroup group) {
		List<String> pods = new ArrayList<>();
		for (Pod pod : manifest.pods()) {
			if (pod.containers().stream().anyMatch((container) -> group.name().equals(container.name()))) {
				pods.add(pod.main().name());
			}
		}
		if (pods.isEmpty()) {
			return new DeleteView(true, pods, null);
		}
		return new DeleteView(false, pods, text("group.delete.placed", group.name(), String.join(", ", pods)));
	}

	private static String typeName(InstanceGroup group) {
		return (group.typeName() == null || group.typeName().isEmpty()) ? "bosh" : group.typeName();
	}

}
