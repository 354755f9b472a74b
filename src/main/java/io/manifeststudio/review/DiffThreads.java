package io.manifeststudio.review;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import org.springframework.stereotype.Service;

/**
 * The comment threads a diff shows beside its changes: those on the revisions it compares
 * (the older one first; the draft has none of its own), each marked outdated as
 * {@link Comments#threads} marks it.
 */
@Service
public class DiffThreads {

	private final Comments comments;

	public DiffThreads(Comments comments) {
		this.comments = comments;
	}

	public CommentsBeside of(VersionDiff diff) {
		return beside(diff, threads(diff.manifestId(), diff.from(), diff.to()));
	}

	/**
	 * The threads of the revisions compared, read before the diff is ready (the older
	 * revision's first).
	 */
	public List<CommentThread> threads(long manifestId, VersionRef from, VersionRef to) {
		Set<Integer> revisions = new LinkedHashSet<>();
		for (VersionRef version : List.of(from, to)) {
			if (!version.isDraft()) {
				revisions.add(version.revision());
			}
		}
		List<CommentThread> threads = new ArrayList<>();
		revisions.stream().sorted().forEach((revision) -> threads.addAll(this.comments.threads(manifestId, revision)));
		return threads;
	}

	/** {@code threads} ({@link #threads}) placed beside the changes of {@code diff}. */
	public static CommentsBeside beside(VersionDiff diff, List<CommentThread> threads) {
		return CommentsBeside.place(diff.changes(), threads);
	}

}
