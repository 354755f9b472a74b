package io.manifeststudio.export.web;

import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.TestConfiguration;
import org.springframework.boot.webmvc.test.autoconfigure.WebMvcTest;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Import;
import org.springframework.test.context.bean.override.mockito.MockitoBean;
import org.springframework.test.web.servlet.MockMvc;

import io.manifeststudio.account.ManifestContent;
import io.manifeststudio.account.SignedInMockMvc;
import io.manifeststudio.export.ExportSlots;
import io.manifeststudio.manifest.DraftBaseline;
import io.manifeststudio.manifest.DraftEditing;
import io.manifeststudio.manifest.model.ManifestCodec;
import io.manifeststudio.manifest.ManifestService;
import io.manifeststudio.manifest.ServerBusyException;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.header;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

/**
 * Exports are limited as diffs and validations are: while every export slot is taken, an
 * export waits its turn for the wait, then answers 503 with {@code Retry-After} and says
 * why; once a slot is free it is served.
 */
@Import({ ManifestContent.class, SignedInMockMvc.class, ManifestCodec.class,
		io.manifeststudio.export.rules.VersionValidators.class, ExportSlotsWebTests.OneSlot.class })
@WebMvcTest(KubernetesExportController.class)
class ExportSlotsWebTests {

	@TestConfiguration
	static class OneSlot {

		@Bean
		ExportSlots exportSlots() {
			return new ExportSlots(1, Duration.ofSeconds(1));
		}

	}

	@MockitoBean
	DraftEditing draftEditing;

	@MockitoBean
	DraftBaseline draftBaseline;

	@MockitoBean
	ManifestService manifests;

	@Autowired
	MockMvc mvc;

	@Autowired
	ExportSlots slots;

	@Test
	void anExportThatFindsEverySlotTakenWaitsThenAnswers503WithRetryAfter() throws Exception {
		CountDownLatch taken = new CountDownLatch(1);
		CountDownLatch release = new CountDownLatch(1);
		ExecutorService other = Executors.newSingleThreadExecutor();
		try {
			Future<String> running = other.submit(() -> this.slots.run(() -> {
				taken.countDown();
				try {
					release.await(30, TimeUnit.SECONDS);
				}
				catch (InterruptedException ex) {
					Thread.currentThread().interrupt();
				}
				return "a long export";
			}));
			assertThat(taken.await(10, TimeUnit.SECONDS)).isTrue();
			this.mvc.perform(post("/api/export/kubernetes.yaml").content(KubernetesExportControllerTests.SIDECAR))
				.andExpect(status().isServiceUnavailable())
				.andExpect(header().string("Retry-After", String.valueOf(ServerBusyException.RETRY_AFTER_SECONDS)))
				.andExpect(jsonPath("$.detail", containsString("running 1 exports at once")));
			release.countDown();
			assertThat(running.get(10, TimeUnit.SECONDS)).isEqualTo("a long export");
			this.mvc.perform(post("/api/export/kubernetes.yaml").content(KubernetesExportControllerTests.SIDECAR))
				.andExpect(status().isOk());
		}
		finally {
			other.shutdownNow();
		}
	}

}
