package io.manifeststudio.review.web;

import java.time.Instant;
import java.util.List;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.webmvc.test.autoconfigure.WebMvcTest;
import org.springframework.context.annotation.Import;
import org.springframework.test.context.bean.override.mockito.MockitoBean;
import org.springframework.test.web.servlet.MockMvc;
import org.springframework.test.web.servlet.MvcResult;
import org.springframework.test.web.servlet.ResultActions;
import org.springframework.test.web.servlet.request.MockHttpServletRequestBuilder;

import io.manifeststudio.manifest.DraftBaseline;
import io.manifeststudio.manifest.DraftEditing;
import io.manifeststudio.account.ManifestContent;
import io.manifeststudio.manifest.Draft;
import io.manifeststudio.manifest.ManifestNotFoundException;
import io.manifeststudio.manifest.ManifestService;
import io.manifeststudio.manifest.Revision;
import io.manifeststudio.manifest.RevisionNotFoundException;
import io.manifeststudio.review.Anchor;
import io.manifeststudio.review.Comment;
import io.manifeststudio.review.CommentThread;
import io.manifeststudio.review.Comments;
import io.manifeststudio.review.DiffThreads;
import io.manifeststudio.review.VersionDiffs;
import io.manifeststudio.account.SignedInMockMvc;

import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.hasItem;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.BDDMockito.given;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.asyncDispatch;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

/**
 * {@code GET /api/manifests/{id}/diff} over a mocked store with the real diffs: its JSON
 * and its 4xx errors.
 */
@WebMvcTest(DiffApiController.class)
@Import({ ManifestContent.class, SignedInMockMvc.class, VersionDiffs.class, DiffThreads.class })
class DiffApiControllerTests {

	@MockitoBean
	DraftEditing draftEditing;

	@MockitoBean
	DraftBaseline draftBaseline;

	@Autowired
	MockMvc mvc;

	@MockitoBean
	ManifestService manifests;

	@MockitoBean
	Comments comments;

	@BeforeEach
	void twoVersions() {
		Revision one = DiffFixtures.revision(7, 1, DiffFixtures.BEFORE, "first");
		Draft draft = DiffFixtures.draft(7, DiffFixtures.AFTER);
		given(this.manifests.revision(7, 1)).willReturn(one);
		given(this.manifests.revision(7, 2)).willThrow(new RevisionNotFoundException(7, 2));
		given(this.manifests.revision(8, 1)).willThrow(new ManifestNotFoundException(8));
		given(this.manifests.draft(7)).willReturn(draft);
		given(this.manifests.parse(any(Revision.class)))
			.willAnswer((call) -> DiffFixtures.CODEC.read(call.<Revision>getArgument(0).content()));
		given(this.manifests.parse(any(Draft.class)))
			.willAnswer((call) -> DiffFixtures.CODEC.read(call.<Draft>getArgument(0).content()));
	}

	@Test
	void diffOfARevisionAndTheDraftHasTheSummaryAndBothDiffs() throws Exception {
		perform(get("/api/manifests/7/diff").param("from", "1").param("to", "draft").param("pod", "api"))
			.andExpect(status().isOk())
			.andExpect(jsonPath("$.from").value("1"))
			.andExpect(jsonPath("$.to").value("draft"))
			.andExpect(jsonPath("$.pod").value("api"))
			.andExpect(jsonPath("$.summary[0]").value("log-agent moved from pod web to pod api"))
			.andExpect(jsonPath("$.roleManifest")
				.value(containsString("--- revision-1/role-manifest.yml\n+++ draft/role-manifest.yml\n")))
			.andExpect(jsonPath("$.roleManifest").value(containsString("-        colocated_containers: [log-agent]\n")))
			.andExpect(jsonPath("$.kubernetes").value(containsString("+++ draft/api.yaml")))
			.andExpect(jsonPath("$.kubernetes").value(containsString("+        name: log-agent\n")))
			.andExpect(jsonPath("$.hunks.roleManifest[0].header").value("@@ -5,7 +5,6 @@"))
			.andExpect(jsonPath("$.hunks.roleManifest[1].lines[*].kind").value(hasItem("added")))
			.andExpect(jsonPath("$.hunks.roleManifest[0].lines[*].kind").value(hasItem("removed")))
			.andExpect(jsonPath("$.hunks.kubernetes[0].lines[0].kind").exists());
	}

