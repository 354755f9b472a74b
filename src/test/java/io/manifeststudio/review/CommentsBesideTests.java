package io.manifeststudio.review;

import java.time.Instant;
import java.util.List;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Which change of a diff a comment thread shows beside, and which threads are listed as
 * on other places.
 */
class CommentsBesideTests {

	static final ModelChange MOVE = ModelChange.of("log-agent moved from pod web to pod api",
			Anchor.placement("web", "log-agent"), Anchor.placement("api", "log-agent"));

	static final ModelChange MEMORY = ModelChange.of("memory of api changed from 512 MiB to 1024 MiB",
			Anchor.field("api", "run.memory"));

	@Test
	void aThreadGoesBesideTheFirstChangeThatTouchedItsPlace() {
		CommentThread onTheChip = thread(1, new Anchor("api", "log-agent", null));
		CommentThread onThePod = thread(2, Anchor.group("api"));
		CommentThread onTheMemory = thread(3, Anchor.field("api", "run.memory"));

		CommentsBeside beside = CommentsBeside.place(List.of(MOVE, MEMORY), List.of(onTheChip, onThePod, onTheMemory));

		assertThat(beside.changes()).extracting(CommentsBeside.ChangeWithThreads::change).containsExactly(MOVE, MEMORY);
		assertThat(beside.changes().get(0).threads()).containsExactly(onTheChip, onThePod);
		assertThat(beside.changes().get(1).threads()).containsExactly(onTheMemory);
		assertThat(beside.elsewhere()).isEmpty();
	}

	@Test
	void aCommentOnAContainersOwnGroupGoesBesideAChangeOfItsPlacement() {
		CommentThread onTheGroup = thread(1, Anchor.group("log-agent"));
		CommentThread onAFieldOfIt = thread(2, Anchor.field("log-agent", "run.memory"));

		CommentsBeside beside = CommentsBeside.place(List.of(MEMORY, MOVE), List.of(onTheGroup, onAFieldOfIt));

		assertThat(beside.changes().get(1).threads()).containsExactly(onTheGroup);
		assertThat(beside.elsewhere()).containsExactly(onAFieldOfIt);
	}

	@Test
	void threadsOnTheWholeRevisionOrOnUnchangedPlacesAreElsewhereInOrder() {
		CommentThread whole = thread(1, Anchor.MANIFEST);
		CommentThread web = thread(2, Anchor.field("web", "run.memory"));
		CommentThread api = thread(3, Anchor.field("api", "tags"));

		CommentsBeside beside = CommentsBeside.place(List.of(MEMORY), List.of(whole, web, api));

		assertThat(beside.changes().get(0).threads()).isEmpty();
		assertThat(beside.elsewhere()).containsExactly(whole, web, api);
		assertThat(CommentsBeside.place(List.of(), List.of(web)).elsewhere()).containsExactly(web);
	}

	@Test
	void twoEqualChangesKeepTheirOwnThreads() {
		CommentThread memory = thread(1, Anchor.field("api", "run.memory"));

		CommentsBeside beside = CommentsBeside.place(List.of(MEMORY, MEMORY), List.of(memory));

		assertThat(beside.changes()).hasSize(2);
		assertThat(beside.changes().get(0).threads()).containsExactly(memory);
		assertThat(beside.changes().get(1).threads()).isEmpty();
	}

	private static CommentThread thread(long id, Anchor anchor) {
		Comment comment = new Comment(id, 7, 2, null, anchor, "comment " + id, false, "rita",
				Instant.parse("2026-12-03T10:00:00Z"), null, null);
		return new CommentThread(comment, List.of(), false, null);
	}

}
