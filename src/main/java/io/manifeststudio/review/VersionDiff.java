package io.manifeststudio.review;

import java.util.List;

import io.manifeststudio.manifest.LineDiff;

/**
 * What changed from one version of a manifest to another: the model-level {@code changes}
 * in words (at most the budget's {@code maxChanges}; {@code changeCount} says how many
 * there are), the hunks of the role manifest's text, and the hunks of the exported
 * Kubernetes YAML of {@code pod} (of every pod when {@code null}).
 * {@code kubernetesProblem} says why the Kubernetes YAML could not be made for one of the
 * versions ({@code null} when it could; then {@code kubernetesHunks} is empty).
 * {@code pods} are the pods of either version, for choosing one.
 * <p>
 * A line diff larger than the {@link DiffBudget} is left out: its hunks are empty and its
 * {@code overBudget} flag is set. The summary is always there, and the Kubernetes YAML of
 * one pod is usually within the budget when that of all pods is not.
 */
public record VersionDiff(long manifestId, VersionRef from, VersionRef to, String pod, List<ModelChange> changes,
		int changeCount, List<LineDiff.Hunk> roleManifestHunks, boolean roleManifestOverBudget,
		List<LineDiff.Hunk> kubernetesHunks, boolean kubernetesOverBudget, String kubernetesProblem, List<String> pods,
		DiffBudget budget) {

	public VersionDiff {
		changes = List.copyOf(changes);
		roleManifestHunks = List.copyOf(roleManifestHunks);
		kubernetesHunks = List.copyOf(kubernetesHunks);
		pods = List.copyOf(pods);
	}

	public List<String> summary() {
		return this.changes.stream().map(ModelChange::text).toList();
	}

	/**
	 * How many changes the summary leaves out (it lists at most the budget's
	 * {@code maxChanges}).
	 */
	public int changesLeftOut() {
		return this.changeCount - this.changes.size();
	}

	/**
	 * The role manifest's diff as {@code diff -u} writes it ({@code null} when beyond the
	 * budget).
	 */
	public String roleManifestUnified() {
		if (this.roleManifestOverBudget) {
			return null;
		}
		return LineDiff.unified(label(this.from, "role-manifest.yml"), label(this.to, "role-manifest.yml"),
				this.roleManifestHunks);
	}

	/**
	 * The Kubernetes YAML's diff as {@code diff -u} writes it ({@code null} when it could
	 * not be made or is beyond the budget).
	 */
	public String kubernetesUnified() {
		if (this.kubernetesProblem != null || this.kubernetesOverBudget) {
			return null;
		}
		String file = (this.pod != null) ? this.pod + ".yaml" : "kubernetes.yaml";
		return LineDiff.unified(label(this.from, file), label(this.to, file), this.kubernetesHunks);
	}

	private static String label(VersionRef version, String file) {
		return (version.isDraft() ? "draft" : "revision-" + version.revision()) + "/" + file;
	}

}
