package io.manifeststudio.editor.api;

import java.security.Principal;
import java.net.URI;
import java.util.List;
import java.util.OptionalLong;

import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

import io.manifeststudio.account.ManifestContent;
import io.manifeststudio.manifest.ManifestService;
import io.manifeststudio.manifest.Revision;
import io.manifeststudio.manifest.StaleDraftException;
import io.manifeststudio.account.Access;
import io.manifeststudio.account.Allow;

/**
 * Revisions of a manifest: save the draft as the next numbered revision with a message (optionally only if the draft
 * is still at the ETag in {@code If-Match}), and list them newest first.
 */
@RestController
@RequestMapping("/api/manifests/{id}/revisions")
@Allow(Access.READ)
class RevisionApiController {

	private final ManifestService manifests;

	/** Every read of stored content: what the user of the request may see of it. */
	private final ManifestContent content;

	RevisionApiController(ManifestService manifests, ManifestContent content) {
		this.manifests = manifests;
		this.content = content;
	}

	@Allow(Access.EDIT)
	@PostMapping(consumes = MediaType.APPLICATION_JSON_VALUE)
	ResponseEntity<RevisionJson> save(@PathVariable long id, @RequestBody RevisionJson.SaveRequest body,
			@RequestHeader(name = "If-Match", required = false) String ifMatch,
			Principal principal) {
		Long expected = null;
		if (ifMatch != null && !ifMatch.isBlank()) {
			OptionalLong version = IfMatchVersion.of(ifMatch);
			if (version.isEmpty()) {
				throw new StaleDraftException(id, -1, this.manifests.draftVersion(id));
			}
			expected = version.getAsLong();
		}
		Revision revision = this.manifests.saveRevision(id, body.message(), principal.getName(), expected);
		return ResponseEntity
			.created(URI.create("/api/manifests/" + id + "/role-manifest.yml?revision=" + revision.number()))
			.body(RevisionJson.of(revision));
	}

	@GetMapping
	List<RevisionJson> list(@PathVariable long id) {
		return this.content.revisions(id).stream().map(RevisionJson::of).toList();
	}

}
