package io.manifeststudio.editor.board;

import java.time.Instant;
import java.util.List;

import io.manifeststudio.manifest.ChangeKind;
import io.manifeststudio.manifest.ChangeState;
import io.manifeststudio.manifest.DraftChange;

/**
 * One line of the board's activity list: who changed what, when (the page's script says
 * "2 s ago" from {@code time}), the pod it links to ({@code null} when the change names
 * none, as a whole-draft replacement), and whether the person looking may undo it from
 * there (their own edit or replacement, still in effect).
 */
record ActivityItem(long version, String author, String summary, Instant time, String pod, boolean undoable) {

	/**
	 * How many of the newest changes the board lists (and reads: the query has the
	 * limit).
	 */
	static final int SHOWN = 12;

	static List<ActivityItem> of(List<DraftChange> newestFirst, String viewer) {
		return newestFirst.stream()
			.limit(SHOWN)
			.map((change) -> new ActivityItem(change.version(), change.author(), change.summary(), change.time(),
					BoardDrops.pod(change.edit()), undoable(change, viewer)))
			.toList();
	}

	private static boolean undoable(DraftChange change, String viewer) {
		return change.author().equals(viewer) && change.state() == ChangeState.APPLIED
				&& (change.kind() == ChangeKind.EDIT || change.kind() == ChangeKind.REPLACE);
	}

}
