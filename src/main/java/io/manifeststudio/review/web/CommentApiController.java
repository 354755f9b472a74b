package io.manifeststudio.review.web;

import java.security.Principal;
import java.util.List;

import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.security.core.Authentication;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.ResponseStatus;
import org.springframework.web.bind.annotation.RestController;

import io.manifeststudio.account.RequiredRole;
import io.manifeststudio.account.Role;
import io.manifeststudio.review.CommentNotFoundException;
import io.manifeststudio.review.Comment;
import io.manifeststudio.review.CommentThread;
import io.manifeststudio.review.Comments;

/**
 * Comments on a revision: start a thread on a place of revision N, list the threads (with
 * replies, outdated when the place changed since), reply, resolve. Editors and reviewers
 * write (a review is a conversation between those who change and those who approve),
 * everyone reads. Texts are stored as typed and answered as typed; JSON escapes them,
 * pages show them escaped.
 */
@RestController
@RequiredRole(Role.VIEWER)
class CommentApiController {

	private final Comments comments;

	CommentApiController(Comments comments) {
		this.comments = comments;
	}

	@RequiredRole(Role.EDITOR)
	@PostMapping(path = "/api/manifests/{id}/revisions/{n}/comments", consumes = MediaType.APPLICATION_JSON_VALUE)
	@ResponseStatus(HttpStatus.CREATED)
	CommentJson.ThreadJson comment(@PathVariable long id, @PathVariable int n, @RequestBody CommentJson.NewComment body,
			Principal principal) {
		Comment comment = this.comments.add(id, n, body.place(), body.text(), body.isBlocking(), principal.getName());
		return CommentJson.ThreadJson.of(comment, List.of());
	}

	@GetMapping("/api/manifests/{id}/revisions/{n}/comments")
	List<CommentJson.ThreadJson> threads(@PathVariable long id, @PathVariable int n) {
		return this.comments.threads(id, n).stream().map(CommentJson.ThreadJson::of).toList();
	}

	@RequiredRole(Role.EDITOR)
	@PostMapping(path = "/api/comments/{cid}/replies", consumes = MediaType.APPLICATION_JSON_VALUE)
	@ResponseStatus(HttpStatus.CREATED)
	CommentJson.ReplyJson reply(@PathVariable long cid, @RequestBody CommentJson.NewReply body, Principal principal) {
		return CommentJson.ReplyJson.of(this.comments.reply(cid, body.text(), principal.getName()));
	}

	@RequiredRole(Role.EDITOR)
	@PostMapping("/api/comments/{cid}/resolve")
	CommentJson.ThreadJson resolve(@PathVariable long cid, Authentication user) {
		Comment thread = this.comments.resolve(cid, user.getName(), Role.REVIEWER.isHeldBy(user));
		CommentThread listed = this.comments.threads(thread.manifestId(), thread.revision())
			.stream()
			.filter((candidate) -> candidate.comment().id() == thread.id())
			.findFirst()
			.orElseThrow(() -> new CommentNotFoundException(cid));
		return CommentJson.ThreadJson.of(listed);
	}

}
