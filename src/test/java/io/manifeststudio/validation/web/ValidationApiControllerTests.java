package io.manifeststudio.validation.web;

import java.nio.charset.StandardCharsets;
import java.time.Instant;
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

import io.manifeststudio.manifest.DraftBaseline;
import io.manifeststudio.manifest.DraftEditing;
import io.manifeststudio.account.ManifestContent;
import io.manifeststudio.export.rules.Validators;
import io.manifeststudio.manifest.Draft;
import io.manifeststudio.manifest.model.FissileGeneration;
import io.manifeststudio.manifest.model.FormatEra;
import io.manifeststudio.manifest.model.ManifestCodec;
import io.manifeststudio.manifest.ManifestNotFoundException;
import io.manifeststudio.manifest.ManifestService;
import io.manifeststudio.manifest.yaml.ManifestText;
import io.manifeststudio.manifest.StoredManifest;
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
 * {@code POST /api/validate} and {@code GET /api/manifests/{id}/findings}: the findings
 * JSON of docs/api.md, and a 4xx JSON body (never a 500) for every kind of bad input,
 * with nothing stored.
 */
@Import({ ManifestContent.class, SignedInMockMvc.class, ManifestCodec.class, ValidationSlots.class,
		ValidationApiControllerTests.RealValidator.class })
@WebMvcTest(ValidationApiController.class)
class ValidationApiControllerTests {

	@MockitoBean
	DraftEditing draftEditing;

