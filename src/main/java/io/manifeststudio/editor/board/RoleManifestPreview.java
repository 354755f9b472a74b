package io.manifeststudio.editor.board;

import java.util.ArrayList;
import java.util.List;

import io.manifeststudio.manifest.LineDiff;

/**
 * The role manifest preview: the draft's text line by line, the lines that the newest
 * change wrote marked, and that change ({@code version} it made and its {@code summary};
 * both {@code null} for a draft never changed since its import).
 */
public record RoleManifestPreview(List<Line> lines, long changed, Long version, String summary) {

	/** One line of the draft: its number, its text and whether it changed. */
	public record Line(int number, String text, boolean changed) {
	}

	public RoleManifestPreview {
		lines = List.copyOf(lines);
	}

	/**
	 * @param baseText the text before the newest change, or {@code null} (then nothing is
	 * marked)
	 * @param version the version the newest change made
	 * @param summary what the newest change did
	 */
	static RoleManifestPreview of(String text, String baseText, Long version, String summary) {
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
		return (baseText != null) ? new RoleManifestPreview(lines, count, version, summary)
				: new RoleManifestPreview(lines, 0, null, null);
	}

	/** The number of the first changed line, or {@code null}. */
	public Integer firstChanged() {
		return this.lines.stream().filter(Line::changed).map(Line::number).findFirst().orElse(null);
	}

}
