package io.manifeststudio.validation.web;

import java.time.Instant;

import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.webmvc.test.autoconfigure.WebMvcTest;
import org.springframework.context.annotation.Import;
import org.springframework.http.MediaType;
import org.springframework.test.context.bean.override.mockito.MockitoBean;
import org.springframework.test.web.servlet.MockMvc;

import io.manifeststudio.manifest.DraftBaseline;
import io.manifeststudio.manifest.DraftEditing;
import io.manifeststudio.account.ManifestContent;
import io.manifeststudio.manifest.Draft;
import io.manifeststudio.manifest.model.FissileGeneration;
import io.manifeststudio.manifest.model.FormatEra;
import io.manifeststudio.manifest.model.InvalidManifestRequestException;
import io.manifeststudio.manifest.model.ManifestCodec;
import io.manifeststudio.manifest.ManifestNotFoundException;
import io.manifeststudio.manifest.ManifestService;
import io.manifeststudio.manifest.yaml.ManifestText;
import io.manifeststudio.manifest.StoredManifest;
import io.manifeststudio.account.SignedInMockMvc;

import static org.mockito.ArgumentMatchers.any;
import static org.mockito.ArgumentMatchers.anyLong;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.when;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.put;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

/**
 * {@code GET} and {@code PUT /api/manifests/{id}/generation}: the choice, what it stands
 * for, and 4xx for bad values.
 */
@WebMvcTest(GenerationApiController.class)
@Import({ ManifestContent.class, SignedInMockMvc.class, ManifestCodec.class })
class GenerationApiControllerTests {

	@MockitoBean
	DraftEditing draftEditing;

	@MockitoBean
	DraftBaseline draftBaseline;

	private static final String V3 = """
			instance_groups:
			- name: g
			  jobs:
			  - name: tor
			    release: tor
			    properties:
			      bosh_containerization:
			        pod-security-policy: privileged
			        run: {}
			""";

	private static final Draft DRAFT = new Draft(7, V3, ManifestText.sha256(V3), FormatEra.V3_JOB_PROPERTIES, 1, "ann",
			Instant.EPOCH, null);

	@Autowired
	MockMvc mvc;

	@MockitoBean
	ManifestService manifests;

	private static StoredManifest stored(FissileGeneration chosen) {
		return new StoredManifest(7, "demo", "ann", Instant.EPOCH, 0, DRAFT, chosen);
	}

	@Test
	void showsTheInferredGenerationAndTheChoices() throws Exception {
		when(this.manifests.get(7L)).thenReturn(stored(null));
		when(this.manifests.parse(DRAFT)).thenReturn(new ManifestCodec().read(V3));
		this.mvc.perform(get("/api/manifests/7/generation"))
			.andExpect(status().isOk())
			.andExpect(jsonPath("$.generation").value("fissile-7"))
			.andExpect(jsonPath("$.chosen").value(false))
			.andExpect(jsonPath("$.inferred").value("fissile-7"))
			.andExpect(jsonPath("$.reason").value(org.hamcrest.Matchers.containsString("pod-security-policy")))
			.andExpect(jsonPath("$.choices[0]").value("fissile-7"))
			.andExpect(jsonPath("$.choices[2]").value("fissile-7-final"));
	}

	@Test
	void putStoresTheChoice() throws Exception {
		when(this.manifests.chooseGeneration(7L, FissileGeneration.FISSILE_7_FINAL))
			.thenReturn(stored(FissileGeneration.FISSILE_7_FINAL));
		when(this.manifests.parse(DRAFT)).thenReturn(new ManifestCodec().read(V3));
		this.mvc
			.perform(put("/api/manifests/7/generation").contentType(MediaType.APPLICATION_JSON)
				.content("{\"generation\": \"fissile-7-final\"}"))
			.andExpect(status().isOk())
			.andExpect(jsonPath("$.generation").value("fissile-7-final"))
			.andExpect(jsonPath("$.chosen").value(true))
			.andExpect(jsonPath("$.inferred").value("fissile-7"));
	}

	@Test
	void putNullGoesBackToInference() throws Exception {
		when(this.manifests.chooseGeneration(7L, null)).thenReturn(stored(null));
		when(this.manifests.parse(DRAFT)).thenReturn(new ManifestCodec().read(V3));
		this.mvc
			.perform(put("/api/manifests/7/generation").contentType(MediaType.APPLICATION_JSON)
				.content("{\"generation\": null}"))
			.andExpect(status().isOk())
			.andExpect(jsonPath("$.chosen").value(false));
	}

	@Test
	void anUnknownGenerationIs400ListingTheValidOnesAndStoresNothing() throws Exception {
		this.mvc
			.perform(put("/api/manifests/7/generation").contentType(MediaType.APPLICATION_JSON)
				.content("{\"generation\": \"fissile-8\"}"))
			.andExpect(status().isBadRequest())
			.andExpect(jsonPath("$.status").value(400))
			.andExpect(jsonPath("$.field").value("generation"))
			.andExpect(jsonPath("$.detail").value("\"fissile-8\" is not a fissile generation: write one of "
					+ "fissile-0.12, fissile-4, fissile-5.0, fissile-5.1, fissile-5.2, fissile-5, fissile-6, fissile-7, fissile-7-features, fissile-7-final"));
		verify(this.manifests, never()).chooseGeneration(anyLong(), any());
	}

	@Test
	void aGenerationForAnotherFormatIs400() throws Exception {
		when(this.manifests.chooseGeneration(7L, FissileGeneration.FISSILE_5))
			.thenThrow(new InvalidManifestRequestException("generation",
					"fissile-5 does not read the manifest's v3 format (instance_groups): choose one of "
							+ "fissile-7, fissile-7-features, fissile-7-final"));
		this.mvc
			.perform(put("/api/manifests/7/generation").contentType(MediaType.APPLICATION_JSON)
				.content("{\"generation\": \"fissile-5\"}"))
			.andExpect(status().isBadRequest())
			.andExpect(jsonPath("$.detail")
				.value(org.hamcrest.Matchers.endsWith("choose one of fissile-7, fissile-7-features, fissile-7-final")));
	}

	@Test
	void badBodiesAndUnknownManifestsAre4xx() throws Exception {
		this.mvc.perform(put("/api/manifests/7/generation").contentType(MediaType.APPLICATION_JSON).content("{"))
			.andExpect(status().isBadRequest())
			.andExpect(jsonPath("$.status").value(400));
		when(this.manifests.chooseGeneration(99L, FissileGeneration.FISSILE_7))
			.thenThrow(new ManifestNotFoundException(99));
		this.mvc
			.perform(put("/api/manifests/99/generation").contentType(MediaType.APPLICATION_JSON)
				.content("{\"generation\": \"fissile-7\"}"))
			.andExpect(status().isNotFound());
	}

}
