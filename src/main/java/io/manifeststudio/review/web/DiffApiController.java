package io.manifeststudio.review.web;

import java.util.List;
import java.util.concurrent.CompletableFuture;

import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.context.request.async.DeferredResult;

import io.manifeststudio.review.CommentThread;
import io.manifeststudio.review.DiffThreads;
import io.manifeststudio.review.VersionDiff;
import io.manifeststudio.review.VersionDiffs;
import io.manifeststudio.review.VersionRef;
import io.manifeststudio.account.RequiredRole;
import io.manifeststudio.account.Role;

/**
 * {@code GET /api/manifests/{id}/diff?from=N&to=M|draft[&pod=group]}: what changed from
 * one version to another, with the comment threads of the revisions compared. Bad
 * versions are a 400 naming the parameter; a revision the manifest does not have, or an
 * unknown manifest, a 404.
 */
@RestController
@RequiredRole(Role.VIEWER)
class DiffApiController {

	private final VersionDiffs diffs;

	private final DiffThreads threads;

	DiffApiController(VersionDiffs diffs, DiffThreads threads) {
		this.diffs = diffs;
		this.threads = threads;
	}

	/**
	 * Answered asynchronously ({@link AsyncAnswer}): no request thread waits for the
	 * diff, and the diff is cancelled when the server ends the request before it is
	 * ready.
	 */
	@GetMapping("/api/manifests/{id}/diff")
	DeferredResult<DiffJson> diff(@PathVariable long id, @RequestParam String from,
			@RequestParam(defaultValue = "draft") String to, @RequestParam(required = false) String pod) {
		VersionRef fromVersion = VersionRef.parse("from", from);
		VersionRef toVersion = VersionRef.parse("to", to);
		CompletableFuture<VersionDiff> diff = this.diffs.diffAsync(id, fromVersion, toVersion, pod);
		List<CommentThread> threads;
		try {
			threads = this.threads.threads(id, fromVersion, toVersion);
		}
		catch (RuntimeException ex) {
			diff.cancel(true);
			throw ex;
		}
		return AsyncAnswer.of(diff, (done) -> DiffJson.of(done, DiffThreads.beside(done, threads)),
				this.diffs.longestWait(), this.diffs::busy);
	}

}
