package io.manifeststudio.editor.board;

/**
 * The undo or redo button: whether there is something to undo (or redo), and the one-line
 * summary of what it would undo (its tooltip), or {@code null}.
 */
public record HistoryButton(boolean enabled, String summary) {

	public static final HistoryButton NONE = new HistoryButton(false, null);

}
