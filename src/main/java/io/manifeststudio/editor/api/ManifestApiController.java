package io.manifeststudio.editor.api;

import java.security.Principal;
import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.OptionalLong;

import jakarta.servlet.http.HttpServletRequest;

import org.springframework.beans.factory.ObjectProvider;
import org.springframework.data.domain.PageRequest;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.PutMapping;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.context.request.WebRequest;

import io.manifeststudio.manifest.Draft;
import io.manifeststudio.manifest.model.InvalidManifestRequestException;
import io.manifeststudio.manifest.model.FissileGeneration;
import io.manifeststudio.manifest.ManifestService;
import io.manifeststudio.manifest.model.RoleManifest;
import io.manifeststudio.manifest.yaml.ManifestText;
import io.manifeststudio.manifest.Revision;
import io.manifeststudio.manifest.StaleDraftException;
import io.manifeststudio.manifest.StoredManifest;
import io.manifeststudio.manifest.yaml.YamlLimits;
import io.manifeststudio.release.ReleaseCatalog;
import io.manifeststudio.release.ReleaseResolution;
import io.manifeststudio.validation.ManifestValidator;
import io.manifeststudio.account.ManifestContent;
import io.manifeststudio.account.RequiredRole;
import io.manifeststudio.account.Role;

/**
 * The manifest API: import, list, read, and the role-manifest YAML of the draft (read and
 * replace with {@code If-Match}) or of a revision. The author of a change is the
 * signed-in user.
 */
@RestController
@RequestMapping("/api/manifests")
@RequiredRole(Role.VIEWER)
class ManifestApiController {

	static final MediaType YAML = new MediaType("application", "yaml", StandardCharsets.UTF_8);

	static final int MAX_PAGE_SIZE = 100;

	static final int MAX_BYTES = YamlLimits.DEFAULT.maxBytes();

	/** The imports and replacements of drafts. */
	private final ManifestService manifests;

	/** Every read of stored content: what the user of the request may see of it. */
	private final ManifestContent content;

	private final ManifestValidator validator;

	/**
	 * The release catalog (absent in web slices): findings use the releases the manifest
	 * uses.
	 */
	private final ObjectProvider<ReleaseCatalog> catalog;

	ManifestApiController(ManifestService manifests, ManifestContent content, ManifestValidator validator,
			ObjectProvider<ReleaseCatalog> catalog) {
		this.catalog = catalog;
		this.manifests = manifests;
		this.content = content;
		this.validator = validator;
	}

	/**
	 * Imports the body (role-manifest YAML, any content type) as a new manifest named
	 * {@code name}.
	 */
	@RequiredRole(Role.EDITOR)
	@PostMapping
	ResponseEntity<ManifestJson> importManifest(@RequestParam String name, Principal principal,
			HttpServletRequest request) throws IOException {
		byte[] yaml = ManifestText.read(request.getInputStream(), request.getContentLengthLong(), MAX_BYTES);
		StoredManifest stored = this.manifests.importManifest(name, yaml, principal.getName());
		return ResponseEntity.created(URI.create("/api/manifests/" + stored.id()))
			.eTag(String.valueOf(stored.draft().version()))
			.body(json(stored));
	}

	@GetMapping
	ManifestSummaryJson.PageJson list(@RequestParam(name = "q", required = false) String query,
			@RequestParam(defaultValue = "0") int page, @RequestParam(defaultValue = "20") int size) {
		if (page < 0) {
			throw new InvalidManifestRequestException("page", "page must be 0 or more, not " + page);
		}
		if (size < 1 || size > MAX_PAGE_SIZE) {
			throw new InvalidManifestRequestException("size",
					"size must be between 1 and " + MAX_PAGE_SIZE + ", not " + size);
		}
		if ((long) page * size > ManifestService.lastOffset(size)) {
			throw new InvalidManifestRequestException("page",
					"page " + page + " of size " + size
							+ " starts past the end of any list; the last page of that size is "
							+ (ManifestService.lastOffset(size) / size));
		}
		return ManifestSummaryJson.PageJson.of(this.manifests.list(query, PageRequest.of(page, size)));
	}

	@GetMapping("/{id}")
	ResponseEntity<ManifestJson> get(@PathVariable long id) {
		StoredManifest stored = this.content.manifest(id);
		return ResponseEntity.ok().eTag(String.valueOf(stored.draft().version())).body(json(stored));
	}

	/**
	 * The draft's YAML exactly as stored, or revision {@code revision}'s; with its ETag.
	 * A viewer reads it with the secret variables' values hidden, under an ETag of its
	 * own (a browser that cached an editor's copy does not revalidate it as a viewer's).
	 */
	@GetMapping("/{id}/role-manifest.yml")
	ResponseEntity<byte[]> yaml(@PathVariable long id, @RequestParam(required = false) Integer revision,
			WebRequest request) {
		String text;
		String etag;
		if (revision != null) {
			Revision stored = this.content.revision(id, revision);
			text = stored.content();
			etag = "revision-" + stored.number();
		}
		else {
			Draft draft = this.content.draft(id);
			text = draft.content();
			etag = String.valueOf(draft.version());
		}
		if (!this.content.secretsVisible()) {
			etag += "-masked";
		}
		if (request.checkNotModified(etag)) {
			return null;
		}
		return ResponseEntity.ok().contentType(YAML).eTag(etag).body(text.getBytes(StandardCharsets.UTF_8));
	}

	/**
	 * Replaces the draft with the body, if {@code If-Match} names the draft's current
	 * ETag: 428 without it, 412 when someone changed the draft since it was read.
	 */
	@RequiredRole(Role.EDITOR)
	@PutMapping("/{id}/role-manifest.yml")
	ResponseEntity<ManifestJson> replaceDraft(@PathVariable long id,
			@RequestHeader(name = "If-Match", required = false) String ifMatch, Principal principal,
			HttpServletRequest request) throws IOException {
		if (ifMatch == null || ifMatch.isBlank()) {
			throw new PreconditionRequiredException("Replacing the draft needs an If-Match header with the ETag of "
					+ "the draft you read (GET /api/manifests/" + id + "/role-manifest.yml gives it), so that "
					+ "nobody's change is overwritten silently");
		}
		OptionalLong expected = IfMatchVersion.of(ifMatch);
		if (expected.isEmpty()) {
			throw new StaleDraftException(id, -1, this.manifests.draftVersion(id));
		}
		byte[] yaml = ManifestText.read(request.getInputStream(), request.getContentLengthLong(), MAX_BYTES);
		Draft draft = this.manifests.replaceDraft(id, yaml, expected.getAsLong(), principal.getName());
		return ResponseEntity.ok().eTag(String.valueOf(draft.version())).body(json(this.content.manifest(id)));
	}

	private ManifestJson json(StoredManifest stored) {
		RoleManifest model = this.content.model(stored.draft());
		return ManifestJson.of(stored, FissileGeneration.resolve(model, stored.generation()), this.validator.validate(
				model, stored.generation(), ReleaseResolution.of(this.catalog.getIfAvailable(), stored.id(), model)));
	}

}
