package io.manifeststudio.editor.pages;

import java.nio.charset.StandardCharsets;
import java.util.List;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.TestConfiguration;
import org.springframework.boot.webmvc.test.autoconfigure.WebMvcTest;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Import;
import org.springframework.mock.web.MockMultipartFile;
import org.springframework.test.context.bean.override.mockito.MockitoBean;
import org.springframework.test.web.servlet.MockMvc;

import io.manifeststudio.editor.DraftChanged;
import io.manifeststudio.manifest.DraftBaseline;
import io.manifeststudio.manifest.DraftEditing;
import io.manifeststudio.account.ManifestContent;
import io.manifeststudio.manifest.Draft;
import io.manifeststudio.manifest.model.ManifestCodec;
import io.manifeststudio.manifest.ManifestNotFoundException;
import io.manifeststudio.manifest.ManifestService;
import io.manifeststudio.manifest.RevisionConflictException;
import io.manifeststudio.manifest.RevisionSummary;
import io.manifeststudio.manifest.StaleDraftException;
import io.manifeststudio.validation.ManifestValidator;
import io.manifeststudio.account.SignedInMockMvc;

import static org.hamcrest.Matchers.allOf;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.not;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.ArgumentMatchers.anyLong;
import static org.mockito.ArgumentMatchers.eq;
import static org.mockito.ArgumentMatchers.isNull;
import static org.mockito.BDDMockito.given;
import static org.mockito.BDDMockito.willReturn;
import static org.mockito.BDDMockito.willThrow;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.verify;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.multipart;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.content;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.flash;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.header;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.redirectedUrl;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.view;

/**
 * The manifest page over a mocked {@link ManifestService} and a validator with a test
 * rule: pod cards with their hooks, the findings panel, the live region's poll, revisions
 * and draft replacement, and the 404 page.
 */
@Import({ ManifestContent.class, SignedInMockMvc.class, ManifestViews.class, ManifestPageControllerTests.Rules.class })
@WebMvcTest(ManifestPageController.class)
class ManifestPageControllerTests {

	@MockitoBean
	DraftEditing draftEditing;

	@MockitoBean
	DraftBaseline draftBaseline;

	static final ManifestCodec CODEC = new ManifestCodec();

	@Autowired
	MockMvc mvc;

	@MockitoBean
	ManifestService service;

	@BeforeEach
	void storedManifest() {
		given(this.service.parse(any(Draft.class)))
			.willAnswer((call) -> CODEC.read(call.getArgument(0, Draft.class).content()));
		willThrow(new ManifestNotFoundException(404)).given(this.service).get(404L);
		willThrow(new ManifestNotFoundException(404)).given(this.service).revisions(404L);
		stores(PageFixtures.draft(7, PageFixtures.SIDECAR_YAML, 3));
		given(this.service.revisions(7)).willReturn(List.of(RevisionSummary.of(PageFixtures.revision(7, 2, "second")),
				RevisionSummary.of(PageFixtures.revision(7, 1, "first"))));
	}

	private void stores(Draft draft) {
		willReturn(PageFixtures.stored(draft.manifestId(), "demo", draft)).given(this.service).get(draft.manifestId());
		willReturn(draft).given(this.service).draft(draft.manifestId());
		willReturn(draft.version()).given(this.service).draftVersion(draft.manifestId());
	}

	@Test
	void showManifestHasOnePodCardPerWorkloadWithChipsMarkedColocatedOrSidecar() throws Exception {
		this.mvc.perform(get("/manifests/7"))
			.andExpect(status().isOk())
			.andExpect(view().name(ManifestPageController.VIEW))
			.andExpect(content().string(allOf(containsString("<h1>demo</h1>"), containsString("data-pod=\"api\""),
					containsString("data-pod=\"migrate\""), not(containsString("data-pod=\"envoy\"")),
					containsString("data-container=\"log-agent\" data-mode=\"colocated\""),
					containsString("data-container=\"envoy\" data-mode=\"sidecar\""))))
			.andExpect(content().string(containsString("href=\"/api/manifests/7/role-manifest.yml\"")))
			.andExpect(content().string(containsString("href=\"/manifests/7/edit\" data-action=\"open-board\"")));
	}

