package io.manifeststudio.manifest.edit;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import io.manifeststudio.manifest.DocPath;
import io.manifeststudio.manifest.DuplicateKey;
import io.manifeststudio.manifest.ManifestDocument;
import io.manifeststudio.manifest.SourcePosition;

/**
 * The parts of a manifest's text that no change reaches, left out, so that an edit composes the YAML node tree of
 * the rest only: an edit of two instance groups of SCF composes those two groups and a few lines around them, not
 * 40 groups and 650 templates.
 * <p>
 * Two kinds of part are left out: the whole value of a top-level key that no change reaches (from its colon, when the
 * value starts on a later line, up to the next top-level key), which leaves the key with an empty value; and, in a
 * top-level block list that changes reach only inside some of its items, each other item (its lines from its
 * {@code -} to the next item's), which becomes {@code - x}, so that the list keeps its items and their places. The
 * first and the last item of such a list stay, as do the items changes reach. What stays is composed as it is in the
 * whole text (the same characters up to the same line breaks around it), and every mark of the shorter text is
 * mapped back to its offset in the whole text ({@link Cut#textOffset}).
 * <p>
 * A part stays whenever leaving it out cannot be shown safe from the document's positions: a key or item whose
 * position is not where a block layout puts it, an anchor or alias in the part (an alias elsewhere could name it),
 * text whose lines SnakeYAML counts differently (YAML 1.1's rarer line breaks) or whose columns count code points
 * (characters outside the Basic Multilingual Plane), duplicate keys at the top level. {@link NodeSpans#around}
 * keeps a part where the layout of new lines could be read off it, and composes the whole text when that is not
 * enough.
 */
final class UntouchedParts {

	private UntouchedParts() {
	}

	/** The text without the parts that no path reaches; null when no part can be left out. */
	static Cut of(String text, ManifestDocument document, List<DocPath> reached) {
		if (reached.isEmpty() || reached.stream().anyMatch((path) -> path.segments().size() < 2)
				|| hasTopLevelDuplicate(document)) {
			return null;
		}
		int[] lineStarts = lineStarts(text);
		if (lineStarts == null) {
			return null;
		}
		List<Object> keys = new ArrayList<>(document.root().keySet());
		int[] keyLines = new int[keys.size()];
		for (int k = 0; k < keys.size(); k++) {
			SourcePosition position = document.positions().exact(DocPath.ROOT.key(keys.get(k))).orElse(null);
			if (!(keys.get(k) instanceof String) || position == null || position.line() >= lineStarts.length
					|| (k > 0 && position.line() <= keyLines[k - 1])) {
				return null;
			}
			keyLines[k] = position.line();
		}
		List<int[]> ranges = new ArrayList<>();
		for (int k = 0; k < keys.size(); k++) {
			String key = (String) keys.get(k);
			List<DocPath> under = reached.stream().filter((path) -> Keys.matches(key, path.segments().get(0))).toList();
			Object value = document.root().get(key);
			if (under.isEmpty() && !(value instanceof List)) {
				// From the colon on: the empty value left there starts inside the part (NodeSpans' layout sees it).
				int from = afterColon(text, lineStarts[keyLines[k]], key);
				int to = (k + 1 < keys.size()) ? lineStarts[keyLines[k + 1]] : text.length();
				if (from >= 0 && from < to && !hasAnchorOrAlias(text, from, to)) {
					ranges.add(new int[] { from, to, 0, (value instanceof Map<?, ?> map && !map.isEmpty()) ? 1 : 0 });
				}
			}
			else if (value instanceof List<?> items && under.stream()
				.allMatch((path) -> path.segments().size() >= 3 && path.segments().get(1) instanceof Integer)) {
				// A list keeps its key line and the place of each item: the layout can be read off its first items.
				List<Integer> touched = under.stream().map((path) -> (Integer) path.segments().get(1)).toList();
				items(text, lineStarts, document, key, items, touched, ranges);
			}
		}
		return ranges.isEmpty() ? null : Cut.of(text, ranges);
	}

