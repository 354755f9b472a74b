package io.manifeststudio.manifest;

/**
 * Every slot for a kind of expensive work is taken and none became free within the wait:
 * the request is answered 503 with {@code Retry-After} rather than queued without end
 * (see {@link WorkSlots}).
 */
public class ServerBusyException extends RuntimeException {

	/** Seconds a client should wait before asking again. */
	public static final int RETRY_AFTER_SECONDS = 5;

	public ServerBusyException(String work, int running, long waitedSeconds) {
		this("The server is running " + running + " " + work + " at once and none ended within " + waitedSeconds
				+ " s; try again in " + RETRY_AFTER_SECONDS + " s");
	}

	protected ServerBusyException(String message) {
		super(message);
	}

}
