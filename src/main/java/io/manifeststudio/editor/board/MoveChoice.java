package io.manifeststudio.editor.board;

/**
 * One entry of a "move to…" or "place in…" menu: the value the menu posts
 * ({@code pod:<name>}, or {@value #REMOVE}) and the pod's name (empty for "remove from
 * pod").
 */
public record MoveChoice(String value, String pod) {

	/** The value of "remove from pod". */
	public static final String REMOVE = "remove";

	static final String POD_PREFIX = "pod:";

	static MoveChoice to(String pod) {
		return new MoveChoice(POD_PREFIX + pod, pod);
	}

	static MoveChoice remove() {
		return new MoveChoice(REMOVE, "");
	}

	public boolean isRemove() {
		return REMOVE.equals(this.value);
	}

}
