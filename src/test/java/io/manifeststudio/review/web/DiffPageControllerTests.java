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
import io.manifeststudio.manifest.RevisionSummary;
import io.manifeststudio.manifest.RevisionNotFoundException;
import io.manifeststudio.review.Anchor;
import io.manifeststudio.review.Comment;
import io.manifeststudio.review.CommentThread;
import io.manifeststudio.review.Comments;
import io.manifeststudio.review.DiffThreads;
import io.manifeststudio.review.VersionDiffs;
import io.manifeststudio.account.SignedInMockMvc;

import static org.hamcrest.Matchers.allOf;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.matchesPattern;
import static org.hamcrest.Matchers.not;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.BDDMockito.given;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.asyncDispatch;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.content;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.view;

/**
 * The diff page over a mocked store with the real diffs: what it shows, its htmx fragment
 * and its error pages.
 */
@WebMvcTest(DiffPageController.class)
@Import({ ManifestContent.class, SignedInMockMvc.class, VersionDiffs.class, DiffThreads.class })
class DiffPageControllerTests {

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
		Revision one = DiffFixtures.revision(7, 1, DiffFixtures.BEFORE, "first <b>bold</b>");
		given(this.manifests.get(7)).willReturn(DiffFixtures.manifest(7, "<script>x</script>", 1, DiffFixtures.AFTER));
		given(this.manifests.get(8)).willThrow(new ManifestNotFoundException(8));
		given(this.manifests.revisions(7)).willReturn(List.of(RevisionSummary.of(one)));
		given(this.manifests.revision(7, 1)).willReturn(one);
		given(this.manifests.revision(7, 5)).willThrow(new RevisionNotFoundException(7, 5));
		given(this.manifests.draft(7)).willReturn(DiffFixtures.draft(7, DiffFixtures.AFTER));
		given(this.manifests.parse(any(Revision.class)))
			.willAnswer((call) -> DiffFixtures.CODEC.read(call.<Revision>getArgument(0).content()));
		given(this.manifests.parse(any(Draft.class)))
			.willAnswer((call) -> DiffFixtures.CODEC.read(call.<Draft>getArgument(0).content()));
	}

	@Test
	void withoutParametersTheNewestRevisionIsComparedWithTheDraftOnTheFirstPod() throws Exception {
		perform(get("/manifests/7/diff")).andExpect(status().isOk())
			.andExpect(view().name(DiffPageController.VIEW))
			.andExpect(content()
				.string(containsString("<span data-change>log-agent moved from pod web to pod api</span>")))
			.andExpect(content().string(containsString("From revision 1 to the draft")))
			.andExpect(content().string(containsString("Kubernetes YAML of pod web")))
			.andExpect(content().string(containsString("<option value=\"web\" selected=\"selected\">web</option>")))
			.andExpect(content().string(
					containsString("<td class=\"diff-line removed\">        colocated_containers: [log-agent]</td>")))
			.andExpect(content().string(containsString("<td class=\"diff-line empty\"></td>")))
			.andExpect(
					content().string(containsString("href=\"/api/manifests/7/diff?from=1&amp;to=draft&amp;pod=web\"")));
	}

	@Test
	void commentThreadsShowBesideTheChangeOfTheirPlaceAndTheOthersInAListEscaped() throws Exception {
		Instant now = Instant.parse("2026-12-03T10:00:00Z");
		Comment onTheChip = new Comment(11, 7, 1, null, new Anchor("web", "log-agent", null),
				"<script>alert(1)</script>", true, "rita", now, null, null);
		Comment reply = new Comment(12, 7, 1, 11L, Anchor.MANIFEST, "because", false, "alice", now, null, null);
		Comment onTheRevision = new Comment(13, 7, 1, null, Anchor.MANIFEST, "<b>ok</b>", false, "bob", now, "rita",
				now);
		given(this.comments.threads(7, 1)).willReturn(List.of(new CommentThread(onTheChip, List.of(reply), true, 2),
				new CommentThread(onTheRevision, List.of(), false, 2)));

		perform(get("/manifests/7/diff").param("from", "1").param("to", "draft")).andExpect(status().isOk())
			// the thread on the moved chip inside the change's item, before the list of
			// the others
			.andExpect(content().string(matchesPattern("(?s).*<span data-change>log-agent moved from pod web to pod api"
					+ "</span>\\s*<ul class=\"thread-notes\">\\s*<li class=\"thread-note\s+is-outdated\" "
					+ "data-thread-note=\"11\" data-comment-revision=\"1\" data-blocking=\"true\" "
					+ "data-outdated=\"true\" data-resolved=\"false\">.*id=\"diff-comments-elsewhere\".*"
					+ "data-thread-note=\"13\".*")))
			.andExpect(content().string(allOf(containsString("href=\"/manifests/7/revisions/1/review#thread-11\""),
					containsString(">web / log-agent</a>"), containsString("&lt;script&gt;alert(1)&lt;/script&gt;"),
					not(containsString("<script>alert(1)</script>")), containsString("outdated: changed by revision 2"),
					containsString("blocking"), containsString("rita on revision 1, 3 Dec 2026 10:00 UTC · 1 reply"),
					containsString("&lt;b&gt;ok&lt;/b&gt;"), containsString("resolved by rita"),
					containsString(">the whole revision</a>"))));
	}

	@Test
	void withoutCommentsThereIsNoListOfOtherPlaces() throws Exception {
		perform(get("/manifests/7/diff").param("from", "1").param("to", "draft")).andExpect(status().isOk())
			.andExpect(content()
				.string(allOf(not(containsString("thread-notes")), not(containsString("diff-comments-elsewhere")))));
	}

	@Test
	void namesAndMessagesAreShownEscaped() throws Exception {
		perform(get("/manifests/7/diff").param("from", "1").param("to", "draft")).andExpect(status().isOk())
			.andExpect(content().string(containsString("&lt;script&gt;x&lt;/script&gt;")))
			.andExpect(content().string(containsString("revision 1: first &lt;b&gt;bold&lt;/b&gt;")))
			.andExpect(content().string(not(containsString("<script>x</script>"))))
			.andExpect(content().string(not(containsString("<b>bold</b>"))));
	}

	@Test
	void anHtmxRequestGetsOnlyTheResult() throws Exception {
		perform(get("/manifests/7/diff").param("from", "1")
			.param("to", "draft")
			.param("pod", "api")
			.header("HX-Request", "true")).andExpect(status().isOk())
			.andExpect(view().name(DiffPageController.RESULT_FRAGMENT))
			.andExpect(content().string(containsString("Kubernetes YAML of pod api")))
			.andExpect(content().string(not(containsString("<html"))));
	}

	@Test
	void badVersionsAndPodsAreThe400PageSayingWhatIsWrong() throws Exception {
		perform(get("/manifests/7/diff").param("from", "latest")).andExpect(status().isBadRequest())
			.andExpect(view().name("error"))
			.andExpect(content().string(containsString("&quot;latest&quot; is not a version of a manifest")));
		perform(get("/manifests/7/diff").param("from", "1").param("pod", "nope")).andExpect(status().isBadRequest())
			.andExpect(content().string(containsString("There is no pod &quot;nope&quot;")));
	}

	@Test
	void unknownManifestsAndRevisionsAreThe404Page() throws Exception {
		perform(get("/manifests/8/diff")).andExpect(status().isNotFound()).andExpect(view().name("error"));
		perform(get("/manifests/7/diff").param("from", "5")).andExpect(status().isNotFound())
			.andExpect(view().name("error"));
	}

	@Test
	void aFirstPodWhoseNameHoldsBracesLinksItsDiffAsData() throws Exception {
		String before = DiffFixtures.BEFORE.replace("- name: web\n", "- name: \"w{e}b\"\n");
		String after = DiffFixtures.AFTER.replace("- name: web\n", "- name: \"w{e}b\"\n");
		Revision one = DiffFixtures.revision(7, 1, before, "braces");
		given(this.manifests.get(7)).willReturn(DiffFixtures.manifest(7, "braces", 1, after));
		given(this.manifests.revisions(7)).willReturn(List.of(RevisionSummary.of(one)));
		given(this.manifests.revision(7, 1)).willReturn(one);
		given(this.manifests.draft(7)).willReturn(DiffFixtures.draft(7, after));

		perform(get("/manifests/7/diff")).andExpect(status().isOk())
			.andExpect(content().string(containsString("Kubernetes YAML of pod w{e}b")))
			.andExpect(content()
				.string(containsString("href=\"/api/manifests/7/diff?from=1&amp;to=draft&amp;pod=w%7Be%7Db\"")));
	}

	@Test
	void aManifestWithoutRevisionsSaysSo() throws Exception {
		given(this.manifests.revisions(7)).willReturn(List.of());
		perform(get("/manifests/7/diff")).andExpect(status().isOk())
			.andExpect(content().string(containsString("There is no revision yet to compare with")));
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
