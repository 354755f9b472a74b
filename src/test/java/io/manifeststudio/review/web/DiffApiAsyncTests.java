package io.manifeststudio.review.web;

import java.io.IOException;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;

import jakarta.servlet.AsyncEvent;
import jakarta.servlet.AsyncListener;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.webmvc.test.autoconfigure.WebMvcTest;
import org.springframework.context.annotation.Import;
import org.springframework.mock.web.MockAsyncContext;
import org.springframework.test.context.bean.override.mockito.MockitoBean;
import org.springframework.test.web.servlet.MockMvc;
import org.springframework.test.web.servlet.MvcResult;

import io.manifeststudio.account.ManifestContent;
import io.manifeststudio.account.SignedInMockMvc;
import io.manifeststudio.manifest.DraftBaseline;
import io.manifeststudio.manifest.DraftEditing;
import io.manifeststudio.manifest.ManifestService;
import io.manifeststudio.review.Comments;
import io.manifeststudio.review.DiffThreads;
import io.manifeststudio.review.DiffsBusyException;
import io.manifeststudio.review.VersionDiff;
import io.manifeststudio.review.VersionDiffs;
import io.manifeststudio.review.VersionRef;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.ArgumentMatchers.anyLong;
import static org.mockito.ArgumentMatchers.eq;
import static org.mockito.BDDMockito.given;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.asyncDispatch;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.content;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.header;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.request;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

/**
 * The diff API answers asynchronously: its request's thread does not wait for the diff; a
 * diff not ready in time is still a 503 with {@code Retry-After} and problem JSON; and
 * the diff is cancelled when the server ends the asynchronous request first (its timeout,
 * an error on the connection).
 */
@WebMvcTest(DiffApiController.class)
@Import({ ManifestContent.class, SignedInMockMvc.class, DiffThreads.class })
class DiffApiAsyncTests {

	@MockitoBean
	DraftEditing draftEditing;

	@MockitoBean
	DraftBaseline draftBaseline;

	@MockitoBean
	ManifestService manifests;

	@MockitoBean
	Comments comments;

	@MockitoBean
	VersionDiffs diffs;

	@Autowired
	MockMvc mvc;

	@BeforeEach
	void waits() {
		given(this.diffs.longestWait()).willReturn(Duration.ofSeconds(120));
		given(this.diffs.busy()).willAnswer((call) -> new DiffsBusyException(1, 60));
	}

	@Test
	void aDiffNotReadyInTimeIs503WithRetryAfterAndProblemJson() throws Exception {
		CompletableFuture<VersionDiff> late = new CompletableFuture<>();
		given(this.diffs.diffAsync(eq(7L), any(VersionRef.class), any(VersionRef.class), any())).willReturn(late);

		MvcResult started = this.mvc.perform(get("/api/manifests/7/diff").param("from", "1"))
			.andExpect(request().asyncStarted())
			.andReturn();
		late.completeExceptionally(new DiffsBusyException(1, 60));

		this.mvc.perform(asyncDispatch(started))
			.andExpect(status().isServiceUnavailable())
			.andExpect(header().string("Retry-After", String.valueOf(DiffsBusyException.RETRY_AFTER_SECONDS)))
			.andExpect(content().contentTypeCompatibleWith("application/problem+json"))
			.andExpect(jsonPath("$.status").value(503))
			.andExpect(jsonPath("$.detail").value(containsString("diff")));
	}

	@Test
	void theDiffIsCancelledWhenTheServerReportsAnErrorOnTheConnection() throws Exception {
		CompletableFuture<VersionDiff> pending = new CompletableFuture<>();
		given(this.diffs.diffAsync(anyLong(), any(VersionRef.class), any(VersionRef.class), any())).willReturn(pending);

		MvcResult started = this.mvc.perform(get("/api/manifests/7/diff").param("from", "1"))
			.andExpect(request().asyncStarted())
			.andReturn();
		assertThat(pending).isNotDone();
		MockAsyncContext async = (MockAsyncContext) started.getRequest().getAsyncContext();
		for (AsyncListener listener : async.getListeners()) {
			listener.onError(new AsyncEvent(async, new IOException("Connection reset by peer")));
		}

		assertThat(pending).isCancelled();
	}

	@Test
	void theDiffIsCancelledWhenTheAsynchronousRequestTimesOutAndTheAnswerIs503() throws Exception {
		CompletableFuture<VersionDiff> pending = new CompletableFuture<>();
		given(this.diffs.diffAsync(anyLong(), any(VersionRef.class), any(VersionRef.class), any())).willReturn(pending);

		MvcResult started = this.mvc.perform(get("/api/manifests/7/diff").param("from", "1"))
			.andExpect(request().asyncStarted())
			.andReturn();
		MockAsyncContext async = (MockAsyncContext) started.getRequest().getAsyncContext();
		for (AsyncListener listener : async.getListeners()) {
			listener.onTimeout(new AsyncEvent(async));
		}

		assertThat(pending).isCancelled();
		this.mvc.perform(asyncDispatch(started))
			.andExpect(status().isServiceUnavailable())
			.andExpect(header().exists("Retry-After"))
			.andExpect(content().contentTypeCompatibleWith("application/problem+json"));
	}

}