	@Test
	void showManifestPlacesChipsInListedOrderAfterTheMainContainer() throws Exception {
		String html = this.mvc.perform(get("/manifests/7")).andReturn().getResponse().getContentAsString();

		int card = html.indexOf("data-pod=\"api\"");
		int main = html.indexOf("data-container=\"api\"", card);
		int logAgent = html.indexOf("data-container=\"log-agent\"", card);
		int envoy = html.indexOf("data-container=\"envoy\"", card);
		org.assertj.core.api.Assertions.assertThat(card).isPositive();
		org.assertj.core.api.Assertions.assertThat(main).isGreaterThan(card).isLessThan(logAgent);
		org.assertj.core.api.Assertions.assertThat(logAgent).isLessThan(envoy);
	}

	@Test
	void showManifestHasTheFindingsPanelWithCountsAndRuleHooks() throws Exception {
		stores(PageFixtures.draft(7, PageFixtures.BROKEN_YAML, 4));

		this.mvc.perform(get("/manifests/7"))
			.andExpect(status().isOk())
			.andExpect(content().string(allOf(containsString("id=\"findings\""), containsString("data-errors=\"1\""),
					containsString("data-warnings=\"0\""),
					containsString("data-rule=\"" + BrokenNameRule.ID
							+ "\" data-severity=\"error\" data-subject=\"broken-api\""),
					containsString("instance_groups[broken-api].name: Invalid value: &quot;broken-api&quot;"),
					containsString("The test rule refuses groups named like this."),
					containsString("Rename the group."), containsString("<span class=\"finding-location\">2:3</span>"),
					containsString("1 error</span>"), containsString("0 warnings</span>"),
					containsString("1 instance group · 1 pod"))));
	}

	@Test
	void showManifestListsRevisionsNewestFirstEachDownloadable() throws Exception {
		String html = this.mvc.perform(get("/manifests/7"))
			.andExpect(status().isOk())
			.andExpect(content().string(allOf(containsString("data-revision=\"2\""),
					containsString("href=\"/api/manifests/7/role-manifest.yml?revision=1\""),
					containsString("<td>bob</td>"), containsString("2 Dec 2026, 10:04 UTC"))))
			.andReturn()
			.getResponse()
			.getContentAsString();
		org.assertj.core.api.Assertions.assertThat(html.indexOf("data-revision=\"2\""))
			.isLessThan(html.indexOf("data-revision=\"1\""));
	}

	@Test
	void showManifestOfAnUnknownIdIsThe404Page() throws Exception {
		this.mvc.perform(get("/manifests/404"))
			.andExpect(status().isNotFound())
			.andExpect(view().name("error"))
			.andExpect(content().string(allOf(containsString("Not found"), not(containsString("Whitelabel")))));
	}

	@Test
	void liveAnswers204WhileTheDraftIsAtTheShownVersion() throws Exception {
		this.mvc.perform(get("/manifests/7/live").param("version", "3").header("HX-Request", "true"))
			.andExpect(status().isNoContent())
			.andExpect(content().string(""))
			.andExpect(header().doesNotExist("HX-Trigger"));
	}

	@Test
	void liveAnswersTheNewPodsAndFindingsWhenTheDraftMovedOn() throws Exception {
		stores(PageFixtures.draft(7, PageFixtures.BROKEN_YAML, 4));

		this.mvc.perform(get("/manifests/7/live").param("version", "3").header("HX-Request", "true"))
			.andExpect(status().isOk())
			.andExpect(header().string("Vary", containsString("HX-Request")))
			.andExpect(content().string(allOf(not(containsString("<html")), containsString("id=\"draft-live\""),
					containsString("data-draft-version=\"4\""), containsString("/manifests/7/live?version=4"),
					containsString("data-pod=\"broken-api\""), containsString("data-errors=\"1\""),
					containsString("hx-trigger=\"draftOutdated from:body\""))))
			.andExpect(header().string("HX-Trigger", DraftChanged.EVENT));
	}

