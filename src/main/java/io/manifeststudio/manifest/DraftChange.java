package io.manifeststudio.manifest;

import java.time.Instant;

import io.manifeststudio.manifest.edit.Edit;

/**
 * One entry of a draft's history: the draft version the change produced, what made it,
 * the edit (for {@link ChangeKind#EDIT}; {@code null} otherwise), its summary in words
 * ("loggregator-agent moved from pod router to pod mysql", "Undid: ..."), who made it and
 * when, and for edits and replacements whether it is applied, undone or discarded
 * ({@code null} for undo and redo).
 */
public record DraftChange(long version, ChangeKind kind, Edit edit, String summary, String author, Instant time,
		ChangeState state) {
}
