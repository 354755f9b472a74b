package io.manifeststudio.manifest;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.springframework.data.domain.Limit;
import org.springframework.data.domain.PageRequest;

import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

import io.manifeststudio.manifest.edit.Edit;
import io.manifeststudio.manifest.edit.EditJson;
import io.manifeststudio.manifest.edit.EditOutcome;
import io.manifeststudio.manifest.edit.EditRefusedException;
import io.manifeststudio.manifest.edit.Footprint;
import io.manifeststudio.manifest.edit.ManifestEditor;
import io.manifeststudio.manifest.edit.TextPatch;
import io.manifeststudio.manifest.model.InvalidManifestRequestException;
import io.manifeststudio.manifest.model.RoleManifest;
import io.manifeststudio.manifest.yaml.ManifestParseException;
import io.manifeststudio.manifest.yaml.ManifestText;
import io.manifeststudio.manifest.yaml.YamlLimits;

/**
 * The one way a draft is edited: the board, the forms and the API all apply
 * {@link Edit}s, undo and redo here, so that every change is in the draft's change log
 * with its summary, the pods it affected and its footprint (what it read and wrote,
 * {@link Footprint}). Each change is written only if the draft is still at the version it
 * was planned on ({@link StaleDraftException} otherwise), so editors on several
 * application instances never overwrite each other.
 * <p>
 * An edit names the version it was made on. Strict ({@link #apply}): it applies only to
 * that version. Rebased ({@link #applyRebased}): when the draft has moved on, it is
 * planned again on the current draft, unless a change since touched its footprint
 * ({@link EditConflictException} naming that change). A {@link Edit.Batch} is one change:
 * one version, one row of the log, one undo step.
 * <p>
 * Undo and redo are per person. Undo reverts the caller's newest change still in effect
 * by the inverse of its text patch, moved over the patches of the changes made since (so
 * the text outside it stays byte for byte), unless one of those changes touched its
 * footprint or its lines; redo applies again the caller's most recently undone change the
 * same way. Both are changes of the draft too (new versions, in the history as "Undid:
 * ..." and "Redid: ..."). A new edit or replacement of a person discards their undone
 * changes: no redo after one's own new change.
 */
@Service
@Transactional
public class DraftEditing {

	static final String UNDID = "Undid: ";

	static final String REDID = "Redid: ";

	/** How many later changes an undo or redo reaches over. */
	static final int MAX_LATER_CHANGES = 500;

	/** Changes of the history read at once when the reader names no number. */
	public static final int HISTORY_PAGE = 100;

