package io.manifeststudio.editor.live;

import java.util.List;

/**
 * What an open board hears of one committed change: the version it made, who made it, its summary, and the pods whose
 * cards it affects (empty when not known: a change caught up from the change log, which does not keep them).
 */
public record ChangeEvent(long version, String author, String summary, List<String> pods) {

	public ChangeEvent {
		pods = (pods != null) ? List.copyOf(pods) : List.of();
	}

}
