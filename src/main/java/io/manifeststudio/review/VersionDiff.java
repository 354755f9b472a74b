package io.manifeststudio.review;

import java.util.List;

import io.manifeststudio.manifest.LineDiff;

/**
 * What changed from one version of a manifest to another: the model-level {@code changes} in words, the hunks of the
 * role manifest's text, and the hunks of the exported Kubernetes YAML of {@code pod} (of every pod when {@code null}).
 * {@code kubernetesProblem} says why the Kubernetes YAML could not be made for one of the versions ({@code null} when
 * it could; then {@code kubernetesHunks} is empty). {@code pods} are the pods of either version, for choosing one.
 */
public record VersionDiff(long manifestId, VersionRef from, VersionRef to, String pod, List<ModelChange> changes,
		List<LineDiff.Hunk> roleManifestHunks, List<LineDiff.Hunk> kubernetesHunks, String kubernetesProblem,
		List<String> pods) {

	public VersionDiff {
		changes = List.copyOf(changes);
		roleManifestHunks = List.copyOf(roleManifestHunks);
		kubernetesHunks = List.copyOf(kubernetesHunks);
		pods = List.copyOf(pods);
	}

	public List<String> summary() {
		return this.changes.stream().map(ModelChange::text).toList();
	}

	/** The role manifest's diff as {@code diff -u} writes it. */
	public String roleManifestUnified() {
		return LineDiff.unified(label(this.from, "role-manifest.yml"), label(this.to, "role-manifest.yml"),
				this.roleManifestHunks);
	}

	/** The Kubernetes YAML's diff as {@code diff -u} writes it ({@code null} when it could not be made). */
	public String kubernetesUnified() {
		if (this.kubernetesProblem != null) {
			return null;
		}
		String file = (this.pod != null) ? this.pod + ".yaml" : "kubernetes.yaml";
		return LineDiff.unified(label(this.from, file), label(this.to, file), this.kubernetesHunks);
	}

	private static String label(VersionRef version, String file) {
		return (version.isDraft() ? "draft" : "revision-" + version.revision()) + "/" + file;
	}

}
