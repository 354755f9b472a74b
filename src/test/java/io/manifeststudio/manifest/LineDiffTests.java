package io.manifeststudio.manifest;

import java.util.List;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The lines of a text that are new or changed against an earlier text (as the role
 * manifest preview marks them), and the hunks and unified text of a diff (as the review
 * shows them).
 */
class LineDiffTests {

	@Test
	void aChangedLineIsMarkedAndNothingElse() {
		assertThat(LineDiff.changedLines(List.of("a", "b", "c"), List.of("a", "B", "c"))).containsExactly(false, true,
				false);
	}

	@Test
	void anInsertedLineIsMarkedAndTheLinesAfterItAreNot() {
		assertThat(LineDiff.changedLines(List.of("a", "b", "c"), List.of("a", "x", "b", "c"))).containsExactly(false,
				true, false, false);
	}

	@Test
	void aRemovedLineMarksNothingThatStays() {
		assertThat(LineDiff.changedLines(List.of("a", "b", "c"), List.of("a", "c"))).containsExactly(false, false);
	}

	@Test
	void aLineMovedUpIsMarkedWhereItNowIs() {
		assertThat(LineDiff.changedLines(List.of("h", "a", "b", "c", "t"), List.of("h", "c", "a", "b", "t")))
			.containsExactly(false, true, false, false, false);
	}

	@Test
	void equalTextsMarkNothing() {
		assertThat(LineDiff.changedLines(List.of("a", "b"), List.of("a", "b"))).containsExactly(false, false);
	}

	@Test
	void hunksHaveThreeLinesOfContextAndUnifiedHeaders() {
		String before = "1\n2\n3\n4\n5\n6\n7\n8\n9\n10\n";
		String after = "1\n2\n3\n4\nfive\n6\n7\n8\n9\n10\n";
		List<LineDiff.Hunk> hunks = LineDiff.hunks(before, after);
		assertThat(hunks).singleElement().extracting(LineDiff.Hunk::header).isEqualTo("@@ -2,7 +2,7 @@");
		assertThat(LineDiff.unified("a", "b", hunks)).isEqualTo("""
				--- a
				+++ b
				@@ -2,7 +2,7 @@
				 2
				 3
				 4
				-5
				+five
				 6
				 7
				 8
				""");
	}

	@Test
	void changesFarApartAreTwoHunksAndCloseOnesOne() {
		StringBuilder before = new StringBuilder();
		for (int i = 1; i <= 30; i++) {
			before.append(i).append('\n');
		}
		String after = before.toString()
			.replace("\n2\n", "\ntwo\n")
			.replace("\n25\n", "\n")
			.replace("\n28\n", "\n28\nnew\n");
		List<LineDiff.Hunk> hunks = LineDiff.hunks(before.toString(), after);
		assertThat(hunks).extracting(LineDiff.Hunk::header).containsExactly("@@ -1,5 +1,5 @@", "@@ -22,9 +22,9 @@");
		assertThat(hunks.get(1).lines()).extracting(LineDiff.Line::kind)
			.containsExactly(LineDiff.Kind.SAME, LineDiff.Kind.SAME, LineDiff.Kind.SAME, LineDiff.Kind.REMOVED,
					LineDiff.Kind.SAME, LineDiff.Kind.SAME, LineDiff.Kind.SAME, LineDiff.Kind.ADDED, LineDiff.Kind.SAME,
					LineDiff.Kind.SAME);
	}

	@Test
	void everyLineOfBothTextsIsInTheDiffOnceInOrder() {
		List<String> before = List.of("a", "b", "c", "a", "b", "b", "a");
		List<String> after = List.of("c", "b", "a", "b", "a", "c");
		List<LineDiff.Line> lines = LineDiff.lines(before, after);
		assertThat(lines.stream().filter((line) -> line.oldNumber() != null).map(LineDiff.Line::text))
			.containsExactlyElementsOf(before);
		assertThat(lines.stream().filter((line) -> line.newNumber() != null).map(LineDiff.Line::text))
			.containsExactlyElementsOf(after);
		// Myers' example: the shortest edit script has 5 edits
		assertThat(lines.stream().filter((line) -> line.kind() != LineDiff.Kind.SAME)).hasSize(5);
	}

	@Test
	void insertionIntoAnEmptyTextAndEqualTexts() {
		assertThat(LineDiff.hunks("", "a\n")).singleElement()
			.extracting(LineDiff.Hunk::header)
			.isEqualTo("@@ -0,0 +1,1 @@");
		assertThat(LineDiff.hunks("a\nb\n", "a\nb\n")).isEmpty();
		assertThat(LineDiff.unified("a", "b", List.of())).isEmpty();
	}

}
