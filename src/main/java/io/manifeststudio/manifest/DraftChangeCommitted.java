package io.manifeststudio.manifest;

import java.util.List;

/**
 * An application event: a change of a draft (an edit, a batch, a replacement, an undo or
 * a redo) was written as {@code version}, of {@code kind}. {@code pods} names the pods
 * whose cards the change affects (their own group or one of the containers they place
 * changed, or the pod came or went), in manifest order, then pods that are gone.
 * <p>
 * It is published inside the transaction that writes the change: listeners that tell
 * others about it (the board's event stream) listen with
 * {@code @TransactionalEventListener} after the commit, so nobody hears of a change that
 * was rolled back.
 */
public record DraftChangeCommitted(long manifestId, long version, ChangeKind kind, String author, String summary,
		List<String> pods) {

	public DraftChangeCommitted {
		pods = List.copyOf(pods);
	}

}
