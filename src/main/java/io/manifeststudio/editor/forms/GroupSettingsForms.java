package io.manifeststudio.editor.forms;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.springframework.stereotype.Component;
import org.springframework.util.MultiValueMap;

import io.manifeststudio.editor.forms.GroupFormChanges.Change;
import io.manifeststudio.editor.forms.GroupTrials.Trial;
import io.manifeststudio.manifest.DraftEditing;
import io.manifeststudio.manifest.EditConflictException;
import io.manifeststudio.manifest.EditResult;
import io.manifeststudio.manifest.model.InvalidManifestRequestException;
import io.manifeststudio.manifest.StaleDraftException;
import io.manifeststudio.manifest.edit.CannotEditTextException;
import io.manifeststudio.manifest.edit.Edit;
import io.manifeststudio.manifest.edit.EditRefusedException;
import io.manifeststudio.editor.Retries;

/**
 * The use cases of a group's settings form: show it, check a field as it is typed (its
 * type-level check, then the rule engine on the draft as the form's values would make
 * it), add a row, and save. A save sends the changed fields as one batch of {@code set}
 * edits, made on the version the form was loaded at: when the draft moved on since, the
 * batch is rebased like a drop on the board, so a colleague's change to another pod or
 * another field does not stop it, and a change since to a field the form sends is a
 * conflict that names that change. It first tries the edits in memory, so that a value
 * the planner would refuse refuses the whole form before anything is written. A refused
 * or conflicting save answers the form with every value as typed.
 */
@Component
class GroupSettingsForms {

	/** The parameters that are lists of choices rather than one text. */
	static final Set<String> CHOICE_LISTS = Set.of("tags");

	private final GroupDrafts drafts;

	private final GroupTrials trials;

	private final GroupFormViews views;

	private final DraftEditing editing;

	GroupSettingsForms(GroupDrafts drafts, GroupTrials trials, GroupFormViews views, DraftEditing editing) {
		this.drafts = drafts;
		this.trials = trials;
		this.views = views;
		this.editing = editing;
	}

	/** The form of a group as the draft has it. */
	GroupFormView show(long id, String group) {
		return show(this.drafts.load(id, group), null);
	}

	/**
	 * The messages of one field for the values a form holds, or {@code null} when the
	 * form has no such field.
	 */
	FieldView validate(long id, String group, String path, MultiValueMap<String, String> parameters) {
		GroupDraft draft = this.drafts.load(id, group);
		GroupFormValues typed = GroupFormValues.of(parameters, CHOICE_LISTS);
		Edited edited = edited(draft, typed);
		GroupField field = edited.layout().field(path);
		if (field == null) {
			return null;
		}
		String problem = GroupFormChanges.check(field, edited.shown().text(path)).map(this.views::text).orElse(null);
		Trial trial = this.trials.sets(draft.manifest(), group, edited.changes().applicable());
		if (problem == null) {
			problem = refusalOf(trial, path);
		}
		return this.views.field(draft, typed, path, problem, trial);
	}

	/** The form again, as typed, with an empty row at the end of a list. */
	GroupFormView addRow(long id, String group, String list, MultiValueMap<String, String> parameters) {
		GroupDraft draft = this.drafts.load(id, group);
		GroupFormValues typed = GroupFormValues.of(parameters, CHOICE_LISTS)
			.over(GroupFormValues.of(draft.group(), draft.manifest().era()))
			.withRow(list, GroupFormLayout.rowFields(list, draft.manifest().era()));
		Edited edited = edited(draft, typed);
		Trial trial = this.trials.sets(draft.manifest(), group, edited.changes().applicable());
		return this.views.form(draft, typed, problems(edited, trial), trial, null, null, null);
	}

	/** Saves what a form changed, or says why not. */
	FormAnswer save(long id, String group, Long version, MultiValueMap<String, String> parameters, String author) {
		GroupDraft draft = this.drafts.load(id, group);
		GroupFormValues typed = GroupFormValues.of(parameters, CHOICE_LISTS);
		Edited edited = edited(draft, typed);
		GroupFormChanges changes = edited.changes();
		if (version == null) {
			return refused(draft, typed, edited, this.views.text("group.check.version"));
		}
		if (changes.hasProblems()) {
			return refused(draft, typed, edited,
					this.views.text("group.form.refused.values", changes.problems().size()));
		}
		if (changes.changes().isEmpty()) {
			return FormAnswer.panel(show(draft, notice(FormNotice.UNCHANGED, "group.form.unchanged")), false);
		}
		Trial trial = this.trials.sets(draft.manifest(), group, changes.changes());
		if (!trial.refusals().isEmpty()) {
			String reason = trial.refusals().values().iterator().next();
			FormNotice notice = new FormNotice(FormNotice.REFUSED, this.views.text("group.form.refused.edit", reason),
					null);
			return FormAnswer.panel(this.views.form(draft, typed, problems(edited, trial), trial, notice, null, null),
					false);
		}
		return apply(draft, version, typed, changes, author);
	}