	@Test
	void theThreadsOfTheRevisionsComparedComeWithTheChangeTheyAreBeside() throws Exception {
		Instant now = Instant.parse("2026-12-03T10:00:00Z");
		Comment onTheChip = new Comment(11, 7, 1, null, new Anchor("web", "log-agent", null), "<b>why?</b>", true,
				"rita", now, null, null);
		Comment onTheRevision = new Comment(13, 7, 1, null, Anchor.MANIFEST, "fine", false, "bob", now, null, null);
		given(this.comments.threads(7, 1)).willReturn(List.of(new CommentThread(onTheRevision, List.of(), false, null),
				new CommentThread(onTheChip, List.of(), false, null)));

		perform(get("/api/manifests/7/diff").param("from", "1").param("to", "draft")).andExpect(status().isOk())
			.andExpect(jsonPath("$.comments.length()").value(2))
			.andExpect(jsonPath("$.comments[0].change").value(0))
			.andExpect(jsonPath("$.comments[0].thread.id").value(11))
			.andExpect(jsonPath("$.comments[0].thread.text").value("<b>why?</b>"))
			.andExpect(jsonPath("$.comments[0].thread.anchor.container").value("log-agent"))
			.andExpect(jsonPath("$.comments[0].thread.blocking").value(true))
			.andExpect(jsonPath("$.comments[0].thread.outdated").value(false))
			.andExpect(jsonPath("$.comments[1].change").doesNotExist())
			.andExpect(jsonPath("$.comments[1].thread.id").value(13));
	}

	@Test
	void withoutAPodTheWholeExportIsCompared() throws Exception {
		perform(get("/api/manifests/7/diff").param("from", "1")).andExpect(status().isOk())
			.andExpect(jsonPath("$.to").value("draft"))
			.andExpect(jsonPath("$.pod").doesNotExist())
			.andExpect(jsonPath("$.kubernetes").value(containsString("+++ draft/kubernetes.yaml")));
	}

	@Test
	void sameVersionsHaveNoChange() throws Exception {
		perform(get("/api/manifests/7/diff").param("from", "1").param("to", "1")).andExpect(status().isOk())
			.andExpect(jsonPath("$.summary").isEmpty())
			.andExpect(jsonPath("$.roleManifest").value(""))
			.andExpect(jsonPath("$.hunks.roleManifest").isEmpty());
	}

	@Test
	void aVersionThatIsNotANumberNorDraftIs400NamingTheParameter() throws Exception {
		perform(get("/api/manifests/7/diff").param("from", "one").param("to", "draft"))
			.andExpect(status().isBadRequest())
			.andExpect(jsonPath("$.status").value(400))
			.andExpect(jsonPath("$.field").value("from"))
			.andExpect(jsonPath("$.detail").value(containsString("\"one\" is not a version")));
		perform(get("/api/manifests/7/diff").param("from", "1").param("to", "0")).andExpect(status().isBadRequest())
			.andExpect(jsonPath("$.field").value("to"));
		perform(get("/api/manifests/7/diff").param("from", "<script>alert(1)</script>"))
			.andExpect(status().isBadRequest())
			.andExpect(jsonPath("$.field").value("from"));
	}

	@Test
	void aMissingFromIs400() throws Exception {
		perform(get("/api/manifests/7/diff")).andExpect(status().isBadRequest())
			.andExpect(jsonPath("$.status").value(400));
	}

	@Test
	void aRevisionTheManifestDoesNotHaveIs404() throws Exception {
		perform(get("/api/manifests/7/diff").param("from", "2")).andExpect(status().isNotFound())
			.andExpect(jsonPath("$.status").value(404))
			.andExpect(jsonPath("$.detail").value(containsString("2")));
		perform(get("/api/manifests/8/diff").param("from", "1")).andExpect(status().isNotFound())
			.andExpect(jsonPath("$.status").value(404));
	}

	@Test
	void aNonNumericManifestIdIs400() throws Exception {
		perform(get("/api/manifests/seven/diff").param("from", "1")).andExpect(status().isBadRequest())
			.andExpect(jsonPath("$.status").value(400));
	}

	@Test
	void anUnknownPodIs400NamingThePod() throws Exception {
		perform(get("/api/manifests/7/diff").param("from", "1").param("pod", "log-agent"))
			.andExpect(status().isBadRequest())
			.andExpect(jsonPath("$.field").value("pod"))
			.andExpect(jsonPath("$.detail").value(containsString("the pods are [web, api]")));
	}

	/**
	 * The answer to {@code request}: the asynchronous one once it is ready, or the one
	 * given at once (an error).
	 */
	private ResultActions perform(MockHttpServletRequestBuilder request) throws Exception {
		MvcResult started = this.mvc.perform(request).andReturn();
		if (!started.getRequest().isAsyncStarted()) {
			return this.mvc.perform(request);
		}
		started.getAsyncResult(30_000);
		return this.mvc.perform(asyncDispatch(started));
	}

}
