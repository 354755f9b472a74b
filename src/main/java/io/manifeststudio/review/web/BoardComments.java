package io.manifeststudio.review.web;

import java.util.List;

/**
 * The comments the board shows beside their places: the open threads of the draft's
 * latest revision, counted per pod (a comment on the group or a field of it), per placed
 * container (a comment on that container in that pod) and per container group of the
 * palette (a comment on the group or a field of it), each a badge that opens the
 * revision's review page there. {@code revision} is 0 when nothing is saved yet.
 */
public record BoardComments(long manifestId, int revision, long openThreads, List<Badge> badges, String reviewHref) {

	/**
	 * A badge for the slot with id {@code slotId} on the board
	 * ({@code comments-pod-<pod>} or {@code comments-chip-<pod>/<container>} or
	 * {@code comments-palette-<container group>}).
	 */
	public record Badge(String slotId, long count, String label, String href) {
	}

	public boolean hasRevision() {
		return this.revision > 0;
	}

}
