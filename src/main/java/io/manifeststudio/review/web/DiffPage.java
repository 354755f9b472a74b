package io.manifeststudio.review.web;

import java.util.List;

/**
 * What the diff page shows: the manifest, the choices of versions and pod (each option marked when chosen), and, when
 * there is something to compare ({@code hasDiff}), the summary and both side-by-side diffs.
 */
public record DiffPage(long manifestId, String manifestName, List<Option> fromOptions, List<Option> toOptions,
		List<Option> podOptions, boolean hasDiff, String fromLabel, String toLabel, String pod, List<String> summary,
		List<SideBySide> roleManifest, List<SideBySide> kubernetes, String kubernetesProblem, String apiHref) {

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
