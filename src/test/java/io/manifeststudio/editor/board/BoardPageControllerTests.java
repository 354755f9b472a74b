package io.manifeststudio.editor.board;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.TestConfiguration;
import org.springframework.boot.webmvc.test.autoconfigure.WebMvcTest;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Import;
import org.springframework.test.context.bean.override.mockito.MockitoBean;
import org.springframework.test.web.servlet.MockMvc;

import io.manifeststudio.export.ExportSlots;
import io.manifeststudio.account.ManifestContent;
import io.manifeststudio.export.helm.HelmChartExporter;
import io.manifeststudio.manifest.Draft;
import io.manifeststudio.manifest.DraftBaseline;
import io.manifeststudio.manifest.DraftEditing;
import io.manifeststudio.manifest.EditingState;
import io.manifeststudio.manifest.ManifestNotFoundException;
import io.manifeststudio.manifest.ManifestService;
import io.manifeststudio.export.rules.Validators;
import io.manifeststudio.validation.ManifestValidator;
import io.manifeststudio.account.SignedInMockMvc;
import io.manifeststudio.editor.DraftChanged;

import static org.hamcrest.Matchers.allOf;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.matchesPattern;
import static org.hamcrest.Matchers.not;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.ArgumentMatchers.eq;
import static org.mockito.BDDMockito.given;
import static org.mockito.BDDMockito.willReturn;
import static org.mockito.BDDMockito.willThrow;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.content;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.header;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.redirectedUrl;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.view;

/**
 * The board page over a mocked {@link ManifestService} and the real validator: the cards
 * with their hooks, the palette, the findings panel, the previews' places, the board
 * region for htmx and the version poll.
 */
@WebMvcTest(BoardPageController.class)
@Import({ ManifestContent.class, SignedInMockMvc.class, ExportSlots.class, Boards.class,
		io.manifeststudio.export.rules.VersionValidators.class, KubernetesPreviews.class, HelmPreviews.class,
		BoardPageControllerTests.Beans.class })
class BoardPageControllerTests {

	@Autowired
	MockMvc mvc;

	@MockitoBean
	ManifestService service;

	@MockitoBean
	DraftEditing editing;

	@MockitoBean
	DraftBaseline baseline;

	@BeforeEach
	void storedManifest() {
		given(this.editing.state(eq(7L), any()))
			.willReturn(new EditingState(3, true, false, "envoy made sidecar in pod web", null));
		given(this.service.draftVersion(7L)).willReturn(3L);
		given(this.service.parse(any(Draft.class)))
			.willAnswer((call) -> BoardFixtures.manifest(call.getArgument(0, Draft.class).content()));
		willThrow(new ManifestNotFoundException(404)).given(this.service).get(404L);
		Draft draft = BoardFixtures.draft(7, BoardFixtures.SIDECAR_YAML, 3);
		willReturn(BoardFixtures.stored(7, "demo", draft)).given(this.service).get(7L);
		willReturn(draft).given(this.service).draft(7L);
	}

	@Test
	void showBoardHasOneCardPerPodWithItsChipsInStartOrderAndTheHooks() throws Exception {
		this.mvc.perform(get("/manifests/7/edit"))
			.andExpect(status().isOk())
			.andExpect(view().name(BoardPageController.VIEW))
			.andExpect(content().string(allOf(containsString("data-pod=\"web\""),
					containsString("data-pod=\"migrate\""), not(containsString("data-pod=\"envoy\"")),
					containsString("data-kind=\"StatefulSet\""), containsString("data-kind=\"Job\""),
					containsString("data-container=\"log-agent\" data-mode=\"colocated\""),
					containsString("data-container=\"envoy\" data-mode=\"sidecar\""),
					containsString("data-action=\"toggle-mode\""), containsString("data-action=\"move\""),
					containsString("data-action=\"undo\" title=\"Undo your change: envoy made sidecar in pod web\""),
					containsString("data-action=\"redo\" title=\"You have no undone change to redo\""),
					org.hamcrest.Matchers.matchesPattern("(?s).*disabled=\"disabled\"[^>]*>Redo</button>.*"),
					containsString("id=\"palette\""),
					containsString(
							"data-palette-item=\"db-proxy\" data-unplaced=\"true\" data-findings=\"FISSILE-51\""),
					containsString("id=\"findings\""), containsString("data-errors=\"1\""),
					containsString("data-rule=\"FISSILE-51\""), containsString("id=\"preview-role-manifest\""),
					containsString("id=\"preview-kubernetes\""), containsString("id=\"preview-helm\""),
					containsString("name=\"kubeVersion\""),
					containsString("<option value=\"1.33\" selected=\"selected\">1.33</option>"),
					containsString("id=\"group-panel\""), containsString("hx-get=\"/manifests/7/edit/groups/web\""),
					containsString("hx-get=\"/manifests/7/edit/groups/new\""), containsString("/Sortable.min.js\""),
					containsString("/js/board.js"))));
	}

