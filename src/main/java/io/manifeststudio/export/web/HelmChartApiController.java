package io.manifeststudio.export.web;

import java.io.IOException;
import java.security.Principal;
import java.util.List;

import jakarta.servlet.http.HttpServletRequest;

import org.springframework.beans.factory.ObjectProvider;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.http.ContentDisposition;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

import io.manifeststudio.export.ExportBlockedException;
import io.manifeststudio.export.ExportSettings;
import io.manifeststudio.export.KubeVersion;
import io.manifeststudio.export.rules.VersionValidators;
import io.manifeststudio.export.repository.ImageTagSettings;
import io.manifeststudio.export.helm.ChartProvenance;
import io.manifeststudio.export.helm.ChartReview;
import io.manifeststudio.export.helm.ChartReviews;
import io.manifeststudio.export.helm.HelmChart;
import io.manifeststudio.export.ExportSlots;
import io.manifeststudio.export.helm.HelmChartExporter;
import io.manifeststudio.export.helm.HelmChartOptions;
import io.manifeststudio.export.helm.SecretGeneration;
import io.manifeststudio.export.helm.SidecarMode;
import io.manifeststudio.manifest.Draft;
import io.manifeststudio.manifest.model.InvalidManifestRequestException;
import io.manifeststudio.manifest.ManifestActivity;
import io.manifeststudio.manifest.model.ManifestCodec;
import io.manifeststudio.manifest.yaml.ManifestParseException;
import io.manifeststudio.manifest.model.FissileGeneration;
import io.manifeststudio.account.ManifestContent;
import io.manifeststudio.manifest.Revision;
import io.manifeststudio.manifest.model.RoleManifest;
import io.manifeststudio.manifest.StoredManifest;
import io.manifeststudio.validation.ValidationResult;
import io.manifeststudio.account.RequiredRole;
import io.manifeststudio.account.Role;
import io.manifeststudio.release.ReleaseCatalog;
import io.manifeststudio.release.ReleaseResolution;

/**
 * Helm chart downloads: {@code POST /api/export/helm-chart.tgz} exports the role-manifest
 * YAML of the body and stores nothing; {@code GET
 * /api/manifests/{id}/export/helm-chart.tgz} exports a stored manifest's draft or
 * {@code ?revision=N}. {@code kubeVersion} (default 1.33) is the target the manifest is
 * validated for, {@code sidecars} ({@code auto}, {@code true}, {@code false}) the chart's
 * default for {@code sidecars.native}, {@code secrets} ({@code fissile}, {@code helm})
 * the chart's default for {@code secrets.generate}, and {@code registry},
 * {@code organization}, {@code repository} and {@code tag} name the images as in the
 * Kubernetes YAML export (registry and organization become the chart's
 * {@code kube.registry.hostname} and {@code kube.organization} defaults). A posted
 * manifest may come with its image tag inputs ({@link PostedManifest}); every export
 * names the images it could not resolve in the {@value UnresolvedImages#HEADER} header.
 * <p>
 * A stored manifest's chart says in {@code Chart.yaml} where its version stands in review
 * ({@link ChartReview}: draft, unapproved, approved with its approvers).
 * {@code ?revision=N&approved=true} exports revision N only when it is approved: until
 * then 409 with the reasons ({@link NotApprovedException}).
 * <p>
 * A manifest with errors is not exported: 409 with the findings JSON. Text that is not a
 * readable manifest is a {@link ManifestParseException} and a bad parameter an
 * {@link InvalidManifestRequestException}, which the API's exception handler answers with
 * a 4xx JSON body.
 */
@RestController
@RequiredRole(Role.VIEWER)
class HelmChartApiController {

	static final MediaType GZIP = new MediaType("application", "gzip");

	private final ManifestCodec codec;

	private final VersionValidators validators;

	private final ManifestContent manifests;

	private final HelmChartExporter exporter;

	/**
	 * The release catalog, when the application has one (not in slice tests): the
	 * releases a stored manifest uses.
	 */
	private final ObjectProvider<ReleaseCatalog> catalog;

	/**
	 * What fissile hashed into the image tags, stored with the chart settings (not in
	 * slice tests).
	 */
	private final ObjectProvider<ImageTagSettings> tagInputs;

	/**
	 * The review state of revisions, when the application has the review module (not in
	 * slice tests).
	 */
	private final ObjectProvider<ChartReviews> reviews;

