package io.manifeststudio.review;

import java.time.Instant;

/** Which audit events to read: each criterion optional ({@code null}: any); at most {@code limit}, newest first. */
public record AuditQuery(Long manifestId, String actor, Instant since, int limit) {

	public static final int MAX_LIMIT = 10_000;

	public AuditQuery {
		limit = Math.max(1, Math.min(limit, MAX_LIMIT));
		actor = (actor == null || actor.isBlank()) ? null : actor.strip();
	}

	public static AuditQuery all() {
		return new AuditQuery(null, null, null, MAX_LIMIT);
	}

}
