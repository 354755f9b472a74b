package io.manifeststudio.review.web;

import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;

import jakarta.servlet.AsyncEvent;
import jakarta.servlet.AsyncListener;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.TestConfiguration;
import org.springframework.boot.webmvc.test.autoconfigure.WebMvcTest;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Import;
import org.springframework.mock.web.MockAsyncContext;
import org.springframework.test.context.bean.override.mockito.MockitoBean;
import org.springframework.test.context.bean.override.mockito.MockitoSpyBean;
import org.springframework.test.web.servlet.MockMvc;
import org.springframework.test.web.servlet.MvcResult;

import io.manifeststudio.account.ManifestContent;
import io.manifeststudio.account.SignedInMockMvc;
import io.manifeststudio.manifest.Draft;
import io.manifeststudio.manifest.DraftBaseline;
import io.manifeststudio.manifest.DraftEditing;
import io.manifeststudio.manifest.ManifestService;
import io.manifeststudio.manifest.Revision;
import io.manifeststudio.review.Anchor;
import io.manifeststudio.review.Approvals;
import io.manifeststudio.review.Comments;
import io.manifeststudio.review.DiffBudget;
import io.manifeststudio.review.FourEyes;
import io.manifeststudio.review.ReviewStatus;
import io.manifeststudio.review.VersionDiff;
import io.manifeststudio.review.VersionDiffs;
import io.manifeststudio.review.VersionRef;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.allOf;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.not;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.ArgumentMatchers.anyLong;
import static org.mockito.BDDMockito.given;
import static org.mockito.Mockito.doReturn;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.verify;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.asyncDispatch;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.content;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.header;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.request;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

/**
 * The review page answers as the diff page does: asynchronously, its diff computed by
 * {@link VersionDiffs} off the request's thread within the diff budget (here a small one:
 * 4 changed lines, 2 changes listed); beyond the budget the page has the summary, links
 * to both revisions and to each pod's diff, and no line diff; and its diff is cancelled
 * when the server ends the request first (its timeout, an error on the connection), the
 * page and the forms' htmx answers alike.
 */
@WebMvcTest(ReviewPageController.class)
@Import({ ManifestContent.class, SignedInMockMvc.class, ReviewPages.class, ReviewPageAsyncTests.SmallBudget.class })
class ReviewPageAsyncTests {

	/** A diff budget that the fixture's two revisions exceed. */
	static final DiffBudget SMALL = new DiffBudget(4, 100_000, 100_000, 2);

	/**
	 * Revision 2: log-agent moved from web to api (as {@link DiffFixtures#AFTER}), and
	 * the memory of both pods changed: three changes, six changed lines.
	 */
	static final String LARGER = DiffFixtures.AFTER.replace("run: {memory: 256}", "run: {memory: 300}")
		.replace("run: {memory: 512}", "run: {memory: 600}");

	@TestConfiguration(proxyBeanMethods = false)
	static class SmallBudget {

		@Bean
		VersionDiffs versionDiffs(ManifestContent manifests) {
			return new VersionDiffs(manifests, SMALL, 1, Duration.ofSeconds(30));
		}

	}

	@MockitoBean
	DraftEditing draftEditing;

	@MockitoBean
	DraftBaseline draftBaseline;

	@MockitoBean
	ManifestService manifests;

	@MockitoBean
	Comments comments;

	@MockitoBean
	Approvals approvals;

	@MockitoSpyBean
	VersionDiffs diffs;

	@Autowired
	MockMvc mvc;

	/** The threads that parsed each revision, by number. */
	final Map<Integer, Set<String>> parsedOn = new ConcurrentHashMap<>();

	@BeforeEach
	void twoRevisions() {
		Revision one = DiffFixtures.revision(7, 1, DiffFixtures.BEFORE, "first");
		Revision two = DiffFixtures.revision(7, 2, LARGER, "log agent beside the api, more memory");
		given(this.manifests.get(7)).willReturn(DiffFixtures.manifest(7, "shop", 2, LARGER));
		given(this.manifests.revision(7, 1)).willReturn(one);
		given(this.manifests.revision(7, 2)).willReturn(two);
		given(this.manifests.parse(any(Revision.class))).willAnswer((call) -> {
			Revision revision = call.getArgument(0);
			this.parsedOn.computeIfAbsent(revision.number(), (n) -> ConcurrentHashMap.newKeySet())
				.add(Thread.currentThread().getName());
			return DiffFixtures.CODEC.read(revision.content());
		});
		given(this.manifests.parse(any(Draft.class)))
			.willAnswer((call) -> DiffFixtures.CODEC.read(call.<Draft>getArgument(0).content()));
		given(this.comments.threads(7, 2)).willReturn(List.of());
		given(this.approvals.makers(7, 2)).willReturn(new FourEyes.Makers(7, 2, 1, "alice", Map.of()));
		given(this.approvals.status(7, 2))
			.willReturn(new ReviewStatus(7, 2, "abc", false, List.of(), 0, 0, List.of("revision 2 has no approval")));
	}