	@Test
	void podsAreTheBoardsCardsWithoutTheBoardsControls() throws Exception {
		stores(PageFixtures.draft(7, PageFixtures.SIDECAR_YAML.replace("- name: api\n", "- name: broken-api\n"), 4));

		String html = this.mvc.perform(get("/manifests/7"))
			.andExpect(status().isOk())
			.andReturn()
			.getResponse()
			.getContentAsString();

		// the board's card (editor/board.html, fragment "cards"): its hooks, facts, marks
		// and foot
		org.assertj.core.api.Assertions.assertThat(html)
			.contains(
					"<article class=\"pod-card has-error\" id=\"pod-broken-api\" data-pod=\"broken-api\" data-kind=\"StatefulSet\" data-has-findings=\"true\"")
			.contains("class=\"pod-facts\"", "class=\"pod-request\"", "data-order=\"start\"", "class=\"pod-marks\"")
			.contains("<a class=\"pod-title\" href=\"/manifests/7/edit/groups/broken-api\">broken-api</a>")
			.contains("data-container=\"log-agent\" data-mode=\"colocated\"",
					"data-container=\"envoy\" data-mode=\"sidecar\"");
		// and none of its controls: nothing on this page edits
		org.assertj.core.api.Assertions.assertThat(html)
			.doesNotContain("data-action=\"toggle-mode\"", "data-action=\"move\"", "data-action=\"earlier\"",
					"data-action=\"edit-group\"", "data-action=\"preview\"", "class=\"grip\"",
					"hx-post=\"/manifests/7/edit");
		// one refresh, on the board's event; no poll, no event of its own
		org.assertj.core.api.Assertions.assertThat(html)
			.contains("hx-trigger=\"draftOutdated from:body\"")
			.doesNotContain("draft-changed", "draft-refreshed", "every ");
	}

	@Test
	void showManifestLeavesTheExportPanelAPlaceThatLoadsIt() throws Exception {
		this.mvc.perform(get("/manifests/7"))
			.andExpect(status().isOk())
			.andExpect(content().string(allOf(containsString("<section id=\"export\""),
					containsString("hx-get=\"/manifests/7/export\" hx-trigger=\"load\""),
					containsString("href=\"#export\""))));
	}

	@Test
	void liveIsOnlyForHtmx() throws Exception {
		this.mvc.perform(get("/manifests/7/live").param("version", "3")).andExpect(status().isNotFound());
	}

	@Test
	void saveRevisionHtmxAnswersTheRevisionsFragmentWithTheNewRevision() throws Exception {
		given(this.service.saveRevision(7, "third", "alice")).willReturn(PageFixtures.revision(7, 3, "third"));

		this.mvc
			.perform(post("/manifests/7/revisions").param("message", "third")
				.param("author", "carol")
				.header("HX-Request", "true"))
			.andExpect(status().isOk())
			.andExpect(content().string(allOf(not(containsString("<html")), containsString("id=\"revisions\""),
					containsString("Saved revision 3."))));
	}

	@Test
	void saveRevisionWithoutMessageShowsTheFieldErrorAndSavesNothing() throws Exception {
		this.mvc.perform(post("/manifests/7/revisions").param("message", " ").header("HX-Request", "true"))
			.andExpect(status().isOk())
			.andExpect(content().string(containsString("Say what the revision is about.")));
		verify(this.service, never()).saveRevision(anyLong(), any(), any());
	}

	@Test
	void saveRevisionThatCollidesWithAnotherSaveAsksToSaveAgain() throws Exception {
		given(this.service.saveRevision(7, "third", "alice"))
			.willThrow(new RevisionConflictException(7, new IllegalStateException("unique key")));

		this.mvc.perform(post("/manifests/7/revisions").param("message", "third").header("HX-Request", "true"))
			.andExpect(status().isOk())
			.andExpect(content().string(allOf(containsString("save again"), containsString("value=\"third\""))));
	}

	@Test
	void saveRevisionWithoutHtmxRedirectsToThePage() throws Exception {
		given(this.service.saveRevision(7, "third", "alice")).willReturn(PageFixtures.revision(7, 3, "third"));

		this.mvc.perform(post("/manifests/7/revisions").param("message", "third"))
			.andExpect(redirectedUrl("/manifests/7#revisions"))
			.andExpect(flash().attribute("savedRevision", 3));
	}

	@Test
	void replaceDraftHtmxStoresThePasteAndFiresDraftChanged() throws Exception {
		given(this.service.replaceDraft(eq(7L), any(), eq(3L), eq("alice")))
			.willReturn(PageFixtures.draft(7, PageFixtures.BROKEN_YAML, 4));

		this.mvc
			.perform(multipart("/manifests/7/draft").param("content", PageFixtures.BROKEN_YAML)
				.param("version", "3")
				.header("HX-Request", "true"))
			.andExpect(status().isOk())
			.andExpect(header().string("HX-Trigger", ManifestPageController.DRAFT_OUTDATED))
			.andExpect(content().string(allOf(not(containsString("<html")), containsString("id=\"replace-draft\""),
					containsString("Draft replaced: now version 4."))));
		verify(this.service).replaceDraft(7L, PageFixtures.BROKEN_YAML.getBytes(StandardCharsets.UTF_8), 3L, "alice");
	}

