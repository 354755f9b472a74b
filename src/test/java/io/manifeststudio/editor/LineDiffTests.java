package io.manifeststudio.editor;

import java.util.List;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** The lines of a text that are new or changed against an earlier text, as the role manifest preview marks them. */
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

}
