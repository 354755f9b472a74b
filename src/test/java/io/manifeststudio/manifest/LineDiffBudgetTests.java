package io.manifeststudio.manifest;

import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The diff within a budget ({@link LineDiff#hunksWithin}): the same hunks as the whole
 * diff when it fits, nothing when it has more changed lines or more text than the budget,
 * and found without making every line of a large text.
 */
class LineDiffBudgetTests {

	@Test
	void withinTheBudgetTheHunksAreThoseOfTheWholeDiff() {
		String before = numbered(1, 200);
		String after = before.replace("line 7\n", "line seven\n")
			.replace("line 100\n", "")
			.replace("line 150\n", "line 150\nnew after 150\n");
		Optional<List<LineDiff.Hunk>> bounded = LineDiff.hunksWithin(before, after, 10, 10_000);
		assertThat(bounded).hasValue(LineDiff.hunks(before, after));
		assertThat(bounded.orElseThrow()).hasSize(3);
	}

	@Test
	void equalTextsHaveNoHunks() {
		assertThat(LineDiff.hunksWithin("a\nb\n", "a\nb\n", 0, 0)).hasValue(List.of());
	}

	@Test
	void moreChangedLinesThanTheBudgetGiveNothing() {
		String before = numbered(1, 100);
		String after = before.replace("line 10\n", "ten\n").replace("line 20\n", "twenty\n");
		// two lines replaced: two removed and two added
		assertThat(LineDiff.hunksWithin(before, after, 4, 10_000)).isPresent();
		assertThat(LineDiff.hunksWithin(before, after, 3, 10_000)).isEmpty();
	}

	@Test
	void aTextAddedOrRemovedWholeCountsEveryLine() {
		String text = numbered(1, 50);
		assertThat(LineDiff.hunksWithin("", text, 50, 10_000)).isPresent();
		assertThat(LineDiff.hunksWithin("", text, 49, 10_000)).isEmpty();
		assertThat(LineDiff.hunksWithin(text, "", 49, 10_000)).isEmpty();
	}

	@Test
	void moreTextThanTheBudgetGivesNothing() {
		String before = "a\n" + "x".repeat(5_000) + "\nb\n";
		String after = "a\n" + "y".repeat(5_000) + "\nb\n";
		assertThat(LineDiff.hunksWithin(before, after, 10, 10_100)).isPresent();
		assertThat(LineDiff.hunksWithin(before, after, 10, 9_000)).isEmpty();
	}

	@Test
	void aLargeTextRewrittenWholeIsRefusedQuicklyAndAFewChangesInItAreFound() {
		// about 4 MB each, every line different: the whole diff would be 8 MB of removed
		// and added lines
		String before = numbered(1, 200_000);
		String after = IntStream.rangeClosed(1, 200_000)
			.mapToObj((i) -> "changed " + i)
			.collect(Collectors.joining("\n", "", "\n"));
		long start = System.nanoTime();
		assertThat(LineDiff.hunksWithin(before, after, 2_000, 1024 * 1024)).isEmpty();
		assertThat((System.nanoTime() - start) / 1_000_000).as("milliseconds").isLessThan(20_000);

		String fewChanges = before.replace("line 5\n", "five\n").replace("line 199999\n", "");
		List<LineDiff.Hunk> hunks = LineDiff.hunksWithin(before, fewChanges, 2_000, 1024 * 1024).orElseThrow();
		assertThat(hunks).hasSize(2);
		assertThat(hunks.get(0).header()).isEqualTo("@@ -2,7 +2,7 @@");
		assertThat(hunks.get(1).header()).isEqualTo("@@ -199996,5 +199996,4 @@");
		assertThat(hunks.stream().mapToInt((hunk) -> hunk.lines().size()).sum()).isEqualTo(7 + 1 + 5);
	}

	private static String numbered(int from, int to) {
		return IntStream.rangeClosed(from, to).mapToObj((i) -> "line " + i).collect(Collectors.joining("\n", "", "\n"));
	}

}
