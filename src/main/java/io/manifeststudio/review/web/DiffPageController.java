package io.manifeststudio.review.web;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;

import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.context.request.async.DeferredResult;

import io.github.wimdeblauwe.htmx.spring.boot.mvc.HxRequest;
import io.manifeststudio.account.ManifestContent;
import io.manifeststudio.manifest.RevisionSummary;
import io.manifeststudio.manifest.StoredManifest;
import io.manifeststudio.review.CommentThread;
import io.manifeststudio.review.CommentsBeside;
import io.manifeststudio.review.DiffThreads;
import io.manifeststudio.review.VersionDiff;
import io.manifeststudio.review.VersionDiffs;
import io.manifeststudio.review.VersionRef;
import io.manifeststudio.account.ErrorPages;
import io.manifeststudio.account.RequiredRole;
import io.manifeststudio.account.Role;

/**
 * The diff page {@code /manifests/{id}/diff?from=N&to=M|draft&pod=group}: the summary in
 * words and the side-by-side diffs of the role manifest and of one pod's Kubernetes YAML.
 * Without parameters it compares the newest revision with the draft, on the first pod.
 * The comment threads of the revisions compared show beside the changes that touched
 * their places, the others in a list after the summary. Its form reloads only the result
 * when htmx sends it.
 */
@Controller
@ErrorPages
@RequiredRole(Role.VIEWER)
class DiffPageController {

	static final String VIEW = "review/diff";

	static final String RESULT_FRAGMENT = "review/diff :: result";

	private final ManifestContent manifests;

	private final VersionDiffs diffs;

	private final DiffThreads threads;

	DiffPageController(ManifestContent manifests, VersionDiffs diffs, DiffThreads threads) {
		this.manifests = manifests;
		this.diffs = diffs;
		this.threads = threads;
	}

	@GetMapping("/manifests/{id}/diff")
	DeferredResult<String> page(@PathVariable long id, @RequestParam(required = false) String from,
			@RequestParam(required = false) String to, @RequestParam(required = false) String pod, Model model) {
		return diffPage(id, from, to, pod, model, VIEW);
	}

	@GetMapping("/manifests/{id}/diff")
	@HxRequest
	DeferredResult<String> result(@PathVariable long id, @RequestParam(required = false) String from,
			@RequestParam(required = false) String to, @RequestParam(required = false) String pod, Model model) {
		return diffPage(id, from, to, pod, model, RESULT_FRAGMENT);
	}

	/**
	 * The page with its diff, answered asynchronously ({@link AsyncAnswer}) as the diff
	 * API is: the request's thread does not wait for the diff, and the diff is cancelled
	 * when the server ends the request first.
	 */
	private DeferredResult<String> diffPage(long id, String fromText, String toText, String podText, Model model,
			String view) {
		StoredManifest manifest = this.manifests.manifest(id);
		List<RevisionSummary> revisions = this.manifests.revisions(id);
		VersionRef to = (toText != null && !toText.isBlank()) ? VersionRef.parse("to", toText) : VersionRef.DRAFT_REF;
		VersionRef from = (fromText != null && !fromText.isBlank()) ? VersionRef.parse("from", fromText)
				: (!revisions.isEmpty() ? VersionRef.revision(revisions.get(0).number()) : null);
		if (from == null) {
			model.addAttribute("diff",
					new DiffPage(id, manifest.name(), List.of(), options(revisions, to), List.of(), false, null,
							to.label(), null, List.of(), List.of(), List.of(), List.of(), null, null,
							DiffPage.OverBudget.NONE));
			DeferredResult<String> answer = new DeferredResult<>();
			answer.setResult(view);
			return answer;
		}
		String pod = (podText != null && !podText.isBlank()) ? podText : null;
		CompletableFuture<VersionDiff> diff = (pod != null) ? this.diffs.diffAsync(id, from, to, pod)
				: this.diffs.diffOfFirstPodAsync(id, from, to);
		List<CommentThread> threads;
		try {
			threads = this.threads.threads(id, from, to);
		}
		catch (RuntimeException ex) {
			diff.cancel(true);
			throw ex;
		}
		return AsyncAnswer.of(diff, (done) -> {
			model.addAttribute("diff", page(manifest, revisions, from, to, done, DiffThreads.beside(done, threads)));
			return view;
		}, this.diffs.longestWait(), this.diffs::busy);
	}

	private static DiffPage page(StoredManifest manifest, List<RevisionSummary> revisions, VersionRef from,
			VersionRef to, VersionDiff diff, CommentsBeside threads) {
		List<DiffPage.Option> pods = new ArrayList<>();
		for (String name : diff.pods()) {
			pods.add(new DiffPage.Option(name, name, name.equals(diff.pod())));
		}
		long id = diff.manifestId();
		return new DiffPage(id, manifest.name(), options(revisions, from), options(revisions, to), pods, true,
				from.label(), to.label(), diff.pod(), ThreadNote.changes(threads), ThreadNote.of(threads.elsewhere()),
				SideBySide.of(diff.roleManifestHunks()), SideBySide.of(diff.kubernetesHunks()),
				diff.kubernetesProblem(), DiffLinks.api(id, from, to, diff.pod()), overBudget(diff));
	}

	private static DiffPage.OverBudget overBudget(VersionDiff diff) {
		return new DiffPage.OverBudget(diff.changesLeftOut(), diff.roleManifestOverBudget(),
				diff.kubernetesOverBudget(), diff.budget().maxChangedLines(),
				DiffLinks.download(diff.manifestId(), diff.from()), DiffLinks.download(diff.manifestId(), diff.to()));
	}

	/** The draft, then every revision newest first. */
	private static List<DiffPage.Option> options(List<RevisionSummary> revisions, VersionRef chosen) {
		List<DiffPage.Option> options = new ArrayList<>();
		options.add(new DiffPage.Option(VersionRef.DRAFT, "draft", chosen != null && chosen.isDraft()));
		for (RevisionSummary revision : revisions) {
			options.add(new DiffPage.Option(String.valueOf(revision.number()),
					"revision " + revision.number() + ": " + revision.message(),
					chosen != null && Integer.valueOf(revision.number()).equals(chosen.revision())));
		}
		return options;
	}

}
