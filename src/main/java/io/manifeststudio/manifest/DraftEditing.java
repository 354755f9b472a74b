package io.manifeststudio.manifest;

import java.util.List;
import java.util.Optional;

import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

import io.manifeststudio.manifest.edit.Edit;
import io.manifeststudio.manifest.edit.EditJson;
import io.manifeststudio.manifest.edit.EditOutcome;
import io.manifeststudio.manifest.edit.EditRefusedException;
import io.manifeststudio.manifest.edit.ManifestEditor;
import io.manifeststudio.manifest.edit.TextPatch;

/**
 * The one way a draft is edited: the board, the forms and the API all apply {@link Edit}s, undo and redo here, so
 * that every change is in the draft's change log. Each change names the draft version it was made on and is written
 * only if the draft is still at that version ({@link StaleDraftException} otherwise), so editors on several
 * application instances never overwrite each other.
 * <p>
 * Undo reverts the newest applied edit or replacement, by applying the inverse of its text patch; redo applies again
 * the oldest undone change newer than that. Both are changes of the draft too (new versions, in the history as
 * "Undid: ..." and "Redid: ..."), and both first check that the draft's content is what the change log says it is. A
 * new edit or replacement discards every undone change: there is no redo after a new change. Everything is in the
 * database, so undo reaches back as far as the log goes, across restarts.
 */
@Service
@Transactional
public class DraftEditing {

	static final String UNDID = "Undid: ";

	static final String REDID = "Redid: ";

	private final ManifestService manifests;

	private final DraftChangeRepository changes;

	private final ParsedManifestCache parsed;

	private final ManifestEditor editor;

	private final int maxBytes = YamlLimits.DEFAULT.maxBytes();

	DraftEditing(ManifestService manifests, DraftChangeRepository changes, ParsedManifestCache parsed,
			ManifestEditor editor) {
		this.manifests = manifests;
		this.changes = changes;
		this.parsed = parsed;
		this.editor = editor;
	}

	/**
	 * Applies an edit to the draft at {@code expectedVersion}. An edit that asks for what the draft already is writes
	 * nothing ({@link EditResult#changed()} is false).
	 * @throws StaleDraftException when the draft is no longer at {@code expectedVersion}
	 * @throws io.manifeststudio.manifest.edit.EditRefusedException when the edit cannot apply to this manifest
	 * @throws io.manifeststudio.manifest.edit.CannotEditTextException when it cannot be written into this text
	 * @throws ManifestNotFoundException when there is no manifest with this id
	 */
	public EditResult apply(long id, long expectedVersion, Edit edit, String author) {
		String cleanAuthor = ManifestService.author(author);
		Draft draft = current(id, expectedVersion);
		EditOutcome outcome = this.editor.apply(draft.content(), this.manifests.parse(draft), edit);
		if (!outcome.changed()) {
			return new EditResult(draft, outcome.summary(), outcome.model(), false);
		}
		long bytes = ManifestText.utf8Length(outcome.text());
		if (bytes > this.maxBytes) {
			throw new EditRefusedException("After this edit the draft would have " + bytes + " bytes; a role manifest "
					+ "may have at most " + this.maxBytes + " bytes");
		}
		Draft written = this.manifests.commitChange(draft, outcome.text(), ManifestText.sha256(outcome.text()),
				outcome.model(), outcome.patch(), ChangeKind.EDIT, EditJson.write(edit), outcome.summary(), cleanAuthor,
				null);
		return new EditResult(written, outcome.summary(), outcome.model(), true);
	}

