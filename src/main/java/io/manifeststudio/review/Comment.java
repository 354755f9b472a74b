package io.manifeststudio.review;

import java.time.Instant;

/**
 * A comment on a revision of a manifest, anchored to a place of it
 * ({@link Anchor#MANIFEST} for the revision as a whole), or a reply to one
 * ({@code parentId} names the thread; a reply's anchor is its thread's). {@code text} is
 * as typed. {@code resolvedBy} and {@code resolvedAt} are set when its thread was
 * resolved.
 */
public record Comment(long id, long manifestId, int revision, Long parentId, Anchor anchor, String text,
		boolean blocking, String author, Instant createdAt, String resolvedBy, Instant resolvedAt) {

	public boolean isReply() {
		return this.parentId != null;
	}

	public boolean isResolved() {
		return this.resolvedAt != null;
	}

}
