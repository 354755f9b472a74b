package io.manifeststudio.manifest.edit;

import java.util.List;

/**
 * What an edit changes in the document, in order (see {@link DocumentChange}), and a
 * one-line summary in words for the history ("loggregator-agent moved from pod router to
 * pod mysql"). No changes: the manifest already is as the edit asks.
 */
public record PlannedEdit(List<DocumentChange> changes, String summary) {

	public PlannedEdit {
		changes = List.copyOf(changes);
	}

	public boolean changesNothing() {
		return this.changes.isEmpty();
	}

}