	/** The items of the list under a top-level key that no path reaches, but its first and last. */
	private static void items(String text, int[] lineStarts, ManifestDocument document, String key, List<?> items,
			List<Integer> touched, List<int[]> ranges) {
		int size = items.size();
		int[] dashes = new int[size];
		for (int i = 0; i < size; i++) {
			SourcePosition position = document.positions().exact(DocPath.ROOT.key(key).index(i)).orElse(null);
			dashes[i] = (position == null || position.line() >= lineStarts.length) ? -1
					: dashBefore(text, lineStarts[position.line()], position.column() - 1);
		}
		for (int i = 1; i + 1 < size; i++) {
			if (touched.contains(i) || dashes[i] < 0 || dashes[i + 1] < 0) {
				continue;
			}
			int from = lineStart(text, dashes[i]);
			int to = lineStart(text, dashes[i + 1]);
			if (from < to && !hasAnchorOrAlias(text, from, to)) {
				ranges.add(new int[] { from, to, 1, mayGiveLayout(items.get(i)) ? 1 : 0 });
			}
		}
	}

	/**
	 * Whether a value's text may show the layout of new lines ({@link NodeSpans}: a block map or list as the value of
	 * a map's key): whether it holds a map with a non-empty map or list as a value. Empty ones are written in flow
	 * style, which shows none.
	 */
	private static boolean mayGiveLayout(Object value) {
		if (value instanceof Map<?, ?> map) {
			for (Object entry : map.values()) {
				if ((entry instanceof Map<?, ?> inner && !inner.isEmpty()) || (entry instanceof List<?> list && !list.isEmpty())
						|| mayGiveLayout(entry)) {
					return true;
				}
			}
		}
		else if (value instanceof List<?> list) {
			for (Object item : list) {
				if (mayGiveLayout(item)) {
					return true;
				}
			}
		}
		return false;
	}

	/**
	 * The offset of the {@code -} of a block list item whose value starts at the column of a line (only spaces
	 * before the {@code -}, only spaces between it and the value), or -1.
	 */
	private static int dashBefore(String text, int lineStart, int column) {
		int value = lineStart + column;
		if (column < 2 || value > text.length()) {
			return -1;
		}
		int at = value - 1;
		while (at > lineStart && text.charAt(at) == ' ') {
			at--;
		}
		if (at == value - 1 || text.charAt(at) != '-') {
			return -1;
		}
		for (int i = lineStart; i < at; i++) {
			if (text.charAt(i) != ' ') {
				return -1;
			}
		}
		return at;
	}

	/**
	 * Where the key's line goes on after its colon, when it holds only the key, its colon, and maybe a comment (its
	 * value starts on a later line); -1 otherwise.
	 */
	private static int afterColon(String text, int lineStart, String key) {
		int at = lineStart;
		if (!text.startsWith(key, at)) {
			return -1;
		}
		at += key.length();
		while (at < text.length() && text.charAt(at) == ' ') {
			at++;
		}
		if (at >= text.length() || text.charAt(at) != ':') {
			return -1;
		}
		int colon = at;
		at++;
		while (at < text.length() && text.charAt(at) == ' ') {
			at++;
		}
		boolean rest = at >= text.length() || text.charAt(at) == '\n' || text.charAt(at) == '\r'
				|| (text.charAt(at) == '#' && text.charAt(at - 1) == ' ');
		return rest ? colon + 1 : -1;
	}

	/**
	 * Whether an anchor or alias may be written in the part: an {@code &} or {@code *} where a node can start (after
	 * a blank, a line break or a flow indicator). Also true for such characters in quoted text or comments: the part
	 * is then simply kept.
	 */
	private static boolean hasAnchorOrAlias(String text, int from, int to) {
		for (int i = from; i < to; i++) {
			char c = text.charAt(i);
			if (c == '&' || c == '*') {
				char before = (i > 0) ? text.charAt(i - 1) : '\n';
				if (before == ' ' || before == '\t' || before == '\n' || before == '\r' || "[{,:-?".indexOf(before) >= 0) {
					return true;
				}
			}
		}
		return false;
	}

	private static boolean hasTopLevelDuplicate(ManifestDocument document) {
		for (DuplicateKey duplicate : document.duplicateKeys()) {
			if (duplicate.path().segments().size() <= 1) {
				return true;
			}
		}
		return false;
	}

	/**
	 * The offset where each line starts, by its 1-based number (index 0 unused), as SnakeYAML counts lines; null when
	 * SnakeYAML's lines and columns are not this text's: a line break other than LF, CRLF and CR, a character outside
	 * the Basic Multilingual Plane (a column counts code points), a byte order mark.
	 */
	private static int[] lineStarts(String text) {
		int[] starts = new int[Math.max(16, text.length() / 32)];
		int count = 1;
		starts[1] = 0;
		for (int i = 0; i < text.length(); i++) {
			char c = text.charAt(i);
			if (c == '\n' || (c == '\r' && (i + 1 >= text.length() || text.charAt(i + 1) != '\n'))) {
				if (count + 1 >= starts.length) {
					starts = java.util.Arrays.copyOf(starts, starts.length * 2);
				}
				starts[++count] = i + 1;
			}
			else if (c >= '\u0085' && (c == '\u0085' || c == '\u2028' || c == '\u2029' || c == '\uFEFF'
					|| Character.isSurrogate(c))) {
				return null;
			}
		}
		return java.util.Arrays.copyOf(starts, count + 1);
	}