	@Test
	void showBoardGivesTheEffectiveRequestAndTheStartAndStopOrder() throws Exception {
		this.mvc.perform(get("/manifests/7/edit"))
			.andExpect(status().isOk())
			// web 256 + log-agent 64 + envoy (sidecar) 128; 0.5 + 0.1 + 0.25 CPU
			.andExpect(content().string(allOf(containsString("data-request-cpu=\"850\" data-request-memory=\"448\""),
					containsString("0.85 CPU"), containsString("448 MiB"),
					containsString("data-order=\"start\" data-line=\"envoy → web + log-agent\""),
					containsString("data-order=\"stop\" data-line=\"web + log-agent → envoy\""))));
	}

	@Test
	void showBoardForKubernetes127StopsEveryContainerAtOnce() throws Exception {
		this.mvc.perform(get("/manifests/7/edit").param("kubeVersion", "1.27"))
			.andExpect(status().isOk())
			.andExpect(content().string(allOf(containsString("data-sidecars=\"fallback\""),
					containsString("data-order=\"start\" data-line=\"envoy → web + log-agent\""),
					containsString("data-order=\"stop\" data-line=\"envoy + web + log-agent\""),
					containsString("<option value=\"1.27\" selected=\"selected\">1.27</option>"))));
	}

	@Test
	void showBoardOfAnUnknownManifestIsTheNotFoundPage() throws Exception {
		this.mvc.perform(get("/manifests/404/edit"))
			.andExpect(status().isNotFound())
			.andExpect(content().string(containsString("data-status=\"404\"")));
	}

	@Test
	void showBoardForAVersionNotOfferedIsABadRequest() throws Exception {
		this.mvc.perform(get("/manifests/7/edit").param("kubeVersion", "1.12"))
			.andExpect(status().isBadRequest())
			.andExpect(content().string(containsString("data-status=\"400\"")));
	}

	@Test
	void boardForHtmxIsTheRegionWithThePanelsAndSaysTheDraftChangedWhenItMovedOn() throws Exception {
		this.mvc.perform(get("/manifests/7/edit/board").header("HX-Request", "true").param("version", "2"))
			.andExpect(status().isOk())
			.andExpect(header().string("HX-Trigger-After-Settle", DraftChanged.EVENT))
			.andExpect(content().string(allOf(containsString("id=\"board\""), containsString("data-pod=\"web\""),
					not(containsString("<html")), containsString("id=\"findings-region\" hx-swap-oob=\"innerHTML\""),
					containsString("id=\"findings\""), containsString("id=\"preview-pod\" hx-swap-oob=\"innerHTML\""),
					not(containsString("id=\"pod-web\" hx-swap-oob")))));
		this.mvc.perform(get("/manifests/7/edit/board").header("HX-Request", "true").param("version", "3"))
			.andExpect(status().isOk())
			.andExpect(header().doesNotExist("HX-Trigger-After-Settle"));
	}

	/**
	 * Another person's change named web, migrate and a pod the draft no longer has; the
	 * board has no card of migrate: web's card is swapped, migrate's comes to be added
	 * after the others, and the card of the pod gone is removed.
	 */
	@Test
	void cardsOfAnotherPersonsChangeAddThePodsTheBoardLacksAndRemoveThoseGone() throws Exception {
		this.mvc
			.perform(get("/manifests/7/edit/cards").header("HX-Request", "true")
				.param("pods", "web,migrate,gone")
				.param("missing", "migrate"))
			.andExpect(status().isOk())
			.andExpect(header().string("HX-Reswap", "none"))
			.andExpect(content()
				.string(allOf(matchesPattern("(?s).*<article[^>]*id=\"pod-web\"[^>]*hx-swap-oob=\"true\".*"),
						matchesPattern(
								"(?s).*hx-swap-oob=\"beforeend:#pods\"[^>]*>\\s*<article[^>]*id=\"pod-migrate\".*"),
						not(matchesPattern("(?s).*<article[^>]*id=\"pod-migrate\"[^>]*hx-swap-oob.*")),
						containsString("<article id=\"pod-gone\" hx-swap-oob=\"delete\">"))));
	}

	@Test
	void boardOutsideHtmxLeadsToThePage() throws Exception {
		this.mvc.perform(get("/manifests/7/edit/board")).andExpect(redirectedUrl("/manifests/7/edit"));
	}

	@Test
	void versionPollIsNoContentWhileTheBoardShowsTheDraftElseItSaysOutdated() throws Exception {
		this.mvc.perform(get("/manifests/7/edit/version").header("HX-Request", "true").param("version", "3"))
			.andExpect(status().isNoContent())
			.andExpect(content().string(""));
		this.mvc.perform(get("/manifests/7/edit/version").header("HX-Request", "true").param("version", "2"))
			.andExpect(status().isOk())
			.andExpect(header().string("HX-Trigger", BoardPageController.DRAFT_OUTDATED))
			.andExpect(content().string("<span>3</span>"));
	}

	@TestConfiguration(proxyBeanMethods = false)
	static class Beans {

		@Bean
		ManifestValidator manifestValidator() {
			return Validators.create();
		}

		@Bean
		HelmChartExporter helmChartExporter() {
			return new HelmChartExporter();
		}

	}

}
