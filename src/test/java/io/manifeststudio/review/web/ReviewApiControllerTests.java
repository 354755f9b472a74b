package io.manifeststudio.review.web;

import java.time.Instant;
import java.util.List;

import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.webmvc.test.autoconfigure.WebMvcTest;
import org.springframework.context.annotation.Import;
import org.springframework.http.MediaType;
import org.springframework.test.context.bean.override.mockito.MockitoBean;
import org.springframework.test.web.servlet.MockMvc;

import io.manifeststudio.account.SignedInMockMvc;
import io.manifeststudio.manifest.model.InvalidManifestRequestException;
import io.manifeststudio.manifest.RevisionNotFoundException;
import io.manifeststudio.review.Anchor;
import io.manifeststudio.review.Approval;
import io.manifeststudio.review.Approvals;
import io.manifeststudio.review.Comment;
import io.manifeststudio.review.CommentNotFoundException;
import io.manifeststudio.review.CommentThread;
import io.manifeststudio.review.Comments;
import io.manifeststudio.review.OwnRevisionException;
import io.manifeststudio.review.ResolveRefusedException;
import io.manifeststudio.review.ReviewStatus;
import io.manifeststudio.review.TextTooLongException;
import io.manifeststudio.review.Verdict;
import io.manifeststudio.system.JsonTextFields;

import static org.hamcrest.Matchers.containsString;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.ArgumentMatchers.anyBoolean;
import static org.mockito.ArgumentMatchers.anyString;
import static org.mockito.ArgumentMatchers.eq;
import static org.mockito.BDDMockito.given;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.verifyNoInteractions;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

/**
 * The comments and approvals API over mocked services: the JSON in and out, each role's
 * rights (a viewer writes nothing, an editor does not approve), and the refusals as JSON
 * (404, 403, 422, 400).
 */
@WebMvcTest({ CommentApiController.class, ApprovalApiController.class })
@Import({ SignedInMockMvc.class, JsonTextFields.class })
class ReviewApiControllerTests {

	static final Instant NOW = Instant.parse("2026-12-03T10:00:00Z");

	static final String SCRIPT = "<script>alert('x')</script> & \"quotes\"";

	@Autowired
	MockMvc mvc;

	@MockitoBean
	Comments comments;

	@MockitoBean
	Approvals approvals;

	private static Comment comment(long id, Long parent, Anchor anchor, String text, String author) {
		return new Comment(id, 7, 2, parent, anchor, text, true, author, NOW, null, null);
	}

	@Test
	void aCommentIsStartedByTheSignedInUserAndAnsweredAsTyped() throws Exception {
		Anchor place = new Anchor("web", "log-agent", null);
		given(this.comments.add(7, 2, place, SCRIPT, true, "alice"))
			.willReturn(comment(11, null, place, SCRIPT, "alice"));
		this.mvc
			.perform(post("/api/manifests/7/revisions/2/comments").contentType(MediaType.APPLICATION_JSON)
				.content("{\"anchor\": {\"group\": \"web\", \"container\": \"log-agent\"}, \"text\": "
						+ "\"<script>alert('x')</script> & \\\"quotes\\\"\", \"blocking\": true}"))
			.andExpect(status().isCreated())
			.andExpect(jsonPath("$.id").value(11))
			.andExpect(jsonPath("$.anchor.group").value("web"))
			.andExpect(jsonPath("$.anchor.container").value("log-agent"))
			.andExpect(jsonPath("$.anchor.field").doesNotExist())
			.andExpect(jsonPath("$.text").value(SCRIPT))
			.andExpect(jsonPath("$.blocking").value(true))
			.andExpect(jsonPath("$.author").value("alice"))
			.andExpect(jsonPath("$.replies").isEmpty());
	}

	@Test
	void threadsAreListedWithRepliesAndOutdated() throws Exception {
		Comment root = comment(11, null, Anchor.group("web"), "why 256?", "rita");
		Comment reply = comment(12, 11L, Anchor.MANIFEST, "because", "alice");
		given(this.comments.threads(7, 2)).willReturn(List.of(new CommentThread(root, List.of(reply), true, 3)));
		this.mvc.perform(get("/api/manifests/7/revisions/2/comments").with(SignedInMockMvc.as("vic")))
			.andExpect(status().isOk())
			.andExpect(jsonPath("$[0].id").value(11))
			.andExpect(jsonPath("$[0].outdated").value(true))
			.andExpect(jsonPath("$[0].comparedWith").value(3))
			.andExpect(jsonPath("$[0].resolved").value(false))
			.andExpect(jsonPath("$[0].replies[0].id").value(12))
			.andExpect(jsonPath("$[0].replies[0].threadId").value(11))
			.andExpect(jsonPath("$[0].replies[0].text").value("because"));
	}

