package io.manifeststudio.editor.board;

import java.util.Optional;

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
import io.manifeststudio.manifest.model.ContainerMode;
import io.manifeststudio.manifest.Draft;
import io.manifeststudio.manifest.DraftBaseline;
import io.manifeststudio.manifest.DraftEditing;
import io.manifeststudio.manifest.EditResult;
import io.manifeststudio.manifest.EditingState;
import io.manifeststudio.manifest.ManifestService;
import io.manifeststudio.manifest.NothingToUndoException;
import io.manifeststudio.manifest.EditConflictException;
import io.manifeststudio.manifest.edit.Edit;
import io.manifeststudio.manifest.edit.EditRefusedException;
import io.manifeststudio.export.rules.Validators;
import io.manifeststudio.validation.ManifestValidator;
import io.manifeststudio.account.SignedInMockMvc;
import io.manifeststudio.editor.DraftChanged;

import static org.hamcrest.Matchers.allOf;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.not;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.ArgumentMatchers.anyLong;
import static org.mockito.ArgumentMatchers.eq;
import static org.mockito.BDDMockito.given;
import static org.mockito.BDDMockito.willReturn;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.verify;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.content;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.header;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

/**
 * The board's changes over a mocked editing service: each post becomes the one edit it
 * means (a drop's place worked out from the names it sends), the answer is the board and
 * the notice, a change fires draftChanged with the pod it changed, an edit that conflicts
 * with a change made since says so beside the card and offers to apply it on the new
 * version, an impossible one says why.
 */
@WebMvcTest(BoardEditController.class)
@Import({ ManifestContent.class, SignedInMockMvc.class, ExportSlots.class, Boards.class,
		io.manifeststudio.export.rules.VersionValidators.class, KubernetesPreviews.class, HelmPreviews.class,
		BoardAnswers.class, BoardEditControllerTests.Beans.class })
class BoardEditControllerTests {

	@Autowired
	MockMvc mvc;

	@Autowired
	BoardAnswers answers;

	@MockitoBean
	ManifestService service;

	@MockitoBean
	DraftEditing editing;

	@MockitoBean
	DraftBaseline baseline;

	Draft draft = BoardFixtures.draft(7, BoardFixtures.SIDECAR_YAML, 3);

	@BeforeEach
	void storedManifest() {
		given(this.service.parse(any(Draft.class)))
			.willAnswer((call) -> BoardFixtures.manifest(call.getArgument(0, Draft.class).content()));
		willReturn(BoardFixtures.stored(7, "demo", this.draft)).given(this.service).get(7L);
		given(this.service.get(any(Draft.class)))
			.willAnswer((call) -> BoardFixtures.stored(7, "demo", call.getArgument(0, Draft.class)));
		willReturn(this.draft).given(this.service).draft(7L);
		given(this.editing.state(eq(7L), any())).willReturn(new EditingState(3, false, false, null, null));
		given(this.baseline.beforeNewestChange(any(Draft.class))).willReturn(Optional.empty());
		given(this.editing.applyRebased(anyLong(), anyLong(), any(Edit.class), eq("alice")))
			.willReturn(new EditResult(this.draft, "done", BoardFixtures.manifest(this.draft.content()), true));
	}

	@Test
	void aDropIntoAPodIsOnePlaceAfterTheContainersItLandedBehind() throws Exception {
		this.mvc
			.perform(post("/manifests/7/edit/edits").header("HX-Request", "true")
				.param("version", "3")
				.param("edit", "{\"op\":\"place\",\"container\":\"db-proxy\",\"pod\":\"web\"}")
				.param("order", "log-agent", "db-proxy", "envoy"))
			.andExpect(status().isOk())
			.andExpect(header().string("HX-Trigger-After-Settle", "{\"draftChanged\":{\"pod\":\"web\"}}"))
			.andExpect(header().string("HX-Reswap", "none"))
			.andExpect(
					content().string(allOf(not(containsString("id=\"board\"")), containsString("id=\"board-notice\""),
							containsString("id=\"pod-web\""), not(containsString("data-notice=")))));

		verify(this.editing).applyRebased(7L, 3L, new Edit.Place("db-proxy", "web", 1, null), "alice");
	}

	@Test
	void aDropBetweenPodsIsOneMoveAndAReorderNamesTheNewOrder() throws Exception {
		this.mvc
			.perform(post("/manifests/7/edit/edits").header("HX-Request", "true")
				.param("version", "3")
				.param("edit", "{\"op\":\"move\",\"container\":\"log-agent\",\"from\":\"web\",\"to\":\"migrate\"}")
				.param("order", "log-agent"))
			.andExpect(status().isOk());
		verify(this.editing).applyRebased(7L, 3L, new Edit.Move("log-agent", "web", "migrate", 0), "alice");

		this.mvc
			.perform(post("/manifests/7/edit/edits").header("HX-Request", "true")
				.param("version", "3")
				.param("edit", "{\"op\":\"reorder\",\"pod\":\"web\",\"containers\":[\"envoy\",\"log-agent\"]}")
				.param("order", "envoy", "log-agent"))
			.andExpect(status().isOk());
		verify(this.editing).applyRebased(7L, 3L, new Edit.Reorder("web", java.util.List.of("envoy", "log-agent")),
				"alice");
	}

