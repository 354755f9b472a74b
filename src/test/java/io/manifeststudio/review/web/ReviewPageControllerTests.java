package io.manifeststudio.review.web;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.webmvc.test.autoconfigure.WebMvcTest;
import org.springframework.context.annotation.Import;
import org.springframework.test.context.bean.override.mockito.MockitoBean;
import org.springframework.test.web.servlet.MockMvc;
import org.springframework.test.web.servlet.MvcResult;
import org.springframework.test.web.servlet.RequestBuilder;
import org.springframework.test.web.servlet.ResultActions;
import org.springframework.test.web.servlet.ResultHandler;
import org.springframework.test.web.servlet.ResultMatcher;

import io.manifeststudio.manifest.DraftBaseline;
import io.manifeststudio.manifest.DraftEditing;
import io.manifeststudio.account.ManifestContent;
import io.manifeststudio.account.SignedInMockMvc;
import io.manifeststudio.manifest.Draft;
import io.manifeststudio.manifest.Revision;
import io.manifeststudio.manifest.RevisionNotFoundException;
import io.manifeststudio.manifest.ManifestService;
import io.manifeststudio.review.Anchor;
import io.manifeststudio.review.Approval;
import io.manifeststudio.review.Approvals;
import io.manifeststudio.review.Comment;
import io.manifeststudio.review.CommentThread;
import io.manifeststudio.review.Comments;
import io.manifeststudio.review.FourEyes;
import io.manifeststudio.review.OwnRevisionException;
import io.manifeststudio.review.ResolveRefusedException;
import io.manifeststudio.review.ReviewStatus;
import io.manifeststudio.review.TextTooLongException;
import io.manifeststudio.review.Verdict;
import io.manifeststudio.review.VersionDiffs;

import static org.hamcrest.Matchers.allOf;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.matchesPattern;
import static org.hamcrest.Matchers.not;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.ArgumentMatchers.anyBoolean;
import static org.mockito.ArgumentMatchers.eq;
import static org.mockito.BDDMockito.given;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.verify;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.asyncDispatch;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.content;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.redirectedUrl;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

/**
 * The review page and the board's comment badges over mocked storage with the real diffs:
 * what each role sees, texts escaped, the htmx forms answering the activity region,
 * refusals said in the form, foreign comment ids a 404.
 */
@WebMvcTest({ ReviewPageController.class, BoardCommentsController.class })
@Import({ ManifestContent.class, SignedInMockMvc.class, VersionDiffs.class, ReviewPages.class })
class ReviewPageControllerTests {

	@MockitoBean
	DraftEditing draftEditing;

	@MockitoBean
	DraftBaseline draftBaseline;

	static final Instant NOW = Instant.parse("2026-12-03T10:00:00Z");

	static final String SCRIPT = "<script>alert(1)</script>";

	/** A container group of the draft that no pod places. */
	static final String UNPLACED = """
			- name: metrics
			  type: colocated-container
			  jobs:
			  - name: ntpd
			    release: ntp
			""";

	@Autowired
	MockMvc mvc;

	@MockitoBean
	ManifestService manifests;

	@MockitoBean
	Comments comments;

	@MockitoBean
	Approvals approvals;

