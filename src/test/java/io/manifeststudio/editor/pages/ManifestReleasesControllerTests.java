package io.manifeststudio.editor.pages;

import java.time.Instant;
import java.util.List;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.TestConfiguration;
import org.springframework.boot.webmvc.test.autoconfigure.WebMvcTest;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Import;
import org.springframework.test.context.bean.override.mockito.MockitoBean;
import org.springframework.test.web.servlet.MockMvc;

import io.manifeststudio.manifest.DraftBaseline;
import io.manifeststudio.manifest.DraftEditing;
import io.manifeststudio.account.ManifestContent;
import io.manifeststudio.account.SignedInMockMvc;
import io.manifeststudio.export.rules.Validators;
import io.manifeststudio.manifest.Draft;
import io.manifeststudio.manifest.model.FormatEra;
import io.manifeststudio.manifest.model.ManifestCodec;
import io.manifeststudio.manifest.ManifestNotFoundException;
import io.manifeststudio.manifest.ManifestService;
import io.manifeststudio.manifest.yaml.ManifestText;
import io.manifeststudio.manifest.StoredManifest;
import io.manifeststudio.release.ReleaseCatalog;
import io.manifeststudio.release.ReleaseSummary;
import io.manifeststudio.validation.ManifestValidator;

import static org.hamcrest.Matchers.allOf;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.not;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.ArgumentMatchers.anyLong;
import static org.mockito.BDDMockito.given;
import static org.mockito.BDDMockito.then;
import static org.mockito.BDDMockito.willThrow;
import static org.springframework.security.test.web.servlet.request.SecurityMockMvcRequestPostProcessors.csrf;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.delete;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.put;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.content;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

/**
 * The releases panel of the manifest page over a mocked catalog and manifest store and
 * the real validator: the attached releases and the others, the release rules' findings,
 * attach and detach answering the panel.
 */
@Import({ ManifestContent.class, SignedInMockMvc.class, ManifestReleasesControllerTests.RealValidator.class })
@WebMvcTest(ManifestReleasesController.class)
class ManifestReleasesControllerTests {

	@MockitoBean
	DraftEditing draftEditing;

	@MockitoBean
	DraftBaseline draftBaseline;

	static final String YAML = """
			instance_groups:
			- name: web
			  jobs:
			  - name: ntpd
			    release: ntp
			    properties:
			      bosh_containerization:
			        run: {memory: 64}
			""";

	static final ReleaseSummary NTP = new ReleaseSummary(3, "ntp", "4", "ab".repeat(32), 1, "alice",
			Instant.parse("2026-12-03T10:00:00Z"));

	static final ReleaseSummary UAA = new ReleaseSummary(4, "uaa", "1", "cd".repeat(32), 2, "bob",
			Instant.parse("2026-12-03T11:00:00Z"));

	@Autowired
	MockMvc mvc;

	@MockitoBean
	ManifestService manifests;

	@MockitoBean
	ReleaseCatalog catalog;

	@BeforeEach
	void stored() {
		Draft draft = new Draft(7, YAML, ManifestText.sha256(YAML), FormatEra.V3_JOB_PROPERTIES, 1, "ann",
				Instant.now(), null);
		given(this.manifests.get(7L)).willReturn(new StoredManifest(7, "demo", "ann", Instant.now(), 0, draft));
		given(this.manifests.parse(any(Draft.class)))
			.willAnswer((call) -> new ManifestCodec().read(call.getArgument(0, Draft.class).content()));
		willThrow(new ManifestNotFoundException(404)).given(this.manifests).get(404L);
		given(this.catalog.list()).willReturn(List.of(NTP, UAA));
		given(this.catalog.forManifest(anyLong(), any())).willReturn(List.of());
	}

	@Test
	void withoutReleasesThePanelOffersTheCatalogAndSaysTheRulesDidNotRun() throws Exception {
		given(this.catalog.attached(7)).willReturn(List.of());
		this.mvc.perform(get("/manifests/7/releases").header("HX-Request", "true"))
			.andExpect(status().isOk())
			.andExpect(content().string(allOf(containsString("id=\"releases\""),
					containsString("data-available=\"ntp/4\""), containsString("data-available=\"uaa/1\""),
					containsString("hx-put=\"/manifests/7/releases/3\""),
					containsString("data-rule=\"FISSILE-RELEASES\""), not(containsString("data-attached")))));
	}

	@Test
	void attachAndDetachChangeTheCatalogAndAnswerThePanel() throws Exception {
		given(this.catalog.attached(7)).willReturn(List.of(NTP));
		this.mvc.perform(put("/manifests/7/releases/3").header("HX-Request", "true").with(csrf()))
			.andExpect(status().isOk())
			.andExpect(content().string(allOf(containsString("data-attached=\"ntp/4\""),
					containsString("hx-delete=\"/manifests/7/releases/3\""), containsString("data-available=\"uaa/1\""),
					not(containsString("data-available=\"ntp/4\"")))));
		then(this.catalog).should().attach(7, 3);

		this.mvc.perform(delete("/manifests/7/releases/3").header("HX-Request", "true").with(csrf()))
			.andExpect(status().isOk());
		then(this.catalog).should().detach(7, 3);
	}

	@Test
	void anUnknownManifestIsA404WithJson() throws Exception {
		this.mvc.perform(get("/manifests/404/releases").header("HX-Request", "true"))
			.andExpect(status().isNotFound())
			.andExpect(jsonPath("$.status").value(404));
	}

	/** The application's validator, every rule family. */
	@TestConfiguration(proxyBeanMethods = false)
	static class RealValidator {

		@Bean
		ManifestValidator manifestValidator() {
			return Validators.create();
		}

	}

}
