package io.manifeststudio.review;

import java.time.Instant;

/**
 * Which audit events to read: each criterion optional ({@code null}: any); at most
 * {@code limit}, newest first, after skipping the {@code offset} newest that match (the
 * pages of a long log).
 */
public record AuditQuery(Long manifestId, String actor, Instant since, int limit, long offset) {

	public static final int MAX_LIMIT = 10_000;

	public AuditQuery {
		limit = Math.max(1, Math.min(limit, MAX_LIMIT));
		actor = (actor == null || actor.isBlank()) ? null : actor.strip();
		offset = Math.max(0, offset);
	}

	/** The first page. */
	public AuditQuery(Long manifestId, String actor, Instant since, int limit) {
		this(manifestId, actor, since, limit, 0);
	}

}
