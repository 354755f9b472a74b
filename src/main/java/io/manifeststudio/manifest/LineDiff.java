package io.manifeststudio.manifest;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import com.github.difflib.DiffUtils;
import com.github.difflib.algorithm.DiffAlgorithmListener;
import com.github.difflib.algorithm.myers.MeyersDiff;
import com.github.difflib.patch.AbstractDelta;
import com.github.difflib.patch.ChangeDelta;
import com.github.difflib.patch.Chunk;

/**
 * A line diff of two texts, as {@code diff -u} and a reviewer's side-by-side view show
 * it: the lines compared exactly, the changes found by java-diff-utils' Myers diff. When
 * the texts need more than {@value #MAX_EDITS} removed and added lines, the part between
 * their common head and tail is taken as removed and added as a whole (so the cost stays
 * bounded by text size).
 * <p>
 * Used by the editor (which lines of the draft its newest change wrote) and by the review
 * (diffs between versions).
 */
public final class LineDiff {

	/**
	 * The most removed plus added lines the search looks for before giving up on the
	 * middle.
	 */
	public static final int MAX_EDITS = 2000;

	/** Lines of context around each change in a hunk, as {@code diff -u}. */
	public static final int CONTEXT = 3;

	private LineDiff() {
	}

	/**
	 * What a line of a diff is: in both texts, only in the first (removed) or only in the
	 * second (added).
	 */
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
	 * One line of a diff: its number in the first text (1-based; {@code null} when
	 * added), in the second ({@code null} when removed) and its text.
	 */
	public record Line(Kind kind, Integer oldNumber, Integer newNumber, String text) {
	}

	/**
	 * A run of changes with up to {@link #CONTEXT} unchanged lines around it:
	 * {@code oldStart}/{@code oldCount} and {@code newStart}/{@code newCount} as the
	 * {@code @@ -a,b +c,d @@} header writes them.
	 */
	public record Hunk(int oldStart, int oldCount, int newStart, int newCount, List<Line> lines) {

		public Hunk {
			lines = List.copyOf(lines);
		}

		public String header() {
			return "@@ -" + oldStart + "," + oldCount + " +" + newStart + "," + newCount + " @@";
		}

	}

	/**
	 * One flag per line of {@code after}: {@code true} when the line is new or changed.
	 */
	public static boolean[] changedLines(List<String> before, List<String> after) {
		boolean[] changed = new boolean[after.size()];
		for (AbstractDelta<String> delta : deltasOrWhole(before, after)) {
			Chunk<String> added = delta.getTarget();
			for (int i = 0; i < added.size(); i++) {
				changed[added.getPosition() + i] = true;
			}
		}
		return changed;
	}

	/**
	 * Every line of both texts in diff order: unchanged, removed (before the lines that
	 * replace them) and added.
	 */
	public static List<Line> lines(List<String> before, List<String> after) {
		List<Line> lines = new ArrayList<>(Math.max(before.size(), after.size()) + 16);
		int oldAt = 0;
		int newAt = 0;
		for (AbstractDelta<String> delta : deltasOrWhole(before, after)) {
			same(before, oldAt, delta.getSource().getPosition(), newAt - oldAt, lines);
			changed(delta, lines);
			oldAt = delta.getSource().last() + 1;
			newAt = delta.getTarget().last() + 1;
		}
		same(before, oldAt, before.size(), newAt - oldAt, lines);
		return lines;
	}

	/**
	 * The hunks of a diff of two texts (split in lines as {@link String#lines()} does);
	 * empty when they are equal.
	 */
	public static List<Hunk> hunks(String before, String after) {
		List<String> a = before.lines().toList();
		return hunks(a, deltasOrWhole(a, after.lines().toList()));
	}

	/**
	 * The hunks of a diff of two texts, unless the diff is larger than
	 * {@code maxChangedLines} removed plus added lines or its hunks hold more than
	 * {@code maxCharacters} characters of text: then empty. Bounded in memory and time by
	 * the texts and the budget, whatever the result: the edit script is looked for only
	 * up to {@code maxChangedLines} edits, and only the lines a hunk can show are made.
	 * Within the budget the hunks are those of {@link #hunks(String, String)}.
	 */
	public static Optional<List<Hunk>> hunksWithin(String before, String after, int maxChangedLines,
			long maxCharacters) {
		List<String> a = before.lines().toList();
		Optional<List<AbstractDelta<String>>> deltas = deltas(a, after.lines().toList(),
				Math.min(MAX_EDITS, maxChangedLines));
		if (deltas.isEmpty() || deltas.get()
			.stream()
			.mapToInt((delta) -> delta.getSource().size() + delta.getTarget().size())
			.sum() > maxChangedLines) {
			return Optional.empty();
		}
		List<Hunk> hunks = hunks(a, deltas.get());
		long characters = hunks.stream()
			.flatMap((hunk) -> hunk.lines().stream())
			.mapToLong((line) -> line.text().length() + 1)
			.sum();
		return (characters <= maxCharacters) ? Optional.of(hunks) : Optional.empty();
	}

