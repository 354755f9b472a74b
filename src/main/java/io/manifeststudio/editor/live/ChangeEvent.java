package io.manifeststudio.editor.live;

import java.util.List;

/**
 * What an open board hears of one committed change: the version it made, its kind
 * ({@code edit}, {@code replace}, {@code undo} or {@code redo}: the author's board offers
 * to undo an edit or a replacement from its activity list), who made it, its summary, and
 * the pods whose cards it affects (empty when not known: a change caught up from the
 * change log, which does not keep them).
 */
public record ChangeEvent(long version, String kind, String author, String summary, List<String> pods) {

	public ChangeEvent {
		pods = (pods != null) ? List.copyOf(pods) : List.of();
	}

}
