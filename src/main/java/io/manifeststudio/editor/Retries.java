package io.manifeststudio.editor;

import java.util.function.Supplier;

import io.manifeststudio.manifest.StaleDraftException;

/**
 * A rebased edit, undo or redo is planned on the draft as it is; when someone else
 * commits in the moment between reading the draft and writing it, the write is refused
 * ({@link StaleDraftException}, nothing written) and the change is planned again on the
 * newer draft, a few times, each in a transaction of its own.
 */
public final class Retries {

	public static final int ATTEMPTS = 3;

	private Retries() {
	}

	public static <T> T onStale(Supplier<T> change) {
		for (int attempt = 1;; attempt++) {
			try {
				return change.get();
			}
			catch (StaleDraftException ex) {
				if (attempt >= ATTEMPTS) {
					throw ex;
				}
			}
		}
	}

}