	@Test
	void beyondTheDiffBudgetThePageHasTheSummaryAndEachPodsDiffButNoLineDiff() throws Exception {
		MvcResult started = this.mvc.perform(get("/manifests/7/revisions/2/review"))
			.andExpect(request().asyncStarted())
			.andReturn();
		started.getAsyncResult(30_000);

		this.mvc.perform(asyncDispatch(started))
			.andExpect(status().isOk())
			.andExpect(content().string(allOf(containsString("<span data-change>"),
					containsString("data-changes-left-out"), containsString("1 more changes"),
					containsString("data-over-budget=\"role-manifest\""), containsString("more than 4 changed lines"),
					containsString("href=\"/api/manifests/7/role-manifest.yml?revision=1\""),
					containsString("href=\"/api/manifests/7/role-manifest.yml?revision=2\""),
					containsString("<a href=\"/manifests/7/diff?from=1&amp;to=2&amp;pod=web\" data-pod-diff>web</a>"),
					containsString("<a href=\"/manifests/7/diff?from=1&amp;to=2&amp;pod=api\" data-pod-diff>api</a>"),
					containsString("href=\"/manifests/7/diff?from=1&amp;to=2\""), not(containsString("diff-line")),
					not(containsString("memory: 600")))));
		// the summary and the role manifest's line diff within the budget, and no
		// Kubernetes YAML: the page asks for nothing else
		verify(this.diffs).diffWithoutKubernetesAsync(7, VersionRef.revision(1), VersionRef.revision(2));
		verify(this.diffs, never()).diffAsync(anyLong(), any(), any(), any());
		verify(this.diffs, never()).diffOfFirstPodAsync(anyLong(), any(), any());
		// for an editor (whose content is not masked) revision 1 is parsed only by the
		// diff: on a computation's thread, not the request's
		assertThat(this.parsedOn.get(1)).isNotEmpty().allMatch((name) -> name.startsWith("bounded-computation-"));
	}

	@Test
	void theDiffIsCancelledWhenTheAsynchronousRequestTimesOutAndTheAnswerIs503() throws Exception {
		CompletableFuture<VersionDiff> pending = new CompletableFuture<>();
		doReturn(pending).when(this.diffs).diffWithoutKubernetesAsync(anyLong(), any(), any());

		MvcResult started = this.mvc.perform(get("/manifests/7/revisions/2/review"))
			.andExpect(request().asyncStarted())
			.andReturn();
		assertThat(pending).isNotDone();
		MockAsyncContext async = (MockAsyncContext) started.getRequest().getAsyncContext();
		assertThat(async.getTimeout()).isEqualTo(this.diffs.longestWait().plusSeconds(5).toMillis());
		for (AsyncListener listener : async.getListeners()) {
			listener.onTimeout(new AsyncEvent(async));
		}

		assertThat(pending).isCancelled();
		this.mvc.perform(asyncDispatch(started))
			.andExpect(status().isServiceUnavailable())
			.andExpect(header().exists("Retry-After"));
	}

	@Test
	void theDiffOfAFormsHtmxAnswerIsCancelledWhenTheServerReportsAnErrorOnTheConnection() throws Exception {
		CompletableFuture<VersionDiff> pending = new CompletableFuture<>();
		doReturn(pending).when(this.diffs).diffWithoutKubernetesAsync(anyLong(), any(), any());

		MvcResult started = this.mvc
			.perform(post("/manifests/7/revisions/2/comments").header("HX-Request", "true").param("text", "why?"))
			.andExpect(request().asyncStarted())
			.andReturn();
		verify(this.comments).add(7, 2, Anchor.MANIFEST, "why?", false, "alice");
		assertThat(pending).isNotDone();
		MockAsyncContext async = (MockAsyncContext) started.getRequest().getAsyncContext();
		for (AsyncListener listener : async.getListeners()) {
			listener.onError(new AsyncEvent(async, new IOException("Connection reset by peer")));
		}

		assertThat(pending).isCancelled();
	}

	@Test
	void theFirstRevisionHasNothingToCompareAndAsksForNoDiff() throws Exception {
		given(this.comments.threads(7, 1)).willReturn(List.of());
		given(this.approvals.makers(7, 1)).willReturn(new FourEyes.Makers(7, 1, 0, "alice", Map.of()));
		given(this.approvals.status(7, 1))
			.willReturn(new ReviewStatus(7, 1, "abc", false, List.of(), 0, 0, List.of("revision 1 has no approval")));

		MvcResult started = this.mvc.perform(get("/manifests/7/revisions/1/review")).andReturn();
		started.getAsyncResult(30_000);
		this.mvc.perform(asyncDispatch(started))
			.andExpect(status().isOk())
			.andExpect(content().string(allOf(containsString("The first revision"),
					not(containsString("data-over-budget")), not(containsString("data-pod-diff")))));
		verify(this.diffs, never()).diffWithoutKubernetesAsync(anyLong(), any(), any());
	}

}
