package io.manifeststudio.export.web;

import java.util.List;
import java.util.Locale;

import org.springframework.beans.factory.ObjectProvider;
import org.springframework.stereotype.Component;

import io.manifeststudio.export.ExportBlockedException;
import io.manifeststudio.export.ExportSettings;
import io.manifeststudio.export.ExportSlots;
import io.manifeststudio.export.KubeVersion;
import io.manifeststudio.export.KubernetesExport;
import io.manifeststudio.export.KubernetesObjects;
import io.manifeststudio.export.ImageTagInputs;
import io.manifeststudio.export.PulledImages;
import io.manifeststudio.export.helm.ChartDefaults;
import io.manifeststudio.export.repository.ImageTagSettings;
import io.manifeststudio.export.rules.VersionValidators;
import io.manifeststudio.export.helm.SecretGeneration;
import io.manifeststudio.manifest.model.FissileGeneration;
import io.manifeststudio.manifest.model.ContainerMode;
import io.manifeststudio.manifest.Draft;
import io.manifeststudio.account.ManifestContent;
import io.manifeststudio.manifest.model.Pod;
import io.manifeststudio.manifest.model.RoleManifest;
import io.manifeststudio.manifest.StoredManifest;
import io.manifeststudio.release.ReleaseCatalog;
import io.manifeststudio.release.ReleaseResolution;
import io.manifeststudio.validation.Finding;
import io.manifeststudio.validation.ManifestValidator;
import io.manifeststudio.validation.RuleFamily;
import io.manifeststudio.validation.Severity;
import io.manifeststudio.validation.ValidationResult;

/**
 * Builds the export panel of the manifest page from the stored draft with the Kubernetes
 * YAML export itself: the draft is validated for the chosen version exactly as the
 * download would be, and the previewed pod's YAML is what {@code GET
 * /api/manifests/{id}/export/kubernetes.yaml?pod=} gives.
 */
@Component
class ExportPanels {

	/**
	 * How many of the errors that refuse the export the panel lists; the findings panel
	 * has them all.
	 */
	static final int LISTED_ERRORS = 5;

	private final ManifestContent manifests;

	private final VersionValidators validators;

	private final KubernetesExport export = new KubernetesExport(ChartDefaults::expressions);

	/**
	 * The release catalog, when the application has one (not in slice tests): the
	 * releases the manifest uses.
	 */
	private final ObjectProvider<ReleaseCatalog> catalog;

	/**
	 * What fissile hashed into the image tags, stored with the chart settings (not in
	 * slice tests).
	 */
	private final ObjectProvider<ImageTagSettings> tagInputs;

	/**
	 * At most a few exports (and their previews) at once, a bounded wait for the others
	 * (then 503).
	 */
	private final ExportSlots slots;

	/**
	 * What the draft changes since the last approved revision that an upgrade cannot make
	 * (absent in slices).
	 */
	private final ObjectProvider<UpgradeChecks> upgrades;

	ExportPanels(ManifestContent manifests, VersionValidators validators, ObjectProvider<ReleaseCatalog> catalog,
			ObjectProvider<UpgradeChecks> upgrades, ExportSlots slots, ObjectProvider<ImageTagSettings> tagInputs) {
		this.tagInputs = tagInputs;
		this.slots = slots;
		this.upgrades = upgrades;
		this.manifests = manifests;
		this.validators = validators;
		this.catalog = catalog;
	}

	ExportPanel panel(long id, KubeVersion version, String pod) {
		return panel(id, version, pod, SecretGeneration.FISSILE);
	}

	/**
	 * The panel of the manifest's draft.
	 * @param version one of {@link ExportVersions#OFFERED}
	 * @param pod the pod to preview; the first pod when {@code null} or when the draft
	 * has no such pod (any more)
	 */
	ExportPanel panel(long id, KubeVersion version, String pod, SecretGeneration secrets) {
		return panel(id, version, pod, secrets, ExportPanel.ImageChoice.none());
	}