	/** At most a few exports at once, a bounded wait for the others (then 503). */
	private final ExportSlots slots;

	/** Tells the audit log (in module review) of every chart exported. */
	private final ApplicationEventPublisher events;

	HelmChartApiController(ManifestCodec codec, VersionValidators validators, ManifestContent manifests,
			HelmChartExporter exporter, ObjectProvider<ReleaseCatalog> catalog, ObjectProvider<ChartReviews> reviews,
			ApplicationEventPublisher events, ExportSlots slots, ObjectProvider<ImageTagSettings> tagInputs) {
		this.tagInputs = tagInputs;
		this.slots = slots;
		this.codec = codec;
		this.validators = validators;
		this.manifests = manifests;
		this.exporter = exporter;
		this.catalog = catalog;
		this.reviews = reviews;
		this.events = events;
	}

	private ExportSettings withReleases(ExportSettings settings, long id, RoleManifest manifest) {
		ReleaseCatalog releases = this.catalog.getIfAvailable();
		ExportSettings tagged = settings.withTagInputs(ExportPanels.tagInputs(this.tagInputs, id));
		return (releases != null)
				? tagged.withReleases(ReleaseResolution.of(manifest, releases.forManifest(id, manifest.releases())))
				: tagged;
	}

	@PostMapping("/api/export/helm-chart.tgz")
	ResponseEntity<?> exportBody(@RequestParam(required = false) String kubeVersion,
			@RequestParam(required = false) String sidecars, @RequestParam(required = false) String name,
			@RequestParam(required = false) String registry, @RequestParam(required = false) String organization,
			@RequestParam(required = false) String repository, @RequestParam(required = false) String tag,
			@RequestParam(required = false) String generation, @RequestParam(required = false) String secrets,
			@RequestParam(required = false) String fissileVersion, @RequestParam(required = false) String tagExtra,
			@RequestParam(required = false) String releases, HttpServletRequest request, Principal principal)
			throws IOException {
		ExportSettings requested = settings(kubeVersion).withImage(registry, organization, repository, tag);
		SidecarMode mode = sidecarMode(sidecars);
		SecretGeneration secretGeneration = secretGeneration(secrets);
		PostedManifest posted = PostedManifest.read(request, fissileVersion, tagExtra, releases);
		String text = posted.text();
		RoleManifest manifest = this.codec.read(text);
		ExportSettings settings = posted.apply(requested, manifest, this.catalog.getIfAvailable());
		String manifestName = (name == null || name.isBlank()) ? "role-manifest" : name.trim();
		ResponseEntity<?> answer = export(manifest,
				new HelmChartOptions(settings, mode, ChartProvenance.of(manifestName, 0, text), secretGeneration),
				generation, null);
		return exported(answer, principal, null, null, "a posted role manifest ('" + manifestName + "')");
	}

	@GetMapping("/api/manifests/{id}/export/helm-chart.tgz")
	ResponseEntity<?> exportStored(@PathVariable long id, @RequestParam(required = false) Integer revision,
			@RequestParam(required = false) String kubeVersion, @RequestParam(required = false) String sidecars,
			@RequestParam(required = false) String registry, @RequestParam(required = false) String organization,
			@RequestParam(required = false) String repository, @RequestParam(required = false) String tag,
			@RequestParam(required = false) String generation, @RequestParam(required = false) String secrets,
			@RequestParam(defaultValue = "false") boolean approved, Principal principal) {
		ExportSettings settings = settings(kubeVersion).withImage(registry, organization, repository, tag);
		SidecarMode mode = sidecarMode(sidecars);
		SecretGeneration secretGeneration = secretGeneration(secrets);
		StoredManifest stored = this.manifests.manifest(id);
		if (approved && revision == null) {
			throw new InvalidManifestRequestException("revision",
					"An approved export names the approved revision: ?revision=N&approved=true");
		}
		if (revision != null) {
			Revision chosen = this.manifests.revision(id, revision);
			ChartReview review = review(id, chosen.number());
			if (approved && !review.isApproved()) {
				throw new NotApprovedException(id, chosen.number(), review);
			}
			RoleManifest manifest = this.manifests.model(chosen);
			ResponseEntity<?> answer = export(manifest, new HelmChartOptions(withReleases(settings, id, manifest), mode,
					new ChartProvenance(stored.name(), chosen.number(), chosen.contentHash()).withReview(review),
					secretGeneration), generation, stored.chosenGeneration());
			if (approved) {
				// The review module records the approved export itself, with the
				// approvers.
				if (answer.getStatusCode().is2xxSuccessful()) {
					this.reviews.getObject()
						.approvedExported(id, chosen.number(), chosen.contentHash(), principal.getName());
				}
				return answer;
			}
			return exported(answer, principal, id, revision,
					"revision " + revision + " (sha256 " + chosen.contentHash() + ")");
		}
		Draft draft = this.manifests.draft(id);
		int draftRevision = draft.hasUnsavedChanges() ? 0 : stored.latestRevision();
		ChartReview review = (draftRevision == 0) ? ChartReview.draft() : review(id, draftRevision);
		RoleManifest manifest = this.manifests.model(draft);
		ResponseEntity<?> answer = export(manifest,
				new HelmChartOptions(withReleases(settings, id, manifest), mode,
						new ChartProvenance(stored.name(), draftRevision, draft.contentHash()).withReview(review),
						secretGeneration),
				generation, stored.chosenGeneration());
		return exported(answer, principal, id, null,
				"the draft, version " + draft.version() + " (sha256 " + draft.contentHash() + ")");
	}

