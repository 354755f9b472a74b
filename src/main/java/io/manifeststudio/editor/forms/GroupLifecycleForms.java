package io.manifeststudio.editor.forms;

import java.util.List;
import java.util.Map;

import org.springframework.stereotype.Component;

import io.manifeststudio.editor.forms.GroupDrafts.Loaded;
import io.manifeststudio.editor.forms.GroupTrials.Trial;
import io.manifeststudio.manifest.DraftEditing;
import io.manifeststudio.manifest.EditResult;
import io.manifeststudio.manifest.model.GroupType;
import io.manifeststudio.manifest.model.InstanceGroup;
import io.manifeststudio.manifest.model.InvalidManifestRequestException;
import io.manifeststudio.manifest.model.RoleManifest;
import io.manifeststudio.manifest.StaleDraftException;
import io.manifeststudio.manifest.edit.CannotEditTextException;
import io.manifeststudio.manifest.edit.Edit;
import io.manifeststudio.manifest.edit.EditRefusedException;
import io.manifeststudio.validation.Finding;

/**
 * The use cases that create, rename and delete a group from its forms, each one edit
 * through the editing service on the draft version the form was loaded at
 * ({@code create-group}, {@code rename-group}, {@code delete-group}). A name is checked
 * as it is typed: as a DNS label, against the manifest's other groups, and by the rule
 * engine on the draft with the name (a name too long for the StatefulSet fissile makes of
 * a {@code bosh} group).
 */
@Component
class GroupLifecycleForms {

	private final GroupDrafts drafts;

	private final GroupTrials trials;

	private final GroupFormViews views;

	private final DraftEditing editing;

	GroupLifecycleForms(GroupDrafts drafts, GroupTrials trials, GroupFormViews views, DraftEditing editing) {
		this.drafts = drafts;
		this.trials = trials;
		this.views = views;
		this.editing = editing;
	}

	/** The empty form that creates a group. */
	NewGroupView createForm(long id) {
		return newGroup(id, this.drafts.manifest(id).version(), "", "bosh", null, null, null);
	}

	/** The name and type fields of the create form, checked. */
	NewGroupView checkNew(long id, String name, String type) {
		Loaded loaded = this.drafts.manifest(id);
		String problem = nameProblem(loaded.manifest(), name, null);
		List<Finding> findings = List.of();
		if (problem == null && typeProblem(type) == null) {
			Edit.CreateGroup create = new Edit.CreateGroup(name.strip(), GroupType.fromYaml(type));
			Trial trial = this.trials.edit(loaded.manifest(), create, GroupFormViews.NAME);
			problem = trial.refusals().get(GroupFormViews.NAME);
			findings = nameFindings(trial, name.strip());
		}
		return new NewGroupView(id, loaded.version(), this.views.nameField(id, name, problem, findings),
				this.views.typeField(type, typeProblem(type)), null);
	}

	FormAnswer create(long id, Long version, String name, String type, String author) {
		Loaded loaded = this.drafts.manifest(id);
		String nameProblem = nameProblem(loaded.manifest(), name, null);
		String typeProblem = typeProblem(type);
		if (version == null || nameProblem != null || typeProblem != null) {
			String reason = (version == null) ? this.views.text("group.check.version") : this.views
				.text("group.form.refused.values", (nameProblem != null ? 1 : 0) + (typeProblem != null ? 1 : 0));
			return FormAnswer.create(newGroup(id, loaded.version(), name, type, nameProblem, typeProblem,
					new FormNotice(FormNotice.REFUSED, reason, null)));
		}
		try {
			EditResult result = this.editing.apply(id, version,
					new Edit.CreateGroup(name.strip(), GroupType.fromYaml(type)), author);
			GroupDraft created = this.drafts.after(id, result, name.strip());
			FormNotice notice = new FormNotice(FormNotice.SAVED,
					this.views.text("group.created", name.strip(), result.version()), null);
			return FormAnswer.changed(FormAnswer.PANEL, show(created, notice), result);
		}
		catch (StaleDraftException ex) {
			// Creating appends a group, which nothing done meanwhile changes: the form
			// offers to create it on the
			// current version (its version is the draft's now).
			FormNotice notice = new FormNotice(FormNotice.STALE,
					this.views.text("group.create.stale", ex.currentVersion()), null);
			return FormAnswer.create(newGroup(id, ex.currentVersion(), name, type, null, null, notice));
		}
		catch (EditRefusedException | CannotEditTextException | InvalidManifestRequestException ex) {
			return FormAnswer.create(newGroup(id, loaded.version(), name, type, ex.getMessage(), null, new FormNotice(
					FormNotice.REFUSED, this.views.text("group.form.refused.edit", ex.getMessage()), null)));
		}
	}

	/** The rename field of a group's form, checked. */
	FieldView checkName(long id, String group, String name) {
		GroupDraft draft = this.drafts.load(id, group);
		String problem = nameProblem(draft.manifest(), name, group);
		List<Finding> findings = List.of();
		if (problem == null && !group.equals(name.strip())) {
			Trial trial = this.trials.edit(draft.manifest(), new Edit.RenameGroup(group, name.strip()),
					GroupFormViews.NAME);
			problem = trial.refusals().get(GroupFormViews.NAME);
			findings = nameFindings(trial, name.strip());
		}
		return this.views.nameField(id, name, problem, findings);
	}