	/** The most changes of the history read at once. */
	public static final int MAX_HISTORY_PAGE = 500;

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
	 * Applies an edit to the draft at {@code expectedVersion} (strict). An edit that asks
	 * for what the draft already is writes nothing ({@link EditResult#changed()} is
	 * false).
	 * @throws StaleDraftException when the draft is no longer at {@code expectedVersion}
	 * @throws io.manifeststudio.manifest.edit.EditRefusedException when the edit cannot
	 * apply to this manifest
	 * @throws io.manifeststudio.manifest.edit.CannotEditTextException when it cannot be
	 * written into this text
	 * @throws ManifestNotFoundException when there is no manifest with this id
	 */
	public EditResult apply(long id, long expectedVersion, Edit edit, String author) {
		String cleanAuthor = ManifestService.author(author);
		return applyOn(current(id, expectedVersion), edit, cleanAuthor, false);
	}

	/**
	 * Applies an edit made on version {@code base} of the draft: on the draft as it is
	 * now, when no change since {@code base} touched what the edit reads or writes.
	 * @throws EditConflictException when a change since {@code base} touched the edit's
	 * footprint (nothing written)
	 * @throws StaleDraftException when someone changed the draft while this edit was
	 * being written (try again)
	 * @throws InvalidManifestRequestException when {@code base} is not a version the
	 * draft has had
	 * @throws io.manifeststudio.manifest.edit.EditRefusedException when the edit cannot
	 * apply to the current draft
	 * @throws ManifestNotFoundException when there is no manifest with this id
	 */
	public EditResult applyRebased(long id, long base, Edit edit, String author) {
		String cleanAuthor = ManifestService.author(author);
		Draft draft = this.manifests.draft(id);
		if (draft.version() == base) {
			return applyOn(draft, edit, cleanAuthor, false);
		}
		if (base < 1 || base > draft.version()) {
			throw new InvalidManifestRequestException("base",
					"The draft of manifest " + id + " is at version " + draft.version() + ": base " + base
							+ " is not one of its versions (1 to " + draft.version() + ")");
		}
		Footprint footprint = Footprint.of(edit);
		List<DraftChangeEntity> later = this.changes.findByManifestIdAndVersionGreaterThanOrderByVersionAsc(id, base,
				Limit.of(MAX_LATER_CHANGES + 1));
		if (later.size() > MAX_LATER_CHANGES) {
			DraftChangeEntity beyond = later.get(MAX_LATER_CHANGES);
			throw new EditConflictException(
					"Your edit (made on version " + base + ") was not applied: more than " + MAX_LATER_CHANGES
							+ " changes were made since, at most " + MAX_LATER_CHANGES
							+ " are reached over; make it again on the current draft (version " + draft.version()
							+ "). Nothing was written.",
					new EditConflictException.Conflict(beyond.getVersion(), beyond.getAuthor(), beyond.getCreatedAt(),
							beyond.getSummary()));
		}
		for (DraftChangeEntity since : later) {
			if (footprintOf(since).overlaps(footprint)) {
				throw conflict(since, "Your edit (made on version " + base + ") was not applied: ");
			}
		}
		return applyOn(draft, edit, cleanAuthor, true);
	}

	private EditResult applyOn(Draft draft, Edit edit, String author, boolean rebased) {
		RoleManifest before = this.manifests.parse(draft);
		// The node tree of the draft's text: the one the edit before made, kept by hash.
		EditOutcome outcome = this.editor.apply(draft.content(), draft.contentHash(), before, edit);
		if (!outcome.changed()) {
			return new EditResult(draft, outcome.summary(), outcome.model(), false, rebased, List.of());
		}
		// Encoded once, for the size and the hash, piece by piece (no humongous array).
		ManifestText.Utf8Digest utf8 = ManifestText.digest(outcome.text());
		long bytes = utf8.length();
		if (bytes > this.maxBytes) {
			throw new EditRefusedException("After this edit the draft would have " + bytes + " bytes; a role manifest "
					+ "may have at most " + this.maxBytes + " bytes");
		}
		Footprint footprint = Footprint.of(edit);
		List<String> pods = AffectedPods.between(before, outcome.model());
		String hash = utf8.sha256();
		Draft written = this.manifests.commitChange(draft, outcome.text(), hash, outcome.model(), outcome.patch(),
				ChangeKind.EDIT, EditJson.write(edit), outcome.summary(), author, null, pods, footprint);
		// For the next edit (content-addressed: kept even if this transaction rolls
		// back).
		this.editor.keep(hash, outcome);
		return new EditResult(written, outcome.summary(), outcome.model(), true, rebased, pods,
				AffectedPods.added(before, outcome.model()));
	}

	/** Undoes the caller's newest change still in effect, on the draft as it is now. */
	public EditResult undo(long id, String author) {
		return undo(id, null, author);
	}

	/**
	 * Reverts the caller's newest edit or replacement still in effect, under the changes
	 * made since.
	 * @param expectedVersion when not {@code null}, the draft must be at this version
	 * (strict)
	 * @throws NothingToUndoException when the caller has no change in effect, or a later
	 * change rewrote its lines
	 * @throws EditConflictException when a later change touched its footprint
	 * @throws StaleDraftException when the draft is not at {@code expectedVersion}, or
	 * moved on while writing
	 * @throws ManifestNotFoundException when there is no manifest with this id
	 */
	public EditResult undo(long id, Long expectedVersion, String author) {
		String cleanAuthor = ManifestService.author(author);
		Draft draft = (expectedVersion != null) ? current(id, expectedVersion) : this.manifests.draft(id);
		DraftChangeEntity effect = first(this.changes.ownEffects(id, cleanAuthor, PageRequest.of(0, 1)))
			.orElseThrow(() -> new NothingToUndoException(
					cleanAuthor + " has no change in the draft of manifest " + id + " to undo"));
		return undoEffect(draft, effect, cleanAuthor);
	}

	/**
	 * Reverts one of the caller's own changes still in effect, the one that made draft
	 * version {@code version} (an edit, a replacement or a redo of one; from the board's
	 * activity list), under every change made since, the caller's own included: as an
	 * undo of the newest, it is refused when a later change touched its footprint.
	 * @throws NothingToUndoException when that version is not one of the caller's changes
	 * in effect, or a later change rewrote its lines
	 * @throws EditConflictException when a later change touched its footprint
	 * @throws StaleDraftException when the draft moved on while writing
	 * @throws ManifestNotFoundException when there is no manifest with this id
	 */
	public EditResult undoChange(long id, long version, String author) {
		String cleanAuthor = ManifestService.author(author);
		Draft draft = this.manifests.draft(id);
		List<DraftChangeEntity> effects = this.changes.ownEffects(id, cleanAuthor,
				PageRequest.of(0, MAX_LATER_CHANGES));
		long change = effects.stream()
			.filter((row) -> row.getVersion() == version)
			.map(DraftEditing::changeId)
			.findFirst()
			.orElseThrow(() -> new NothingToUndoException("Version " + version + " of the draft of manifest " + id
					+ " is not a change of " + cleanAuthor + " that is still in effect, so there is nothing to undo"));
		// A change undone and redone is in effect through its newest redo: that is the
		// row to revert.
		DraftChangeEntity effect = effects.stream().filter((row) -> changeId(row) == change).findFirst().orElseThrow();
		return undoEffect(draft, effect, cleanAuthor);
	}

	/** The change a row belongs to: itself, or the change it undoes or redoes. */
	private static long changeId(DraftChangeEntity row) {
		return (row.getTargetChangeId() != null) ? row.getTargetChangeId() : row.getId();
	}

	private EditResult undoEffect(Draft draft, DraftChangeEntity effect, String cleanAuthor) {
		DraftChangeEntity target = targetOf(effect);
		TextPatch inverse = rebased(draft, effect, PatchJson.read(effect.getPatch()).inverse(), target, "undone");
		EditResult result = write(draft, inverse, ChangeKind.UNDO, UNDID + target.getSummary(), cleanAuthor, target,
				draft.version() != effect.getVersion());
		this.changes.changeState(target.getId(), ChangeState.APPLIED, ChangeState.UNDONE);
		return result;
	}

	/**
	 * Undoes the caller's newest change, if the draft is at {@code expectedVersion}
	 * (strict).
	 */
	public EditResult undo(long id, long expectedVersion, String author) {
		return undo(id, Long.valueOf(expectedVersion), author);
	}

	/**
	 * Redoes the caller's most recently undone change, if the draft is at
	 * {@code expectedVersion} (strict).
	 */
	public EditResult redo(long id, long expectedVersion, String author) {
		return redo(id, Long.valueOf(expectedVersion), author);
	}

	/** Redoes the caller's most recently undone change, on the draft as it is now. */
	public EditResult redo(long id, String author) {
		return redo(id, null, author);
	}

	/**
	 * Applies again the caller's most recently undone change (when they made no change
	 * since), under the changes made since its undo.
	 * @param expectedVersion when not {@code null}, the draft must be at this version
	 * (strict)
	 * @throws NothingToUndoException when there is none, or a later change rewrote its
	 * lines
	 * @throws EditConflictException when a later change touched its footprint
	 * @throws StaleDraftException when the draft is not at {@code expectedVersion}, or
	 * moved on while writing
	 * @throws ManifestNotFoundException when there is no manifest with this id
	 */
	public EditResult redo(long id, Long expectedVersion, String author) {
		String cleanAuthor = ManifestService.author(author);
		Draft draft = (expectedVersion != null) ? current(id, expectedVersion) : this.manifests.draft(id);
		DraftChangeEntity undo = first(this.changes.ownUndos(id, cleanAuthor, PageRequest.of(0, 1)))
			.orElseThrow(() -> new NothingToUndoException(
					cleanAuthor + " has no undone change in the draft of manifest " + id + " to redo"));
		DraftChangeEntity target = targetOf(undo);
		TextPatch patch = rebased(draft, undo, PatchJson.read(undo.getPatch()).inverse(), target, "redone");
		EditResult result = write(draft, patch, ChangeKind.REDO, REDID + target.getSummary(), cleanAuthor, target,
				draft.version() != undo.getVersion());
		this.changes.changeState(target.getId(), ChangeState.UNDONE, ChangeState.APPLIED);
		return result;
	}

	/**
	 * {@code patch}, a patch of the text {@code effect} left, moved over the changes made
	 * since so that it applies to the draft as it is: refused when one of them touched
	 * the footprint of {@code target} (a change undone and its undo after {@code effect}
	 * cancel out and do not count) or the same characters of the text.
	 */
	private TextPatch rebased(Draft draft, DraftChangeEntity effect, TextPatch patch, DraftChangeEntity target,
			String done) {
		if (draft.version() == effect.getVersion()) {
			return patch;
		}
		List<DraftChangeEntity> later = this.changes.findByManifestIdAndVersionGreaterThanOrderByVersionAsc(
				draft.manifestId(), effect.getVersion(), Limit.of(MAX_LATER_CHANGES + 1));
		if (later.size() > MAX_LATER_CHANGES) {
			throw new NothingToUndoException(
					"\"" + target.getSummary() + "\" cannot be " + done + ": more than " + MAX_LATER_CHANGES
							+ " changes were made since; at most " + MAX_LATER_CHANGES + " are reached over");
		}
		Footprint footprint = footprintOf(target);
		Map<Long, DraftChangeEntity> changesById = new HashMap<>();
		Map<Long, Integer> toggles = new HashMap<>();
		for (DraftChangeEntity row : later) {
			changesById.put(row.getId(), row);
			if (row.getTargetChangeId() != null) {
				toggles.merge(row.getTargetChangeId(), 1, Integer::sum);
			}
		}
		for (DraftChangeEntity since : later) {
			if (!cancelled(since, effect.getVersion(), changesById, toggles)
					&& footprintOf(since).overlaps(footprint)) {
				throw conflict(since, "\"" + target.getSummary() + "\" cannot be " + done + ": ");
			}
		}
		// The text the effect left, from the draft back through the later patches; then
		// their composition.
		List<TextPatch> patches = later.stream().map((row) -> PatchJson.read(row.getPatch())).toList();
		String text = draft.content();
		try {
			for (int i = patches.size() - 1; i >= 0; i--) {
				text = patches.get(i).inverse().apply(text);
			}
		}
		catch (IllegalStateException ex) {
			throw new NothingToUndoException("The draft of manifest " + draft.manifestId() + " is not as its change "
					+ "log says, so \"" + target.getSummary() + "\" cannot be " + done);
		}
		TextPatch since = TextPatch.EMPTY;
		for (TextPatch each : patches) {
			since = since.andThen(each, text);
		}
		TextPatch shifted = patch.shiftedOver(since.trimmed());
		if (shifted == null) {
			throw new NothingToUndoException("\"" + target.getSummary() + "\" cannot be " + done
					+ ": a later change rewrote the same lines of the text");
		}
		return shifted;
	}

	/**
	 * Whether the rows after {@code version} of the change this row belongs to cancel
	 * out: the change is in the draft now exactly when it was at {@code version} (made
	 * after it and undone again; or undone and redone, or redone and undone, an even
	 * number of times since).
	 */
	private boolean cancelled(DraftChangeEntity row, long version, Map<Long, DraftChangeEntity> later,
			Map<Long, Integer> togglesAfter) {
		long changeId = (row.getTargetChangeId() == null) ? row.getId() : row.getTargetChangeId();
		DraftChangeEntity change = later.containsKey(changeId) ? later.get(changeId)
				: this.changes.findById(changeId).orElse(null);
		if (change == null) {
			return false;
		}
		boolean appliedNow = change.getUndoState() == ChangeState.APPLIED;
		if (change.getVersion() > version) {
			return !appliedNow;
		}
		return togglesAfter.getOrDefault(changeId, 0) % 2 == 0;
	}

	/**
	 * The newest {@link #HISTORY_PAGE} changes of the draft, newest first
	 * ({@link #history(long, Long, int)}).
	 * @throws ManifestNotFoundException when there is no manifest with this id
	 */
	@Transactional(readOnly = true)
	public List<DraftChange> history(long id) {
		return history(id, null, HISTORY_PAGE);
	}

	/**
	 * At most {@code limit} changes of the draft made before version {@code before}
	 * ({@code null}: the newest), newest first. The change log grows with every edit, so
	 * it is only read a page at a time: the query has the limit, the database reads no
	 * more rows than it returns.
	 * @throws ManifestNotFoundException when there is no manifest with this id
	 */
	@Transactional(readOnly = true)
	public List<DraftChange> history(long id, Long before, int limit) {
		this.manifests.draftVersion(id);
		return this.changes.history(id, (before != null) ? before : Long.MAX_VALUE, Limit.of(limit))
			.stream()
			.map(DraftEditing::change)
			.toList();
	}

	/**
	 * The newest {@code limit} changes of the draft made after version {@code after},
	 * oldest first (what a client that saw version {@code after} missed; when it missed
	 * more, the newest of them).
	 * @throws ManifestNotFoundException when there is no manifest with this id
	 */
	@Transactional(readOnly = true)
	public List<DraftChange> historyAfter(long id, long after, int limit) {
		this.manifests.draftVersion(id);
		List<DraftChange> changes = new ArrayList<>();
		this.changes.historyAfter(id, after, Limit.of(limit)).forEach((row) -> changes.add(change(row)));
		Collections.reverse(changes);
		return changes;
	}

	private static DraftChange change(ChangeLogRow row) {
		return new DraftChange(row.version(), ChangeKind.of(row.kind()),
				(row.editJson() != null) ? EditJson.read(row.editJson()) : null, row.summary(), row.author(),
				row.createdAt(), (row.undoState() != null) ? ChangeState.of(row.undoState()) : null);
	}

	/**
	 * What undo and redo would do now for {@code author}, for the board's buttons.
	 * @throws ManifestNotFoundException when there is no manifest with this id
	 */
	@Transactional(readOnly = true)
	public EditingState state(long id, String author) {
		long version = this.manifests.draftVersion(id);
		String cleanAuthor = ManifestService.author(author);
		Optional<DraftChangeEntity> undo = first(this.changes.ownEffects(id, cleanAuthor, PageRequest.of(0, 1)))
			.map(this::targetOf);
		Optional<DraftChangeEntity> redo = first(this.changes.ownUndos(id, cleanAuthor, PageRequest.of(0, 1)))
			.map(this::targetOf);
		return new EditingState(version, undo.isPresent(), redo.isPresent(),
				undo.map(DraftChangeEntity::getSummary).orElse(null),
				redo.map(DraftChangeEntity::getSummary).orElse(null));
	}

	/**
	 * The change a row belongs to: itself for an edit or replacement, the change it undid
	 * or redid otherwise.
	 */
	private DraftChangeEntity targetOf(DraftChangeEntity row) {
		if (row.getTargetChangeId() == null) {
			return row;
		}
		return this.changes.findById(row.getTargetChangeId())
			.orElseThrow(() -> new NothingToUndoException(
					"The change log of manifest " + row.getManifestId() + " has no change " + row.getTargetChangeId()));
	}

	/**
	 * What a logged change read and wrote: kept with it, or worked out from its edit for
	 * older rows.
	 */
	private Footprint footprintOf(DraftChangeEntity row) {
		if (row.getFootprint() != null) {
			return Footprint.fromJson(row.getFootprint());
		}
		if (row.getEditJson() != null) {
			return Footprint.of(EditJson.read(row.getEditJson()));
		}
		if (row.getTargetChangeId() != null) {
			return this.changes.findById(row.getTargetChangeId()).map(this::footprintOf).orElse(Footprint.ALL);
		}
		return Footprint.ALL;
	}

	private static EditConflictException conflict(DraftChangeEntity since, String prefix) {
		return new EditConflictException(
				prefix + since.getAuthor() + " changed the same part of the draft in version " + since.getVersion()
						+ " (" + since.getSummary() + "). Nothing was written.",
				new EditConflictException.Conflict(since.getVersion(), since.getAuthor(), since.getCreatedAt(),
						since.getSummary()));
	}

	private static <T> Optional<T> first(List<T> list) {
		return list.isEmpty() ? Optional.empty() : Optional.of(list.get(0));
	}

	private EditResult write(Draft draft, TextPatch patch, ChangeKind kind, String summary, String author,
			DraftChangeEntity target, boolean rebased) {
		String content;
		RoleManifest model;
		String hash;
		try {
			content = patch.apply(draft.content());
			hash = ManifestText.sha256(content);
			model = this.parsed.parse(hash, content);
		}
		catch (IllegalStateException | ManifestParseException ex) {
			throw new NothingToUndoException(
					"\"" + target.getSummary() + "\" cannot be " + ((kind == ChangeKind.UNDO) ? "undone" : "redone")
							+ " in the draft as it is now: " + ex.getMessage());
		}
		Footprint footprint = footprintOf(target);
		RoleManifest before = this.manifests.parse(draft);
		List<String> pods = AffectedPods.between(before, model);
		Draft written = this.manifests.commitChange(draft, content, hash, model, patch, kind, null, summary, author,
				target.getId(), pods, footprint);
		return new EditResult(written, summary, model, true, rebased, pods, AffectedPods.added(before, model));
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
