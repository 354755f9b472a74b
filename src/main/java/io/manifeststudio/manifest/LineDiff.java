package io.manifeststudio.manifest;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * A line diff of two texts, as {@code diff -u} and a reviewer's side-by-side view show it: the lines compared exactly,
 * the unchanged ones found by Myers' shortest edit script ("An O(ND) Difference Algorithm and Its Variations", 1986).
 * The common head and tail are set aside first; when the middle needs more than {@value #MAX_EDITS} removed and added
 * lines, the middle is taken as removed and added as a whole (so the cost stays bounded by text size).
 * <p>
 * Used by the editor (which lines of the draft its newest change wrote) and by the review (diffs between versions).
 */
public final class LineDiff {

	/** The most removed plus added lines the search looks for before giving up on the middle. */
	public static final int MAX_EDITS = 2000;

	/** Lines of context around each change in a hunk, as {@code diff -u}. */
	public static final int CONTEXT = 3;

	private LineDiff() {
	}

	/** What a line of a diff is: in both texts, only in the first (removed) or only in the second (added). */
	public enum Kind {

		SAME(' '), REMOVED('-'), ADDED('+');

		private final char mark;

		Kind(char mark) {
			this.mark = mark;
		}

		/** The character {@code diff -u} starts the line with. */
		public char mark() {
			return this.mark;
		}

	}

	/**
	 * One line of a diff: its number in the first text (1-based; {@code null} when added), in the second ({@code null}
	 * when removed) and its text.
	 */
	public record Line(Kind kind, Integer oldNumber, Integer newNumber, String text) {
	}

	/**
	 * A run of changes with up to {@link #CONTEXT} unchanged lines around it: {@code oldStart}/{@code oldCount} and
	 * {@code newStart}/{@code newCount} as the {@code @@ -a,b +c,d @@} header writes them.
	 */
	public record Hunk(int oldStart, int oldCount, int newStart, int newCount, List<Line> lines) {

		public Hunk {
			lines = List.copyOf(lines);
		}

		public String header() {
			return "@@ -" + oldStart + "," + oldCount + " +" + newStart + "," + newCount + " @@";
		}

	}

	/** One flag per line of {@code after}: {@code true} when the line is new or changed. */
	public static boolean[] changedLines(List<String> before, List<String> after) {
		boolean[] changed = new boolean[after.size()];
		for (Line line : lines(before, after)) {
			if (line.kind() == Kind.ADDED) {
				changed[line.newNumber() - 1] = true;
			}
		}
		return changed;
	}

	/** Every line of both texts in diff order: unchanged, removed (before the lines that replace them) and added. */
	public static List<Line> lines(List<String> before, List<String> after) {
		int head = 0;
		while (head < before.size() && head < after.size() && before.get(head).equals(after.get(head))) {
			head++;
		}
		int tail = 0;
		while (tail < before.size() - head && tail < after.size() - head
				&& before.get(before.size() - 1 - tail).equals(after.get(after.size() - 1 - tail))) {
			tail++;
		}
		List<Line> lines = new ArrayList<>(Math.max(before.size(), after.size()) + 16);
		for (int i = 0; i < head; i++) {
			lines.add(new Line(Kind.SAME, i + 1, i + 1, before.get(i)));
		}
		List<String> a = before.subList(head, before.size() - tail);
		List<String> b = after.subList(head, after.size() - tail);
		middle(a, b, head, lines);
		for (int i = 0; i < tail; i++) {
			int oldIndex = before.size() - tail + i;
			int newIndex = after.size() - tail + i;
			lines.add(new Line(Kind.SAME, oldIndex + 1, newIndex + 1, before.get(oldIndex)));
		}
		return lines;
	}

	/** The hunks of a diff of two texts (split in lines as {@link String#lines()} does); empty when they are equal. */
	public static List<Hunk> hunks(String before, String after) {
		return hunks(lines(before.lines().toList(), after.lines().toList()));
	}

	/**
	 * The hunks of a diff of two texts, unless the diff is larger than {@code maxChangedLines} removed plus added
	 * lines or its hunks hold more than {@code maxCharacters} characters of text: then empty. Bounded in memory and
	 * time by the texts and the budget, whatever the result: the shortest edit script is looked for only up to
	 * {@code maxChangedLines} edits, and only the lines a hunk can show are made (the unchanged lines around the
	 * changes, beyond {@link #CONTEXT}, never are). Within the budget the hunks are those of {@link #hunks(String,
	 * String)}.
	 */
	public static Optional<List<Hunk>> hunksWithin(String before, String after, int maxChangedLines,
			long maxCharacters) {
		List<String> a = before.lines().toList();
		List<String> b = after.lines().toList();
		int head = 0;
		while (head < a.size() && head < b.size() && a.get(head).equals(b.get(head))) {
			head++;
		}
		int tail = 0;
		while (tail < a.size() - head && tail < b.size() - head
				&& a.get(a.size() - 1 - tail).equals(b.get(b.size() - 1 - tail))) {
			tail++;
		}
		int n = a.size() - head - tail;
		int m = b.size() - head - tail;
		if (Math.abs(n - m) > maxChangedLines || ((n == 0 || m == 0) && n + m > maxChangedLines)) {
			return Optional.empty();
		}
		List<Line> lines = new ArrayList<>();
		for (int i = Math.max(0, head - CONTEXT); i < head; i++) {
			lines.add(new Line(Kind.SAME, i + 1, i + 1, a.get(i)));
		}
		if (!middle(a.subList(head, head + n), b.subList(head, head + m), head,
				Math.min(n + m, Math.min(MAX_EDITS, maxChangedLines)), lines)) {
			return Optional.empty();
		}
		for (int i = 0; i < Math.min(tail, CONTEXT); i++) {
			lines.add(new Line(Kind.SAME, a.size() - tail + i + 1, b.size() - tail + i + 1, a.get(a.size() - tail + i)));
		}
		List<Hunk> hunks = hunks(lines);
		long characters = 0;
		for (Hunk hunk : hunks) {
			for (Line line : hunk.lines()) {
				characters += line.text().length() + 1;
			}
		}
		return (characters <= maxCharacters) ? Optional.of(hunks) : Optional.empty();
	}

	/** The lines grouped into hunks with {@link #CONTEXT} lines of context. */
	public static List<Hunk> hunks(List<Line> lines) {
		List<Hunk> hunks = new ArrayList<>();
		int i = 0;
		while (i < lines.size()) {
			if (lines.get(i).kind() == Kind.SAME) {
				i++;
				continue;
			}
			int start = Math.max(0, i - CONTEXT);
			int end = i;
			// extend while the next change is within 2 * CONTEXT unchanged lines
			int sameRun = 0;
			int j = i;
			while (j < lines.size()) {
				if (lines.get(j).kind() == Kind.SAME) {
					sameRun++;
					if (sameRun > 2 * CONTEXT) {
						break;
					}
				}
				else {
					sameRun = 0;
					end = j;
				}
				j++;
			}
			int stop = Math.min(lines.size(), end + 1 + CONTEXT);
			hunks.add(hunk(lines.subList(start, stop)));
			i = stop;
		}
		return hunks;
	}

	/** The text of a unified diff ({@code diff -u}) with these file labels; empty when there is no hunk. */
	public static String unified(String fromLabel, String toLabel, List<Hunk> hunks) {
		if (hunks.isEmpty()) {
			return "";
		}
		StringBuilder text = new StringBuilder();
		text.append("--- ").append(fromLabel).append('\n').append("+++ ").append(toLabel).append('\n');
		for (Hunk hunk : hunks) {
			text.append(hunk.header()).append('\n');
			for (Line line : hunk.lines()) {
				text.append(line.kind().mark()).append(line.text()).append('\n');
			}
		}
		return text.toString();
	}

	private static Hunk hunk(List<Line> lines) {
		int oldStart = 0;
		int newStart = 0;
		int oldCount = 0;
		int newCount = 0;
		for (Line line : lines) {
			if (line.oldNumber() != null) {
				oldStart = (oldCount == 0) ? line.oldNumber() : oldStart;
				oldCount++;
			}
			if (line.newNumber() != null) {
				newStart = (newCount == 0) ? line.newNumber() : newStart;
				newCount++;
			}
		}
		if (oldCount == 0) {
			// diff -u names the line before an insertion into nothing
			oldStart = lines.stream().filter((line) -> line.newNumber() != null).findFirst().map(Line::newNumber).orElse(1)
					- 1;
		}
		if (newCount == 0) {
			newStart = lines.stream().filter((line) -> line.oldNumber() != null).findFirst().map(Line::oldNumber).orElse(1)
					- 1;
		}
		return new Hunk(oldStart, oldCount, newStart, newCount, lines);
	}

	/** The middle parts, {@code offset} lines into both texts: Myers' greedy search, then its path backwards. */
	private static void middle(List<String> a, List<String> b, int offset, List<Line> out) {
		if (!middle(a, b, offset, Math.min(a.size() + b.size(), MAX_EDITS), out)) {
			wholesale(a, b, offset, out);
		}
	}

	/**
	 * The middle parts' lines added to {@code out}, when they differ by at most {@code max} removed and added lines
	 * (else {@code false} and nothing added).
	 */
	private static boolean middle(List<String> a, List<String> b, int offset, int max, List<Line> out) {
		int n = a.size();
		int m = b.size();
		if (n == 0 || m == 0) {
			if (n + m > max) {
				return false;
			}
			wholesale(a, b, offset, out);
			return true;
		}
		int shift = max + 1;
		int[] v = new int[2 * max + 3];
		// trace.get(d): v as it was before step d, for k in [-d - 1, d + 1]
		List<int[]> trace = new ArrayList<>();
		int found = -1;
		for (int d = 0; d <= max && found < 0; d++) {
			trace.add(Arrays.copyOfRange(v, shift - d - 1, shift + d + 2));
			for (int k = -d; k <= d; k += 2) {
				int x = (k == -d || (k != d && v[shift + k - 1] < v[shift + k + 1])) ? v[shift + k + 1]
						: v[shift + k - 1] + 1;
				int y = x - k;
				while (x < n && y < m && a.get(x).equals(b.get(y))) {
					x++;
					y++;
				}
				v[shift + k] = x;
				if (x >= n && y >= m) {
					found = d;
					break;
				}
			}
		}
		if (found < 0) {
			return false;
		}
		List<Line> reversed = new ArrayList<>();
		int x = n;
		int y = m;
		for (int d = found; d > 0; d--) {
			int[] previous = trace.get(d);
			int base = d + 1;
			int k = x - y;
			boolean down = k == -d || (k != d && previous[base + k - 1] < previous[base + k + 1]);
			int previousK = down ? k + 1 : k - 1;
			int previousX = previous[base + previousK];
			int previousY = previousX - previousK;
			while (x > previousX && y > previousY) {
				x--;
				y--;
				reversed.add(new Line(Kind.SAME, offset + x + 1, offset + y + 1, a.get(x)));
			}
			if (down) {
				y--;
				reversed.add(new Line(Kind.ADDED, null, offset + y + 1, b.get(y)));
			}
			else {
				x--;
				reversed.add(new Line(Kind.REMOVED, offset + x + 1, null, a.get(x)));
			}
		}
		while (x > 0 && y > 0) {
			x--;
			y--;
			reversed.add(new Line(Kind.SAME, offset + x + 1, offset + y + 1, a.get(x)));
		}
		for (int i = reversed.size() - 1; i >= 0; i--) {
			out.add(reversed.get(i));
		}
		return true;
	}

	private static void wholesale(List<String> a, List<String> b, int offset, List<Line> out) {
		for (int i = 0; i < a.size(); i++) {
			out.add(new Line(Kind.REMOVED, offset + i + 1, null, a.get(i)));
		}
		for (int j = 0; j < b.size(); j++) {
			out.add(new Line(Kind.ADDED, null, offset + j + 1, b.get(j)));
		}
	}

}