	private static int lineStart(String text, int offset) {
		int at = offset;
		while (at > 0 && text.charAt(at - 1) != '\n' && text.charAt(at - 1) != '\r') {
			at--;
		}
		return at;
	}

	/**
	 * The text as composed: the text with its parts left out (each {@code {from, to, item, layout}}, in text
	 * order; item is 1 for a list item and 0 for a key's value, layout is 1 when its text may show the layout of new
	 * lines), and where each piece of it comes from in the text.
	 */
	static final class Cut {

		private final String text;

		private final List<int[]> parts;

		private final String shape;

		/** Where each piece of the shape starts, and where its text starts: a piece of kept text, or a part's stand-in. */
		private final int[] shapeStarts;

		private final int[] textStarts;

		private Cut(String text, List<int[]> parts) {
			this.text = text;
			this.parts = List.copyOf(parts);
			StringBuilder shape = new StringBuilder(text.length() / 4);
			this.shapeStarts = new int[2 * parts.size() + 1];
			this.textStarts = new int[2 * parts.size() + 1];
			int kept = 0;
			int piece = 0;
			for (int[] part : parts) {
				this.shapeStarts[piece] = shape.length();
				this.textStarts[piece++] = kept;
				shape.append(text, kept, part[0]);
				this.shapeStarts[piece] = shape.length();
				this.textStarts[piece++] = part[0];
				shape.append(standIn(text, part[0], part[1], part[2] == 1));
				kept = part[1];
			}
			this.shapeStarts[piece] = shape.length();
			this.textStarts[piece] = kept;
			shape.append(text, kept, text.length());
			this.shape = shape.toString();
		}

		static Cut of(String text, List<int[]> parts) {
			return new Cut(text, parts);
		}

		/**
		 * What stands in for a part: for an item, its line up to the value, then {@code x} (its offsets are the
		 * item's own up to there); for a value, the line break that ends the key's line.
		 */
		private static String standIn(String text, int from, int to, boolean item) {
			if (item) {
				int dash = from;
				while (text.charAt(dash) == ' ') {
					dash++;
				}
				return text.substring(from, dash + 2) + "x\n";
			}
			int at = from;
			while (at < to && text.charAt(at) != '\n' && text.charAt(at) != '\r') {
				at++;
			}
			return (at + 1 < to && text.charAt(at) == '\r' && text.charAt(at + 1) == '\n') ? "\r\n" : "\n";
		}

		String shape() {
			return this.shape;
		}

		/** The offset in the text of an offset in the shape. */
		int textOffset(int shapeOffset) {
			int piece = java.util.Arrays.binarySearch(this.shapeStarts, shapeOffset);
			if (piece < 0) {
				piece = -piece - 2;
			}
			else {
				// Pieces can be empty (two parts in a row): the last piece starting here holds it.
				while (piece + 1 < this.shapeStarts.length && this.shapeStarts[piece + 1] == shapeOffset) {
					piece++;
				}
			}
			return this.textStarts[piece] + (shapeOffset - this.shapeStarts[piece]);
		}

		/** The index of the part left out that holds an offset of the text, or -1. */
		int partAt(int offset) {
			for (int i = 0; i < this.parts.size(); i++) {
				if (offset >= this.parts.get(i)[0] && offset < this.parts.get(i)[1]) {
					return i;
				}
			}
			return -1;
		}

		/** Whether the text of a part left out may show the layout of new lines (see {@link NodeSpans#around}). */
		boolean mayGiveLayout(int part) {
			return this.parts.get(part)[3] == 1;
		}

		/** Where a part left out ends in the text. */
		int partEnd(int part) {
			return this.parts.get(part)[1];
		}

		/** The same text with one part kept; null when none is left out then. */
		Cut keeping(int part) {
			List<int[]> left = new ArrayList<>(this.parts);
			left.remove(part);
			return left.isEmpty() ? null : of(this.text, left);
		}

	}

}
