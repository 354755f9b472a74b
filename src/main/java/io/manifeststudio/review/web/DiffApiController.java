package io.manifeststudio.review.web;

import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

import io.manifeststudio.review.DiffThreads;
import io.manifeststudio.review.VersionDiff;
import io.manifeststudio.review.VersionDiffs;
import io.manifeststudio.review.VersionRef;
import io.manifeststudio.account.Access;
import io.manifeststudio.account.Allow;

/**
 * {@code GET /api/manifests/{id}/diff?from=N&to=M|draft[&pod=group]}: what changed from one version to another, with
 * the comment threads of the revisions compared. Bad
 * versions are a 400 naming the parameter; a revision the manifest does not have, or an unknown manifest, a 404.
 */
@RestController
@Allow(Access.READ)
class DiffApiController {

	private final VersionDiffs diffs;

	private final DiffThreads threads;

	DiffApiController(VersionDiffs diffs, DiffThreads threads) {
		this.diffs = diffs;
		this.threads = threads;
	}

	@GetMapping("/api/manifests/{id}/diff")
	DiffJson diff(@PathVariable long id, @RequestParam String from, @RequestParam(defaultValue = "draft") String to,
			@RequestParam(required = false) String pod) {
		VersionDiff diff = this.diffs.diff(id, VersionRef.parse("from", from), VersionRef.parse("to", to), pod);
		return DiffJson.of(diff, this.threads.of(diff));
	}

}
