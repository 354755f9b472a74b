package io.manifeststudio.review.web;

import java.util.ArrayList;
import java.util.List;

import io.manifeststudio.manifest.LineDiff;

/**
 * A hunk laid out side by side, as the diff page shows it: the older version's lines on
 * the left, the newer one's on the right, unchanged lines on both sides, and a run of
 * removed lines beside the added lines that replace it (paired in order, the longer run's
 * extra lines facing an empty cell).
 */
public record SideBySide(String header, List<Row> rows) {

	/**
	 * One row: each side's line number and text ({@code null} for an empty cell) and its
	 * CSS class.
	 */
	public record Row(Integer leftNumber, String left, String leftClass, Integer rightNumber, String right,
			String rightClass) {
	}

	static final String SAME = "same";

	static final String REMOVED = "removed";

	static final String ADDED = "added";

	static final String EMPTY = "empty";

	static SideBySide of(LineDiff.Hunk hunk) {
		List<Row> rows = new ArrayList<>();
		List<LineDiff.Line> removed = new ArrayList<>();
		List<LineDiff.Line> added = new ArrayList<>();
		for (LineDiff.Line line : hunk.lines()) {
			switch (line.kind()) {
				case REMOVED -> {
					if (!added.isEmpty()) {
						flush(removed, added, rows);
					}
					removed.add(line);
				}
				case ADDED -> added.add(line);
				case SAME -> {
					flush(removed, added, rows);
					rows.add(new Row(line.oldNumber(), line.text(), SAME, line.newNumber(), line.text(), SAME));
				}
			}
		}
		flush(removed, added, rows);
		return new SideBySide(hunk.header(), rows);
	}

	static List<SideBySide> of(List<LineDiff.Hunk> hunks) {
		return hunks.stream().map(SideBySide::of).toList();
	}

	private static void flush(List<LineDiff.Line> removed, List<LineDiff.Line> added, List<Row> rows) {
		int count = Math.max(removed.size(), added.size());
		for (int i = 0; i < count; i++) {
			LineDiff.Line left = (i < removed.size()) ? removed.get(i) : null;
			LineDiff.Line right = (i < added.size()) ? added.get(i) : null;
			rows.add(new Row((left != null) ? left.oldNumber() : null, (left != null) ? left.text() : null,
					(left != null) ? REMOVED : EMPTY, (right != null) ? right.newNumber() : null,
					(right != null) ? right.text() : null, (right != null) ? ADDED : EMPTY));
		}
		removed.clear();
		added.clear();
	}

}
