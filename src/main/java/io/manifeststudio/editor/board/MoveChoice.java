package io.manifeststudio.editor.board;

/**
 * One pod a "move to…" or "place in…" menu offers: the value the menu posts
 * ({@code pod:<name>}) and the pod's name. "Remove from pod" posts {@value #REMOVE}.
 */
public record MoveChoice(String value, String pod) {

	/** The value of "remove from pod". */
	public static final String REMOVE = "remove";

	static final String POD_PREFIX = "pod:";

	static MoveChoice to(String pod) {
		return new MoveChoice(POD_PREFIX + pod, pod);
	}

}
