package io.manifeststudio.review;

import java.util.ArrayList;
import java.util.List;

/**
 * Comment threads laid out beside the changes of a diff: each thread goes beside the
 * first change that touched its place ({@link ModelChange#touches}, the rule that also
 * marks a thread outdated), or beside the first change of a container's placements when
 * it is a comment on that container's own group; a thread that no change touched (a
 * comment on the whole revision, or on a place this diff does not change) is listed
 * {@code elsewhere}.
 */
public record CommentsBeside(List<ChangeWithThreads> changes, List<CommentThread> elsewhere) {

	public CommentsBeside {
		changes = List.copyOf(changes);
		elsewhere = List.copyOf(elsewhere);
	}

	/** One change of the diff and the threads shown beside it (often none). */
	public record ChangeWithThreads(ModelChange change, List<CommentThread> threads) {

		public ChangeWithThreads {
			threads = List.copyOf(threads);
		}

	}

	public static CommentsBeside place(List<ModelChange> changes, List<CommentThread> threads) {
		List<List<CommentThread>> beside = new ArrayList<>();
		changes.forEach((change) -> beside.add(new ArrayList<>()));
		List<CommentThread> elsewhere = new ArrayList<>();
		for (CommentThread thread : threads) {
			int index = besideWhich(changes, thread.comment().anchor());
			if (index >= 0) {
				beside.get(index).add(thread);
			}
			else {
				elsewhere.add(thread);
			}
		}
		List<ChangeWithThreads> entries = new ArrayList<>();
		for (int i = 0; i < changes.size(); i++) {
			entries.add(new ChangeWithThreads(changes.get(i), beside.get(i)));
		}
		return new CommentsBeside(entries, elsewhere);
	}

	/** The index of the change a thread on {@code anchor} goes beside, or -1. */
	public static int besideWhich(List<ModelChange> changes, Anchor anchor) {
		for (int i = 0; i < changes.size(); i++) {
			if (changes.get(i).touches(anchor) || movesItsContainer(changes.get(i), anchor)) {
				return i;
			}
		}
		return -1;
	}

	/**
	 * A comment on a container group as a whole ({@code log-agent}), and a change of
	 * where that container is placed.
	 */
	private static boolean movesItsContainer(ModelChange change, Anchor anchor) {
		if (anchor.isManifest() || anchor.container() != null || anchor.field() != null) {
			return false;
		}
		return change.places().stream().anyMatch((place) -> anchor.group().equals(place.container()));
	}

}
