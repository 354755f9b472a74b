package io.manifeststudio.editor.api;

import java.security.Principal;
import java.net.URI;
import java.util.List;
import java.util.OptionalLong;

import org.springframework.http.HttpHeaders;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestHeader;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

import io.manifeststudio.account.ManifestContent;
import io.manifeststudio.manifest.model.InvalidManifestRequestException;
import io.manifeststudio.manifest.ManifestService;
import io.manifeststudio.manifest.Revision;
import io.manifeststudio.manifest.RevisionSummary;
import io.manifeststudio.manifest.StaleDraftException;
import io.manifeststudio.account.RequiredRole;
import io.manifeststudio.account.Role;

/**
 * Revisions of a manifest: save the draft as the next numbered revision with a message
 * (optionally only if the draft is still at the ETag in {@code If-Match}), and list them
 * newest first, a page at a time.
 */
@RestController
@RequestMapping("/api/manifests/{id}/revisions")
@RequiredRole(Role.VIEWER)
class RevisionApiController {

	/** Revisions listed at once when the reader names no number. */
	static final int PAGE = 100;

	/** The most revisions listed at once. */
	static final int MAX_PAGE = 500;

	private final ManifestService manifests;

	/** Every read of stored content: what the user of the request may see of it. */
	private final ManifestContent content;

	RevisionApiController(ManifestService manifests, ManifestContent content) {
		this.manifests = manifests;
		this.content = content;
	}

	@RequiredRole(Role.EDITOR)
	@PostMapping(consumes = MediaType.APPLICATION_JSON_VALUE)
	ResponseEntity<RevisionJson> save(@PathVariable long id, @RequestBody RevisionJson.SaveRequest body,
			@RequestHeader(name = "If-Match", required = false) String ifMatch, Principal principal) {
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

	/**
	 * The revisions, newest first, a page at a time: at most {@code limit}
	 * ({@value #PAGE} unless named, at most {@value #MAX_PAGE}) numbered below
	 * {@code before} (the newest without it). When older ones remain,
	 * {@code Link: <...?before=N&limit=L>; rel="next"} names the next page.
	 */
	@GetMapping
	ResponseEntity<List<RevisionJson>> list(@PathVariable long id, @RequestParam(required = false) Integer before,
			@RequestParam(defaultValue = "" + PAGE) int limit) {
		if (limit < 1 || limit > MAX_PAGE) {
			throw new InvalidManifestRequestException("limit", "limit must be 1 to " + MAX_PAGE + ", not " + limit);
		}
		if (before != null && before < 1) {
			throw new InvalidManifestRequestException("before",
					"before must be a revision number (1 or more), not " + before);
		}
		List<RevisionSummary> revisions = this.content.revisions(id, before, limit + 1);
		List<RevisionJson> page = revisions.stream().limit(limit).map(RevisionJson::of).toList();
		ResponseEntity.BodyBuilder answer = ResponseEntity.ok();
		if (revisions.size() > limit) {
			answer.header(HttpHeaders.LINK, "</api/manifests/" + id + "/revisions?before="
					+ page.get(page.size() - 1).number() + "&limit=" + limit + ">; rel=\"next\"");
		}
		return answer.body(page);
	}

}
