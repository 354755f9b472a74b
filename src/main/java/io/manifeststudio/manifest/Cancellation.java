package io.manifeststudio.manifest;

import java.util.concurrent.CancellationException;

/**
 * The check that long loops make between steps, so that work whose thread was interrupted
 * (a diff that no request waits for any more) ends at the next step instead of running to
 * its end.
 */
public final class Cancellation {

	private Cancellation() {
	}

	/**
	 * @throws CancellationException when this thread was interrupted (its interrupt stays
	 * set)
	 */
	public static void check() {
		if (Thread.currentThread().isInterrupted()) {
			throw new CancellationException("The work was cancelled: nobody waits for its result any more");
		}
	}

}