	@Test
	void theKeyboardMenusMoveRemoveAndPlace() throws Exception {
		this.mvc
			.perform(post("/manifests/7/edit/moves").header("HX-Request", "true")
				.param("version", "3")
				.param("container", "log-agent")
				.param("from", "web")
				.param("target", "pod:migrate"))
			.andExpect(status().isOk())
			.andExpect(header().string("HX-Trigger-After-Settle", "{\"draftChanged\":{\"pod\":\"migrate\"}}"));
		verify(this.editing).applyRebased(7L, 3L, new Edit.Move("log-agent", "web", "migrate", null), "alice");

		this.mvc.perform(post("/manifests/7/edit/moves").header("HX-Request", "true")
			.param("version", "3")
			.param("container", "log-agent")
			.param("from", "web")
			.param("target", "remove"));
		verify(this.editing).applyRebased(7L, 3L, new Edit.Remove("log-agent", "web"), "alice");

		this.mvc.perform(post("/manifests/7/edit/moves").header("HX-Request", "true")
			.param("version", "3")
			.param("container", "db-proxy")
			.param("target", "pod:migrate"));
		verify(this.editing).applyRebased(7L, 3L, new Edit.Place("db-proxy", "migrate", null, ContainerMode.COLOCATED),
				"alice");
	}

	@Test
	void theAnswerToAChangeIsBuiltFromItsResultAndCarriesOnlyTheCardsItTouchedWithThePanels() throws Exception {
		given(this.editing.applyRebased(anyLong(), anyLong(), any(Edit.class), eq("alice")))
			.willReturn(new EditResult(this.draft, "db-proxy placed in migrate",
					BoardFixtures.manifest(this.draft.content()), true, false, java.util.List.of("migrate")));

		String answer = this.mvc
			.perform(post("/manifests/7/edit/moves").header("HX-Request", "true")
				.param("version", "3")
				.param("container", "db-proxy")
				.param("target", "pod:migrate"))
			.andExpect(status().isOk())
			.andExpect(header().string("HX-Reswap", "none"))
			.andExpect(header().string("HX-Trigger-After-Settle", "{\"draftChanged\":{\"pod\":\"migrate\"}}"))
			.andExpect(header().doesNotExist("HX-Trigger"))
			.andReturn()
			.getResponse()
			.getContentAsString();

		org.assertj.core.api.Assertions.assertThat(answer)
			.doesNotContain("id=\"board\"", "id=\"pod-web\"")
			.contains("id=\"pod-migrate\"", "data-pod=\"migrate\"", "hx-swap-oob=\"true\">", "id=\"board-bar\"",
					"id=\"board-version\" name=\"version\" value=\"3\"", "id=\"palette-region\"",
					"data-palette-item=\"db-proxy\"", "id=\"findings-region\" hx-swap-oob=\"innerHTML\"",
					"id=\"findings\"", "data-rule=\"FISSILE-51\"", "id=\"board-marks\" hidden hx-swap-oob=\"true\"",
					"id=\"preview-pod\" hx-swap-oob=\"innerHTML\"", "<option value=\"web\"", "id=\"board-notice\"");
		// Nothing read the draft again: the board, the findings and the marks are the
		// edit's own result.
		verify(this.service, never()).draft(7L);
		verify(this.service, never()).get(7L);
		verify(this.service, never()).parse(any(Draft.class));
	}

	@Test
	void aMoveBringsTheCardsItChangedAndThePodsEachContainerCanGoToNotEveryCardThatPlacesIt() throws Exception {
		// after the change: web no longer places log-agent, migrate still does
		String after = BoardFixtures.SIDECAR_YAML
			.replace("colocated_containers: [log-agent, envoy]", "colocated_containers: [envoy]")
			.replace("run: {memory: 32}\n- name: db-proxy",
					"run: {memory: 32}\n        colocated_containers: [log-agent]\n- name: db-proxy");
		Draft changed = BoardFixtures.draft(7, after, 4);
		given(this.editing.applyRebased(anyLong(), anyLong(), any(Edit.class), eq("alice")))
			.willReturn(new EditResult(changed, "log-agent removed from pod web", BoardFixtures.manifest(after), true,
					false, java.util.List.of("web")));

		String answer = this.mvc
			.perform(post("/manifests/7/edit/moves").header("HX-Request", "true")
				.param("version", "3")
				.param("container", "log-agent")
				.param("from", "web")
				.param("target", "remove"))
			.andExpect(status().isOk())
			.andReturn()
			.getResponse()
			.getContentAsString();

		// migrate places log-agent, whose chips' menus now offer web: that comes once for
		// all its chips, and migrate's card stays as the page shows it
		org.assertj.core.api.Assertions.assertThat(answer)
			.contains("id=\"pod-web\"", "id=\"move-targets\" hidden hx-swap-oob=\"true\"",
					"<datalist data-moves-for=\"log-agent\">",
					"<option value=\"pod:web\" data-to-pod=\"web\">web</option>")
			.doesNotContain("id=\"pod-migrate\"");
	}

