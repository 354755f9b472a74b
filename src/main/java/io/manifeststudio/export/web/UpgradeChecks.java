package io.manifeststudio.export.web;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;

import org.springframework.beans.factory.ObjectProvider;
import org.springframework.stereotype.Component;

import io.manifeststudio.account.ManifestContent;
import io.manifeststudio.export.ExportSettings;
import io.manifeststudio.export.ImmutableFieldChanges;
import io.manifeststudio.export.KubeObject;
import io.manifeststudio.export.KubernetesObjects;
import io.manifeststudio.export.PodObjects;
import io.manifeststudio.export.helm.ChartDefaults;
import io.manifeststudio.export.helm.ChartReviews;
import io.manifeststudio.manifest.yaml.DocPath;
import io.manifeststudio.manifest.model.InstanceGroup;
import io.manifeststudio.manifest.model.RoleManifest;
import io.manifeststudio.manifest.StoredManifest;
import io.manifeststudio.validation.Finding;
import io.manifeststudio.validation.RuleFamily;
import io.manifeststudio.validation.Severity;
import io.manifeststudio.manifest.yaml.SourcePosition;

/**
 * Whether the draft can be installed over the last approved revision by
 * {@code helm upgrade}: the StatefulSet fields that cannot change in place
 * ({@link ImmutableFieldChanges}), compared between the workloads both export for the
 * same settings. Without the review module, or without an approved revision, there is
 * nothing to compare with.
 */
@Component
public class UpgradeChecks {

	/** The rule name the warnings carry. */
	public static final String RULE = "STUDIO-UPGRADE-IMMUTABLE";

	private final ManifestContent manifests;

	private final ObjectProvider<ChartReviews> reviews;

	UpgradeChecks(ManifestContent manifests, ObjectProvider<ChartReviews> reviews) {
		this.manifests = manifests;
		this.reviews = reviews;
	}

	/**
	 * What the draft changes since the last approved revision that an upgrade cannot
	 * make, and that revision.
	 */
	public record Since(int approvedRevision, List<ImmutableFieldChanges.Change> changes) {

		/** Each change as a sentence. */
		public List<String> messages() {
			return this.changes.stream()
				.map((change) -> change.message("approved revision " + this.approvedRevision))
				.toList();
		}

	}

	/**
	 * The draft's changes since the newest approved revision, or {@code null} when there
	 * is none to compare with.
	 * @param draft the draft's model as this request's user reads it
	 */
	public Since sinceApproved(StoredManifest stored, RoleManifest draft, ExportSettings settings) {
		ChartReviews known = this.reviews.getIfAvailable();
		if (known == null || stored.latestRevision() < 1) {
			return null;
		}
		OptionalInt approved = known.latestApproved(stored.id(), stored.latestRevision());
		if (approved.isEmpty()) {
			return null;
		}
		RoleManifest before = this.manifests.model(this.manifests.revision(stored.id(), approved.getAsInt()));
		return new Since(approved.getAsInt(),
				ImmutableFieldChanges.between(workloads(before, settings), workloads(draft, settings)));
	}

	/**
	 * The same as findings (warnings of the STUDIO family, at the group of each
	 * StatefulSet), for the board and the export panel; none when there is no approved
	 * revision or nothing that cannot be upgraded.
	 */
	public List<Finding> findings(StoredManifest stored, RoleManifest draft, ExportSettings settings) {
		Since since = sinceApproved(stored, draft, settings);
		return (since == null) ? List.of() : findings(since, draft);
	}

	/** The changes as findings at the draft's groups. */
	List<Finding> findings(Since since, RoleManifest draft) {
		List<Finding> findings = new ArrayList<>();
		for (ImmutableFieldChanges.Change change : since.changes()) {
			DocPath source = draft.group(change.statefulSet()).map(InstanceGroup::location).orElse(null);
			SourcePosition position = (source != null) ? draft.document().positions().nearest(source).orElse(null)
					: null;
			findings.add(new Finding(RULE, RuleFamily.STUDIO, Severity.WARNING,
					"instance_groups[" + change.statefulSet() + "]",
					change.message("approved revision " + since.approvedRevision()),
					"The last approved revision is what runs (or will run) in the cluster; this change to the draft "
							+ "would make the next helm upgrade fail.",
					null, source, position, change.statefulSet(), List.of(change.statefulSet())));
		}
		return findings;
	}

	private static List<KubeObject> workloads(RoleManifest manifest, ExportSettings settings) {
		List<KubeObject> workloads = new ArrayList<>();
		for (PodObjects pod : new KubernetesObjects(manifest, settings, ChartDefaults.expressions(manifest, settings))
			.all()) {
			workloads.add(pod.workload());
		}
		return workloads;
	}

}
