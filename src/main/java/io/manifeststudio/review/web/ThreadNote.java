package io.manifeststudio.review.web;

import java.util.List;

import org.springframework.web.util.UriComponentsBuilder;

import io.manifeststudio.review.Comment;
import io.manifeststudio.review.CommentThread;
import io.manifeststudio.review.CommentsBeside;

/**
 * A comment thread as a diff shows it beside a change: its place in words, its text
 * (shown escaped), author, revision, marks (blocking, outdated, resolved), how many
 * replies it has, and a link to it on its revision's review page.
 */
public record ThreadNote(long id, int revision, String place, String text, String author, String created,
		boolean blocking, boolean resolved, String resolvedBy, boolean outdated, Integer comparedWith, int replies,
		String href) {

	static ThreadNote of(CommentThread thread) {
		Comment comment = thread.comment();
		String href = UriComponentsBuilder.fromPath("/manifests/{id}/revisions/{n}/review")
			.fragment("thread-" + comment.id())
			.buildAndExpand(comment.manifestId(), comment.revision())
			.toUriString();
		return new ThreadNote(comment.id(), comment.revision(), ReviewPages.place(comment.anchor()), comment.text(),
				comment.author(), ReviewPages.time(comment.createdAt()), comment.blocking(), comment.isResolved(),
				comment.resolvedBy(), thread.outdated(), thread.changedIn(), thread.replies().size(), href);
	}

	static List<ThreadNote> of(List<CommentThread> threads) {
		return threads.stream().map(ThreadNote::of).toList();
	}

	/** A change of a diff in words with the threads shown beside it. */
	public record ChangeView(String text, List<ThreadNote> threads) {
	}

	static List<ChangeView> changes(CommentsBeside beside) {
		return beside.changes()
			.stream()
			.map((entry) -> new ChangeView(entry.change().text(), of(entry.threads())))
			.toList();
	}

}