	/**
	 * Saves every changed field as one change of the draft (one version, one undo step),
	 * or none of them.
	 */
	private FormAnswer apply(GroupDraft draft, long base, GroupFormValues typed, GroupFormChanges changes,
			String author) {
		List<Edit> sets = new ArrayList<>();
		for (Change change : changes.changes()) {
			sets.add(new Edit.SetField(draft.group().name(), change.field(), change.value()));
		}
		EditResult result;
		try {
			result = Retries
				.onStale(() -> this.editing.applyRebased(draft.manifestId(), base, new Edit.Batch(sets), author));
		}
		catch (EditConflictException | StaleDraftException ex) {
			GroupDraft now = this.drafts.load(draft.manifestId(), draft.group().name());
			return stale(now, typed, edited(now, typed), ex.getMessage());
		}
		catch (EditRefusedException | CannotEditTextException | InvalidManifestRequestException ex) {
			// The trial in memory accepted these edits; the draft was changed by someone
			// meanwhile. Nothing written.
			GroupDraft now = this.drafts.load(draft.manifestId(), draft.group().name());
			FormNotice notice = new FormNotice(FormNotice.REFUSED,
					this.views.text("group.form.refused.edit", ex.getMessage()), null);
			return FormAnswer.panel(
					this.views.form(now, typed, Map.of(), this.trials.none(now.manifest()), notice, null, null), false);
		}
		GroupDraft saved = this.drafts.load(draft.manifestId(), draft.group().name());
		int applied = result.changed() ? sets.size() : 0;
		FormNotice notice = new FormNotice(FormNotice.SAVED,
				this.views.text("group.form.saved", applied, saved.version()), null);
		return FormAnswer.saved(show(saved, notice), result);
	}

	private GroupFormView show(GroupDraft draft, FormNotice notice) {
		return this.views.form(draft, null, Map.of(), this.trials.none(draft.manifest()), notice, null, null);
	}

	/**
	 * Nothing was saved because a change since the form was loaded touched what it sends:
	 * the form as typed.
	 */
	private FormAnswer stale(GroupDraft draft, GroupFormValues typed, Edited edited, String reason) {
		FormNotice notice = new FormNotice(FormNotice.STALE,
				this.views.text("group.form.conflict", reason, draft.version()), draft.version());
		return FormAnswer.panel(this.views.form(draft, typed, problems(edited, null),
				this.trials.none(draft.manifest()), notice, null, null), false);
	}

	private FormAnswer refused(GroupDraft draft, GroupFormValues typed, Edited edited, String reason) {
		Trial trial = this.trials.sets(draft.manifest(), draft.group().name(), edited.changes().applicable());
		FormNotice notice = new FormNotice(FormNotice.REFUSED, reason, null);
		return FormAnswer.panel(this.views.form(draft, typed, problems(edited, trial), trial, notice, null, null),
				false);
	}

	private FormNotice notice(String kind, String code) {
		return new FormNotice(kind, this.views.text(code), null);
	}

	/**
	 * The form's layout, what it shows, and what it changes, for values sent over a
	 * group's current ones.
	 */
	private static Edited edited(GroupDraft draft, GroupFormValues typed) {
		GroupFormValues current = GroupFormValues.of(draft.group(), draft.manifest().era());
		GroupFormValues shown = typed.over(current);
		GroupFormLayout layout = GroupFormLayout.of(draft.group(), draft.manifest().era(), shown);
		return new Edited(layout, shown, GroupFormChanges.between(layout, current, typed));
	}

	/**
	 * The text of each field's problem: its type-level problem, else why its edit would
	 * be refused (a refused new or removed row shows beside its first field).
	 */
	private Map<String, String> problems(Edited edited, Trial trial) {
		Map<String, String> problems = new LinkedHashMap<>();
		edited.changes().problems().forEach((path, problem) -> problems.put(path, this.views.text(problem)));
		if (trial != null) {
			trial.refusals().forEach((path, reason) -> {
				GroupField field = FieldFindings.fieldFor(path, edited.layout().fields());
				problems.putIfAbsent((field != null) ? field.path() : path, reason);
			});
		}
		return problems;
	}

	/**
	 * Why the edit of a field (or of the row it is in) would be refused, or {@code null}.
	 */
	private static String refusalOf(Trial trial, String path) {
		for (Map.Entry<String, String> refusal : trial.refusals().entrySet()) {
			if (path.equals(refusal.getKey()) || path.startsWith(refusal.getKey() + ".")) {
				return refusal.getValue();
			}
		}
		return null;
	}

	/** A form's layout, the values it shows and what it changes. */
	private record Edited(GroupFormLayout layout, GroupFormValues shown, GroupFormChanges changes) {
	}

}
