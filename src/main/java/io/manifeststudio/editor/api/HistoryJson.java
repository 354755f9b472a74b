package io.manifeststudio.editor.api;

import java.time.Instant;

import com.fasterxml.jackson.annotation.JsonInclude;

import io.manifeststudio.manifest.ChangeKind;
import io.manifeststudio.manifest.ChangeState;
import io.manifeststudio.manifest.DraftChange;
import io.manifeststudio.manifest.edit.Edit;

/**
 * One change of a draft's history: the version it produced, its kind ({@code edit},
 * {@code replace}, {@code undo}, {@code redo}), the edit as it was sent (edits only), its
 * summary, author and time, and for edits and replacements their {@code state}
 * ({@code applied}, {@code undone}, {@code discarded}).
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
record HistoryJson(long version, ChangeKind kind, Edit edit, String summary, String author, Instant time,
		ChangeState state) {

	static HistoryJson of(DraftChange change) {
		return new HistoryJson(change.version(), change.kind(), change.edit(), change.summary(), change.author(),
				change.time(), change.state());
	}

}
