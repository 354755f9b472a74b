package io.manifeststudio.review;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import org.springframework.stereotype.Service;

/**
 * The comment threads a diff shows beside its changes: those on the revisions it compares (the older one first; the
 * draft has none of its own), each marked outdated as {@link Comments#threads} marks it.
 */
@Service
public class DiffThreads {

	private final Comments comments;

	public DiffThreads(Comments comments) {
		this.comments = comments;
	}

	public CommentsBeside of(VersionDiff diff) {
		Set<Integer> revisions = new LinkedHashSet<>();
		for (VersionRef version : List.of(diff.from(), diff.to())) {
			if (!version.isDraft()) {
				revisions.add(version.revision());
			}
		}
		List<CommentThread> threads = new ArrayList<>();
		revisions.stream()
			.sorted()
			.forEach((revision) -> threads.addAll(this.comments.threads(diff.manifestId(), revision)));
		return CommentsBeside.place(diff.changes(), threads);
	}

}
