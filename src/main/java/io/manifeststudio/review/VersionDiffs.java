package io.manifeststudio.review;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import org.springframework.stereotype.Service;

import io.manifeststudio.export.ExportSettings;
import io.manifeststudio.export.KubernetesExport;
import io.manifeststudio.export.KubernetesObjects;
import io.manifeststudio.export.KubernetesYamlWriter;
import io.manifeststudio.export.PodObjects;
import io.manifeststudio.manifest.Draft;
import io.manifeststudio.manifest.InvalidManifestRequestException;
import io.manifeststudio.manifest.LineDiff;
import io.manifeststudio.account.ManifestContent;
import io.manifeststudio.manifest.Pod;
import io.manifeststudio.manifest.Revision;
import io.manifeststudio.manifest.RoleManifest;

/**
 * Diffs between two versions of a stored manifest (two revisions, or a revision and the draft): the model-level
 * summary ({@link ModelComparison}), the role manifest's text, and the Kubernetes YAML the export makes of one pod or
 * of all of them (with the default export settings, and whatever findings the versions have: a review shows what would
 * change, so nothing is refused for errors here).
 */
@Service
public class VersionDiffs {

	private final ManifestContent manifests;

	private final KubernetesYamlWriter writer = new KubernetesYamlWriter();

	public VersionDiffs(ManifestContent manifests) {
		this.manifests = manifests;
	}

	/**
	 * @param pod a pod (group) name, or {@code null} for the whole export
	 * @throws io.manifeststudio.manifest.ManifestNotFoundException when there is no manifest with this id
	 * @throws io.manifeststudio.manifest.RevisionNotFoundException when it has no such revision
	 * @throws InvalidManifestRequestException (field {@code pod}) when neither version has that pod
	 */
	public VersionDiff diff(long id, VersionRef from, VersionRef to, String pod) {
		Version before = version(id, from);
		Version after = version(id, to);
		List<String> pods = pods(before.model(), after.model());
		String cleanPod = (pod == null || pod.isBlank()) ? null : pod.strip();
		if (cleanPod != null && !pods.contains(cleanPod)) {
			throw new InvalidManifestRequestException("pod", "There is no pod \"" + cleanPod + "\" in " + from.label()
					+ " or " + to.label() + "; the pods are " + pods);
		}
		List<ModelChange> changes = ModelComparison.compare(before.model(), after.model());
		List<LineDiff.Hunk> text = LineDiff.hunks(before.content(), after.content());
		String problem = null;
		List<LineDiff.Hunk> kubernetes = List.of();
		try {
			kubernetes = LineDiff.hunks(kubernetesYaml(before.model(), cleanPod),
					kubernetesYaml(after.model(), cleanPod));
		}
		catch (RuntimeException ex) {
			problem = "The Kubernetes YAML could not be made: " + ex.getMessage();
		}
		return new VersionDiff(id, from, to, cleanPod, changes, text, kubernetes, problem, pods);
	}

	/** The pods of a version, in manifest order. */
	public List<String> pods(long id, VersionRef version) {
		return version(id, version).model().pods().stream().map(Pod::name).toList();
	}

	private record Version(String content, RoleManifest model) {
	}

	/** A version as the signed-in user may read it: a viewer's with the secret variables' values masked. */
	private Version version(long id, VersionRef ref) {
		if (ref.isDraft()) {
			Draft draft = this.manifests.draft(id);
			return new Version(draft.content(), this.manifests.model(draft));
		}
		Revision revision = this.manifests.revision(id, ref.revision());
		return new Version(revision.content(), this.manifests.model(revision));
	}

	private static List<String> pods(RoleManifest before, RoleManifest after) {
		Set<String> names = new LinkedHashSet<>();
		after.pods().forEach((pod) -> names.add(pod.name()));
		before.pods().forEach((pod) -> names.add(pod.name()));
		return new ArrayList<>(names);
	}

	/** One pod's objects (nothing when this version has no such pod), or the whole export. */
	private String kubernetesYaml(RoleManifest model, String pod) {
		ExportSettings settings = ExportSettings.defaults();
		KubernetesObjects objects = new KubernetesObjects(model, settings);
		if (pod != null) {
			Optional<PodObjects> found = objects.pod(pod);
			return found.map((podObjects) -> this.writer.write(podObjects.objects())).orElse("");
		}
		return this.writer.write(KubernetesExport.objects(model, settings, objects.all()));
	}

}
