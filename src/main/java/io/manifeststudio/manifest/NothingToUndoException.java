package io.manifeststudio.manifest;

/**
 * Undo or redo found nothing to revert or to apply again (or the draft is no longer as
 * the change log says, so the change cannot be reverted safely). Nothing was written; the
 * API answers 409.
 */
public class NothingToUndoException extends RuntimeException {

	public NothingToUndoException(String message) {
		super(message);
	}

}