	@Test
	void aViewerWritesNothing() throws Exception {
		this.mvc
			.perform(post("/api/manifests/7/revisions/2/comments").with(SignedInMockMvc.as("vic"))
				.contentType(MediaType.APPLICATION_JSON)
				.content("{\"text\": \"hi\"}"))
			.andExpect(status().isForbidden())
			.andExpect(jsonPath("$.status").value(403));
		this.mvc
			.perform(post("/api/comments/11/replies").with(SignedInMockMvc.as("vic"))
				.contentType(MediaType.APPLICATION_JSON)
				.content("{\"text\": \"hi\"}"))
			.andExpect(status().isForbidden());
		this.mvc.perform(post("/api/comments/11/resolve").with(SignedInMockMvc.as("vic")))
			.andExpect(status().isForbidden());
		this.mvc
			.perform(post("/api/manifests/7/revisions/2/approvals").with(SignedInMockMvc.as("vic"))
				.contentType(MediaType.APPLICATION_JSON)
				.content("{\"verdict\": \"approve\"}"))
			.andExpect(status().isForbidden());
		verify(this.comments, never()).add(any(Long.class), any(Integer.class), any(), any(), anyBoolean(), any());
		verify(this.approvals, never()).review(any(Long.class), any(Integer.class), any(), any(), any());
	}

	@Test
	void anEditorCommentsButDoesNotApprove() throws Exception {
		this.mvc
			.perform(post("/api/manifests/7/revisions/2/approvals").with(SignedInMockMvc.as("alice"))
				.contentType(MediaType.APPLICATION_JSON)
				.content("{\"verdict\": \"approve\"}"))
			.andExpect(status().isForbidden())
			.andExpect(jsonPath("$.detail").value(containsString("reviewer")));
	}

	@Test
	void aReviewerApprovesAndTheVerdictIsAnswered() throws Exception {
		given(this.approvals.review(7, 2, Verdict.APPROVE, "ship it", "rita"))
			.willReturn(new Approval(5, 7, 2, "abc", "rita", Verdict.APPROVE, "ship it", NOW));
		this.mvc
			.perform(post("/api/manifests/7/revisions/2/approvals").with(SignedInMockMvc.as("rita"))
				.contentType(MediaType.APPLICATION_JSON)
				.content("{\"verdict\": \"approve\", \"message\": \"ship it\"}"))
			.andExpect(status().isCreated())
			.andExpect(jsonPath("$.verdict").value("approve"))
			.andExpect(jsonPath("$.reviewer").value("rita"))
			.andExpect(jsonPath("$.contentHash").value("abc"));
	}

	@Test
	void reviewingOnesOwnRevisionIs403Json() throws Exception {
		given(this.approvals.review(eq(7L), eq(2), any(), any(), eq("rita")))
			.willThrow(new OwnRevisionException("rita", 7, 2));
		this.mvc
			.perform(post("/api/manifests/7/revisions/2/approvals").with(SignedInMockMvc.as("rita"))
				.contentType(MediaType.APPLICATION_JSON)
				.content("{\"verdict\": \"request-changes\"}"))
			.andExpect(status().isForbidden())
			.andExpect(jsonPath("$.status").value(403))
			.andExpect(jsonPath("$.detail").value(containsString("saved revision 2")));
	}

	@Test
	void resolvingABlockingCommentWithoutTheRightIs403JsonWithTheReason() throws Exception {
		String why = "Blocking comment 11 of rita is resolved by its author or by a reviewer who made none of the "
				+ "changes of revision 2; alice saved revision 2";
		given(this.comments.resolve(11, "alice", false)).willThrow(new ResolveRefusedException(why));
		this.mvc.perform(post("/api/comments/11/resolve").with(SignedInMockMvc.as("alice")))
			.andExpect(status().isForbidden())
			.andExpect(jsonPath("$.status").value(403))
			.andExpect(jsonPath("$.detail").value(why));
		// a reviewer is said to be one
		given(this.comments.resolve(11, "rita", true)).willThrow(new ResolveRefusedException("no: rita"));
		this.mvc.perform(post("/api/comments/11/resolve").with(SignedInMockMvc.as("rita")))
			.andExpect(status().isForbidden())
			.andExpect(jsonPath("$.detail").value("no: rita"));
		verify(this.comments).resolve(11, "rita", true);
	}