	@Test
	void aMenuWithoutAChoiceChangesNothingAndSaysSo() throws Exception {
		this.mvc
			.perform(post("/manifests/7/edit/moves").header("HX-Request", "true")
				.param("version", "3")
				.param("container", "log-agent")
				.param("from", "web"))
			.andExpect(status().isOk())
			.andExpect(header().doesNotExist("HX-Trigger-After-Settle"))
			.andExpect(content().string(allOf(containsString("data-notice=\"refused\""),
					containsString("Choose a pod to move log-agent to."))));
		verify(this.editing, never()).applyRebased(anyLong(), anyLong(), any(Edit.class), any());
	}

	@Test
	void aConflictingEditIsShownBesideTheCardAndOfferedOnTheNewVersion() throws Exception {
		given(this.service.draftVersion(7L)).willReturn(3L);
		given(this.editing.applyRebased(eq(7L), eq(2L), any(Edit.class), eq("alice")))
			.willThrow(new EditConflictException(
					"Your edit (made on version 2) was not applied: bob changed the same "
							+ "part of the draft in version 3 (envoy moved). Nothing was written.",
					new EditConflictException.Conflict(3, "bob", null, "envoy moved")));

		this.mvc
			.perform(post("/manifests/7/edit/edits").header("HX-Request", "true")
				.param("version", "2")
				.param("edit", "{\"op\":\"place\",\"container\":\"db-proxy\",\"pod\":\"web\"}")
				.param("order", "db-proxy", "log-agent", "envoy"))
			.andExpect(status().isOk())
			.andExpect(header().string("HX-Trigger-After-Settle", DraftChanged.EVENT))
			.andExpect(content().string(allOf(containsString("data-notice=\"conflict\""),
					containsString("id=\"board\""), containsString("id=\"findings-region\" hx-swap-oob=\"innerHTML\""),
					containsString(
							"<p class=\"card-conflict\" role=\"alert\" data-conflict=\"3\">Your edit (made on version 2) "
									+ "was not applied: bob changed the same part of the draft in version 3 (envoy moved)."),
					containsString("data-action=\"reapply\">Reapply on version 3</button>"),
					containsString(
							"name=\"edit\" value=\"{&quot;op&quot;:&quot;place&quot;,&quot;container&quot;:&quot;db-proxy&quot;,&quot;pod&quot;:&quot;web&quot;}\""),
					containsString("<input type=\"hidden\" name=\"order\" value=\"db-proxy\">"),
					containsString("id=\"board-version\" name=\"version\" value=\"3\""))));
	}

	@Test
	void anEditThatCannotApplySaysWhyAndShowsTheBoardAsItIs() throws Exception {
		given(this.editing.applyRebased(anyLong(), anyLong(), any(Edit.class), eq("alice")))
			.willThrow(new EditRefusedException("envoy is already placed in pod web"));

		this.mvc
			.perform(post("/manifests/7/edit/edits").header("HX-Request", "true")
				.param("version", "3")
				.param("edit", "{\"op\":\"place\",\"container\":\"envoy\",\"pod\":\"web\"}"))
			.andExpect(status().isOk())
			.andExpect(header().doesNotExist("HX-Trigger-After-Settle"))
			.andExpect(content().string(allOf(containsString("data-notice=\"refused\""),
					containsString("Not changed: envoy is already placed in pod web"),
					containsString("data-pod=\"web\""))));
	}

	@Test
	void anEditThatIsNotJsonSaysWhatIsWrong() throws Exception {
		this.mvc
			.perform(post("/manifests/7/edit/edits").header("HX-Request", "true")
				.param("version", "3")
				.param("edit", "{\"op\":\"teleport\"}"))
			.andExpect(status().isOk())
			.andExpect(content().string(allOf(containsString("data-notice=\"refused\""),
					containsString("There is no op &quot;teleport&quot;"))));
		verify(this.editing, never()).applyRebased(anyLong(), anyLong(), any(Edit.class), any());
	}