	/**
	 * The panel of the manifest's draft with images named by the given registry,
	 * organization and tag (blank: the export's defaults), as the downloads it links to
	 * name them.
	 */
	ExportPanel panel(long id, KubeVersion version, String pod, SecretGeneration secrets,
			ExportPanel.ImageChoice image) {
		StoredManifest stored = this.manifests.manifest(id);
		Draft draft = stored.draft();
		RoleManifest manifest = this.manifests.model(draft);
		// as the downloads: the manifest's chosen generation and the releases it uses
		ExportSettings settings = ExportSettings.defaults()
			.withKubeVersion(version)
			.withGeneration(FissileGeneration.forRequest(null, stored.chosenGeneration(), manifest.era()))
			.withImage(image.registry(), image.organization(), null, image.tag())
			.withReleases(ReleaseResolution.of(this.catalog.getIfAvailable(), id, manifest))
			.withTagInputs(tagInputs(this.tagInputs, id));
		List<Pod> pods = manifest.pods().stream().filter((candidate) -> candidate.name() != null).toList();
		String previewed = previewedPod(pods, pod);
		ManifestValidator validator = this.validators.forVersion(settings.kubeVersion());
		ValidationResult validation;
		String preview = null;
		if (previewed == null) {
			validation = this.slots.run(() -> validator.validate(manifest, settings.generation(), settings.releases()));
		}
		else {
			try {
				KubernetesExport.Result result = this.slots
					.run(() -> this.export.export(manifest, settings, previewed, validator));
				validation = result.validation();
				preview = result.yaml();
			}
			catch (ExportBlockedException ex) {
				validation = ex.result();
			}
		}
		List<ExportFinding> errors = validation.findings()
			.stream()
			.filter(Finding::isError)
			.limit(LISTED_ERRORS)
			.map(ExportFinding::of)
			.toList();
		List<ExportFinding> exportWarnings = validation.findings()
			.stream()
			.filter((finding) -> finding.severity() == Severity.WARNING && finding.family() == RuleFamily.K8S)
			.map(ExportFinding::of)
			.toList();
		UpgradeChecks checks = this.upgrades.getIfAvailable();
		UpgradeChecks.Since since = (checks == null || validation.hasErrors()) ? null
				: checks.sinceApproved(stored, manifest, settings);
		List<ExportFinding> upgradeWarnings = (since == null) ? List.of()
				: checks.findings(since, manifest).stream().map(ExportFinding::of).toList();
		return new ExportPanel(id, draft.version(), version.toString(), versionChoices(version), previewed,
				podChoices(pods, previewed), ExportLinks.of(id, version, previewed, secrets, image),
				validation.errors(), errors, validation.errors() - errors.size(), exportWarnings,
				sidecars(pods, settings), preview, secrets.value(), secretsChoices(secrets),
				settings.generationFor(manifest).id(), image, PulledImages.of(manifest, settings),
				(since == null) ? null : since.approvedRevision(), upgradeWarnings);
	}

	/**
	 * The manifest's stored image tag inputs ({@link ImageTagInputs#NONE} without the
	 * storage).
	 */
	static ImageTagInputs tagInputs(ObjectProvider<ImageTagSettings> settings, long id) {
		ImageTagSettings stored = settings.getIfAvailable();
		return (stored != null) ? stored.of(id) : ImageTagInputs.NONE;
	}

	private static String previewedPod(List<Pod> pods, String requested) {
		if (requested != null && pods.stream().anyMatch((pod) -> requested.equals(pod.name()))) {
			return requested;
		}
		return pods.isEmpty() ? null : pods.get(0).name();
	}

	private static List<ExportChoice> secretsChoices(SecretGeneration chosen) {
		return java.util.Arrays.stream(SecretGeneration.values())
			.map((choice) -> new ExportChoice(choice.value(), choice == chosen))
			.toList();
	}

	private static List<ExportChoice> versionChoices(KubeVersion chosen) {
		return ExportVersions.OFFERED.stream()
			.map((version) -> new ExportChoice(version.toString(), version.equals(chosen)))
			.toList();
	}

	/**
	 * Each pod by name; those a whole-manifest export leaves out
	 * ({@code flight-stage: manual}) say so.
	 */
	private static List<PodChoice> podChoices(List<Pod> pods, String chosen) {
		return pods.stream()
			.map((pod) -> new PodChoice(pod.name(), pod.name().equals(chosen), !KubernetesObjects.isExported(pod)))
			.toList();
	}

	/**
	 * {@code native} or {@code fallback} by the version, or {@code null} when no pod
	 * places a sidecar.
	 */
	private static String sidecars(List<Pod> pods, ExportSettings settings) {
		boolean any = pods.stream()
			.flatMap((pod) -> pod.containers().stream())
			.anyMatch((placed) -> placed.mode() == ContainerMode.SIDECAR);
		return any ? settings.sidecarStyle().name().toLowerCase(Locale.ROOT) : null;
	}

}
