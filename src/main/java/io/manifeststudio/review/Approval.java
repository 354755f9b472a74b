package io.manifeststudio.review;

import java.time.Instant;

/** A reviewer's verdict on one revision, bound to the content hash of that revision. */
public record Approval(long id, long manifestId, int revision, String contentHash, String reviewer, Verdict verdict,
		String message, Instant createdAt) {
}
