package io.manifeststudio.editor;

import java.util.ArrayList;
import java.util.List;

/**
 * The role manifest preview: the draft's text line by line, the lines that changed since {@code base} marked (a
 * description such as "the last change", or {@code null} when there is nothing to compare with).
 */
public record RoleManifestPreview(List<Line> lines, long changed, String base) {

	/** One line of the draft: its number, its text and whether it changed. */
	public record Line(int number, String text, boolean changed) {
	}

	public RoleManifestPreview {
		lines = List.copyOf(lines);
	}

	/**
	 * @param baseText the text to compare with, or {@code null} (then nothing is marked)
	 * @param base what {@code baseText} is, for the panel
	 */
	static RoleManifestPreview of(String text, String baseText, String base) {
		List<String> after = text.lines().toList();
		boolean[] changed = (baseText != null) ? LineDiff.changedLines(baseText.lines().toList(), after)
				: new boolean[after.size()];
		List<Line> lines = new ArrayList<>(after.size());
		long count = 0;
		for (int i = 0; i < after.size(); i++) {
			lines.add(new Line(i + 1, after.get(i), changed[i]));
			if (changed[i]) {
				count++;
			}
		}
		return new RoleManifestPreview(lines, count, (baseText != null) ? base : null);
	}

	/** The number of the first changed line, or {@code null}. */
	public Integer firstChanged() {
		return this.lines.stream().filter(Line::changed).map(Line::number).findFirst().orElse(null);
	}

}
