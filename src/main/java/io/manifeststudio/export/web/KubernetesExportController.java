package io.manifeststudio.export.web;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.temporal.ChronoUnit;

import java.security.Principal;

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

import io.manifeststudio.export.helm.ChartDefaults;
import io.manifeststudio.export.repository.ImageTagSettings;
import io.manifeststudio.export.ExportSettings;
import io.manifeststudio.export.ExportSlots;
import io.manifeststudio.export.GeneratedSecretSource;
import io.manifeststudio.export.GeneratedSecretValues;
import io.manifeststudio.export.GeneratedSecretsCache;
import io.manifeststudio.export.KeyReservoir;
import io.manifeststudio.export.KubeVersion;
import io.manifeststudio.export.KubernetesExport;
import io.manifeststudio.export.rules.VersionValidators;
import io.manifeststudio.manifest.model.InvalidManifestRequestException;
import io.manifeststudio.manifest.ManifestActivity;
import io.manifeststudio.manifest.model.ManifestCodec;
import io.manifeststudio.account.ManifestContent;
import io.manifeststudio.manifest.StoredManifest;
import io.manifeststudio.manifest.model.FissileGeneration;
import io.manifeststudio.manifest.yaml.ManifestText;
import io.manifeststudio.manifest.Revision;
import io.manifeststudio.manifest.model.RoleManifest;
import io.manifeststudio.account.RequiredRole;
import io.manifeststudio.account.Role;
import io.manifeststudio.release.ReleaseCatalog;
import io.manifeststudio.release.ReleaseResolution;

/**
 * The Kubernetes YAML export over HTTP: {@code POST /api/export/kubernetes.yaml} exports
 * the role manifest of the body and stores nothing; {@code GET
 * /api/manifests/{id}/export/kubernetes.yaml} exports a stored manifest's draft or
 * {@code ?revision=N}. Both take {@code ?kubeVersion=} (default 1.33), {@code ?pod=} (one
 * pod) and the image settings {@code registry}, {@code organization}, {@code repository}
 * and {@code tag}, and {@code ?secrets=}: {@code generate} (the default) fills the
 * generated secret variables ({@link GeneratedSecretValues}): made at this person's first
 * download of the content, then the same again for their downloads of it within 30
 * minutes ({@link GeneratedSecretsCache}; the {@value #GENERATED_SECRETS} header and a
 * comment on the Secret say when they were made and until when they are kept),
 * {@code empty} leaves them {@code ""} (reproducible output). A posted manifest may come
 * with its image tag inputs ({@link PostedManifest}); every export names the images it
 * could not resolve in the {@value UnresolvedImages#HEADER} header.
 * <p>
 * A manifest with errors is not exported: 409 with the findings JSON. A bad
 * {@code kubeVersion} or an unknown pod is a 400 JSON error. The export's warnings are
 * counted in the {@value #WARNINGS} header.
 */
@RestController
@RequiredRole(Role.VIEWER)
class KubernetesExportController {

	static final MediaType YAML = new MediaType("application", "yaml", StandardCharsets.UTF_8);

	static final String WARNINGS = "X-Export-Warnings";

	/**
	 * When the generated secret values were made and until when this person's downloads
	 * get them again.
	 */
	static final String GENERATED_SECRETS = "X-Generated-Secrets";

	private final ManifestCodec codec;

	private final ManifestContent manifests;

	private final KubernetesExport export = new KubernetesExport(ChartDefaults::expressions);

	/**
	 * Each person's generated secret values of recent downloads, given again for 30
	 * minutes.
	 */
	private final GeneratedSecretsCache generatedSecrets;

	private final VersionValidators validators;

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

	/** At most a few exports at once, a bounded wait for the others (then 503). */
	private final ExportSlots slots;

	/** Tells the audit log (in module review) of every export. */
	private final ApplicationEventPublisher events;

	KubernetesExportController(ManifestCodec codec, ManifestContent manifests, VersionValidators validators,
			ObjectProvider<ReleaseCatalog> catalog, ObjectProvider<KeyReservoir> reservoir,
			ApplicationEventPublisher events, ExportSlots slots, ObjectProvider<ImageTagSettings> tagInputs) {
		this.tagInputs = tagInputs;
		this.generatedSecrets = new GeneratedSecretsCache(reservoir.getIfAvailable());
		this.slots = slots;
		this.codec = codec;
		this.manifests = manifests;
		this.validators = validators;
		this.catalog = catalog;
		this.events = events;
	}

	@PostMapping(path = "/api/export/kubernetes.yaml")
	ResponseEntity<byte[]> exportBody(@RequestParam(required = false) String kubeVersion,
			@RequestParam(required = false) String pod, @RequestParam(required = false) String registry,
			@RequestParam(required = false) String organization, @RequestParam(required = false) String repository,
			@RequestParam(required = false) String tag, @RequestParam(required = false) String generation,
			@RequestParam(required = false) String secrets, @RequestParam(required = false) String fissileVersion,
			@RequestParam(required = false) String tagExtra, @RequestParam(required = false) String releases,
			HttpServletRequest request, Principal principal) throws IOException {
		boolean generate = generateSecrets(secrets);
		ExportSettings settings = settings(kubeVersion, registry, organization, repository, tag);
		PostedManifest posted = PostedManifest.read(request, fissileVersion, tagExtra, releases);
		String text = posted.text();
		RoleManifest manifest = this.codec.read(text);
		settings = posted.apply(settings, manifest, this.catalog.getIfAvailable())
			.withGeneration(FissileGeneration.forRequest(generation, null, manifest.era()));
		ResponseEntity<byte[]> answer = respond(manifest, settings, pod, "kubernetes.yaml", false,
				generate ? this.generatedSecrets.forDownload(principal.getName(), ManifestText.sha256(text)) : null);
		exported(principal, null, null, settings, pod, "a posted role manifest");
		return answer;
	}

