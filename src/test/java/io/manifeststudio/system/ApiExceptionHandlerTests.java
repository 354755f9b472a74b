package io.manifeststudio.system;

import org.junit.jupiter.api.Test;

import org.springframework.dao.PessimisticLockingFailureException;
import org.springframework.http.MediaType;
import org.springframework.test.web.servlet.MockMvc;
import org.springframework.test.web.servlet.setup.MockMvcBuilders;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RestController;

import io.manifeststudio.export.ExportTooLargeException;
import io.manifeststudio.manifest.ManifestNotFoundException;

import static org.assertj.core.api.Assertions.assertThatException;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.not;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.content;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

/** JSON errors for {@code /api/**} only; other paths are left to the pages' own handling. */
class ApiExceptionHandlerTests {

	final MockMvc mvc = MockMvcBuilders.standaloneSetup(new ThrowingController())
		.setControllerAdvice(new ApiExceptionHandler())
		.build();

	@Test
	void apiFailuresBecomeJson() throws Exception {
		this.mvc.perform(get("/api/throw/missing"))
			.andExpect(status().isNotFound())
			.andExpect(content().contentTypeCompatibleWith(MediaType.APPLICATION_JSON))
			.andExpect(jsonPath("$.error").value("There is no manifest with id 5"));
		this.mvc.perform(get("/api/throw/lock"))
			.andExpect(status().isConflict())
			.andExpect(jsonPath("$.error").value(containsString("try again")));
	}

	@Test
	void anExportLargerThanOneExportMayWriteIs422() throws Exception {
		this.mvc.perform(get("/api/throw/too-large"))
			.andExpect(status().isUnprocessableContent())
			.andExpect(jsonPath("$.status").value(422))
			.andExpect(jsonPath("$.error").value(containsString("32 MB")));
	}

	@Test
	void aBugIsA500WithoutAStackTrace() throws Exception {
		this.mvc.perform(get("/api/throw/bug"))
			.andExpect(status().isInternalServerError())
			.andExpect(jsonPath("$.error").value(containsString("bug")))
			.andExpect(content().string(not(containsString("IllegalStateException"))))
			.andExpect(content().string(not(containsString("secret detail"))));
	}

	@Test
	void otherPathsAreLeftAlone() {
		assertThatException().isThrownBy(() -> this.mvc.perform(get("/pages/throw/missing")))
			.havingRootCause()
			.isInstanceOf(ManifestNotFoundException.class);
	}

	@RestController
	static class ThrowingController {

		@GetMapping({ "/api/throw/{what}", "/pages/throw/{what}" })
		String fail(@PathVariable String what) {
			switch (what) {
				case "missing" -> throw new ManifestNotFoundException(5);
				case "lock" -> throw new PessimisticLockingFailureException("lock timeout");
				case "too-large" -> throw new ExportTooLargeException("Kubernetes YAML", 32 * 1024 * 1024);
				default -> throw new IllegalStateException("secret detail");
			}
		}

	}

}
