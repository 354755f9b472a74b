package io.manifeststudio.editor.board;

/**
 * A container chip on a pod card: the pod's main container ({@code mode} {@code main}) or
 * a container it places, {@code colocated} or {@code sidecar}. Besides what it shows
 * ({@code detail}, {@code missing} when no group of that name exists, the {@link Marks}
 * of its findings) it carries what its controls post: the mode switch's edit and the
 * reorder edits of "earlier" and "later" ({@code null} at either end). The pods its "move
 * to…" menu offers are its container's, the same in every pod ({@link MoveTargets}).
 */
public record BoardChip(String name, String pod, String mode, String detail, boolean missing, Marks marks,
		String toggleEdit, String earlierEdit, String laterEdit) {

	public static final String MAIN = "main";

	static BoardChip main(String name, String detail, Marks marks) {
		return new BoardChip(name, name, MAIN, detail, false, marks, null, null, null);
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