	/**
	 * Reverts the newest applied edit or replacement of the draft at {@code expectedVersion}.
	 * @throws NothingToUndoException when there is none (or the draft is not as it left it)
	 * @throws StaleDraftException when the draft is no longer at {@code expectedVersion}
	 * @throws ManifestNotFoundException when there is no manifest with this id
	 */
	public EditResult undo(long id, long expectedVersion, String author) {
		String cleanAuthor = ManifestService.author(author);
		Draft draft = current(id, expectedVersion);
		DraftChangeEntity target = this.changes.newestApplied(id)
			.orElseThrow(() -> new NothingToUndoException("There is nothing to undo in the draft of manifest " + id));
		if (!target.getHashAfter().equals(draft.contentHash())) {
			throw new NothingToUndoException("The draft of manifest " + id + " is not as version "
					+ target.getVersion() + " (" + target.getSummary() + ") left it, so that change cannot be undone");
		}
		TextPatch inverse = PatchJson.read(target.getPatch()).inverse();
		EditResult result = write(draft, inverse, ChangeKind.UNDO, UNDID + target.getSummary(), cleanAuthor,
				target);
		this.changes.changeState(target.getId(), ChangeState.APPLIED, ChangeState.UNDONE);
		return result;
	}

	/**
	 * Applies again the oldest undone change newer than the newest applied one, to the draft at
	 * {@code expectedVersion}.
	 * @throws NothingToUndoException when there is none (or the draft is not as its undo left it)
	 * @throws StaleDraftException when the draft is no longer at {@code expectedVersion}
	 * @throws ManifestNotFoundException when there is no manifest with this id
	 */
	public EditResult redo(long id, long expectedVersion, String author) {
		String cleanAuthor = ManifestService.author(author);
		Draft draft = current(id, expectedVersion);
		DraftChangeEntity target = redoable(id)
			.orElseThrow(() -> new NothingToUndoException("There is nothing to redo in the draft of manifest " + id));
		if (!target.getHashBefore().equals(draft.contentHash())) {
			throw new NothingToUndoException("The draft of manifest " + id + " is not as the undo of version "
					+ target.getVersion() + " (" + target.getSummary() + ") left it, so that change cannot be redone");
		}
		EditResult result = write(draft, PatchJson.read(target.getPatch()), ChangeKind.REDO,
				REDID + target.getSummary(), cleanAuthor, target);
		this.changes.changeState(target.getId(), ChangeState.UNDONE, ChangeState.APPLIED);
		return result;
	}

	/**
	 * The draft's changes since its import, newest first.
	 * @throws ManifestNotFoundException when there is no manifest with this id
	 */
	@Transactional(readOnly = true)
	public List<DraftChange> history(long id) {
		this.manifests.draftVersion(id);
		return this.changes.history(id)
			.stream()
			.map((row) -> new DraftChange(row.version(), ChangeKind.of(row.kind()),
					(row.editJson() != null) ? EditJson.read(row.editJson()) : null, row.summary(), row.author(),
					row.createdAt(), (row.undoState() != null) ? ChangeState.of(row.undoState()) : null))
			.toList();
	}

	/**
	 * What undo and redo would do now, for the board's buttons.
	 * @throws ManifestNotFoundException when there is no manifest with this id
	 */
	@Transactional(readOnly = true)
	public EditingState state(long id) {
		long version = this.manifests.draftVersion(id);
		Optional<DraftChangeEntity> undo = this.changes.newestApplied(id);
		Optional<DraftChangeEntity> redo = redoable(id);
		return new EditingState(version, undo.isPresent(), redo.isPresent(),
				undo.map(DraftChangeEntity::getSummary).orElse(null),
				redo.map(DraftChangeEntity::getSummary).orElse(null));
	}

	private Optional<DraftChangeEntity> redoable(long id) {
		long applied = this.changes.newestApplied(id).map(DraftChangeEntity::getVersion).orElse(0L);
		return this.changes.oldestUndoneAfter(id, applied);
	}

	private EditResult write(Draft draft, TextPatch patch, ChangeKind kind, String summary, String author,
			DraftChangeEntity target) {
		String content = patch.apply(draft.content());
		String hash = ManifestText.sha256(content);
		RoleManifest model = this.parsed.parse(hash, content);
		Draft written = this.manifests.commitChange(draft, content, hash, model, patch, kind, null, summary, author,
				target.getId());
		return new EditResult(written, summary, model, true);
	}

	/** The draft, if it is at {@code expectedVersion}. */
	private Draft current(long id, long expectedVersion) {
		Draft draft = this.manifests.draft(id);
		if (draft.version() != expectedVersion) {
			throw new StaleDraftException(id, expectedVersion, draft.version());
		}
		return draft;
	}

}
