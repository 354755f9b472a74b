package io.manifeststudio.validation.web;

import java.io.IOException;

import jakarta.servlet.http.HttpServletRequest;

import org.springframework.beans.factory.ObjectProvider;
import org.springframework.http.MediaType;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

import io.manifeststudio.manifest.model.FissileGeneration;
import io.manifeststudio.manifest.model.ManifestCodec;
import io.manifeststudio.account.ManifestContent;
import io.manifeststudio.manifest.yaml.ManifestText;
import io.manifeststudio.manifest.model.RoleManifest;
import io.manifeststudio.manifest.StoredManifest;
import io.manifeststudio.manifest.yaml.YamlLimits;
import io.manifeststudio.release.ReleaseCatalog;
import io.manifeststudio.release.ReleaseResolution;
import io.manifeststudio.validation.ManifestValidator;
import io.manifeststudio.account.RequiredRole;
import io.manifeststudio.account.Role;

/**
 * Validation over HTTP: {@code POST /api/validate} checks the role-manifest YAML of the
 * body and stores nothing; {@code GET /api/manifests/{id}/findings} gives the findings of
 * a stored manifest's draft. Text that is not a readable manifest (not YAML, empty, not
 * UTF-8, too large) is a {@code ManifestParseException}, which the API's exception
 * handler answers with a 4xx JSON body. {@code ?generation=} applies another fissile
 * generation's rules than the manifest's choice or the inferred one. A stored manifest is
 * checked with the BOSH releases it uses (attached, or named by its {@code releases:}
 * entries), so fissile's release rules (39 to 46) run there as they do for
 * {@code validate --release}.
 */
@RestController
@RequiredRole(Role.VIEWER)
class ValidationApiController {

	private final ManifestCodec codec;

	private final ManifestValidator validator;

	private final ManifestContent manifests;

	private final ObjectProvider<ReleaseCatalog> catalog;

	private final ValidationSlots slots;

	ValidationApiController(ManifestCodec codec, ManifestValidator validator, ManifestContent manifests,
			ObjectProvider<ReleaseCatalog> catalog, ValidationSlots slots) {
		this.codec = codec;
		this.validator = validator;
		this.manifests = manifests;
		this.catalog = catalog;
		this.slots = slots;
	}

	@PostMapping(path = "/api/validate", produces = MediaType.APPLICATION_JSON_VALUE)
	FindingsJson validate(@RequestParam(required = false) String generation, HttpServletRequest request)
			throws IOException {
		String yaml = ManifestText.readText(request.getInputStream(), request.getContentLengthLong(),
				YamlLimits.DEFAULT.maxBytes());
		return this.slots.run(() -> {
			RoleManifest manifest = this.codec.read(yaml);
			return FindingsJson
				.of(this.validator.validate(manifest, FissileGeneration.forRequest(generation, null, manifest.era())));
		});
	}

	@GetMapping(path = "/api/manifests/{id}/findings", produces = MediaType.APPLICATION_JSON_VALUE)
	FindingsJson findings(@PathVariable long id, @RequestParam(required = false) String generation) {
		StoredManifest stored = this.manifests.manifest(id);
		RoleManifest manifest = this.manifests.model(stored.draft());
		return FindingsJson.of(this.validator.validate(manifest,
				FissileGeneration.forRequest(generation, stored.chosenGeneration(), manifest.era()),
				ReleaseResolution.of(this.catalog.getIfAvailable(), id, manifest)));
	}

}
