package io.manifeststudio.manifest;

/**
 * What the undo and redo buttons of a draft show: its version, whether there is something
 * to undo or redo, and the summary of the change each would revert or apply again
 * ({@code null} when there is none).
 */
public record EditingState(long version, boolean canUndo, boolean canRedo, String undoSummary, String redoSummary) {
}
