package io.manifeststudio.editor;

import java.util.List;

import org.springframework.stereotype.Component;

import io.manifeststudio.export.KubeVersion;
import io.manifeststudio.export.web.ExportVersions;
import io.manifeststudio.manifest.Draft;
import io.manifeststudio.manifest.DraftBaseline;
import io.manifeststudio.manifest.DraftEditing;
import io.manifeststudio.manifest.EditingState;
import io.manifeststudio.manifest.ManifestService;
import io.manifeststudio.manifest.Pod;
import io.manifeststudio.manifest.RoleManifest;
import io.manifeststudio.manifest.StoredManifest;
import io.manifeststudio.validation.ValidationResult;
import io.manifeststudio.account.SecretValues;

/**
 * Builds what the board page shows of a stored draft: the board region, the findings panel, the three previews and
 * the choices of Kubernetes version and previewed pod. Keeps the board's controllers down to binding and choosing
 * fragments.
 */
@Component
class Boards {

	private final ManifestService manifests;

	private final BoardValidators validators;

	private final KubernetesPreviews kubernetes;

	private final HelmPreviews helm;

	private final DraftEditing editing;

	private final DraftBaseline baseline;

	Boards(ManifestService manifests, BoardValidators validators, KubernetesPreviews kubernetes, HelmPreviews helm,
			DraftEditing editing, DraftBaseline baseline) {
		this.manifests = manifests;
		this.editing = editing;
		this.baseline = baseline;
		this.validators = validators;
		this.kubernetes = kubernetes;
		this.helm = helm;
	}

	/** Everything the board page shows at first, from one read of the draft and one validation. */
	record Page(BoardView board, FindingsPanel findings, List<PodOption> podOptions) {
	}

	Page page(long id, KubeVersion version) {
		StoredManifest stored = this.manifests.get(id);
		RoleManifest manifest = this.manifests.parse(stored.draft());
		ValidationResult findings = this.validators.forVersion(version).validate(manifest, stored.generation());
		return new Page(board(stored, manifest, findings, version), FindingsPanel.of(findings),
				podOptions(manifest, null));
	}

	BoardView board(long id, KubeVersion version) {
		StoredManifest stored = this.manifests.get(id);
		RoleManifest manifest = this.manifests.parse(stored.draft());
		return board(stored, manifest, this.validators.forVersion(version).validate(manifest, stored.generation()),
				version);
	}

	private BoardView board(StoredManifest stored, RoleManifest manifest, ValidationResult findings,
			KubeVersion version) {
		Draft draft = stored.draft();
		EditingState history = this.editing.state(stored.id());
		return BoardBuilder.build(
				new BoardBuilder.Header(stored.id(), stored.name(), draft.format().label(), draft.version()), manifest,
				findings, version, new HistoryButton(history.canUndo(), history.undoSummary()),
				new HistoryButton(history.canRedo(), history.redoSummary()));
	}

	FindingsPanel findings(long id, KubeVersion version) {
		StoredManifest stored = this.manifests.get(id);
		RoleManifest manifest = this.manifests.parse(stored.draft());
		return FindingsPanel.of(this.validators.forVersion(version).validate(manifest, stored.generation()));
	}

	RoleManifestPreview roleManifest(long id) {
		Draft draft = this.manifests.draft(id);
		return this.baseline.beforeNewestChange(draft)
			.map((before) -> RoleManifestPreview.of(SecretValues.forCurrentUser(draft.content()),
					SecretValues.forCurrentUser(before.content()), before.version(), before.summary()))
			.orElseGet(() -> RoleManifestPreview.of(SecretValues.forCurrentUser(draft.content()), null, null, null));
	}

	PodPreview kubernetes(long id, KubeVersion version, String pod) {
		RoleManifest manifest = SecretValues.forCurrentUser(this.manifests.parse(this.manifests.draft(id)));
		return this.kubernetes.preview(manifest, version, previewed(manifest, pod));
	}

	PodPreview helm(long id, KubeVersion version, String pod) {
		StoredManifest stored = this.manifests.get(id);
		RoleManifest manifest = SecretValues.forCurrentUser(this.manifests.parse(stored.draft()));
		return this.helm.preview(stored.name(), stored.draft().contentHash(), !SecretValues.visibleToCurrentUser(),
				manifest, version, previewed(manifest, pod));
	}

	/** Every pod, the requested one (or else the first) selected. */
	List<PodOption> podOptions(long id, String pod) {
		return podOptions(this.manifests.parse(this.manifests.draft(id)), pod);
	}

	private static List<PodOption> podOptions(RoleManifest manifest, String pod) {
		String selected = previewed(manifest, pod);
		return pods(manifest).stream().map((name) -> new PodOption(name, name.equals(selected))).toList();
	}

	static List<VersionChoice> versions(KubeVersion chosen) {
		return ExportVersions.OFFERED.stream()
			.map((version) -> new VersionChoice(version.toString(), version.equals(chosen)))
			.toList();
	}

	/** The draft's version: what the board's poll compares with the version it shows. */
	long version(long id) {
		return this.manifests.draftVersion(id);
	}

	/** The pod to preview: the requested one while it exists, else the first pod ({@code null} without pods). */
	private static String previewed(RoleManifest manifest, String requested) {
		List<String> pods = pods(manifest);
		if (requested != null && pods.contains(requested)) {
			return requested;
		}
		return pods.isEmpty() ? null : pods.get(0);
	}

	private static List<String> pods(RoleManifest manifest) {
		return manifest.pods().stream().map(Pod::name).filter((name) -> name != null).toList();
	}

}
