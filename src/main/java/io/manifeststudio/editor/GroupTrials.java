package io.manifeststudio.editor;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.springframework.stereotype.Component;

import io.manifeststudio.editor.GroupFormChanges.Change;
import io.manifeststudio.manifest.InvalidManifestRequestException;
import io.manifeststudio.manifest.RoleManifest;
import io.manifeststudio.manifest.edit.CannotEditTextException;
import io.manifeststudio.manifest.edit.Edit;
import io.manifeststudio.manifest.edit.EditOutcome;
import io.manifeststudio.manifest.edit.EditRefusedException;
import io.manifeststudio.manifest.edit.ManifestEditor;
import io.manifeststudio.validation.Finding;
import io.manifeststudio.validation.ManifestValidator;

/**
 * Tries edits on a draft in memory, without storing anything: the same {@link ManifestEditor} the editing service
 * writes with (the planner, the format-preserving writer, the read-back), then the rule engine on the result. This is
 * how a form field shows, as it is typed, what the rules would say about the draft with that value, and how a save
 * learns that an edit would be refused before it writes any of a form's edits.
 */
@Component
class GroupTrials {

	private final ManifestEditor editor;

	private final ManifestValidator validator;

	GroupTrials(ManifestEditor editor, ManifestValidator validator) {
		this.editor = editor;
		this.validator = validator;
	}

	/**
	 * The draft after a group's {@code set} edits, applied one after the other; an edit that would be refused is left
	 * out and its reason kept by field.
	 */
	Trial sets(String content, RoleManifest manifest, String group, List<Change> changes) {
		String text = content;
		RoleManifest model = manifest;
		Map<String, String> refusals = new LinkedHashMap<>();
		for (Change change : changes) {
			try {
				EditOutcome outcome = this.editor.apply(text, model, new Edit.SetField(group, change.field(),
						change.value()));
				text = outcome.text();
				model = outcome.model();
			}
			catch (EditRefusedException | CannotEditTextException | InvalidManifestRequestException ex) {
				refusals.put(change.field(), ex.getMessage());
			}
		}
		return new Trial(model, refusals, this.validator.validate(model).findings());
	}

	/** The draft after one edit, or the reason it would be refused. */
	Trial edit(String content, RoleManifest manifest, Edit edit, String field) {
		try {
			RoleManifest after = this.editor.apply(content, manifest, edit).model();
			return new Trial(after, Map.of(), this.validator.validate(after).findings());
		}
		catch (EditRefusedException | CannotEditTextException | InvalidManifestRequestException ex) {
			return new Trial(manifest, Map.of(field, ex.getMessage()), this.validator.validate(manifest).findings());
		}
	}

	/** The findings of the draft as it is. */
	Trial none(RoleManifest manifest) {
		return new Trial(manifest, Map.of(), this.validator.validate(manifest).findings());
	}

	/**
	 * A draft as edits would leave it: its model, why each refused edit was refused (by the field it set), and the
	 * rule engine's findings on it.
	 */
	record Trial(RoleManifest manifest, Map<String, String> refusals, List<Finding> findings) {

		Trial {
			refusals = Map.copyOf(refusals);
			findings = List.copyOf(findings);
		}

	}

}
