package io.manifeststudio.editor.board;

import java.util.List;

/**
 * A container chip on a pod card: the pod's main container ({@code mode} {@code main}) or
 * a container it places, {@code colocated} or {@code sidecar}. Besides what it shows
 * ({@code detail}, {@code missing} when no group of that name exists, the {@link Marks}
 * of its findings) it carries what its controls post: the mode switch's edit, the reorder
 * edits of "earlier" and "later" ({@code null} at either end) and the places the "move
 * to…" menu offers.
 */
public record BoardChip(String name, String pod, String mode, String detail, boolean missing, Marks marks,
		String toggleEdit, String earlierEdit, String laterEdit, List<MoveChoice> moves) {

	public static final String MAIN = "main";

	public BoardChip {
		moves = List.copyOf(moves);
	}

	static BoardChip main(String name, String detail, Marks marks) {
		return new BoardChip(name, name, MAIN, detail, false, marks, null, null, null, List.of());
	}

	public boolean isMain() {
		return MAIN.equals(this.mode);
	}

	public boolean isSidecar() {
		return "sidecar".equals(this.mode);
	}

	/** The mode the switch flips to. */
	public String otherMode() {
		return isSidecar() ? "colocated" : "sidecar";
	}

}
