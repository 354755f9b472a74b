package io.manifeststudio.editor;

import java.util.List;

/**
 * A placeable container in the palette (a {@code colocated-container} group): the pods that place it (none: it is
 * flagged as placed nowhere), the pods the "place in…" menu offers, and the marks of its findings.
 */
public record PaletteItem(String name, String detail, List<String> placedIn, List<MoveChoice> places, Marks marks) {

	public PaletteItem {
		placedIn = List.copyOf(placedIn);
		places = List.copyOf(places);
	}

	public boolean isUnplaced() {
		return this.placedIn.isEmpty();
	}

}
