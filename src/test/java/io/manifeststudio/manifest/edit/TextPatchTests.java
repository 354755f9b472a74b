package io.manifeststudio.manifest.edit;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.Test;

import io.manifeststudio.manifest.edit.TextPatch.Splice;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

/**
 * Reversible text patches: applying, inverting, diffing two texts, and chaining patches
 * made one after another.
 */
class TextPatchTests {

	private static final String BEFORE = "a: 1\r\nb: 2 # two\r\nc: 3\r\n";

	@Test
	void appliesSplicesAtOffsetsOfTheTextBefore() {
		TextPatch patch = new TextPatch(List.of(new Splice(3, "1", "10"), new Splice(9, "2", "20"),
				new Splice(BEFORE.length(), "", "d: 4\r\n")));
		String after = patch.apply(BEFORE);
		assertThat(after).isEqualTo("a: 10\r\nb: 20 # two\r\nc: 3\r\nd: 4\r\n");
		assertThat(patch.inverse().apply(after)).isEqualTo(BEFORE);
		assertThat(patch.inverse().inverse()).isEqualTo(patch);
	}

	@Test
	void refusesATextItWasNotMadeFor() {
		TextPatch patch = new TextPatch(List.of(new Splice(3, "1", "10")));
		assertThatExceptionOfType(IllegalStateException.class).isThrownBy(() -> patch.apply("a: 2\n"))
			.withMessageContaining("offset 3")
			.withMessageContaining("\"1\"");
		assertThatExceptionOfType(IllegalStateException.class).isThrownBy(() -> patch.apply("a:"));
	}

	@Test
	void refusesSplicesOutOfOrderOrOverlapping() {
		assertThatIllegalArgumentException()
			.isThrownBy(() -> new TextPatch(List.of(new Splice(5, "x", ""), new Splice(2, "y", ""))));
		assertThatIllegalArgumentException()
			.isThrownBy(() -> new TextPatch(List.of(new Splice(2, "abc", ""), new Splice(4, "c", ""))));
		assertThatIllegalArgumentException().isThrownBy(() -> new Splice(-1, "", "x"));
	}

	@Test
	void dropsSplicesThatChangeNothing() {
		TextPatch patch = new TextPatch(List.of(new Splice(0, "a", "a"), new Splice(3, "", "")));
		assertThat(patch.isEmpty()).isTrue();
		assertThat(patch.apply(BEFORE)).isEqualTo(BEFORE);
	}

	@Test
	void betweenTwoTextsIsOneSpliceOfWhatDiffers() {
		String after = "a: 1\r\nb: 22 # two\r\nc: 3\r\n";
		TextPatch patch = TextPatch.between(BEFORE, after);
		assertThat(patch.splices()).containsExactly(new Splice(10, "", "2"));
		assertThat(patch.apply(BEFORE)).isEqualTo(after);
		assertThat(patch.inverse().apply(after)).isEqualTo(BEFORE);
		assertThat(TextPatch.between(BEFORE, BEFORE).isEmpty()).isTrue();
		assertThat(TextPatch.between("", "x: 1\n").apply("")).isEqualTo("x: 1\n");
		assertThat(TextPatch.between("aaa", "aa").apply("aaa")).isEqualTo("aa");
		assertThat(TextPatch.between("whole draft\n", "another one\n").inverse().apply("another one\n"))
			.isEqualTo("whole draft\n");
	}

	@Test
	void chainsPatchesMadeOneAfterAnother() {
		String text = "0123456789";
		TextPatch first = new TextPatch(List.of(new Splice(2, "23", "ab"), new Splice(7, "7", "XYZ")));
		String middle = first.apply(text);
		assertThat(middle).isEqualTo("01ab456XYZ89");
		// Touches the first splice's insertion, changes text between, and adds at the
		// end.
		TextPatch second = new TextPatch(List.of(new Splice(3, "b4", "-"), new Splice(12, "", "!")));
		String after = second.apply(middle);
		TextPatch both = first.andThen(second, text);
		assertThat(both.apply(text)).isEqualTo(after);
		assertThat(both.inverse().apply(after)).isEqualTo(text);
		assertThat(both.splices()).hasSize(3);
	}

	@Test
	void chainingKeepsSplicesThatDoNotTouchApart() {
		String text = "line one\nline two\nline three\n";
		TextPatch first = TextPatch.between(text, text.replace("two", "2"));
		String middle = first.apply(text);
		TextPatch second = TextPatch.between(middle, middle.replace("one", "1").replace("three", "3"));
		TextPatch both = first.andThen(second, text);
		assertThat(both.apply(text)).isEqualTo("line 1\nline 2\nline 3\n");
		assertThat(both.inverse().apply("line 1\nline 2\nline 3\n")).isEqualTo(text);
		TextPatch apart = first.andThen(new TextPatch(List.of(new Splice(0, "line", "LINE"))), text);
		assertThat(apart.splices()).hasSize(2);
	}

