package io.manifeststudio.export;

/**
 * An export would write more than an export may: the manifest is valid, but what it
 * generates (each container gets the environment its templates may use, each pod its
 * Services) is larger than the server writes in one answer.
 */
public class ExportTooLargeException extends RuntimeException {

	private final long limit;

	public ExportTooLargeException(String what, long limit) {
		super("The " + what + " would be larger than " + limit + " characters (" + (limit / (1024 * 1024))
				+ " MB), the most one export writes: export one pod at a time, or make the manifest smaller");
		this.limit = limit;
	}

	public long limit() {
		return this.limit;
	}

}