	@GetMapping(path = "/api/manifests/{id}/export/kubernetes.yaml")
	ResponseEntity<byte[]> exportStored(@PathVariable long id, @RequestParam(required = false) Integer revision,
			@RequestParam(required = false) String kubeVersion, @RequestParam(required = false) String pod,
			@RequestParam(required = false) String registry, @RequestParam(required = false) String organization,
			@RequestParam(required = false) String repository, @RequestParam(required = false) String tag,
			@RequestParam(required = false) String generation, @RequestParam(required = false) String secrets,
			Principal principal) {
		boolean generate = generateSecrets(secrets);
		ExportSettings settings = settings(kubeVersion, registry, organization, repository, tag);
		StoredManifest stored = this.manifests.manifest(id);
		Revision read = (revision != null) ? this.manifests.revision(id, revision) : null;
		RoleManifest manifest = (read != null) ? this.manifests.model(read) : this.manifests.model(stored.draft());
		String contentHash = (read != null) ? read.contentHash() : stored.draft().contentHash();
		settings = settings
			.withGeneration(FissileGeneration.forRequest(generation, stored.chosenGeneration(), manifest.era()))
			.withTagInputs(ExportPanels.tagInputs(this.tagInputs, id));
		ReleaseCatalog releases = this.catalog.getIfAvailable();
		if (releases != null) {
			settings = settings
				.withReleases(ReleaseResolution.of(manifest, releases.forManifest(id, manifest.releases())));
		}
		ResponseEntity<byte[]> answer = respond(manifest, settings, pod, fileName(stored.name(), revision, pod), true,
				generate ? this.generatedSecrets.forDownload(principal.getName(), contentHash) : null);
		exported(principal, id, revision, settings, pod,
				(revision != null) ? "revision " + revision : "the draft, version " + stored.draft().version());
		return answer;
	}

	private void exported(Principal principal, Long id, Integer revision, ExportSettings settings, String pod,
			String what) {
		String podPart = (pod == null || pod.isBlank()) ? "" : ", pod " + pod.strip();
		this.events.publishEvent(new ManifestActivity(principal.getName(), ManifestActivity.Action.EXPORT_KUBERNETES,
				id, revision, "Kubernetes YAML of " + what + " for Kubernetes " + settings.kubeVersion() + podPart));
	}

	private ResponseEntity<byte[]> respond(RoleManifest manifest, ExportSettings settings, String pod, String file,
			boolean attachment, GeneratedSecretSource secrets) {
		String podName = (pod == null || pod.isBlank()) ? null : pod.trim();
		KubernetesExport.Result result = this.slots.run(() -> this.export.export(manifest, settings, podName,
				this.validators.forVersion(settings.kubeVersion()), secrets));
		ContentDisposition disposition = (attachment ? ContentDisposition.attachment() : ContentDisposition.inline())
			.filename(file)
			.build();
		ResponseEntity.BodyBuilder answer = ResponseEntity.ok()
			.contentType(YAML)
			.header("Content-Disposition", disposition.toString())
			.header(WARNINGS, String.valueOf(result.validation().warnings()));
		if (result.generated() != null) {
			answer.header(GENERATED_SECRETS, generatedSecrets(result.generated()));
		}
		String[] unresolved = UnresolvedImages.values(manifest, settings);
		if (unresolved.length > 0) {
			answer.header(UnresolvedImages.HEADER, unresolved);
		}
		return answer.body(result.yaml().getBytes(StandardCharsets.UTF_8));
	}

	/**
	 * {@code made <instant>; kept until <instant>} (or without the second part when not
	 * kept).
	 */
	static String generatedSecrets(GeneratedSecretValues.Filled filled) {
		String made = "made " + filled.madeAt().truncatedTo(ChronoUnit.SECONDS);
		return filled.kept() ? made + "; the same for your downloads of this content until "
				+ filled.keptUntil().truncatedTo(ChronoUnit.SECONDS) : made;
	}

	private static ExportSettings settings(String kubeVersion, String registry, String organization, String repository,
			String tag) {
		KubeVersion version;
		try {
			version = KubeVersion.parse(kubeVersion);
		}
		catch (IllegalArgumentException ex) {
			throw new InvalidManifestRequestException("kubeVersion", ex.getMessage());
		}
		return ExportSettings.defaults().withKubeVersion(version).withImage(registry, organization, repository, tag);
	}

	/**
	 * {@code generate} (or none): fill generated secrets; {@code empty}: leave them
	 * {@code ""}.
	 */
	static boolean generateSecrets(String secrets) {
		if (secrets == null || secrets.isBlank() || "generate".equals(secrets.trim())) {
			return true;
		}
		if ("empty".equals(secrets.trim())) {
			return false;
		}
		throw new InvalidManifestRequestException("secrets", "secrets must be generate (fresh values for generated "
				+ "secret variables) or empty (left \"\"), not \"" + secrets + "\"");
	}

	private static String fileName(String manifest, Integer revision, String pod) {
		StringBuilder name = new StringBuilder(manifest.replaceAll("[^A-Za-z0-9._-]", "_"));
		if (revision != null) {
			name.append("-r").append(revision);
		}
		if (pod != null && !pod.isBlank()) {
			name.append('-').append(pod.trim().replaceAll("[^A-Za-z0-9._-]", "_"));
		}
		return name.append("-kubernetes.yaml").toString();
	}

}
