package io.manifeststudio.manifest;

import java.time.Instant;

/**
 * An edit made on an older version of the draft, or an undo or redo, collides with a
 * change made since: that change touched what this one reads or writes (or the same lines
 * of the text). Nothing was written. The API answers 409 with {@code conflict: {version,
 * author, summary}}; the board shows the message beside the card.
 */
public class EditConflictException extends RuntimeException {

	/**
	 * The change that got in the way: the draft version it made, who made it, when, and
	 * its summary.
	 */
	public record Conflict(long version, String author, Instant time, String summary) {
	}

	private final Conflict conflict;

	public EditConflictException(String message, Conflict conflict) {
		super(message);
		this.conflict = conflict;
	}

	public Conflict conflict() {
		return this.conflict;
	}

}
