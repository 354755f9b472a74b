package io.manifeststudio.review.web;

import java.util.List;

/**
 * What the diff page shows: the manifest, the choices of versions and pod (each option marked when chosen), and, when
 * there is something to compare ({@code hasDiff}), the summary with the comment threads beside the changes that
 * touched their places, the threads on other places ({@code elsewhere}), and both side-by-side diffs.
 */
public record DiffPage(long manifestId, String manifestName, List<Option> fromOptions, List<Option> toOptions,
		List<Option> podOptions, boolean hasDiff, String fromLabel, String toLabel, String pod,
		List<ThreadNote.ChangeView> changes, List<ThreadNote> elsewhere, List<SideBySide> roleManifest,
		List<SideBySide> kubernetes, String kubernetesProblem, String apiHref) {

	/** An option of a select. */
	public record Option(String value, String label, boolean selected) {
	}

	public boolean roleManifestUnchanged() {
		return this.roleManifest.isEmpty();
	}

	public boolean kubernetesUnchanged() {
		return this.kubernetes.isEmpty() && this.kubernetesProblem == null;
	}

}
