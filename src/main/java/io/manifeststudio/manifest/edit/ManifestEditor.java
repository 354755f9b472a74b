package io.manifeststudio.manifest.edit;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.stereotype.Component;

import io.manifeststudio.manifest.DocPath;
import io.manifeststudio.manifest.ManifestCodec;
import io.manifeststudio.manifest.ManifestParseException;
import io.manifeststudio.manifest.RoleManifest;

/**
 * Applies one {@link Edit} to a manifest's text: reads it, plans the edit ({@link EditPlanner}), writes the changes
 * into the text so that only the lines holding what changed differ ({@link FormatPreservingEditor}, which reads the
 * new text back to check it), and makes the model of the new text from the document read back, so that what is
 * stored is always a readable manifest. Web-free: the editing service, the command
 * line and tests use it alike.
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
	 * @throws io.manifeststudio.manifest.ManifestParseException when the text is not a readable role manifest
	 * @throws EditRefusedException when the edit cannot apply to this manifest
	 * @throws CannotEditTextException when its changes cannot be written into this text
	 */
	public EditOutcome apply(String text, Edit edit) {
		return apply(text, this.codec.read(text), edit);
	}

	/** The same, with the model of {@code text} already read (such as a cached one). */
	public EditOutcome apply(String text, RoleManifest model, Edit edit) {
		PlannedEdit planned = this.planner.plan(model, edit);
		if (planned.changesNothing()) {
			return new EditOutcome(text, TextPatch.EMPTY, planned.summary(), model);
		}
		EditedText edited = this.writer.apply(text, model.document(), planned.changes());
		RoleManifest after;
		try {
			// The document the writer read back from the new text: the text is read once per edit.
			after = this.codec.read(edited.document());
		}
		catch (ManifestParseException ex) {
			throw new CannotEditTextException(DocPath.ROOT,
					"the edited text would not read back as a role manifest (" + ex.getMessage() + ")");
		}
		return new EditOutcome(edited.text(), edited.patch(), planned.summary(), after);
	}

}
