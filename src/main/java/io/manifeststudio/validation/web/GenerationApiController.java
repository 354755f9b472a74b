package io.manifeststudio.validation.web;

import org.springframework.http.MediaType;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PutMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

import io.manifeststudio.manifest.model.FissileGeneration;
import io.manifeststudio.account.ManifestContent;
import io.manifeststudio.manifest.ManifestService;
import io.manifeststudio.manifest.StoredManifest;
import io.manifeststudio.account.RequiredRole;
import io.manifeststudio.account.Role;

/**
 * A manifest's fissile generation: {@code GET /api/manifests/{id}/generation} says which
 * one applies and why; {@code PUT} with {@code {"generation": "fissile-7"}} chooses one,
 * {@code {"generation": null}} goes back to inferring it. An unknown name, or a
 * generation that does not read the draft's format, is a 400 that lists the valid ones.
 */
@RestController
@RequiredRole(Role.VIEWER)
class GenerationApiController {

	private final ManifestService manifests;

	/** Every read of stored content: what the user of the request may see of it. */
	private final ManifestContent content;

	GenerationApiController(ManifestService manifests, ManifestContent content) {
		this.manifests = manifests;
		this.content = content;
	}

	/** The body of the PUT. */
	record GenerationRequest(String generation) {
	}

	@GetMapping(path = "/api/manifests/{id}/generation", produces = MediaType.APPLICATION_JSON_VALUE)
	GenerationJson show(@PathVariable long id) {
		return json(this.content.manifest(id));
	}

	@RequiredRole(Role.EDITOR)
	@PutMapping(path = "/api/manifests/{id}/generation", consumes = MediaType.APPLICATION_JSON_VALUE,
			produces = MediaType.APPLICATION_JSON_VALUE)
	GenerationJson choose(@PathVariable long id, @RequestBody GenerationRequest request) {
		return json(this.manifests.chooseGeneration(id, FissileGeneration.parse(request.generation())));
	}

	private GenerationJson json(StoredManifest stored) {
		return GenerationJson.of(this.content.model(stored.draft()), stored.generation());
	}

}
