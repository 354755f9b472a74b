package io.manifeststudio.release.web;

import java.io.IOException;
import java.net.URI;
import java.security.Principal;
import java.util.List;

import jakarta.servlet.http.HttpServletRequest;

import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.PutMapping;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.ResponseStatus;
import org.springframework.web.bind.annotation.RestController;

import io.manifeststudio.account.RequiredRole;
import io.manifeststudio.account.Role;
import io.manifeststudio.manifest.ManifestService;
import io.manifeststudio.release.BoshRelease;
import io.manifeststudio.release.ReleaseCatalog;
import io.manifeststudio.release.ReleaseLimits;
import io.manifeststudio.release.ReleaseSummary;
import io.manifeststudio.release.ReleaseUploads;

/**
 * The catalog of BOSH releases over HTTP: upload a release tarball as the request body
 * ({@code POST /api/releases}, any content type, streamed to a temporary file up to
 * {@link ReleaseLimits#DEFAULT}), list and read releases, attach a release to a manifest
 * and detach it. Thin: the work is in {@link ReleaseUploads} and {@link ReleaseCatalog}.
 */
@RestController
@RequiredRole(Role.VIEWER)
class ReleaseApiController {

	private final ReleaseCatalog catalog;

	private final ReleaseUploads uploads;

	private final ManifestService manifests;

	ReleaseApiController(ReleaseCatalog catalog, ManifestService manifests) {
		this.catalog = catalog;
		this.uploads = new ReleaseUploads(catalog, ReleaseLimits.DEFAULT);
		this.manifests = manifests;
	}

	@RequiredRole(Role.EDITOR)
	@PostMapping("/api/releases")
	ResponseEntity<ReleaseSummary> upload(Principal principal, HttpServletRequest request) throws IOException {
		ReleaseSummary release = this.uploads.upload(request.getInputStream(), request.getContentLengthLong(),
				principal.getName());
		return ResponseEntity.created(URI.create("/api/releases/" + release.id())).body(release);
	}

	@GetMapping("/api/releases")
	List<ReleaseSummary> list() {
		return this.catalog.list();
	}

	@GetMapping("/api/releases/{id}")
	BoshRelease release(@PathVariable long id) {
		return this.catalog.get(id);
	}

	@RequiredRole(Role.EDITOR)
	@DeleteMapping("/api/releases/{id}")
	@ResponseStatus(HttpStatus.NO_CONTENT)
	void delete(@PathVariable long id) {
		this.catalog.delete(id);
	}

	/** The releases attached to a manifest by hand. */
	@GetMapping("/api/manifests/{id}/releases")
	List<ReleaseSummary> attached(@PathVariable long id) {
		this.manifests.draftVersion(id);
		return this.catalog.attached(id);
	}

	@RequiredRole(Role.EDITOR)
	@PutMapping("/api/manifests/{id}/releases/{releaseId}")
	@ResponseStatus(HttpStatus.NO_CONTENT)
	void attach(@PathVariable long id, @PathVariable long releaseId) {
		this.manifests.draftVersion(id);
		this.catalog.attach(id, releaseId);
	}

	@RequiredRole(Role.EDITOR)
	@DeleteMapping("/api/manifests/{id}/releases/{releaseId}")
	@ResponseStatus(HttpStatus.NO_CONTENT)
	void detach(@PathVariable long id, @PathVariable long releaseId) {
		this.manifests.draftVersion(id);
		this.catalog.detach(id, releaseId);
	}

}
