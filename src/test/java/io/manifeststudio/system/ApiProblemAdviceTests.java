package io.manifeststudio.system;

import org.junit.jupiter.api.Test;

import org.springframework.dao.PessimisticLockingFailureException;
import org.springframework.http.MediaType;
import org.springframework.stereotype.Controller;
import org.springframework.test.web.servlet.MockMvc;
import org.springframework.test.web.servlet.setup.MockMvcBuilders;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RestController;

import io.github.wimdeblauwe.htmx.spring.boot.mvc.HxRequest;

import io.manifeststudio.export.ExportTooLargeException;
import io.manifeststudio.manifest.ManifestNotFoundException;

import static org.assertj.core.api.Assertions.assertThatException;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.not;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.content;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

/**
 * Problem JSON for {@code /api/**}, for handlers whose answer is the body and for htmx
 * fragments; a page's failure is left to the pages' own handling.
 */
class ApiProblemAdviceTests {

	final MockMvc mvc = MockMvcBuilders.standaloneSetup(new ThrowingController(), new ThrowingPage())
		.setControllerAdvice(new ApiProblemAdvice())
		.build();

	@Test
	void apiFailuresBecomeProblemJson() throws Exception {
		this.mvc.perform(get("/api/throw/missing"))
			.andExpect(status().isNotFound())
			.andExpect(content().contentType(MediaType.APPLICATION_PROBLEM_JSON))
			.andExpect(jsonPath("$.type").value("about:blank"))
			.andExpect(jsonPath("$.title").value("Not Found"))
			.andExpect(jsonPath("$.status").value(404))
			.andExpect(jsonPath("$.detail").value("There is no manifest with id 5"))
			.andExpect(jsonPath("$.instance").value("/api/throw/missing"));
		this.mvc.perform(get("/api/throw/lock"))
			.andExpect(status().isConflict())
			.andExpect(jsonPath("$.detail").value(containsString("try again")));
	}

	@Test
	void anExportLargerThanOneExportMayWriteIs422() throws Exception {
		this.mvc.perform(get("/api/throw/too-large"))
			.andExpect(status().isUnprocessableContent())
			.andExpect(jsonPath("$.status").value(422))
			.andExpect(jsonPath("$.detail").value(containsString("32 MB")));
	}

	@Test
	void aBugIsA500WithoutAStackTrace() throws Exception {
		this.mvc.perform(get("/api/throw/bug"))
			.andExpect(status().isInternalServerError())
			.andExpect(content().contentType(MediaType.APPLICATION_PROBLEM_JSON))
			.andExpect(jsonPath("$.detail").value(containsString("bug")))
			.andExpect(content().string(not(containsString("IllegalStateException"))))
			.andExpect(content().string(not(containsString("secret detail"))));
	}

	@Test
	void aBodyAnswerOrAnHtmxFragmentOutsideTheApiIsProblemJsonToo() throws Exception {
		this.mvc.perform(get("/stream/throw/missing"))
			.andExpect(status().isNotFound())
			.andExpect(content().contentType(MediaType.APPLICATION_PROBLEM_JSON))
			.andExpect(jsonPath("$.detail").value("There is no manifest with id 5"));
		this.mvc.perform(get("/fragments/throw/missing").header("HX-Request", "true"))
			.andExpect(status().isNotFound())
			.andExpect(content().contentType(MediaType.APPLICATION_PROBLEM_JSON))
			.andExpect(jsonPath("$.instance").value("/fragments/throw/missing"));
	}

	@Test
	void pagesAreLeftAlone() {
		assertThatException().isThrownBy(() -> this.mvc.perform(get("/pages/throw/missing")))
			.havingRootCause()
			.isInstanceOf(ManifestNotFoundException.class);
	}

	@RestController
	static class ThrowingController {

		@GetMapping({ "/api/throw/{what}", "/stream/throw/{what}" })
		String fail(@PathVariable String what) {
			switch (what) {
				case "missing" -> throw new ManifestNotFoundException(5);
				case "lock" -> throw new PessimisticLockingFailureException("lock timeout");
				case "too-large" -> throw new ExportTooLargeException("Kubernetes YAML", 32 * 1024 * 1024);
				default -> throw new IllegalStateException("secret detail");
			}
		}

	}

	/** A page and its htmx fragment: their answers are views. */
	@Controller
	static class ThrowingPage {

		@GetMapping("/pages/throw/{what}")
		String page(@PathVariable String what) {
			return new ThrowingController().fail(what);
		}

		@HxRequest
		@GetMapping("/fragments/throw/{what}")
		String fragment(@PathVariable String what) {
			return new ThrowingController().fail(what);
		}

	}

}
