package io.manifeststudio.validation.web;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.TestConfiguration;
import org.springframework.boot.webmvc.test.autoconfigure.WebMvcTest;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Import;
import org.springframework.http.MediaType;
import org.springframework.test.context.bean.override.mockito.MockitoBean;
import org.springframework.test.web.servlet.MockMvc;

import io.manifeststudio.export.Validators;
import io.manifeststudio.manifest.Draft;
import io.manifeststudio.manifest.ManifestCodec;
import io.manifeststudio.manifest.ManifestNotFoundException;
import io.manifeststudio.manifest.ManifestService;
import io.manifeststudio.validation.ManifestValidator;
import io.manifeststudio.account.SignedInMockMvc;

import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.hasItem;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.when;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.content;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

/**
 * {@code POST /api/validate} and {@code GET /api/manifests/{id}/findings}: the findings JSON of product.md, and a 4xx
 * JSON body (never a 500) for every kind of bad input, with nothing stored.
 */
@Import({ SignedInMockMvc.class, ManifestCodec.class, ValidationApiControllerTests.RealValidator.class })
@WebMvcTest(ValidationApiController.class)
class ValidationApiControllerTests {

	private static final String MISSING_COLOCATED = """
			instance_groups:
			- name: main-role
			  jobs:
			  - name: tor
			    release: tor
			    properties:
			      bosh_containerization:
			        colocated_containers:
			        - to-be-colocated-typo
			        run: {}
			""";

	@Autowired
	MockMvc mvc;

	@MockitoBean
	ManifestService manifests;

	@TestConfiguration(proxyBeanMethods = false)
	static class RealValidator {

		@Bean
		ManifestValidator manifestValidator() {
			return Validators.create();
		}

	}

	@Test
	void validateGivesFindingsWithFissileMessageAndPosition() throws Exception {
		this.mvc.perform(post("/api/validate").contentType("application/yaml").content(MISSING_COLOCATED))
			.andExpect(status().isOk())
			.andExpect(content().contentTypeCompatibleWith(MediaType.APPLICATION_JSON))
			.andExpect(jsonPath("$.errors").value(1))
			.andExpect(jsonPath("$.warnings").value(0))
			.andExpect(jsonPath("$.findings[?(@.rule == 'FISSILE-41')].message").value(hasItem(
					"instance_groups[main-role].colocated_containers[0]: Invalid value: \"to-be-colocated-typo\":"
							+ " There is no such instance group defined")))
			.andExpect(jsonPath("$.findings[?(@.rule == 'FISSILE-41')].severity").value(hasItem("error")))
			.andExpect(jsonPath("$.findings[?(@.rule == 'FISSILE-41')].path")
				.value(hasItem("instance_groups[main-role].colocated_containers[0]")))
			.andExpect(jsonPath("$.findings[?(@.rule == 'FISSILE-41')].line").value(hasItem(9)))
			.andExpect(jsonPath("$.findings[?(@.rule == 'FISSILE-41')].column").value(hasItem(11)))
			.andExpect(jsonPath("$.findings[?(@.rule == 'FISSILE-41')].explanation").isNotEmpty())
			.andExpect(jsonPath("$.findings[?(@.rule == 'FISSILE-41')].hint").isNotEmpty());
		verify(this.manifests, never()).importManifest(any(), any(), any());
	}

	@Test
	void validManifestHasNoErrors() throws Exception {
		this.mvc.perform(post("/api/validate").contentType(MediaType.TEXT_PLAIN)
			.content(MISSING_COLOCATED.replace("- to-be-colocated-typo", "[]").replace("colocated_containers:\n", "colocated_containers:")))
			.andExpect(status().isOk())
			.andExpect(jsonPath("$.errors").value(0));
	}

	@Test
	void notYamlIs400WithLineAndColumn() throws Exception {
		this.mvc.perform(post("/api/validate").contentType("application/yaml").content("instance_groups: [\n  - a: b\n  c"))
			.andExpect(status().isBadRequest())
			.andExpect(content().contentTypeCompatibleWith(MediaType.APPLICATION_JSON))
			.andExpect(jsonPath("$.error").isNotEmpty())
			.andExpect(jsonPath("$.line").isNumber())
			.andExpect(jsonPath("$.column").isNumber());
	}

	@Test
	void emptyBodyIs400() throws Exception {
		this.mvc.perform(post("/api/validate").contentType("application/yaml"))
			.andExpect(status().isBadRequest())
			.andExpect(jsonPath("$.error", containsString("empty")));
	}

	@Test
	void binaryIs400() throws Exception {
		byte[] binary = { 0x7f, 'E', 'L', 'F', 0, 1, 2, 3, (byte) 0xff, (byte) 0xfe };
		this.mvc.perform(post("/api/validate").contentType(MediaType.APPLICATION_OCTET_STREAM).content(binary))
			.andExpect(status().isBadRequest())
			.andExpect(jsonPath("$.error").isNotEmpty());
	}

	@Test
	void sixMegabytesIs413() throws Exception {
		byte[] big = new byte[6 * 1024 * 1024];
		Arrays.fill(big, (byte) '#');
		this.mvc.perform(post("/api/validate").contentType("application/yaml").content(big))
			.andExpect(status().isContentTooLarge())
			.andExpect(jsonPath("$.error", containsString("a role manifest may have at most 5242880 bytes")));
	}

	@Test
	void scalarDocumentIs400() throws Exception {
		this.mvc.perform(post("/api/validate").contentType("application/yaml")
			.content("just a sentence".getBytes(StandardCharsets.UTF_8)))
			.andExpect(status().isBadRequest())
			.andExpect(jsonPath("$.error", containsString("mapping")));
	}

	@Test
	void findingsOfAStoredDraft() throws Exception {
		when(this.manifests.draft(7L)).thenReturn(null);
		when(this.manifests.parse((Draft) null)).thenReturn(new ManifestCodec().read(MISSING_COLOCATED));
		this.mvc.perform(get("/api/manifests/7/findings"))
			.andExpect(status().isOk())
			.andExpect(jsonPath("$.errors").value(1))
			.andExpect(jsonPath("$.findings[?(@.rule == 'FISSILE-41')].line").value(hasItem(9)));
	}

	@Test
	void findingsOfAnUnknownManifestIs404() throws Exception {
		when(this.manifests.draft(99L)).thenThrow(new ManifestNotFoundException(99));
		this.mvc.perform(get("/api/manifests/99/findings"))
			.andExpect(status().isNotFound())
			.andExpect(jsonPath("$.error").isNotEmpty());
	}

}