	/**
	 * The text of a unified diff ({@code diff -u}) with these file labels; empty when
	 * there is no hunk.
	 */
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

	/**
	 * The changes grouped into hunks with {@link #CONTEXT} lines of context: changes at
	 * most {@code 2 * CONTEXT} unchanged lines apart share a hunk, as {@code diff -u}
	 * groups them.
	 */
	private static List<Hunk> hunks(List<String> before, List<AbstractDelta<String>> deltas) {
		List<Hunk> hunks = new ArrayList<>();
		int i = 0;
		while (i < deltas.size()) {
			AbstractDelta<String> first = deltas.get(i);
			int shift = first.getTarget().getPosition() - first.getSource().getPosition();
			int start = first.getSource().getPosition();
			List<Line> lines = new ArrayList<>();
			same(before, Math.max(0, start - CONTEXT), start, shift, lines);
			changed(first, lines);
			int j = i + 1;
			while (j < deltas.size() && deltas.get(j).getSource().getPosition() - deltas.get(j - 1).getSource().last()
					- 1 <= 2 * CONTEXT) {
				AbstractDelta<String> previous = deltas.get(j - 1);
				same(before, previous.getSource().last() + 1, deltas.get(j).getSource().getPosition(),
						previous.getTarget().last() - previous.getSource().last(), lines);
				changed(deltas.get(j), lines);
				j++;
			}
			AbstractDelta<String> last = deltas.get(j - 1);
			int end = last.getSource().last() + 1;
			same(before, end, Math.min(before.size(), end + CONTEXT), last.getTarget().last() - last.getSource().last(),
					lines);
			hunks.add(hunk(lines));
			i = j;
		}
		return hunks;
	}

	/**
	 * The unchanged lines {@code from} (inclusive) to {@code to} of the first text,
	 * {@code shift} lines off in the second.
	 */
	private static void same(List<String> before, int from, int to, int shift, List<Line> out) {
		for (int i = from; i < to; i++) {
			out.add(new Line(Kind.SAME, i + 1, i + shift + 1, before.get(i)));
		}
	}

	private static void changed(AbstractDelta<String> delta, List<Line> out) {
		Chunk<String> removed = delta.getSource();
		for (int i = 0; i < removed.size(); i++) {
			out.add(new Line(Kind.REMOVED, removed.getPosition() + i + 1, null, removed.getLines().get(i)));
		}
		Chunk<String> added = delta.getTarget();
		for (int i = 0; i < added.size(); i++) {
			out.add(new Line(Kind.ADDED, null, added.getPosition() + i + 1, added.getLines().get(i)));
		}
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
			oldStart = lines.stream()
				.filter((line) -> line.newNumber() != null)
				.findFirst()
				.map(Line::newNumber)
				.orElse(1) - 1;
		}
		if (newCount == 0) {
			newStart = lines.stream()
				.filter((line) -> line.oldNumber() != null)
				.findFirst()
				.map(Line::oldNumber)
				.orElse(1) - 1;
		}
		return new Hunk(oldStart, oldCount, newStart, newCount, lines);
	}

	/**
	 * The changes, or, past {@link #MAX_EDITS}, everything between the common head and
	 * tail as one change.
	 */
	private static List<AbstractDelta<String>> deltasOrWhole(List<String> before, List<String> after) {
		return deltas(before, after, MAX_EDITS).orElseGet(() -> List.of(whole(before, after)));
	}

	/**
	 * The changes when Myers' search finds them within {@code max} removed and added
	 * lines, else empty.
	 */
	private static Optional<List<AbstractDelta<String>>> deltas(List<String> before, List<String> after, int max) {
		try {
			return Optional.of(DiffUtils.diff(before, after, new MeyersDiff<String>(), new Budget(max)).getDeltas());
		}
		catch (OverBudgetException ex) {
			return Optional.empty();
		}
	}

	private static AbstractDelta<String> whole(List<String> before, List<String> after) {
		int head = 0;
		while (head < before.size() && head < after.size() && before.get(head).equals(after.get(head))) {
			head++;
		}
		int tail = 0;
		while (tail < before.size() - head && tail < after.size() - head
				&& before.get(before.size() - 1 - tail).equals(after.get(after.size() - 1 - tail))) {
			tail++;
		}
		return new ChangeDelta<>(new Chunk<>(head, before.subList(head, before.size() - tail)),
				new Chunk<>(head, after.subList(head, after.size() - tail)));
	}

	/**
	 * Stops Myers' search once it has looked past {@code max} edits (its steps count
	 * edits), or when its thread was interrupted (a diff nobody waits for any more).
	 */
	private record Budget(int max) implements DiffAlgorithmListener {

		@Override
		public void diffStart() {
		}

		@Override
		public void diffStep(int edits, int most) {
			Cancellation.check();
			if (edits > this.max) {
				throw new OverBudgetException();
			}
		}

		@Override
		public void diffEnd() {
		}

	}

	private static final class OverBudgetException extends RuntimeException {

		OverBudgetException() {
			super(null, null, false, false);
		}

	}

}
