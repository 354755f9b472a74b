package io.manifeststudio.manifest.edit;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * A reversible text change: splices at character offsets of the text before, sorted and
 * not overlapping. Each splice says what it removes, so that a patch applies only to the
 * text it was made from, and so that its {@link #inverse()} leads back to that text
 * exactly.
 */
public record TextPatch(List<Splice> splices) {

	/**
	 * At {@code offset} of the text before, {@code removed} (which must be there) becomes
	 * {@code inserted}.
	 */
	public record Splice(int offset, String removed, String inserted) {

		public Splice {
			if (offset < 0) {
				throw new IllegalArgumentException("A splice offset cannot be negative: " + offset);
			}
			removed = (removed != null) ? removed : "";
			inserted = (inserted != null) ? inserted : "";
		}

		int end() {
			return this.offset + this.removed.length();
		}

	}

	public static final TextPatch EMPTY = new TextPatch(List.of());

	/** Drops splices that change nothing; refuses splices out of order or overlapping. */
	public TextPatch {
		List<Splice> kept = new ArrayList<>(splices.size());
		int end = -1;
		for (Splice splice : splices) {
			if (splice.offset() < end) {
				throw new IllegalArgumentException("Splices must be sorted and must not overlap: " + splices);
			}
			end = splice.end();
			if (!splice.removed().equals(splice.inserted())) {
				kept.add(splice);
			}
		}
		splices = List.copyOf(kept);
	}

	/** Whether the patch changes nothing. */
	public boolean isEmpty() {
		return this.splices.isEmpty();
	}

	/**
	 * The text after the patch.
	 * @throws IllegalStateException when {@code before} is not the text the patch was
	 * made from (a splice's removed text is not at its offset)
	 */
	public String apply(String before) {
		StringBuilder after = new StringBuilder(before.length() + 64);
		int at = 0;
		for (Splice splice : this.splices) {
			if (splice.end() > before.length() || !before.startsWith(splice.removed(), splice.offset())) {
				throw new IllegalStateException("The patch does not fit this text: at offset " + splice.offset()
						+ " it expects " + quote(splice.removed()));
			}
			after.append(before, at, splice.offset()).append(splice.inserted());
			at = splice.end();
		}
		return after.append(before, at, before.length()).toString();
	}

	/** The patch that leads from the text after back to the text before. */
	public TextPatch inverse() {
		List<Splice> inverse = new ArrayList<>(this.splices.size());
		int shift = 0;
		for (Splice splice : this.splices) {
			inverse.add(new Splice(splice.offset() + shift, splice.inserted(), splice.removed()));
			shift += splice.inserted().length() - splice.removed().length();
		}
		return new TextPatch(inverse);
	}

	/**
	 * This patch moved over {@code other}, another patch of the same text: the patch that
	 * makes this patch's change in the text {@code other} gives. A splice of
	 * {@code other} wholly before one of this patch shifts it by what it adds or removes;
	 * one after it changes nothing of it; an insertion at the very start of a splice of
	 * this patch counts as before it. {@code null} when a splice of {@code other}
	 * overlaps one of this patch: then the two change the same characters and this change
	 * cannot be made in the text {@code other} gives.
	 */
	public TextPatch shiftedOver(TextPatch other) {
		if (other.isEmpty() || isEmpty()) {
			return this;
		}
		List<Splice> shifted = new ArrayList<>(this.splices.size());
		int next = 0;
		int delta = 0;
		List<Splice> others = other.splices();
		for (Splice splice : this.splices) {
			while (next < others.size() && others.get(next).end() <= splice.offset()) {
				Splice before = others.get(next++);
				delta += before.inserted().length() - before.removed().length();
			}
			if (next < others.size() && others.get(next).offset() < splice.end()) {
				return null;
			}
			shifted.add(new Splice(splice.offset() + delta, splice.removed(), splice.inserted()));
		}
		return new TextPatch(shifted);
	}

	/**
	 * The same change with each splice cut down to what differs (no common start or end
	 * of removed and inserted).
	 */
	public TextPatch trimmed() {
		List<Splice> trimmed = new ArrayList<>(this.splices.size());
		for (Splice splice : this.splices) {
			String removed = splice.removed();
			String inserted = splice.inserted();
			int prefix = 0;
			int shortest = Math.min(removed.length(), inserted.length());
			while (prefix < shortest && removed.charAt(prefix) == inserted.charAt(prefix)) {
				prefix++;
			}
			int suffix = 0;
			while (suffix < shortest - prefix && removed.charAt(removed.length() - 1 - suffix) == inserted
				.charAt(inserted.length() - 1 - suffix)) {
				suffix++;
			}
			trimmed.add(new Splice(splice.offset() + prefix, removed.substring(prefix, removed.length() - suffix),
					inserted.substring(prefix, inserted.length() - suffix)));
		}
		return new TextPatch(trimmed);
	}

	/**
	 * One splice for the part between the common prefix and the common suffix of two
	 * texts (none when equal).
	 */
	public static TextPatch between(String before, String after) {
		int prefix = 0;
		int shortest = Math.min(before.length(), after.length());
		while (prefix < shortest && before.charAt(prefix) == after.charAt(prefix)) {
			prefix++;
		}
		int suffix = 0;
		while (suffix < shortest - prefix
				&& before.charAt(before.length() - 1 - suffix) == after.charAt(after.length() - 1 - suffix)) {
			suffix++;
		}
		if (prefix == before.length() && prefix == after.length()) {
			return EMPTY;
		}
		return new TextPatch(List.of(new Splice(prefix, before.substring(prefix, before.length() - suffix),
				after.substring(prefix, after.length() - suffix))));
	}

	/**
	 * This patch followed by {@code next} (a patch of the text this one gives) as one
	 * patch of {@code before}, the text this patch applies to. Splices that touch merge
	 * into one; the others keep their place. The text between the two patches is not
	 * made: what a merged splice needs of it is read off {@code before} and the splices
	 * (an edit of a 190 KB text made it, and again for each splice, several times over).
	 * @throws IllegalStateException when {@code before} is not the text this patch was
	 * made from
	 */
	public TextPatch andThen(TextPatch next, String before) {
		for (Splice splice : this.splices) {
			if (splice.end() > before.length() || !before.startsWith(splice.removed(), splice.offset())) {
				throw new IllegalStateException("The patch does not fit this text: at offset " + splice.offset()
						+ " it expects " + quote(splice.removed()));
			}
		}
		List<Splice> merged = new ArrayList<>(this.splices);
		List<Splice> later = new ArrayList<>(next.splices());
		// Last first: a splice changes nothing before it, so the offsets of the earlier
		// ones stay valid in the text between, whose part before the splice is still the
		// same. After each step, merged leads from before to the text between with the
		// splices of next composed so far.
		Collections.reverse(later);
		for (Splice splice : later) {
			merged = compose(before, merged, splice);
		}
		return new TextPatch(merged);
	}

	/**
	 * Adds {@code next}, a splice of the text {@code patch} gives from {@code before}, to
	 * that patch. The splices of the patch whose inserted text touches the range
	 * {@code next} removes merge with it.
	 */
	private static List<Splice> compose(String before, List<Splice> patch, Splice next) {
		List<Splice> result = new ArrayList<>(patch.size() + 1);
		int shift = 0;
		int i = 0;
		while (i < patch.size() && patch.get(i).offset() + shift + patch.get(i).inserted().length() < next.offset()) {
			shift += patch.get(i).inserted().length() - patch.get(i).removed().length();
			result.add(patch.get(i++));
		}
		int startMiddle = next.offset();
		int startBefore = next.offset() - shift;
		int endMiddle = next.end();
		int first = i;
		while (i < patch.size() && patch.get(i).offset() + shift <= next.end()) {
			Splice splice = patch.get(i);
			int from = splice.offset() + shift;
			if (i == first && from < startMiddle) {
				startMiddle = from;
				startBefore = splice.offset();
			}
			endMiddle = Math.max(endMiddle, from + splice.inserted().length());
			shift += splice.inserted().length() - splice.removed().length();
			i++;
		}
		int endBefore = endMiddle - shift;
		String inserted = slice(before, patch, startMiddle, next.offset()) + next.inserted()
				+ slice(before, patch, next.end(), endMiddle);
		result.add(new Splice(startBefore, before.substring(startBefore, endBefore), inserted));
		while (i < patch.size()) {
			result.add(patch.get(i++));
		}
		return result;
	}

	/**
	 * The characters {@code from} to {@code to} of the text {@code patch} gives from
	 * {@code before}, without making that text.
	 */
	private static String slice(String before, List<Splice> patch, int from, int to) {
		StringBuilder slice = new StringBuilder(Math.max(0, to - from));
		int at = 0;
		int middle = 0;
		for (Splice splice : patch) {
			if (middle >= to) {
				break;
			}
			middle = copy(before, at, splice.offset(), middle, from, to, slice);
			middle = copy(splice.inserted(), 0, splice.inserted().length(), middle, from, to, slice);
			at = splice.end();
		}
		copy(before, at, before.length(), middle, from, to, slice);
		if (slice.length() != to - from) {
			throw new StringIndexOutOfBoundsException("begin " + from + ", end " + to + ", length of the patched text "
					+ (middle + before.length() - at));
		}
		return slice.toString();
	}

	/**
	 * Appends what of {@code source}'s characters {@code start} to {@code end}, which sit
	 * at {@code position} of the patched text, lies between {@code from} and {@code to};
	 * returns the position after them.
	 */
	private static int copy(String source, int start, int end, int position, int from, int to, StringBuilder slice) {
		int after = position + (end - start);
		int low = Math.max(from, position);
		int high = Math.min(to, after);
		if (low < high) {
			slice.append(source, start + (low - position), start + (high - position));
		}
		return after;
	}

	private static String quote(String text) {
		return "\"" + text.replace("\n", "\\n").replace("\r", "\\r") + "\"";
	}

}
