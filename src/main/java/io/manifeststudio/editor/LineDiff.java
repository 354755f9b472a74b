package io.manifeststudio.editor;

import java.util.List;

/**
 * Which lines of a text are new or changed against an earlier text: the lines of {@code after} that are not in a
 * longest common subsequence of the two. Edits change a few lines in one place, so the common head and tail are
 * set aside first and only the lines between them are compared; when that middle is too large to compare cheaply
 * (more than {@value #MAX_CELLS} line pairs) all of its lines count as changed.
 */
final class LineDiff {

	static final int MAX_CELLS = 1_000_000;

	private LineDiff() {
	}

	/** One flag per line of {@code after}: {@code true} when the line is new or changed. */
	static boolean[] changedLines(List<String> before, List<String> after) {
		boolean[] changed = new boolean[after.size()];
		int head = 0;
		while (head < before.size() && head < after.size() && before.get(head).equals(after.get(head))) {
			head++;
		}
		int tail = 0;
		while (tail < before.size() - head && tail < after.size() - head
				&& before.get(before.size() - 1 - tail).equals(after.get(after.size() - 1 - tail))) {
			tail++;
		}
		int oldCount = before.size() - head - tail;
		int newCount = after.size() - head - tail;
		if (newCount == 0) {
			return changed;
		}
		if (oldCount == 0 || (long) oldCount * newCount > MAX_CELLS) {
			for (int i = head; i < head + newCount; i++) {
				changed[i] = true;
			}
			return changed;
		}
		// lengths[i][j]: longest common subsequence of old[i..] and new[j..] (the middle parts only)
		int[][] lengths = new int[oldCount + 1][newCount + 1];
		for (int i = oldCount - 1; i >= 0; i--) {
			for (int j = newCount - 1; j >= 0; j--) {
				lengths[i][j] = before.get(head + i).equals(after.get(head + j)) ? lengths[i + 1][j + 1] + 1
						: Math.max(lengths[i + 1][j], lengths[i][j + 1]);
			}
		}
		int i = 0;
		int j = 0;
		while (j < newCount) {
			if (i < oldCount && before.get(head + i).equals(after.get(head + j))) {
				i++;
				j++;
			}
			else if (i < oldCount && lengths[i + 1][j] >= lengths[i][j + 1]) {
				i++;
			}
			else {
				changed[head + j] = true;
				j++;
			}
		}
		return changed;
	}

}
