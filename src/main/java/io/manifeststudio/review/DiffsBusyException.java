package io.manifeststudio.review;

/**
 * Every diff computation the server allows at once is taken, and none became free within the wait: the request is
 * answered 503 with {@code Retry-After} rather than queued without end.
 */
public class DiffsBusyException extends RuntimeException {

	/** Seconds a client should wait before asking again. */
	public static final int RETRY_AFTER_SECONDS = 5;

	public DiffsBusyException(int running, long waitedSeconds) {
		super("The server is computing " + running + " other diff(s) and none finished within " + waitedSeconds
				+ " s; try again in " + RETRY_AFTER_SECONDS + " s (a diff asked for again comes from the cache)");
	}

}