	@BeforeEach
	void twoRevisions() {
		Revision one = DiffFixtures.revision(7, 1, DiffFixtures.BEFORE, "first");
		Revision two = DiffFixtures.revision(7, 2, DiffFixtures.AFTER, "log agent beside the api");
		given(this.manifests.get(7)).willReturn(DiffFixtures.manifest(7, "shop", 2, DiffFixtures.AFTER));
		given(this.manifests.revision(7, 1)).willReturn(one);
		given(this.manifests.revision(7, 2)).willReturn(two);
		given(this.manifests.revision(7, 9)).willThrow(new RevisionNotFoundException(7, 9));
		given(this.manifests.parse(any(Revision.class)))
			.willAnswer((call) -> DiffFixtures.CODEC.read(call.<Revision>getArgument(0).content()));
		given(this.manifests.draft(7)).willReturn(DiffFixtures.draft(7, DiffFixtures.AFTER + UNPLACED));
		given(this.manifests.parse(any(Draft.class)))
			.willAnswer((call) -> DiffFixtures.CODEC.read(call.<Draft>getArgument(0).content()));
		Comment comment = new Comment(11, 7, 2, null, new Anchor("api", "log-agent", null), SCRIPT, true, "rita", NOW,
				null, null);
		Comment reply = new Comment(12, 7, 2, 11L, Anchor.MANIFEST, "<b>bold</b>", false, "alice", NOW, null, null);
		given(this.comments.threads(7, 2)).willReturn(List.of(new CommentThread(comment, List.of(reply), false, null)));
		given(this.comments.get(11)).willReturn(comment);
		given(this.comments.get(40))
			.willReturn(new Comment(40, 8, 2, null, Anchor.MANIFEST, "other", false, "bob", NOW, null, null));
		// alice saved revision 2, admin made draft version 3 of it since approved
		// revision 1
		given(this.approvals.makers(7, 2))
			.willReturn(new FourEyes.Makers(7, 2, 1, "alice", Map.of("admin", List.of(3L))));
		given(this.approvals.status(7, 2)).willReturn(new ReviewStatus(7, 2, "abc", false,
				List.of(new Approval(1, 7, 2, "abc", "roger", Verdict.REQUEST_CHANGES, "<i>no</i>", NOW)), 1, 0,
				List.of("revision 2 has no approval", "1 blocking comment is not resolved")));
	}

	@Test
	void thePageShowsTheChangesTheStatusAndTheThreadsEscaped() throws Exception {
		perform(get("/manifests/7/revisions/2/review").with(SignedInMockMvc.as("rita"))).andExpect(status().isOk())
			.andExpect(content().string(allOf(
					containsString("<span data-change>log-agent moved from pod web to pod api</span>"),
					containsString("&lt;script&gt;alert(1)&lt;/script&gt;"), not(containsString(SCRIPT)),
					containsString("&lt;b&gt;bold&lt;/b&gt;"), containsString("&lt;i&gt;no&lt;/i&gt;"),
					containsString("<li data-reason>1 blocking comment is not resolved</li>"),
					containsString("api / log-agent"), containsString("id=\"review-form\""),
					containsString("id=\"comment-form\""), containsString("data-action=\"resolve\""),
					containsString("href=\"/manifests/7/diff?from=1&amp;to=2\""), not(containsString("hx-swap-oob")))));
	}

	@Test
	void theChangesShowTheThreadsOnThePlacesTheyTouched() throws Exception {
		perform(get("/manifests/7/revisions/2/review").with(SignedInMockMvc.as("rita"))).andExpect(status().isOk())
			.andExpect(content().string(matchesPattern("(?s).*id=\"review-changes\".*<span data-change>log-agent moved "
					+ "from pod web to pod api</span>\\s*<ul class=\"thread-notes\">\\s*<li class=\"thread-note\\s*\" "
					+ "data-thread-note=\"11\" data-comment-revision=\"2\" data-blocking=\"true\".*"
					+ "href=\"/manifests/7/revisions/2/review#thread-11\">api / log-agent</a>.*"
					+ "&lt;script&gt;alert\\(1\\)&lt;/script&gt;.*id=\"review-activity\".*")));
	}

	@Test
	void aViewerReadsWithoutFormsAndTheAuthorIsToldWhyNotReview() throws Exception {
		perform(get("/manifests/7/revisions/2/review").with(SignedInMockMvc.as("vic"))).andExpect(status().isOk())
			.andExpect(content().string(allOf(not(containsString("id=\"comment-form\"")),
					not(containsString("id=\"review-form\"")), not(containsString("data-action=\"reply\"")),
					containsString("Approving needs the reviewer role."))));
		perform(get("/manifests/7/revisions/2/review").with(SignedInMockMvc.as("alice"))).andExpect(content()
			.string(allOf(containsString("id=\"comment-form\""), not(containsString("id=\"review-form\"")))));
	}

