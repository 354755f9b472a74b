package io.manifeststudio.manifest.edit;

import java.util.List;

import org.junit.jupiter.api.Test;

import io.manifeststudio.manifest.edit.TextPatch.Splice;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Moving a patch over another patch of the same text, as undo under later changes does.
 */
class TextPatchShiftTests {

	private static final String TEXT = "a: 1\nb: 2\nc: 3\n";

	@Test
	void aChangeBeforeShiftsTheSplice() {
		TextPatch mine = TextPatch.between(TEXT, "a: 1\nb: 2\nc: 30\n");
		TextPatch theirs = TextPatch.between(TEXT, "a: 100\nb: 2\nc: 3\n");

		TextPatch shifted = mine.shiftedOver(theirs);

		assertThat(shifted.apply(theirs.apply(TEXT))).isEqualTo("a: 100\nb: 2\nc: 30\n");
	}

	@Test
	void aChangeAfterLeavesTheSpliceWhereItIs() {
		TextPatch mine = TextPatch.between(TEXT, "a: 10\nb: 2\nc: 3\n");
		TextPatch theirs = TextPatch.between(TEXT, "a: 1\nb: 2\nc: 3\nd: 4\n");

		assertThat(mine.shiftedOver(theirs).apply(theirs.apply(TEXT))).isEqualTo("a: 10\nb: 2\nc: 3\nd: 4\n");
	}

	@Test
	void overlappingChangesCannotBeShifted() {
		TextPatch mine = TextPatch.between(TEXT, "a: 1\nb: 3\nc: 3\n");
		TextPatch theirs = TextPatch.between(TEXT, "a: 1\nb: 4\nc: 3\n");

		assertThat(mine.shiftedOver(theirs)).isNull();
	}

	@Test
	void anInsertionAtTheStartOfASpliceCountsAsBefore() {
		TextPatch mine = new TextPatch(List.of(new Splice(5, "b: 2\n", "")));
		TextPatch theirs = new TextPatch(List.of(new Splice(5, "", "x: 0\n")));

		assertThat(mine.shiftedOver(theirs).apply(theirs.apply(TEXT))).isEqualTo("a: 1\nx: 0\nc: 3\n");
	}

	@Test
	void trimmingKeepsOnlyWhatDiffers() {
		TextPatch wide = new TextPatch(List.of(new Splice(0, "a: 1\nb: 2\n", "a: 1\nb: 3\n")));

		assertThat(wide.trimmed().splices()).containsExactly(new Splice(8, "2", "3"));
		assertThat(wide.trimmed().apply(TEXT)).isEqualTo(wide.apply(TEXT));
	}

}
