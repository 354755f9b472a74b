package io.manifeststudio.release.web;

import java.time.Instant;
import java.util.List;

import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.webmvc.test.autoconfigure.WebMvcTest;
import org.springframework.context.annotation.Import;
import org.springframework.test.context.bean.override.mockito.MockitoBean;
import org.springframework.test.web.servlet.MockMvc;

import io.manifeststudio.account.SignedInMockMvc;
import io.manifeststudio.release.ReleaseCatalog;
import io.manifeststudio.release.ReleaseSummary;

import static org.hamcrest.Matchers.allOf;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.not;
import static org.mockito.BDDMockito.given;
import static org.mockito.BDDMockito.then;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.delete;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.content;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

/**
 * The releases page: the catalog's table, the upload form wired to the API, the table
 * alone for htmx, delete.
 */
@WebMvcTest(ReleasePageController.class)
@Import(SignedInMockMvc.class)
class ReleasePageControllerTests {

	static final ReleaseSummary NTP = new ReleaseSummary(7, "ntp", "4", "ab".repeat(32), 2, "alice",
			Instant.parse("2026-12-03T10:00:00Z"));

	@Autowired
	MockMvc mvc;

	@MockitoBean
	ReleaseCatalog catalog;

	@Test
	void thePageListsTheReleasesAndOffersTheUpload() throws Exception {
		given(this.catalog.list()).willReturn(List.of(NTP));
		this.mvc.perform(get("/releases"))
			.andExpect(status().isOk())
			.andExpect(content().string(allOf(containsString("<title"), containsString("id=\"release-upload\""),
					containsString("data-upload-url=\"/api/releases\""), containsString("data-release=\"ntp/4\""),
					containsString("hx-delete=\"/releases/7\""), containsString("/js/releases.js"))));
	}

	@Test
	void htmxGetsTheTableAloneAndAnEmptyCatalogSaysSo() throws Exception {
		given(this.catalog.list()).willReturn(List.of());
		this.mvc.perform(get("/releases").header("HX-Request", "true"))
			.andExpect(status().isOk())
			.andExpect(content().string(allOf(containsString("id=\"release-table\""), containsString("No releases yet"),
					not(containsString("<title")))));
	}

	@Test
	void deleteRemovesTheReleaseAndAnswersTheTable() throws Exception {
		given(this.catalog.list()).willReturn(List.of());
		this.mvc
			.perform(delete("/releases/7").header("HX-Request", "true")
				.with(org.springframework.security.test.web.servlet.request.SecurityMockMvcRequestPostProcessors
					.csrf()))
			.andExpect(status().isOk())
			.andExpect(content().string(containsString("id=\"release-table\"")));
		then(this.catalog).should().delete(7);
	}

	@Test
	void deletingAnUnknownReleaseIsA404WithJson() throws Exception {
		org.mockito.BDDMockito.willThrow(new io.manifeststudio.release.ReleaseNotFoundException("No release with id 8"))
			.given(this.catalog)
			.delete(8);
		this.mvc
			.perform(delete("/releases/8").header("HX-Request", "true")
				.with(org.springframework.security.test.web.servlet.request.SecurityMockMvcRequestPostProcessors
					.csrf()))
			.andExpect(status().isNotFound())
			.andExpect(
					org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath("$.status").value(404));
	}

}
