package io.manifeststudio.manifest.edit;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;

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

	/**
	 * The node trees of the texts edited lately, by content hash: an edit of a draft
	 * finds the tree of its text here (the tree the edit before made, {@link #keep}),
	 * instead of composing the whole text again.
	 */
	private final Cache<String, NodeSpans> trees = Caffeine.newBuilder()
		.maximumWeight(TREES_BUDGET_KIB)
		.weigher((String hash, NodeSpans spans) -> spans.weightKib())
		.build();

	/**
	 * What the kept trees may hold, about: 64 MB (a composed tree of an SCF-sized
	 * manifest holds about 3.6 MB; a tree made from another shares most of its nodes).
	 */
	static final long TREES_BUDGET_KIB = 64 * 1024;

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
		return apply(text, null, model, edit);
	}

	/**
	 * The same, for a text whose content hash is known (such as a draft's): the node tree
	 * of the text is the one kept under the hash ({@link #keep}), or composed and kept.
	 */
	public EditOutcome apply(String text, String contentHash, RoleManifest model, Edit edit) {
		Tree tree = new Tree(text, contentHash);
		if (edit instanceof Edit.Batch batch) {
			return applyAll(text, tree, model, batch);
		}
		return applyOne(text, tree::spans, model, edit);
	}

	/**
	 * Keeps the node tree of an outcome's new text, if the writer made it, under the new
	 * text's content hash, for the next edit of that text.
	 */
	public void keep(String contentHash, EditOutcome outcome) {
		if (outcome.spans() != null && outcome.changed()) {
			this.trees.put(contentHash, outcome.spans());
		}
	}

	/**
	 * The node tree of a text: kept under its hash, or composed (and kept) when asked.
	 */
	private final class Tree {

		private final String text;

		private final String hash;

		private NodeSpans spans;

		Tree(String text, String hash) {
			this.text = text;
			this.hash = hash;
		}

		/** Null for a text of unknown hash: the writer composes it. */
		NodeSpans spans() {
			if (this.spans == null && this.hash != null) {
				NodeSpans kept = ManifestEditor.this.trees.getIfPresent(this.hash);
				if (kept == null || !kept.text.equals(this.text)) {
					kept = ManifestEditor.this.writer.compose(this.text);
					ManifestEditor.this.trees.put(this.hash, kept);
				}
				this.spans = kept;
			}
			return this.spans;
		}

	}

	private EditOutcome applyAll(String text, Tree tree, RoleManifest model, Edit.Batch batch) {
		String current = text;
		NodeSpans currentSpans = null;
		RoleManifest currentModel = model;
		TextPatch patch = TextPatch.EMPTY;
		List<String> summaries = new ArrayList<>();
		int number = 0;
		for (Edit edit : batch.edits()) {
			number++;
			EditOutcome step;
			try {
				NodeSpans spans = currentSpans;
				step = applyOne(current, (current == text) ? tree::spans : () -> spans, currentModel, edit);
			}
			catch (EditRefusedException ex) {
				throw new EditRefusedException(prefix(number, batch) + ex.getMessage());
			}
			if (step.changed()) {
				patch = patch.andThen(step.patch(), text);
				summaries.add(step.summary());
				current = step.text();
				currentSpans = step.spans();
				currentModel = step.model();
			}
		}
		if (summaries.isEmpty()) {
			return new EditOutcome(text, TextPatch.EMPTY, summary(batch.edits().size(), List.of()), model);
		}
		return new EditOutcome(current, patch, summary(batch.edits().size(), summaries), currentModel, currentSpans);
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

	/** One edit, with the node tree of the text (null: composed if needed). */
	private EditOutcome applyOne(String text, Supplier<NodeSpans> spans, RoleManifest model, Edit edit) {
		PlannedEdit planned = this.planner.plan(model, edit);
		if (planned.changesNothing()) {
			return new EditOutcome(text, TextPatch.EMPTY, planned.summary(), model);
		}
		EditedText edited = this.writer.apply(text, spans.get(), model.document(), planned.changes());
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
		return new EditOutcome(edited.text(), edited.patch(), planned.summary(), after, edited.spans());
	}

}
