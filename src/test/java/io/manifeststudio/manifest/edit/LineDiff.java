package io.manifeststudio.manifest.edit;

import java.util.ArrayList;
import java.util.List;

/**
 * A line diff of two texts, as a reviewer's {@code git diff} shows it: lines compared
 * byte for byte with their line breaks, the unchanged lines found by a longest common
 * subsequence. A hunk's size is the number of lines it changes: a line replaced by
 * another counts once, a line removed or added counts once.
 */
record LineDiff(List<String> removed, List<String> added, int changedLines) {

	static LineDiff between(String before, String after) {
		List<String> a = lines(before);
		List<String> b = lines(after);
		int prefix = 0;
		while (prefix < a.size() && prefix < b.size() && a.get(prefix).equals(b.get(prefix))) {
			prefix++;
		}
		int suffix = 0;
		while (suffix < a.size() - prefix && suffix < b.size() - prefix
				&& a.get(a.size() - 1 - suffix).equals(b.get(b.size() - 1 - suffix))) {
			suffix++;
		}
		List<String> x = a.subList(prefix, a.size() - suffix);
		List<String> y = b.subList(prefix, b.size() - suffix);
		int[][] common = new int[x.size() + 1][y.size() + 1];
		for (int i = x.size() - 1; i >= 0; i--) {
			for (int j = y.size() - 1; j >= 0; j--) {
				common[i][j] = x.get(i).equals(y.get(j)) ? common[i + 1][j + 1] + 1
						: Math.max(common[i + 1][j], common[i][j + 1]);
			}
		}
		List<String> removed = new ArrayList<>();
		List<String> added = new ArrayList<>();
		int changed = 0;
		int hunkRemoved = 0;
		int hunkAdded = 0;
		int i = 0;
		int j = 0;
		while (i < x.size() || j < y.size()) {
			if (i < x.size() && j < y.size() && x.get(i).equals(y.get(j))) {
				changed += Math.max(hunkRemoved, hunkAdded);
				hunkRemoved = 0;
				hunkAdded = 0;
				i++;
				j++;
			}
			else if (j >= y.size() || (i < x.size() && common[i + 1][j] >= common[i][j + 1])) {
				removed.add(x.get(i++));
				hunkRemoved++;
			}
			else {
				added.add(y.get(j++));
				hunkAdded++;
			}
		}
		changed += Math.max(hunkRemoved, hunkAdded);
		return new LineDiff(removed, added, changed);
	}

	/**
	 * For two texts with as many lines (a reorder): how many lines that are not comment
	 * lines differ from the line at the same place before.
	 */
	static int changedInPlace(String before, String after) {
		List<String> a = lines(before);
		List<String> b = lines(after);
		if (a.size() != b.size()) {
			throw new IllegalArgumentException("the texts have " + a.size() + " and " + b.size() + " lines");
		}
		int changed = 0;
		for (int i = 0; i < a.size(); i++) {
			if (!a.get(i).equals(b.get(i)) && !commentOnly(a.get(i)) && !commentOnly(b.get(i))) {
				changed++;
			}
		}
		return changed;
	}

	private static boolean commentOnly(String line) {
		return line.isBlank() || line.strip().startsWith("#");
	}

	/**
	 * The lines of a text, each with its line break ("\r\n" or "\n"; none for a last line
	 * without one).
	 */
	static List<String> lines(String text) {
		List<String> lines = new ArrayList<>();
		int start = 0;
		for (int i = 0; i < text.length(); i++) {
			if (text.charAt(i) == '\n') {
				lines.add(text.substring(start, i + 1));
				start = i + 1;
			}
		}
		if (start < text.length()) {
			lines.add(text.substring(start));
		}
		return lines;
	}

	/**
	 * The comments of a text: each line's part from a {@code #} that starts a comment (at
	 * the start or after a blank).
	 */
	static List<String> comments(List<String> lines) {
		List<String> comments = new ArrayList<>();
		for (String line : lines) {
			java.util.regex.Matcher comment = java.util.regex.Pattern.compile("(^|\\s)(#.*)$")
				.matcher(line.stripTrailing());
			if (comment.find()) {
				comments.add(comment.group(2));
			}
		}
		return comments;
	}

}
