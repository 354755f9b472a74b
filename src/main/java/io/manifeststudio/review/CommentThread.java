package io.manifeststudio.review;

import java.util.List;

/**
 * A comment with its replies in order. {@code outdated} when the place it is anchored to
 * changed in a later revision ({@code changedIn} names the newest revision it was
 * compared with, {@code null} when there is none).
 */
public record CommentThread(Comment comment, List<Comment> replies, boolean outdated, Integer changedIn) {

	public CommentThread {
		replies = List.copyOf(replies);
	}

	/**
	 * A blocking thread that nobody resolved: it keeps its revision from being approved.
	 */
	public boolean isOpenBlocking() {
		return this.comment.blocking() && !this.comment.isResolved();
	}

}