	@Test
	void aCommentFormAnswersTheActivityUnderHtmxAndRedirectsWithout() throws Exception {
		perform(post("/manifests/7/revisions/2/comments").header("HX-Request", "true")
			.param("group", "api")
			.param("container", "log-agent")
			.param("text", SCRIPT)
			.param("blocking", "true"))
			.andExpect(status().isOk())
			.andExpect(content().string(allOf(containsString("id=\"review-activity\""),
					// the changes come again out of band, with the threads beside them
					matchesPattern("(?s).*<section id=\"review-changes\"[^>]*hx-swap-oob=\"true\".*"
							+ "data-thread-note=\"11\".*"),
					not(containsString("<html")))));
		verify(this.comments).add(7, 2, new Anchor("api", "log-agent", null), SCRIPT, true, "alice");
		perform(post("/manifests/7/revisions/2/comments").param("text", "plain"))
			.andExpect(redirectedUrl("/manifests/7/revisions/2/review"));
	}

	@Test
	void aRefusedCommentIsSaidInTheFormWithItsTextKept() throws Exception {
		given(this.comments.add(eq(7L), eq(2), any(), eq("too long"), anyBoolean(), eq("alice")))
			.willThrow(new TextTooLongException("text", 10_001, 10_000));
		perform(post("/manifests/7/revisions/2/comments").header("HX-Request", "true").param("text", "too long"))
			.andExpect(status().isOk())
			.andExpect(
					content().string(allOf(containsString("The text has 10001 characters; at most 10000 are allowed"),
							containsString(">too long</textarea>"))));
	}

	@Test
	void reviewingOnesOwnRevisionIsSaidInTheStatus() throws Exception {
		given(this.approvals.review(7, 2, Verdict.APPROVE, null, "rita"))
			.willThrow(new OwnRevisionException("rita", 7, 2));
		perform(post("/manifests/7/revisions/2/approvals").with(SignedInMockMvc.as("rita"))
			.header("HX-Request", "true")
			.param("verdict", "approve")).andExpect(status().isOk())
			.andExpect(content().string(containsString("rita saved revision 2 (manifest 7)")));
	}

	@Test
	void whoMadeTheRevisionIsToldWhyTheyNeitherReviewNorResolveABlockingComment() throws Exception {
		// alice saved it: an editor, she may not resolve rita's blocking comment, and is
		// told why
		perform(get("/manifests/7/revisions/2/review").with(SignedInMockMvc.as("alice"))).andExpect(status().isOk())
			.andExpect(content().string(allOf(not(containsString("data-action=\"resolve\"")),
					containsString("data-resolve-refusal>Blocking comment 11 of rita is resolved by its author or by "
							+ "a reviewer who made none of the changes of revision 2; alice is not a reviewer</p>"))));
		// admin made draft version 3: told so, no review form, no resolve button
		perform(get("/manifests/7/revisions/2/review").with(SignedInMockMvc.as("admin"))).andExpect(status().isOk())
			.andExpect(content().string(allOf(not(containsString("id=\"review-form\"")),
					not(containsString("data-action=\"resolve\"")),
					containsString("You made this revision (admin made draft version 3 of revision 2 since approved "
							+ "revision 1), so someone else reviews it."),
					containsString("data-resolve-refusal>Blocking comment 11 of rita is resolved by its author or by "
							+ "a reviewer who made none of the changes of revision 2; admin made draft version 3 of "
							+ "revision 2 since approved revision 1</p>"))));
	}

	@Test
	void aRefusedResolutionIsSaidInTheActivity() throws Exception {
		given(this.comments.resolve(11, "alice", false)).willThrow(new ResolveRefusedException("Not yours to resolve"));
		perform(post("/manifests/7/revisions/2/comments/11/resolve").with(SignedInMockMvc.as("alice"))
			.header("HX-Request", "true")).andExpect(status().isOk())
			.andExpect(content().string(containsString("data-comment-error>Not yours to resolve</p>")));
		perform(post("/manifests/7/revisions/2/comments/11/resolve").with(SignedInMockMvc.as("rita"))
			.header("HX-Request", "true")).andExpect(status().isOk());
		verify(this.comments).resolve(11, "rita", true);
	}

	@Test
	void aViewerOrEditorCannotReviewAndAViewerCannotComment() throws Exception {
		perform(post("/manifests/7/revisions/2/approvals").with(SignedInMockMvc.as("alice"))
			.header("HX-Request", "true")
			.param("verdict", "approve")).andExpect(status().isForbidden());
		perform(post("/manifests/7/revisions/2/comments").with(SignedInMockMvc.as("vic"))
			.header("HX-Request", "true")
			.param("text", "hi")).andExpect(status().isForbidden());
		verify(this.approvals, never()).review(any(Long.class), any(Integer.class), any(), any(), any());
	}

