package io.manifeststudio.review.web;

import java.util.List;

/**
 * What the diff page shows: the manifest, the choices of versions and pod (each option
 * marked when chosen), and, when there is something to compare ({@code hasDiff}), the
 * summary with the comment threads beside the changes that touched their places, the
 * threads on other places ({@code elsewhere}), and both side-by-side diffs (or what the
 * diff budget left out of them, {@code overBudget}).
 */
public record DiffPage(long manifestId, String manifestName, List<Option> fromOptions, List<Option> toOptions,
		List<Option> podOptions, boolean hasDiff, String fromLabel, String toLabel, String pod,
		List<ThreadNote.ChangeView> changes, List<ThreadNote> elsewhere, List<SideBySide> roleManifest,
		List<SideBySide> kubernetes, String kubernetesProblem, String apiHref, OverBudget overBudget) {

	/**
	 * What the budget left out: how many changes the summary does not list, whether each
	 * line diff was left out, the budget's changed lines, and links to download both role
	 * manifests.
	 */
	public record OverBudget(int changesLeftOut, boolean roleManifest, boolean kubernetes, int maxChangedLines,
			String fromDownload, String toDownload) {

		static final OverBudget NONE = new OverBudget(0, false, false, 0, null, null);

	}

	/** An option of a select. */
	public record Option(String value, String label, boolean selected) {
	}

	public boolean roleManifestUnchanged() {
		return this.roleManifest.isEmpty() && !this.overBudget.roleManifest();
	}

	public boolean kubernetesUnchanged() {
		return this.kubernetes.isEmpty() && this.kubernetesProblem == null && !this.overBudget.kubernetes();
	}

}
