package io.manifeststudio.review;

import java.time.Instant;

/**
 * One entry of the audit log: who ({@code actor}) did what ({@code action}), when, to
 * which manifest and revision.
 */
public record AuditEvent(long id, Instant at, String actor, String action, Long manifestId, Integer revision,
		String detail) {
}
