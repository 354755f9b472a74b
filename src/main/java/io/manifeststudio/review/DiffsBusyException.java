package io.manifeststudio.review;

import io.manifeststudio.manifest.ServerBusyException;

/**
 * Every diff computation the server allows at once is taken, and the diff asked for was
 * not computed within the wait: the request is answered 503 with {@code Retry-After}
 * rather than queued without end.
 */
public class DiffsBusyException extends ServerBusyException {

	public DiffsBusyException(int running, long waitedSeconds) {
		super("The server is computing " + running + " other diff(s) and this one was not ready within " + waitedSeconds
				+ " s; try again in " + RETRY_AFTER_SECONDS + " s (a diff asked for again comes from the cache)");
	}

}