	@Test
	void undoAndRedoGoThroughTheEditingServiceAndSayWhenThereIsNothing() throws Exception {
		given(this.editing.undo(7L, "alice"))
			.willReturn(new EditResult(this.draft, "Undid: x", BoardFixtures.manifest(this.draft.content()), true));
		given(this.editing.redo(7L, "alice")).willThrow(new NothingToUndoException("There is nothing to redo"));

		this.mvc.perform(post("/manifests/7/edit/undo").header("HX-Request", "true").param("version", "3"))
			.andExpect(status().isOk())
			.andExpect(header().string("HX-Trigger-After-Settle", DraftChanged.EVENT))
			.andExpect(header().string("HX-Reswap", "none"))
			.andExpect(content().string(allOf(not(containsString("data-notice=")), not(containsString("id=\"board\"")),
					containsString("id=\"board-bar\""))));
		this.mvc.perform(post("/manifests/7/edit/redo").header("HX-Request", "true").param("version", "3"))
			.andExpect(status().isOk())
			.andExpect(header().doesNotExist("HX-Trigger-After-Settle"))
			.andExpect(content().string(containsString("Not changed: There is nothing to redo")));
	}

	@Test
	void anUndoThatTakesAPodAwayRemovesItsCardInTheSameAnswer() throws Exception {
		String content = this.draft.content();
		String after = content.substring(0, content.indexOf("- name: migrate"))
				+ content.substring(content.indexOf("- name: db-proxy"));
		given(this.editing.undo(7L, "alice")).willReturn(new EditResult(BoardFixtures.draft(7, after, 4),
				"Undid: created migrate", BoardFixtures.manifest(after), true, false, java.util.List.of("migrate")));

		this.mvc.perform(post("/manifests/7/edit/undo").header("HX-Request", "true").param("version", "3"))
			.andExpect(status().isOk())
			.andExpect(header().string("HX-Reswap", "none"))
			.andExpect(content().string(allOf(containsString("<article id=\"pod-migrate\" hx-swap-oob=\"delete\">"),
					not(containsString("<option value=\"migrate\"")), containsString("id=\"board-bar\""))));
	}

	@Test
	void anUndoThatBringsAPodBackAddsItsCardInTheSameAnswer() throws Exception {
		given(this.editing.undo(7L, "alice")).willReturn(
				new EditResult(this.draft, "Undid: deleted migrate", BoardFixtures.manifest(this.draft.content()), true,
						false, java.util.List.of("migrate"), java.util.List.of("migrate")));

		String answer = this.mvc
			.perform(post("/manifests/7/edit/undo").header("HX-Request", "true").param("version", "3"))
			.andExpect(status().isOk())
			.andReturn()
			.getResponse()
			.getContentAsString();

		String added = answer.substring(answer.indexOf("hx-swap-oob=\"beforeend:#pods\""));
		org.assertj.core.api.Assertions.assertThat(added).contains("<article class=\"pod-card\"", "id=\"pod-migrate\"");
		org.assertj.core.api.Assertions.assertThat(answer).doesNotContain("delete\"");
		org.assertj.core.api.Assertions.assertThat(answer.indexOf("id=\"pod-migrate\""))
			.as("the card comes once, to be added")
			.isEqualTo(answer.lastIndexOf("id=\"pod-migrate\""));
	}

	/**
	 * A side panel's rename: the card under the new name is one the board does not have
	 * yet (added), the card under the old one goes; no other card comes.
	 */
	@Test
	void aSidePanelsRenameAddsTheCardUnderTheNewNameAndRemovesTheOld() {
		String after = this.draft.content().replace("- name: migrate", "- name: setup");
		EditResult renamed = new EditResult(BoardFixtures.draft(7, after, 4), "renamed migrate to setup",
				BoardFixtures.manifest(after), true, false, java.util.List.of("setup", "migrate"));

		BoardUpdate update = (BoardUpdate) this.answers
			.after(7, renamed, java.util.List.of("migrate", "setup"), java.util.List.of("setup"), "1.33", "alice")
			.get("update");

		org.assertj.core.api.Assertions.assertThat(update.added().pods())
			.extracting(BoardPod::name)
			.containsExactly("setup");
		org.assertj.core.api.Assertions.assertThat(update.gone()).containsExactly("migrate");
		org.assertj.core.api.Assertions.assertThat(update.board().pods()).isEmpty();
		org.assertj.core.api.Assertions.assertThat(update.podOptions())
			.extracting(PodOption::name)
			.containsExactly("web", "setup");
		org.assertj.core.api.Assertions.assertThat(update.board().version()).isEqualTo(4);
		verify(this.service, never()).draft(7L);
	}

	@Test
	void changesNeedHtmx() throws Exception {
		this.mvc.perform(post("/manifests/7/edit/undo").param("version", "3")).andExpect(status().isNotFound());
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