	/**
	 * Where a revision stands in review; unapproved when the application has no review
	 * module to ask.
	 */
	private ChartReview review(long id, int revision) {
		ChartReviews known = this.reviews.getIfAvailable();
		return (known != null) ? known.of(id, revision)
				: ChartReview.unapproved(List.of("this application does not review revisions"));
	}

	/**
	 * Records a chart that was exported (not one refused for its findings) and answers
	 * it.
	 */
	private ResponseEntity<?> exported(ResponseEntity<?> answer, Principal principal, Long id, Integer revision,
			String what) {
		if (answer.getStatusCode().is2xxSuccessful()) {
			this.events.publishEvent(new ManifestActivity(principal.getName(), ManifestActivity.Action.EXPORT_HELM, id,
					revision, "Helm chart of " + what));
		}
		return answer;
	}

	/**
	 * @param requested the {@code generation} parameter, which wins over {@code stored}
	 * (the manifest's choice)
	 */
	private ResponseEntity<?> export(RoleManifest manifest, HelmChartOptions requestedOptions, String requested,
			FissileGeneration stored) {
		return this.slots.run(() -> validateAndExport(manifest, requestedOptions, requested, stored));
	}

	private ResponseEntity<?> validateAndExport(RoleManifest manifest, HelmChartOptions requestedOptions,
			String requested, FissileGeneration stored) {
		HelmChartOptions options = new HelmChartOptions(
				requestedOptions.settings()
					.withGeneration(FissileGeneration.forRequest(requested, stored, manifest.era())),
				requestedOptions.sidecars(), requestedOptions.provenance(), requestedOptions.secrets());
		ValidationResult result = this.validators.forVersion(options.settings().kubeVersion())
			.validate(manifest, options.settings().generation(), options.settings().releases());
		if (result.hasErrors()) {
			throw new ExportBlockedException(result);
		}
		HelmChart chart = this.exporter.export(manifest, options);
		ResponseEntity.BodyBuilder answer = ResponseEntity.ok()
			.contentType(GZIP)
			.header("Content-Disposition",
					ContentDisposition.attachment().filename(chart.fileName()).build().toString());
		String[] unresolved = UnresolvedImages.values(manifest, options.settings());
		if (unresolved.length > 0) {
			answer.header(UnresolvedImages.HEADER, unresolved);
		}
		return answer.body(chart.tgz());
	}

	private static ExportSettings settings(String kubeVersion) {
		try {
			return ExportSettings.defaults().withKubeVersion(KubeVersion.parse(kubeVersion));
		}
		catch (IllegalArgumentException ex) {
			throw new InvalidManifestRequestException("kubeVersion", ex.getMessage());
		}
	}

	private static SecretGeneration secretGeneration(String secrets) {
		try {
			return SecretGeneration.parse(secrets);
		}
		catch (IllegalArgumentException ex) {
			throw new InvalidManifestRequestException("secrets", ex.getMessage());
		}
	}

	private static SidecarMode sidecarMode(String sidecars) {
		try {
			return SidecarMode.parse(sidecars);
		}
		catch (IllegalArgumentException ex) {
			throw new InvalidManifestRequestException("sidecars", ex.getMessage());
		}
	}

}
