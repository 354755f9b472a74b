package io.manifeststudio.editor.forms;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.springframework.stereotype.Component;

import io.manifeststudio.editor.forms.GroupFormChanges.Change;
import io.manifeststudio.manifest.model.InvalidManifestRequestException;
import io.manifeststudio.manifest.model.ManifestCodec;
import io.manifeststudio.manifest.yaml.ManifestDocument;
import io.manifeststudio.manifest.model.RoleManifest;
import io.manifeststudio.manifest.edit.CannotEditTextException;
import io.manifeststudio.manifest.edit.Edit;
import io.manifeststudio.manifest.edit.DocumentChanges;
import io.manifeststudio.manifest.edit.EditPlanner;
import io.manifeststudio.manifest.edit.EditRefusedException;
import io.manifeststudio.manifest.edit.PlannedEdit;
import io.manifeststudio.validation.Finding;
import io.manifeststudio.validation.ManifestValidator;

/**
 * Tries edits on a draft in memory, without storing anything: the editing service's
 * planner says what each edit changes in the document, the changes are applied to the
 * document's data (not its text: the text writer keeps the layout, which the rules do not
 * need, and costs most of an edit's time on a manifest of SCF's size), the result is read
 * as a manifest, and the rule engine checks it. This is how a form field shows, as it is
 * typed, what the rules would say about the draft with that value, and how a save learns
 * that an edit would be refused before it writes any of a form's edits.
 */
@Component
class GroupTrials {

	private final EditPlanner planner = new EditPlanner();

	private final ManifestCodec codec;

	private final ManifestValidator validator;

	GroupTrials(ManifestCodec codec, ManifestValidator validator) {
		this.codec = codec;
		this.validator = validator;
	}

	/**
	 * The draft after a group's {@code set} edits, applied one after the other; an edit
	 * that would be refused is left out and its reason kept by field.
	 */
	Trial sets(RoleManifest manifest, String group, List<Change> changes) {
		RoleManifest model = manifest;
		Map<String, String> refusals = new LinkedHashMap<>();
		for (Change change : changes) {
			try {
				model = apply(model, new Edit.SetField(group, change.field(), change.value()));
			}
			catch (EditRefusedException | CannotEditTextException | InvalidManifestRequestException ex) {
				refusals.put(change.field(), ex.getMessage());
			}
		}
		return new Trial(model, refusals, this.validator.validate(model).findings());
	}

	/** The draft after one edit, or the reason it would be refused. */
	Trial edit(RoleManifest manifest, Edit edit, String field) {
		try {
			RoleManifest after = apply(manifest, edit);
			return new Trial(after, Map.of(), this.validator.validate(after).findings());
		}
		catch (EditRefusedException | CannotEditTextException | InvalidManifestRequestException ex) {
			return new Trial(manifest, Map.of(field, ex.getMessage()), this.validator.validate(manifest).findings());
		}
	}

	/** The manifest after one edit, as data. */
	private RoleManifest apply(RoleManifest manifest, Edit edit) {
		PlannedEdit planned = this.planner.plan(manifest, edit);
		if (planned.changesNothing()) {
			return manifest;
		}
		Map<Object, Object> root = DocumentChanges.applyTo(manifest.document().root(), planned.changes());
		return this.codec.read(new ManifestDocument(root));
	}

	/** The findings of the draft as it is. */
	Trial none(RoleManifest manifest) {
		return new Trial(manifest, Map.of(), this.validator.validate(manifest).findings());
	}

	/**
	 * A draft as edits would leave it: its model, why each refused edit was refused (by
	 * the field it set), and the rule engine's findings on it.
	 */
	record Trial(RoleManifest manifest, Map<String, String> refusals, List<Finding> findings) {

		Trial {
			refusals = Map.copyOf(refusals);
			findings = List.copyOf(findings);
		}

	}

}
