package io.manifeststudio.editor.board;

import java.util.List;

/**
 * A placeable container in the palette (a {@code colocated-container} group): the pods
 * that place it (none: it is flagged as placed nowhere), the pods the "place in…" menu
 * offers, and the marks of its findings.
 */
public record PaletteItem(String name, String detail, List<String> placedIn, List<MoveChoice> places, Marks marks) {

	public PaletteItem {
		placedIn = List.copyOf(placedIn);
		places = List.copyOf(places);
	}

	/** How many pods a short line names. */
	static final int SHORT = 3;

	/** The first pods that place it, for a short line (the whole list is its tooltip). */
	public String placedInShort() {
		return String.join(", ", this.placedIn.subList(0, Math.min(SHORT, this.placedIn.size())));
	}

	/** Whether more pods place it than the short line names. */
	public boolean hasMorePods() {
		return this.placedIn.size() > SHORT;
	}

	public boolean isUnplaced() {
		return this.placedIn.isEmpty();
	}

}
