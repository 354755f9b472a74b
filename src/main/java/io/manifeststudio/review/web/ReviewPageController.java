package io.manifeststudio.review.web;

import java.util.Optional;

import org.springframework.security.core.Authentication;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;

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
import io.manifeststudio.review.web.ReviewActivity.CommentDraft;

/**
 * A revision's review page {@code /manifests/{id}/revisions/{n}/review}: what changed
 * since the previous revision, the status (approved, or the reasons), the verdicts, the
 * comment threads, and forms to comment, reply, resolve and review. Under htmx each form
 * answers the activity region and, out of band, the changes with the threads beside them
 * ({@link #ACTIVITY}); without it, a redirect back to the page. A refused text is said in
 * the region's form; a comment of another manifest or revision is a 404.
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

	ReviewPageController(ReviewPages pages, Comments comments, Approvals approvals) {
		this.pages = pages;
		this.comments = comments;
		this.approvals = approvals;
	}

	@GetMapping("/manifests/{id}/revisions/{n}/review")
	String page(@PathVariable long id, @PathVariable int n, @RequestParam(required = false) String group,
			@RequestParam(required = false) String container, @RequestParam(required = false) String field,
			Authentication user, Model model) {
		CommentDraft draft = new CommentDraft(group, container, field, null, false);
		model.addAttribute("review", this.pages.page(id, n, user.getName(), role(user), draft));
		return VIEW;
	}

	@RequiredRole(Role.EDITOR)
	@PostMapping("/manifests/{id}/revisions/{n}/comments")
	String comment(@PathVariable long id, @PathVariable int n, @RequestParam(required = false) String group,
			@RequestParam(required = false) String container, @RequestParam(required = false) String field,
			@RequestParam(required = false) String text, @RequestParam(defaultValue = "false") boolean blocking,
			Authentication user, HtmxRequest htmx, Model model) {
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
	String reply(@PathVariable long id, @PathVariable int n, @PathVariable long cid,
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
	String resolve(@PathVariable long id, @PathVariable int n, @PathVariable long cid, Authentication user,
			HtmxRequest htmx, Model model) {
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
	String review(@PathVariable long id, @PathVariable int n, @RequestParam(required = false) String verdict,
			@RequestParam(required = false) String message, Authentication user, HtmxRequest htmx, Model model) {
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

	private String answer(long id, int n, Authentication user, HtmxRequest htmx, Model model, CommentDraft draft,
			String commentError, String reviewError) {
		if (!htmx.isHtmxRequest()) {
			return "redirect:/manifests/" + id + "/revisions/" + n + "/review";
		}
		ReviewPage page = this.pages.page(id, n, user.getName(), role(user), draft, commentError, reviewError);
		model.addAttribute("review", page);
		model.addAttribute("activity", page.activity());
		model.addAttribute("oob", true);
		return ACTIVITY;
	}

	private static Optional<Role> role(Authentication user) {
		return Role.strongest(user.getAuthorities());
	}

}
