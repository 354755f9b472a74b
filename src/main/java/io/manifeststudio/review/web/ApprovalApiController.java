package io.manifeststudio.review.web;

import java.security.Principal;

import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.ResponseStatus;
import org.springframework.web.bind.annotation.RestController;

import io.manifeststudio.account.RequiredRole;
import io.manifeststudio.account.Role;
import io.manifeststudio.review.Approvals;
import io.manifeststudio.review.Verdict;

/**
 * Reviews of a revision: a reviewer approves it or requests changes (never for a revision
 * they authored: 403), and anyone reads whether it is approved and why not.
 */
@RestController
@RequiredRole(Role.VIEWER)
class ApprovalApiController {

	private final Approvals approvals;

	ApprovalApiController(Approvals approvals) {
		this.approvals = approvals;
	}

	@RequiredRole(Role.REVIEWER)
	@PostMapping(path = "/api/manifests/{id}/revisions/{n}/approvals", consumes = MediaType.APPLICATION_JSON_VALUE)
	@ResponseStatus(HttpStatus.CREATED)
	ApprovalJson.VerdictJson review(@PathVariable long id, @PathVariable int n,
			@RequestBody ApprovalJson.NewVerdict body, Principal principal) {
		Verdict verdict = Verdict.of(body.verdict());
		return ApprovalJson.VerdictJson.of(this.approvals.review(id, n, verdict, body.message(), principal.getName()));
	}

	@GetMapping("/api/manifests/{id}/revisions/{n}/status")
	ApprovalJson.StatusJson status(@PathVariable long id, @PathVariable int n) {
		return ApprovalJson.StatusJson.of(this.approvals.status(id, n));
	}

}