	@Test
	void aCommentOfAnotherManifestOrRevisionIs404() throws Exception {
		perform(post("/manifests/7/revisions/2/comments/40/replies").header("HX-Request", "true").param("text", "hi"))
			.andExpect(status().isNotFound());
		perform(post("/manifests/7/revisions/1/comments/11/resolve").header("HX-Request", "true"))
			.andExpect(status().isNotFound());
		perform(get("/manifests/7/revisions/9/review")).andExpect(status().isNotFound());
		verify(this.comments, never()).reply(any(Long.class), any(), any());
		verify(this.comments, never()).resolve(any(Long.class), any(), anyBoolean());
	}

	@Test
	void theBoardGetsABadgePerPlaceWithOpenThreads() throws Exception {
		perform(get("/manifests/7/review/board-comments").header("HX-Request", "true")).andExpect(status().isOk())
			.andExpect(content().string(allOf(containsString("id=\"comments-chip-api/log-agent\""),
					containsString("hx-swap-oob=\"true\""), containsString("data-comment-count=\"1\""),
					containsString(
							"href=\"/manifests/7/revisions/2/review?group=api&amp;container=log-agent#comments\""),
					containsString("1 open comment threads on revision 2"))));
	}

	@Test
	void fieldAndContainerGroupCommentsGetABadgeOnTheirCardOrPaletteItemAndGonePlacesNone() throws Exception {
		List<CommentThread> threads = new ArrayList<>();
		threads.add(open(21, Anchor.field("web", "run.memory")));
		threads.add(open(22, Anchor.field("log-agent", "run.memory")));
		threads.add(open(23, Anchor.group("log-agent")));
		threads.add(open(24, Anchor.group("metrics")));
		threads.add(open(25, Anchor.group("gone")));
		threads.add(open(26, new Anchor("web", "log-agent", null)));
		threads.add(open(27, Anchor.MANIFEST));
		given(this.comments.threads(7, 2)).willReturn(threads);

		perform(get("/manifests/7/review/board-comments").header("HX-Request", "true")).andExpect(status().isOk())
			.andExpect(content().string(allOf(
					containsString("<a id=\"comments-pod-web\" hx-swap-oob=\"true\" class=\"comment-badge\""),
					containsString("href=\"/manifests/7/revisions/2/review?group=web#comments\" "
							+ "title=\"1 open comment on web in revision 2\""),
					containsString("id=\"comments-palette-log-agent\""),
					containsString(
							"aria-label=\"2 open comments on log-agent in revision 2\" data-comment-count=\"2\""),
					containsString("id=\"comments-palette-metrics\""),
					containsString("href=\"/manifests/7/revisions/2/review?group=metrics#comments\""),
					not(containsString("comments-pod-gone")), not(containsString("comments-palette-gone")),
					// the draft no longer places log-agent in web
					not(containsString("comments-chip-web/log-agent")), containsString("data-open-threads=\"7\""))));
	}

	/**
	 * The answer to {@code request}: the asynchronous one once it is ready (the page and
	 * the forms' htmx answers wait for the diff), or the one given at once (a refusal, an
	 * error). The request is sent once.
	 */
	private ResultActions perform(RequestBuilder request) throws Exception {
		MvcResult started = this.mvc.perform(request).andReturn();
		if (started.getRequest().isAsyncStarted()) {
			started.getAsyncResult(30_000);
			return this.mvc.perform(asyncDispatch(started));
		}
		return new ResultActions() {

			@Override
			public ResultActions andExpect(ResultMatcher matcher) throws Exception {
				matcher.match(started);
				return this;
			}

			@Override
			public ResultActions andDo(ResultHandler handler) throws Exception {
				handler.handle(started);
				return this;
			}

			@Override
			public MvcResult andReturn() {
				return started;
			}

		};
	}

	private static CommentThread open(long id, Anchor anchor) {
		return new CommentThread(new Comment(id, 7, 2, null, anchor, "c" + id, false, "rita", NOW, null, null),
				List.of(), false, null);
	}

}
