package io.manifeststudio.manifest.edit;

import java.util.ArrayList;
import java.util.List;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.stereotype.Component;

import io.manifeststudio.manifest.yaml.DocPath;
import io.manifeststudio.manifest.model.ManifestCodec;
import io.manifeststudio.manifest.yaml.ManifestParseException;
import io.manifeststudio.manifest.model.RoleManifest;

/**
 * Applies one {@link Edit} to a manifest's text: reads it, plans the edit
 * ({@link EditPlanner}), writes the changes into the text so that only the lines holding
 * what changed differ ({@link FormatPreservingEditor}, which reads the new text back to
 * check it), and makes the model of the new text from the document read back, so that
 * what is stored is always a readable manifest. Web-free: the editing service, the
 * command line and tests use it alike.
 */
@Component
public class ManifestEditor {

	private final ManifestCodec codec;

	private final EditPlanner planner;

	private final FormatPreservingEditor writer;

	@Autowired
	public ManifestEditor(ManifestCodec codec) {
		this(codec, new EditPlanner(), new FormatPreservingEditor());
	}

	ManifestEditor(ManifestCodec codec, EditPlanner planner, FormatPreservingEditor writer) {
		this.codec = codec;
		this.planner = planner;
		this.writer = writer;
	}

	/**
	 * @throws io.manifeststudio.manifest.yaml.ManifestParseException when the text is not
	 * a readable role manifest
	 * @throws EditRefusedException when the edit cannot apply to this manifest
	 * @throws CannotEditTextException when its changes cannot be written into this text
	 */
	public EditOutcome apply(String text, Edit edit) {
		return apply(text, this.codec.read(text), edit);
	}

	/**
	 * The same, with the model of {@code text} already read (such as a cached one). A
	 * {@link Edit.Batch} applies its edits one after the other, each on the text and
	 * model the one before left, and gives one patch (from {@code text} to the last text)
	 * and one summary of the parts that changed something; when one of its edits cannot
	 * apply, the whole batch cannot ({@link EditRefusedException} naming which edit).
	 */
	public EditOutcome apply(String text, RoleManifest model, Edit edit) {
		if (edit instanceof Edit.Batch batch) {
			return applyAll(text, model, batch);
		}
		return applyOne(text, model, edit);
	}

	private EditOutcome applyAll(String text, RoleManifest model, Edit.Batch batch) {
		String current = text;
		RoleManifest currentModel = model;
		TextPatch patch = TextPatch.EMPTY;
		List<String> summaries = new ArrayList<>();
		int number = 0;
		for (Edit edit : batch.edits()) {
			number++;
			EditOutcome step;
			try {
				step = applyOne(current, currentModel, edit);
			}
			catch (EditRefusedException ex) {
				throw new EditRefusedException(prefix(number, batch) + ex.getMessage());
			}
			if (step.changed()) {
				patch = patch.andThen(step.patch(), text);
				summaries.add(step.summary());
				current = step.text();
				currentModel = step.model();
			}
		}
		if (summaries.isEmpty()) {
			return new EditOutcome(text, TextPatch.EMPTY, summary(batch.edits().size(), List.of()), model);
		}
		return new EditOutcome(current, patch, summary(batch.edits().size(), summaries), currentModel);
	}

	private static String prefix(int number, Edit.Batch batch) {
		return (batch.edits().size() == 1) ? "" : "Edit " + number + " of " + batch.edits().size() + ": ";
	}

	/** One line for the history: the parts that changed something, joined ("a; b; c"). */
	private static String summary(int edits, List<String> parts) {
		if (parts.isEmpty()) {
			return (edits == 1) ? "nothing to change" : "nothing to change in " + edits + " edits";
		}
		return String.join("; ", parts);
	}

	private EditOutcome applyOne(String text, RoleManifest model, Edit edit) {
		PlannedEdit planned = this.planner.plan(model, edit);
		if (planned.changesNothing()) {
			return new EditOutcome(text, TextPatch.EMPTY, planned.summary(), model);
		}
		EditedText edited = this.writer.apply(text, model.document(), planned.changes());
		RoleManifest after;
		try {
			// The document the writer read back from the new text: the text is read once
			// per edit.
			after = this.codec.read(edited.document());
		}
		catch (ManifestParseException ex) {
			throw new CannotEditTextException(DocPath.ROOT,
					"the edited text would not read back as a role manifest (" + ex.getMessage() + ")");
		}
		return new EditOutcome(edited.text(), edited.patch(), planned.summary(), after);
	}

}