	@Test
	void aVerdictThatIsNeitherIs400NamingIt() throws Exception {
		this.mvc
			.perform(post("/api/manifests/7/revisions/2/approvals").with(SignedInMockMvc.as("rita"))
				.contentType(MediaType.APPLICATION_JSON)
				.content("{\"verdict\": \"lgtm\"}"))
			.andExpect(status().isBadRequest())
			.andExpect(jsonPath("$.field").value("verdict"));
	}

	@Test
	void unknownCommentsAndRevisionsAre404Json() throws Exception {
		given(this.comments.reply(eq(99L), anyString(), anyString())).willThrow(new CommentNotFoundException(99));
		given(this.comments.threads(7, 9)).willThrow(new RevisionNotFoundException(7, 9));
		this.mvc
			.perform(post("/api/comments/99/replies").contentType(MediaType.APPLICATION_JSON)
				.content("{\"text\": \"hi\"}"))
			.andExpect(status().isNotFound())
			.andExpect(jsonPath("$.detail").value("There is no comment 99"));
		this.mvc.perform(get("/api/manifests/7/revisions/9/comments"))
			.andExpect(status().isNotFound())
			.andExpect(jsonPath("$.status").value(404));
	}

	@Test
	void anOversizedCommentIs422WithTheLimitAndABlankOne400() throws Exception {
		given(this.comments.add(eq(7L), eq(2), any(), eq("long"), anyBoolean(), eq("alice")))
			.willThrow(new TextTooLongException("text", 10_001, 10_000));
		given(this.comments.add(eq(7L), eq(2), any(), eq(" "), anyBoolean(), eq("alice")))
			.willThrow(new InvalidManifestRequestException("text", "The text is missing or blank"));
		this.mvc
			.perform(post("/api/manifests/7/revisions/2/comments").contentType(MediaType.APPLICATION_JSON)
				.content("{\"text\": \"long\"}"))
			.andExpect(status().isUnprocessableContent())
			.andExpect(jsonPath("$.field").value("text"))
			.andExpect(jsonPath("$.detail").value(containsString("at most 10000")));
		this.mvc
			.perform(post("/api/manifests/7/revisions/2/comments").contentType(MediaType.APPLICATION_JSON)
				.content("{\"text\": \" \"}"))
			.andExpect(status().isBadRequest())
			.andExpect(jsonPath("$.field").value("text"));
	}

	@Test
	void aTextThatIsNotAJsonStringIs400NamingTheField() throws Exception {
		this.mvc
			.perform(post("/api/manifests/7/revisions/2/comments").contentType(MediaType.APPLICATION_JSON)
				.content("{\"text\": 5}"))
			.andExpect(status().isBadRequest())
			.andExpect(jsonPath("$.field").value("text"))
			.andExpect(jsonPath("$.detail")
				.value("The field text of the request body must be a JSON string, not a number"));
		this.mvc
			.perform(post("/api/manifests/7/revisions/2/comments").contentType(MediaType.APPLICATION_JSON)
				.content("{\"anchor\": {\"group\": 1.5}, \"text\": \"ok\"}"))
			.andExpect(status().isBadRequest())
			.andExpect(jsonPath("$.field").value("anchor.group"));
		this.mvc
			.perform(post("/api/comments/11/replies").contentType(MediaType.APPLICATION_JSON)
				.content("{\"text\": true}"))
			.andExpect(status().isBadRequest())
			.andExpect(jsonPath("$.detail")
				.value("The field text of the request body must be a JSON string, not a boolean"));
		verifyNoInteractions(this.comments);
	}

	@Test
	void theStatusSaysWhetherApprovedAndWhy() throws Exception {
		Approval approval = new Approval(5, 7, 2, "abc", "rita", Verdict.APPROVE, null, NOW);
		Approval request = new Approval(6, 7, 2, "abc", "roger", Verdict.REQUEST_CHANGES, "no", NOW);
		given(this.approvals.status(7, 2))
			.willReturn(new ReviewStatus(7, 2, "abc", false, List.of(approval, request), 1, 0,
					List.of("roger requested changes after the last approval", "1 blocking comment is not resolved")));
		this.mvc.perform(get("/api/manifests/7/revisions/2/status").with(SignedInMockMvc.as("vic")))
			.andExpect(status().isOk())
			.andExpect(jsonPath("$.approved").value(false))
			.andExpect(jsonPath("$.approvals[1].verdict").value("request-changes"))
			.andExpect(jsonPath("$.approvers[0]").value("rita"))
			.andExpect(jsonPath("$.blockingComments").value(1))
			.andExpect(jsonPath("$.errors").value(0))
			.andExpect(jsonPath("$.reasons[0]").value("roger requested changes after the last approval"));
	}

}
