package io.manifeststudio.editor.pages;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.webmvc.test.autoconfigure.WebMvcTest;
import org.springframework.context.annotation.Import;
import org.springframework.test.context.bean.override.mockito.MockitoBean;
import org.springframework.test.web.servlet.MockMvc;

import io.manifeststudio.manifest.DraftBaseline;
import io.manifeststudio.manifest.DraftEditing;
import io.manifeststudio.account.ManifestContent;
import io.manifeststudio.manifest.Draft;
import io.manifeststudio.manifest.model.FissileGeneration;
import io.manifeststudio.manifest.model.ManifestCodec;
import io.manifeststudio.manifest.ManifestService;
import io.manifeststudio.manifest.StoredManifest;
import io.manifeststudio.account.SignedInMockMvc;

import static org.hamcrest.Matchers.allOf;
import static org.hamcrest.Matchers.containsString;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.ArgumentMatchers.anyLong;
import static org.mockito.BDDMockito.given;
import static org.mockito.BDDMockito.willReturn;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.verify;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.content;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.flash;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.header;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.redirectedUrl;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

/**
 * The manifest page's fissile generation: the panel says which generation its findings
 * follow and why, and offers the generations that read the manifest's format; the form
 * stores a choice (plain post and htmx) and shows a refused one as a notice.
 */
@WebMvcTest({ ManifestPageController.class, GenerationFormController.class })
@Import({ ManifestContent.class, SignedInMockMvc.class, ManifestViews.class, ManifestPageControllerTests.Rules.class })
class GenerationFormControllerTests {

	@MockitoBean
	DraftEditing draftEditing;

	@MockitoBean
	DraftBaseline draftBaseline;

	private static final ManifestCodec CODEC = new ManifestCodec();

	@Autowired
	MockMvc mvc;

	@MockitoBean
	ManifestService service;

	private final Draft draft = PageFixtures.draft(7, PageFixtures.SIDECAR_YAML, 3);

	@BeforeEach
	void storedManifest() {
		given(this.service.parse(any(Draft.class)))
			.willAnswer((call) -> CODEC.read(call.getArgument(0, Draft.class).content()));
		willReturn(this.draft).given(this.service).draft(7);
	}

	private void stores(FissileGeneration chosen) {
		willReturn(new StoredManifest(7, "demo", "ann", PageFixtures.NOW, 0, this.draft, chosen)).given(this.service)
			.get(7);
	}

	@Test
	void thePageShowsTheInferredGenerationAndTheChoicesForItsFormat() throws Exception {
		stores(null);
		this.mvc.perform(get("/manifests/7"))
			.andExpect(status().isOk())
			.andExpect(content().string(allOf(containsString(
					"id=\"generation\" class=\"panel generation\" data-generation=\"fissile-7-final\" data-chosen=\"false\""),
					containsString("Inferred: run settings are on the jobs"),
					containsString(
							"<option value=\"\" selected=\"selected\">the generation the manifest points to (fissile-7-final)</option>"),
					containsString(
							"<option value=\"fissile-7\">fissile-7: fissile develop, September 2018 to March 2019</option>"),
					containsString("hx-post=\"/manifests/7/generation\""))));
	}

	@Test
	void thePageShowsAChosenGeneration() throws Exception {
		stores(FissileGeneration.FISSILE_7);
		this.mvc.perform(get("/manifests/7"))
			.andExpect(status().isOk())
			.andExpect(content().string(allOf(containsString("data-generation=\"fissile-7\" data-chosen=\"true\""),
					containsString("<option value=\"fissile-7\" selected=\"selected\">"),
					containsString("Chosen for this manifest"))));
	}

	@Test
	void postingAChoiceStoresItAndShowsThePageAgain() throws Exception {
		stores(null);
		this.mvc.perform(post("/manifests/7/generation").param("generation", "fissile-7"))
			.andExpect(status().is3xxRedirection())
			.andExpect(redirectedUrl("/manifests/7#generation"));
		verify(this.service).chooseGeneration(7, FissileGeneration.FISSILE_7);
	}

	@Test
	void anHtmxPostReloadsTheWholePageAndAnEmptyChoiceGoesBackToInference() throws Exception {
		stores(null);
		this.mvc.perform(post("/manifests/7/generation").param("generation", "").header("HX-Request", "true"))
			.andExpect(header().string("HX-Redirect", "/manifests/7"));
		verify(this.service).chooseGeneration(7, null);
	}

	@Test
	void aRefusedChoiceComesBackAsANotice() throws Exception {
		stores(null);
		this.mvc.perform(post("/manifests/7/generation").param("generation", "fissile-9"))
			.andExpect(redirectedUrl("/manifests/7#generation"))
			.andExpect(
					flash().attribute("generationError", containsString("\"fissile-9\" is not a fissile generation")));
		verify(this.service, never()).chooseGeneration(anyLong(), any());
		this.mvc.perform(get("/manifests/7").flashAttr("generationError", "fissile-5 does not read it"))
			.andExpect(content().string(containsString("<p class=\"alert\">fissile-5 does not read it</p>")));
	}

}