	FormAnswer rename(long id, String group, Long version, String name, String author) {
		GroupDraft draft = this.drafts.load(id, group);
		String typed = (name != null) ? name : "";
		if (version == null) {
			return renameRefused(draft, typed, null, this.views.text("group.check.version"));
		}
		if (version != draft.version()) {
			return FormAnswer.panel(this.views.form(draft, null, Map.of(), this.trials.none(draft.manifest()),
					staleNotice(draft.version()), typed, null), false);
		}
		String problem = nameProblem(draft.manifest(), typed, group);
		if (problem == null && group.equals(typed.strip())) {
			problem = this.views.text("group.rename.same");
		}
		if (problem != null) {
			return renameRefused(draft, typed, problem, this.views.text("group.form.refused.values", 1));
		}
		try {
			EditResult result = this.editing.apply(id, version, new Edit.RenameGroup(group, typed.strip()), author);
			GroupDraft renamed = this.drafts.after(id, result, typed.strip());
			FormNotice notice = new FormNotice(FormNotice.SAVED,
					this.views.text("group.renamed", group, typed.strip(), result.version()), null);
			return FormAnswer.changed(FormAnswer.PANEL, show(renamed, notice), result);
		}
		catch (StaleDraftException ex) {
			GroupDraft now = this.drafts.load(id, group);
			return FormAnswer.panel(this.views.form(now, null, Map.of(), this.trials.none(now.manifest()),
					staleNotice(ex.currentVersion()), typed, null), false);
		}
		catch (EditRefusedException | CannotEditTextException | InvalidManifestRequestException ex) {
			return renameRefused(draft, typed, ex.getMessage(),
					this.views.text("group.form.refused.edit", ex.getMessage()));
		}
	}

	FormAnswer delete(long id, String group, Long version, String author) {
		GroupDraft draft = this.drafts.load(id, group);
		if (version == null || version != draft.version()) {
			FormNotice notice = (version == null)
					? new FormNotice(FormNotice.REFUSED, this.views.text("group.check.version"), null)
					: staleNotice(draft.version());
			return FormAnswer.panel(show(draft, notice), false);
		}
		try {
			EditResult result = this.editing.apply(id, version, new Edit.DeleteGroup(group), author);
			FormNotice notice = new FormNotice(FormNotice.SAVED,
					this.views.text("group.deleted", group, result.version()), null);
			return FormAnswer.changed(FormAnswer.GONE, notice, result);
		}
		catch (StaleDraftException ex) {
			return FormAnswer.panel(show(this.drafts.load(id, group), staleNotice(ex.currentVersion())), false);
		}
		catch (EditRefusedException | CannotEditTextException | InvalidManifestRequestException ex) {
			FormNotice notice = new FormNotice(FormNotice.REFUSED,
					this.views.text("group.form.refused.edit", ex.getMessage()), null);
			return FormAnswer.panel(show(draft, notice), false);
		}
	}

	private FormAnswer renameRefused(GroupDraft draft, String typed, String problem, String reason) {
		return FormAnswer.panel(this.views.form(draft, null, Map.of(), this.trials.none(draft.manifest()),
				new FormNotice(FormNotice.REFUSED, reason, null), typed, problem), false);
	}

	private GroupFormView show(GroupDraft draft, FormNotice notice) {
		return this.views.form(draft, null, Map.of(), this.trials.none(draft.manifest()), notice, null, null);
	}

	private FormNotice staleNotice(long current) {
		return new FormNotice(FormNotice.STALE, this.views.text("group.form.stale", current), current);
	}

	private NewGroupView newGroup(long id, long version, String name, String type, String nameProblem,
			String typeProblem, FormNotice notice) {
		return new NewGroupView(id, version,
				this.views.nameField(id, (name != null) ? name : "", nameProblem, List.of()),
				this.views.typeField(type, typeProblem), notice);
	}

	/**
	 * What is wrong with a name for a group of this manifest (other than
	 * {@code current}), or {@code null}.
	 */
	private String nameProblem(RoleManifest manifest, String name, String current) {
		GroupField field = GroupField.required(GroupFormViews.NAME, FieldKind.DNS_LABEL, "group.field.name");
		String problem = GroupFormChanges.check(field, (name != null) ? name : "").map(this.views::text).orElse(null);
		if (problem == null && !name.strip().equals(current) && manifest.group(name.strip()).isPresent()) {
			problem = this.views.text("group.rename.taken", name.strip());
		}
		return problem;
	}

	private String typeProblem(String type) {
		boolean known = Edit.CreateGroup.TYPES.stream().anyMatch((each) -> each.yamlName().equals(type));
		return known ? null : this.views.text("group.check.type");
	}

	/** The findings of a trial about the name of the group that has it there. */
	private static List<Finding> nameFindings(Trial trial, String name) {
		InstanceGroup group = trial.manifest().group(name).orElse(null);
		if (group == null) {
			return List.of();
		}
		GroupField field = GroupField.required(GroupFormViews.NAME, FieldKind.DNS_LABEL, "group.field.name");
		return FieldFindings.of(trial.manifest(), group, trial.findings(), List.of(field)).of(GroupFormViews.NAME);
	}

}
