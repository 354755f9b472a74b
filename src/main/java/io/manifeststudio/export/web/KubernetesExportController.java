package io.manifeststudio.export.web;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import jakarta.servlet.http.HttpServletRequest;

import org.springframework.beans.factory.ObjectProvider;
import org.springframework.http.ContentDisposition;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

import io.manifeststudio.export.ExportBlockedException;
import io.manifeststudio.export.ExportSettings;
import io.manifeststudio.export.KubeVersion;
import io.manifeststudio.export.KubernetesExport;
import io.manifeststudio.export.UnknownPodException;
import io.manifeststudio.export.Validators;
import io.manifeststudio.manifest.ApiError;
import io.manifeststudio.manifest.InvalidManifestRequestException;
import io.manifeststudio.manifest.ManifestCodec;
import io.manifeststudio.manifest.ManifestService;
import io.manifeststudio.manifest.StoredManifest;
import io.manifeststudio.manifest.FissileGeneration;
import io.manifeststudio.manifest.ManifestText;
import io.manifeststudio.manifest.YamlLimits;
import io.manifeststudio.manifest.RoleManifest;
import io.manifeststudio.validation.ManifestValidator;
import io.manifeststudio.validation.web.FindingsJson;
import io.manifeststudio.account.Access;
import io.manifeststudio.account.Allow;
import io.manifeststudio.release.ReleaseCatalog;
import io.manifeststudio.release.ReleaseResolution;
import io.manifeststudio.account.SecretValues;

/**
 * The Kubernetes YAML export over HTTP: {@code POST /api/export/kubernetes.yaml} exports the role manifest of the
 * body and stores nothing; {@code GET /api/manifests/{id}/export/kubernetes.yaml} exports a stored manifest's draft
 * or {@code ?revision=N}. Both take {@code ?kubeVersion=} (default 1.33), {@code ?pod=} (one pod) and the image
 * settings {@code registry}, {@code organization}, {@code repository} and {@code tag}.
 * <p>
 * A manifest with errors is not exported: 409 with the findings JSON. A bad {@code kubeVersion} or an unknown pod is
 * a 400 JSON error. The export's warnings are counted in the {@value #WARNINGS} header.
 */
@RestController
@Allow(Access.READ)
class KubernetesExportController {

	static final MediaType YAML = new MediaType("application", "yaml", StandardCharsets.UTF_8);

	static final String WARNINGS = "X-Export-Warnings";

	private final ManifestCodec codec;

	private final ManifestService manifests;

	private final KubernetesExport export = new KubernetesExport();

	/** Validators by target version (image settings do not change what the rules find); a few are kept. */
	private final Map<KubeVersion, ManifestValidator> validators = new ConcurrentHashMap<>();

	/** The release catalog, when the application has one (not in slice tests): the releases a stored manifest uses. */
	private final ObjectProvider<ReleaseCatalog> catalog;

	KubernetesExportController(ManifestCodec codec, ManifestService manifests, ObjectProvider<ReleaseCatalog> catalog) {
		this.codec = codec;
		this.manifests = manifests;
		this.catalog = catalog;
	}

	@PostMapping(path = "/api/export/kubernetes.yaml")
	ResponseEntity<byte[]> exportBody(@RequestParam(required = false) String kubeVersion,
			@RequestParam(required = false) String pod, @RequestParam(required = false) String registry,
			@RequestParam(required = false) String organization, @RequestParam(required = false) String repository,
			@RequestParam(required = false) String tag, @RequestParam(required = false) String generation,
			HttpServletRequest request) throws IOException {
		ExportSettings settings = settings(kubeVersion, registry, organization, repository, tag);
		RoleManifest manifest = this.codec.read(ManifestText.readText(request.getInputStream(),
				request.getContentLengthLong(), YamlLimits.DEFAULT.maxBytes()));
		settings = settings.withGeneration(FissileGeneration.forRequest(generation, null, manifest.era()));
		return respond(manifest, settings, pod, "kubernetes.yaml", false);
	}

	@GetMapping(path = "/api/manifests/{id}/export/kubernetes.yaml")
	ResponseEntity<byte[]> exportStored(@PathVariable long id, @RequestParam(required = false) Integer revision,
			@RequestParam(required = false) String kubeVersion, @RequestParam(required = false) String pod,
			@RequestParam(required = false) String registry, @RequestParam(required = false) String organization,
			@RequestParam(required = false) String repository, @RequestParam(required = false) String tag,
			@RequestParam(required = false) String generation) {
		ExportSettings settings = settings(kubeVersion, registry, organization, repository, tag);
		StoredManifest stored = this.manifests.get(id);
		RoleManifest manifest = SecretValues.forCurrentUser((revision != null)
				? this.manifests.parse(this.manifests.revision(id, revision)) : this.manifests.parse(stored.draft()));
		settings = settings.withGeneration(
				FissileGeneration.forRequest(generation, stored.chosenGeneration(), manifest.era()));
		ReleaseCatalog releases = this.catalog.getIfAvailable();
		if (releases != null) {
			settings = settings
				.withReleases(ReleaseResolution.of(manifest, releases.forManifest(id, manifest.releases())));
		}
		return respond(manifest, settings, pod, fileName(stored.name(), revision, pod), true);
	}

	private ResponseEntity<byte[]> respond(RoleManifest manifest, ExportSettings settings, String pod, String file,
			boolean attachment) {
		String podName = (pod == null || pod.isBlank()) ? null : pod.trim();
		KubernetesExport.Result result = this.export.export(manifest, settings, podName, validator(settings));
		ContentDisposition disposition = (attachment ? ContentDisposition.attachment() : ContentDisposition.inline())
			.filename(file)
			.build();
		return ResponseEntity.ok()
			.contentType(YAML)
			.header("Content-Disposition", disposition.toString())
			.header(WARNINGS, String.valueOf(result.validation().warnings()))
			.body(result.yaml().getBytes(StandardCharsets.UTF_8));
	}

	private ManifestValidator validator(ExportSettings settings) {
		ManifestValidator validator = this.validators.get(settings.kubeVersion());
		if (validator == null) {
			validator = Validators.create(settings);
			if (this.validators.size() < 16) {
				this.validators.put(settings.kubeVersion(), validator);
			}
		}
		return validator;
	}

	private static ExportSettings settings(String kubeVersion, String registry, String organization,
			String repository, String tag) {
		KubeVersion version;
		try {
			version = KubeVersion.parse(kubeVersion);
		}
		catch (IllegalArgumentException ex) {
			throw new InvalidManifestRequestException("kubeVersion", ex.getMessage());
		}
		return ExportSettings.defaults().withKubeVersion(version).withImage(registry, organization, repository, tag);
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

	@ExceptionHandler
	ResponseEntity<FindingsJson> blocked(ExportBlockedException ex) {
		return ResponseEntity.status(HttpStatus.CONFLICT)
			.contentType(MediaType.APPLICATION_JSON)
			.body(FindingsJson.of(ex.result()));
	}

	@ExceptionHandler
	ResponseEntity<ApiError> unknownPod(UnknownPodException ex) {
		return ResponseEntity.status(HttpStatus.BAD_REQUEST)
			.contentType(MediaType.APPLICATION_JSON)
			.body(ApiError.of(HttpStatus.BAD_REQUEST.value(), ex.getMessage()).withField("pod"));
	}

}