	@MockitoBean
	DraftBaseline draftBaseline;

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
			// the one warning: no BOSH releases were given, so rules 39, 40 and 43-46
			// were not checked
			.andExpect(jsonPath("$.warnings").value(1))
			.andExpect(jsonPath("$.findings[?(@.severity == 'warning')].rule").value(hasItem("FISSILE-RELEASES")))
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
		this.mvc
			.perform(post("/api/validate").contentType(MediaType.TEXT_PLAIN)
				.content(MISSING_COLOCATED.replace("- to-be-colocated-typo", "[]")
					.replace("colocated_containers:\n", "colocated_containers:")))
			.andExpect(status().isOk())
			.andExpect(jsonPath("$.errors").value(0));
	}

	@Test
	void notYamlIs400WithLineAndColumn() throws Exception {
		this.mvc
			.perform(post("/api/validate").contentType("application/yaml").content("instance_groups: [\n  - a: b\n  c"))
			.andExpect(status().isBadRequest())
			.andExpect(content().contentType(MediaType.APPLICATION_PROBLEM_JSON))
			.andExpect(jsonPath("$.detail").isNotEmpty())
			.andExpect(jsonPath("$.line").isNumber())
			.andExpect(jsonPath("$.column").isNumber());
	}

	@Test
	void emptyBodyIs400() throws Exception {
		this.mvc.perform(post("/api/validate").contentType("application/yaml"))
			.andExpect(status().isBadRequest())
			.andExpect(jsonPath("$.detail", containsString("empty")));
	}

	@Test
	void binaryIs400() throws Exception {
		byte[] binary = { 0x7f, 'E', 'L', 'F', 0, 1, 2, 3, (byte) 0xff, (byte) 0xfe };
		this.mvc.perform(post("/api/validate").contentType(MediaType.APPLICATION_OCTET_STREAM).content(binary))
			.andExpect(status().isBadRequest())
			.andExpect(jsonPath("$.detail").isNotEmpty());
	}

	@Test
	void sixMegabytesIs413() throws Exception {
		byte[] big = new byte[6 * 1024 * 1024];
		Arrays.fill(big, (byte) '#');
		this.mvc.perform(post("/api/validate").contentType("application/yaml").content(big))
			.andExpect(status().isContentTooLarge())
			.andExpect(jsonPath("$.detail", containsString("a role manifest may have at most 5242880 bytes")));
	}

	@Test
	void scalarDocumentIs400() throws Exception {
		this.mvc
			.perform(post("/api/validate").contentType("application/yaml")
				.content("just a sentence".getBytes(StandardCharsets.UTF_8)))
			.andExpect(status().isBadRequest())
			.andExpect(jsonPath("$.detail", containsString("mapping")));
	}

	@Test
	void findingsOfAStoredDraft() throws Exception {
		Draft draft = draft(MISSING_COLOCATED);
		when(this.manifests.get(7L)).thenReturn(new StoredManifest(7, "demo", "ann", Instant.EPOCH, 0, draft));
		when(this.manifests.parse(draft)).thenReturn(new ManifestCodec().read(MISSING_COLOCATED));
		this.mvc.perform(get("/api/manifests/7/findings"))
			.andExpect(status().isOk())
			.andExpect(jsonPath("$.errors").value(1))
			.andExpect(jsonPath("$.findings[?(@.rule == 'FISSILE-41')].line").value(hasItem(9)));
	}

	@Test
	void findingsOfAnUnknownManifestIs404() throws Exception {
		when(this.manifests.get(99L)).thenThrow(new ManifestNotFoundException(99));
		this.mvc.perform(get("/api/manifests/99/findings"))
			.andExpect(status().isNotFound())
			.andExpect(jsonPath("$.detail").isNotEmpty());
	}

	private static final String V2_HEADLESS = """
			instance_groups:
			- name: router
			  tags: [headless]
			  run: {scaling: {min: 1}}
			  jobs: []
			""";

	private static Draft draft(String yaml) {
		RoleManifestFormat format = RoleManifestFormat.of(yaml);
		return new Draft(7, yaml, ManifestText.sha256(yaml), format.era(), 1, "ann", Instant.EPOCH, null);
	}

	/** The era of a text, read the way the store reads it. */
	private record RoleManifestFormat(FormatEra era) {

		static RoleManifestFormat of(String yaml) {
			return new RoleManifestFormat(new ManifestCodec().read(yaml).era());
		}

	}

	@Test
	void validateFollowsTheInferredGenerationAndSaysSo() throws Exception {
		this.mvc.perform(post("/api/validate").contentType("application/yaml").content(V2_HEADLESS))
			.andExpect(status().isOk())
			.andExpect(jsonPath("$.errors").value(0))
			.andExpect(jsonPath("$.findings[?(@.rule == 'FISSILE-GENERATION')].severity").value(hasItem("info")))
			.andExpect(jsonPath("$.findings[?(@.rule == 'FISSILE-GENERATION')].message")
				.value(hasItem(containsString("rules of fissile-6"))));
	}

	@Test
	void aGenerationThatDoesNotReadTheFormatIs400ListingTheValidOnes() throws Exception {
		this.mvc
			.perform(post("/api/validate?generation=fissile-7-final").contentType("application/yaml")
				.content(V2_HEADLESS))
			.andExpect(status().isBadRequest())
			.andExpect(jsonPath("$.field").value("generation"))
			.andExpect(jsonPath("$.detail").value(
					"fissile-7-final does not read the manifest's v2 format (instance_groups): choose one of fissile-6"));
		this.mvc
			.perform(post("/api/validate?generation=fissile-9").contentType("application/yaml").content(V2_HEADLESS))
			.andExpect(status().isBadRequest())
			.andExpect(jsonPath("$.detail").value("\"fissile-9\" is not a fissile generation: write one of "
					+ "fissile-0.12, fissile-4, fissile-5.0, fissile-5.1, fissile-5.2, fissile-5, fissile-6, fissile-7, fissile-7-features, fissile-7-final"));
	}

	@Test
	void findingsFollowTheStoredChoiceUnlessTheRequestNamesAnother() throws Exception {
		String v3 = """
				instance_groups:
				- name: g
				  jobs:
				  - name: tor
				    release: tor
				    properties:
				      bosh_containerization:
				        pod-security-policy: privileged
				        run: {scaling: {min: 0, max: 1}}
				""";
		Draft draft = draft(v3);
		when(this.manifests.get(7L)).thenReturn(
				new StoredManifest(7, "demo", "ann", Instant.EPOCH, 0, draft, FissileGeneration.FISSILE_7_FINAL));
		when(this.manifests.parse(draft)).thenReturn(new ManifestCodec().read(v3));
		this.mvc.perform(get("/api/manifests/7/findings"))
			.andExpect(status().isOk())
			.andExpect(jsonPath("$.findings[?(@.rule == 'FISSILE-GENERATION')].message")
				.value(hasItem(containsString("rules of fissile-7-final"))))
			.andExpect(jsonPath("$.findings[?(@.rule == 'STUDIO-SCALING')]").isNotEmpty());
		this.mvc.perform(get("/api/manifests/7/findings?generation=fissile-7"))
			.andExpect(status().isOk())
			.andExpect(jsonPath("$.findings[?(@.rule == 'FISSILE-GENERATION')].message")
				.value(hasItem(containsString("rules of fissile-7 ("))))
			.andExpect(jsonPath("$.findings[?(@.rule == 'STUDIO-SCALING')]").isEmpty());
	}

}
