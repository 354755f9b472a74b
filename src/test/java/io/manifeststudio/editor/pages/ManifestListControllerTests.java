package io.manifeststudio.editor.pages;

import java.util.List;

import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.webmvc.test.autoconfigure.WebMvcTest;
import org.springframework.data.domain.PageImpl;
import org.springframework.data.domain.PageRequest;
import org.springframework.data.domain.Pageable;
import org.springframework.test.context.bean.override.mockito.MockitoBean;
import org.springframework.test.web.servlet.MockMvc;

import io.manifeststudio.manifest.model.FormatEra;
import io.manifeststudio.manifest.ManifestService;
import io.manifeststudio.manifest.ManifestSummary;
import io.manifeststudio.account.SignedInMockMvc;
import org.springframework.context.annotation.Import;

import static org.hamcrest.Matchers.allOf;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.not;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.ArgumentMatchers.eq;
import static org.mockito.ArgumentMatchers.isNull;
import static org.mockito.BDDMockito.given;
import static org.mockito.Mockito.verify;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.content;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.header;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.view;

/** The manifest list: whole page, the htmx search fragment, and pages. */
@Import(SignedInMockMvc.class)
@WebMvcTest(ManifestListController.class)
class ManifestListControllerTests {

	@Autowired
	MockMvc mvc;

	@MockitoBean
	ManifestService service;

	static ManifestSummary summary(long id, String name) {
		return new ManifestSummary(id, name, FormatEra.V3_JOB_PROPERTIES, 2, "ann", PageFixtures.NOW, 1);
	}

	@Test
	void listShowsEveryManifestLinkingToItsPage() throws Exception {
		given(this.service.list(isNull(), any())).willReturn(new PageImpl<>(
				List.of(summary(1, "scf"), summary(2, "uaa")), PageRequest.of(0, ManifestListController.PAGE_SIZE), 2));

		this.mvc.perform(get("/"))
			.andExpect(status().isOk())
			.andExpect(view().name(ManifestListController.VIEW))
			.andExpect(content().string(allOf(containsString("<html"), containsString("href=\"/manifests/1\">scf</a>"),
					containsString("href=\"/manifests/2\">uaa</a>"), containsString("hx-get=\"/manifests\""),
					containsString("hx-trigger=\"input changed delay:250ms, search\""), containsString("2 manifests"),
					not(containsString("rel=\"next\"")))));
	}

	@Test
	void searchAsYouTypeAnswersOnlyTheResultsFragment() throws Exception {
		given(this.service.list(eq("sc"), any()))
			.willReturn(new PageImpl<>(List.of(summary(1, "scf")), PageRequest.of(0, 20), 1));

		this.mvc.perform(get("/manifests").param("q", " sc ").header("HX-Request", "true"))
			.andExpect(status().isOk())
			.andExpect(view().name(ManifestListController.RESULTS_FRAGMENT))
			.andExpect(header().string("Vary", containsString("HX-Request")))
			.andExpect(content().string(allOf(not(containsString("<html")), containsString("id=\"manifest-results\""),
					containsString(">scf</a>"))));
	}

	@Test
	void aSearchThatMatchesNothingSaysSo() throws Exception {
		given(this.service.list(eq("zzz"), any())).willReturn(new PageImpl<>(List.of(), PageRequest.of(0, 20), 0));

		this.mvc.perform(get("/manifests").param("q", "zzz").header("HX-Request", "true"))
			.andExpect(content().string(containsString("No manifest matches.")));
	}

	@Test
	void pagesLinkToTheirNeighboursKeepingTheSearch() throws Exception {
		given(this.service.list(eq("a"), any()))
			.willAnswer((call) -> new PageImpl<>(List.of(summary(21, "a21")), call.getArgument(1, Pageable.class), 45));

		this.mvc.perform(get("/manifests").param("q", "a").param("page", "2"))
			.andExpect(status().isOk())
			.andExpect(content()
				.string(allOf(containsString("Page 2 of 3"), containsString("href=\"/manifests?q=a&amp;page=1\""),
						containsString("href=\"/manifests?q=a&amp;page=3\""))));
		verify(this.service).list("a", PageRequest.of(1, ManifestListController.PAGE_SIZE));
	}

	@Test
	void aPageNumberThatIsNotANumberMeansTheFirstPage() throws Exception {
		given(this.service.list(isNull(), any())).willReturn(new PageImpl<>(List.of(), PageRequest.of(0, 20), 0));

		this.mvc.perform(get("/manifests").param("page", "x"))
			.andExpect(status().isOk())
			.andExpect(content().string(containsString("No manifests yet.")));
		verify(this.service).list(null, PageRequest.of(0, ManifestListController.PAGE_SIZE));
	}

}