	@Test
	void replaceDraftWithAFileStoresTheFileBytes() throws Exception {
		byte[] bytes = PageFixtures.BROKEN_YAML.getBytes(StandardCharsets.UTF_8);
		given(this.service.replaceDraft(eq(7L), any(), eq(3L), eq("alice")))
			.willReturn(PageFixtures.draft(7, PageFixtures.BROKEN_YAML, 4));

		this.mvc
			.perform(multipart("/manifests/7/draft")
				.file(new MockMultipartFile("file", "m.yml", "application/yaml", bytes))
				.param("version", "3")
				.header("HX-Request", "true"))
			.andExpect(status().isOk())
			.andExpect(content().string(containsString("Draft replaced: now version 4.")));
		verify(this.service).replaceDraft(7L, bytes, 3L, "alice");
	}

	@Test
	void replaceDraftWithBadYamlShowsTheProblemAtItsLineWith200() throws Exception {
		String bad = "instance_groups:\n- name: web\n  jobs: [a\n  tags: x\n";
		given(this.service.replaceDraft(eq(7L), any(), eq(3L), eq("alice")))
			.willAnswer((call) -> CODEC.read(call.getArgument(1, byte[].class)));

		this.mvc
			.perform(multipart("/manifests/7/draft").param("content", bad)
				.param("version", "3")
				.header("HX-Request", "true"))
			.andExpect(status().isOk())
			.andExpect(header().doesNotExist("HX-Trigger"))
			.andExpect(content().string(allOf(containsString("The YAML could not be read"),
					containsString("class=\"excerpt-line offending\""),
					containsString("<span class=\"line-text\">  tags: x</span>"))));
	}

	@Test
	void replaceDraftOfAStaleVersionSaysSoAndRefreshesTheLiveRegion() throws Exception {
		given(this.service.replaceDraft(eq(7L), any(), eq(2L), eq("alice")))
			.willThrow(new StaleDraftException(7, 2, 3));

		this.mvc
			.perform(multipart("/manifests/7/draft").param("content", PageFixtures.BROKEN_YAML)
				.param("version", "2")
				.header("HX-Request", "true"))
			.andExpect(status().isOk())
			.andExpect(header().string("HX-Trigger", ManifestPageController.DRAFT_OUTDATED))
			.andExpect(content().string(containsString("The draft changed since this page loaded it (now version 3)")));
	}

	@Test
	void replaceDraftWithoutYamlOrVersionWritesNothing() throws Exception {
		this.mvc.perform(multipart("/manifests/7/draft").header("HX-Request", "true"))
			.andExpect(status().isOk())
			.andExpect(content().string(allOf(containsString("Upload a file or paste the YAML."),
					containsString("The form did not say which draft version it replaces"))));
		verify(this.service, never()).replaceDraft(anyLong(), any(), anyLong(), any());
	}

	@Test
	void replaceDraftRefusesAFileOverFiveMegabytesOnItsFieldAndWritesNothing() throws Exception {
		byte[] sixMegabytes = new byte[6 * 1024 * 1024];
		java.util.Arrays.fill(sixMegabytes, (byte) '#');

		this.mvc
			.perform(multipart("/manifests/7/draft")
				.file(new MockMultipartFile("file", "big.yml", "application/yaml", sixMegabytes))
				.param("version", "3")
				.header("HX-Request", "true"))
			.andExpect(status().isOk())
			.andExpect(header().doesNotExist("HX-Trigger"))
			.andExpect(content().string(allOf(containsString("id=\"replace-draft\""),
					containsString("This file has 6.0 MB; a role manifest may have at most 5 MB."))));
		verify(this.service, never()).replaceDraft(anyLong(), any(), anyLong(), any());
	}

	@Test
	void replaceDraftWithoutHtmxRedirectsToThePage() throws Exception {
		given(this.service.replaceDraft(eq(7L), any(), eq(3L), eq("alice")))
			.willReturn(PageFixtures.draft(7, PageFixtures.BROKEN_YAML, 4));

		this.mvc
			.perform(multipart("/manifests/7/draft").param("content", PageFixtures.BROKEN_YAML).param("version", "3"))
			.andExpect(redirectedUrl("/manifests/7"))
			.andExpect(flash().attribute("replacedVersion", 4L));
	}

	/**
	 * The test rule alone, so that the panel shows exactly the findings these tests
	 * expect.
	 */
	@TestConfiguration(proxyBeanMethods = false)
	static class Rules {

		@Bean
		ManifestValidator manifestValidator() {
			return BrokenNameRule.validatorWithOnlyThisRule();
		}

	}

}
