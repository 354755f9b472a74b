package io.manifeststudio.review.web;

import java.util.Optional;

import org.springframework.security.core.Authentication;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.context.request.async.DeferredResult;

import io.github.wimdeblauwe.htmx.spring.boot.mvc.HtmxRequest;
import io.manifeststudio.account.ErrorPages;
import io.manifeststudio.account.RequiredRole;
import io.manifeststudio.account.Role;
import io.manifeststudio.manifest.model.InvalidManifestRequestException;
import io.manifeststudio.review.Anchor;
import io.manifeststudio.review.Approvals;
import io.manifeststudio.review.Comment;
import io.manifeststudio.review.CommentNotFoundException;
import io.manifeststudio.review.Comments;
import io.manifeststudio.review.OwnRevisionException;
import io.manifeststudio.review.ResolveRefusedException;
import io.manifeststudio.review.Verdict;
import io.manifeststudio.review.VersionDiffs;
import io.manifeststudio.review.web.ReviewActivity.CommentDraft;

/**
 * A revision's review page {@code /manifests/{id}/revisions/{n}/review}: what changed
 * since the previous revision, the status (approved, or the reasons), the verdicts, the
 * comment threads, and forms to comment, reply, resolve and review. Under htmx each form
 * answers the activity region and, out of band, the changes with the threads beside them
 * ({@link #ACTIVITY}); without it, a redirect back to the page. A refused text is said in
 * the region's form; a comment of another manifest or revision is a 404. The page and the
 * forms' htmx answers wait for the diff asynchronously, as the diff page does
 * ({@link AsyncAnswer}).
 */
@Controller
@ErrorPages
@RequiredRole(Role.VIEWER)
class ReviewPageController {

	static final String VIEW = "review/review";

	/**
	 * The activity region and, out of band, the changes
	 * ({@code review/review-answer.html}).
	 */
	static final String ACTIVITY = "review/review-answer";

	private final ReviewPages pages;

	private final Comments comments;

	private final Approvals approvals;

	private final VersionDiffs diffs;

	ReviewPageController(ReviewPages pages, Comments comments, Approvals approvals, VersionDiffs diffs) {
		this.pages = pages;
		this.comments = comments;
		this.approvals = approvals;
		this.diffs = diffs;
	}

	/**
	 * Answered asynchronously ({@link AsyncAnswer}) as the diff page is: everything but
	 * the diff is read on the request's thread, which then goes back to the server; the
	 * page is written when the diff is ready, and the diff is cancelled when the server
	 * ends the request first (its timeout, an error on the connection).
	 */
	@GetMapping("/manifests/{id}/revisions/{n}/review")
	DeferredResult<String> page(@PathVariable long id, @PathVariable int n,
			@RequestParam(required = false) String group, @RequestParam(required = false) String container,
			@RequestParam(required = false) String field, Authentication user, Model model) {
		CommentDraft draft = new CommentDraft(group, container, field, null, false);
		return answer(this.pages.page(id, n, user.getName(), role(user), draft), model, VIEW);
	}

	@RequiredRole(Role.EDITOR)
	@PostMapping("/manifests/{id}/revisions/{n}/comments")
	DeferredResult<String> comment(@PathVariable long id, @PathVariable int n,
			@RequestParam(required = false) String group, @RequestParam(required = false) String container,
			@RequestParam(required = false) String field, @RequestParam(required = false) String text,
			@RequestParam(defaultValue = "false") boolean blocking, Authentication user, HtmxRequest htmx,
			Model model) {
		CommentDraft draft = new CommentDraft(group, container, field, text, blocking);
		try {
			this.comments.add(id, n, new Anchor(group, container, field), text, blocking, user.getName());
		}
		catch (InvalidManifestRequestException ex) {
			return answer(id, n, user, htmx, model, draft, ex.getMessage(), null);
		}
		return answer(id, n, user, htmx, model, null, null, null);
	}

