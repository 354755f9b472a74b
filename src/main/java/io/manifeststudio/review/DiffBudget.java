package io.manifeststudio.review;

/**
 * How large a diff the app makes, so that no diff holds more memory or time than a few
 * normal ones whatever the size of the manifest (a stored manifest may be 5 MB, and its
 * Kubernetes YAML much larger).
 * <ul>
 * <li>{@code maxChangedLines}: the most removed plus added lines one line diff (the role
 * manifest's, the Kubernetes YAML's) shows; the shortest edit script is not looked for
 * beyond them.</li>
 * <li>{@code maxCharacters}: the most characters of text the hunks of one line diff
 * hold.</li>
 * <li>{@code maxExportCharacters}: the most characters of Kubernetes YAML written for one
 * version of one diff (all pods, or one); the whole export is measured pod by pod, so a
 * larger one is never built whole.</li>
 * <li>{@code maxChanges}: the most changes the summary lists (the others are
 * counted).</li>
 * </ul>
 * A line diff beyond the budget is left out of the answer, which says so; the summary is
 * always there, and the Kubernetes YAML can be compared one pod at a time.
 */
public record DiffBudget(int maxChangedLines, long maxCharacters, int maxExportCharacters, int maxChanges) {

	/**
	 * 2,000 changed lines, 1 MiB of diff text, 2 MiB of Kubernetes YAML per version,
	 * 1,000 changes listed.
	 */
	public static final DiffBudget DEFAULT = new DiffBudget(2_000, 1024 * 1024, 2 * 1024 * 1024, 1_000);

}