	@Test
	void aPatchAfterNothingOrNothingAfterAPatchIsThatPatch() {
		TextPatch patch = new TextPatch(List.of(new Splice(3, "1", "10")));
		assertThat(TextPatch.EMPTY.andThen(patch, BEFORE)).isEqualTo(patch);
		assertThat(patch.andThen(TextPatch.EMPTY, BEFORE)).isEqualTo(patch);
		assertThat(TextPatch.EMPTY.andThen(patch, BEFORE).apply(BEFORE)).isEqualTo(patch.apply(BEFORE));
	}

	/**
	 * The chaining that made the text between the two patches (and again for each splice
	 * of the second), as it was until it stopped making it: the patches it gives must be
	 * the same, splice for splice.
	 */
	@Test
	void chainsAsWhenItMadeTheTextBetween() {
		Random random = new Random(22);
		for (int round = 0; round < 20_000; round++) {
			String before = text(random, random.nextInt(40));
			TextPatch first = patch(random, before);
			String middle = first.apply(before);
			TextPatch second = patch(random, middle);
			TextPatch chained = first.andThen(second, before);
			assertThat(chained).as("%s then %s on %s", first, second, before)
				.isEqualTo(madeTheTextBetween(first, second, before));
			assertThat(chained.apply(before)).isEqualTo(second.apply(middle));
			assertThat(chained.inverse().apply(second.apply(middle))).isEqualTo(before);
		}
	}

	@Test
	void chainingRefusesAPatchOfAnotherText() {
		TextPatch patch = new TextPatch(List.of(new Splice(3, "9", "10")));
		assertThatExceptionOfType(IllegalStateException.class).isThrownBy(() -> patch.andThen(TextPatch.EMPTY, BEFORE));
	}

	private static String text(Random random, int length) {
		StringBuilder text = new StringBuilder();
		for (int i = 0; i < length; i++) {
			text.append("ab\n:\u00e9".charAt(random.nextInt(5)));
		}
		return text.toString();
	}

	/** Up to three sorted splices of the text, some of them insertions or removals. */
	private static TextPatch patch(Random random, String text) {
		List<Splice> splices = new ArrayList<>();
		int at = 0;
		for (int i = random.nextInt(4); i > 0 && at <= text.length(); i--) {
			int offset = at + random.nextInt(text.length() - at + 1);
			int end = offset + random.nextInt(Math.min(4, text.length() - offset) + 1);
			splices.add(new Splice(offset, text.substring(offset, end), text(random, random.nextInt(4))));
			at = end + 1;
		}
		return new TextPatch(splices);
	}

	private static TextPatch madeTheTextBetween(TextPatch first, TextPatch next, String before) {
		String middle = first.apply(before);
		List<Splice> merged = new ArrayList<>(first.splices());
		List<Splice> later = new ArrayList<>(next.splices());
		Collections.reverse(later);
		for (Splice splice : later) {
			List<Splice> result = new ArrayList<>(merged.size() + 1);
			int shift = 0;
			int i = 0;
			while (i < merged.size()
					&& merged.get(i).offset() + shift + merged.get(i).inserted().length() < splice.offset()) {
				shift += merged.get(i).inserted().length() - merged.get(i).removed().length();
				result.add(merged.get(i++));
			}
			int startMiddle = splice.offset();
			int startBefore = splice.offset() - shift;
			int endMiddle = splice.end();
			int firstTouched = i;
			while (i < merged.size() && merged.get(i).offset() + shift <= splice.end()) {
				Splice touched = merged.get(i);
				int from = touched.offset() + shift;
				if (i == firstTouched && from < startMiddle) {
					startMiddle = from;
					startBefore = touched.offset();
				}
				endMiddle = Math.max(endMiddle, from + touched.inserted().length());
				shift += touched.inserted().length() - touched.removed().length();
				i++;
			}
			int endBefore = endMiddle - shift;
			String inserted = middle.substring(startMiddle, splice.offset()) + splice.inserted()
					+ middle.substring(splice.end(), endMiddle);
			result.add(new Splice(startBefore, before.substring(startBefore, endBefore), inserted));
			while (i < merged.size()) {
				result.add(merged.get(i++));
			}
			merged = result;
			middle = middle.substring(0, splice.offset()) + splice.inserted() + middle.substring(splice.end());
		}
		return new TextPatch(merged);
	}

}