	@RequiredRole(Role.EDITOR)
	@PostMapping("/manifests/{id}/revisions/{n}/comments/{cid}/replies")
	DeferredResult<String> reply(@PathVariable long id, @PathVariable int n, @PathVariable long cid,
			@RequestParam(required = false) String text, Authentication user, HtmxRequest htmx, Model model) {
		ofThisRevision(id, n, cid);
		try {
			this.comments.reply(cid, text, user.getName());
		}
		catch (InvalidManifestRequestException ex) {
			return answer(id, n, user, htmx, model, null, "Reply to comment " + cid + ": " + ex.getMessage(), null);
		}
		return answer(id, n, user, htmx, model, null, null, null);
	}

	@RequiredRole(Role.EDITOR)
	@PostMapping("/manifests/{id}/revisions/{n}/comments/{cid}/resolve")
	DeferredResult<String> resolve(@PathVariable long id, @PathVariable int n, @PathVariable long cid,
			Authentication user, HtmxRequest htmx, Model model) {
		ofThisRevision(id, n, cid);
		try {
			this.comments.resolve(cid, user.getName(), Role.REVIEWER.isHeldBy(user));
		}
		catch (ResolveRefusedException ex) {
			return answer(id, n, user, htmx, model, null, ex.getMessage(), null);
		}
		return answer(id, n, user, htmx, model, null, null, null);
	}

	@RequiredRole(Role.REVIEWER)
	@PostMapping("/manifests/{id}/revisions/{n}/approvals")
	DeferredResult<String> review(@PathVariable long id, @PathVariable int n,
			@RequestParam(required = false) String verdict, @RequestParam(required = false) String message,
			Authentication user, HtmxRequest htmx, Model model) {
		try {
			this.approvals.review(id, n, Verdict.of(verdict), message, user.getName());
		}
		catch (InvalidManifestRequestException | OwnRevisionException ex) {
			return answer(id, n, user, htmx, model, null, null, ex.getMessage());
		}
		return answer(id, n, user, htmx, model, null, null, null);
	}

	/**
	 * @throws CommentNotFoundException when the comment is another manifest's or
	 * revision's (or none)
	 */
	private void ofThisRevision(long id, int n, long cid) {
		Comment comment = this.comments.get(cid);
		if (comment.manifestId() != id || comment.revision() != n) {
			throw new CommentNotFoundException(cid);
		}
	}

	/**
	 * A form's answer: without htmx a redirect back to the page at once; under htmx the
	 * activity region and the changes, answered asynchronously as the page is (the
	 * changes need the diff).
	 */
	private DeferredResult<String> answer(long id, int n, Authentication user, HtmxRequest htmx, Model model,
			CommentDraft draft, String commentError, String reviewError) {
		if (!htmx.isHtmxRequest()) {
			DeferredResult<String> redirect = new DeferredResult<>();
			redirect.setResult("redirect:/manifests/" + id + "/revisions/" + n + "/review");
			return redirect;
		}
		model.addAttribute("oob", true);
		return answer(this.pages.page(id, n, user.getName(), role(user), draft, commentError, reviewError), model,
				ACTIVITY);
	}

	/**
	 * {@code view} with the page once its diff is ready, through the same bounded,
	 * cancellable path as the diff page ({@link AsyncAnswer}, {@link VersionDiffs}): the
	 * same budget, the same longest wait, the same 503 when the diff is not ready in
	 * time.
	 */
	private DeferredResult<String> answer(ReviewPages.Pending pending, Model model, String view) {
		return AsyncAnswer.of(pending.diff(), (diff) -> {
			ReviewPage page = pending.page().apply(diff);
			model.addAttribute("review", page);
			model.addAttribute("activity", page.activity());
			return view;
		}, this.diffs.longestWait(), this.diffs::busy);
	}

	private static Optional<Role> role(Authentication user) {
		return Role.strongest(user.getAuthorities());
	}

}
