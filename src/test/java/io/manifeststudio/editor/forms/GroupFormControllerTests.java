package io.manifeststudio.editor.forms;

import java.time.Instant;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.TestConfiguration;
import org.springframework.boot.webmvc.test.autoconfigure.WebMvcTest;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Import;
import org.springframework.test.context.bean.override.mockito.MockitoBean;
import org.springframework.test.web.servlet.MockMvc;
import org.springframework.test.web.servlet.request.MockHttpServletRequestBuilder;

import io.manifeststudio.manifest.DraftBaseline;
import io.manifeststudio.account.ManifestContent;
import io.manifeststudio.manifest.Draft;
import io.manifeststudio.manifest.DraftEditing;
import io.manifeststudio.manifest.EditResult;
import io.manifeststudio.manifest.model.ManifestCodec;
import io.manifeststudio.manifest.ManifestNotFoundException;
import io.manifeststudio.manifest.ManifestService;
import io.manifeststudio.manifest.EditConflictException;
import io.manifeststudio.manifest.StaleDraftException;
import io.manifeststudio.manifest.edit.Edit;
import io.manifeststudio.manifest.edit.EditOutcome;
import io.manifeststudio.manifest.edit.ManifestEditor;
import io.manifeststudio.export.rules.Validators;
import io.manifeststudio.validation.ManifestValidator;
import io.manifeststudio.account.SignedInMockMvc;
import io.manifeststudio.editor.BoardAnswer;
import io.manifeststudio.editor.board.BoardUpdate;
import io.manifeststudio.editor.board.BoardView;
import io.manifeststudio.editor.board.FindingsPanel;
import io.manifeststudio.editor.board.HistoryButton;
import io.manifeststudio.validation.ValidationResult;
import io.manifeststudio.editor.DraftChanged;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.allOf;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.not;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.ArgumentMatchers.anyLong;
import static org.mockito.ArgumentMatchers.argThat;
import static org.mockito.ArgumentMatchers.eq;
import static org.mockito.BDDMockito.given;
import static org.mockito.BDDMockito.willThrow;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.verify;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.delete;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.put;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.content;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.header;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.view;

/**
 * The group forms over a mocked {@link ManifestService} and {@link DraftEditing} that
 * keep one draft in memory (edits go through the real planner and writer), with the real
 * rule engine: each endpoint's status and fragment, inline validation, refused forms that
 * keep what was typed, stale saves, and the draft-changed event.
 */
@WebMvcTest(GroupFormController.class)
@Import({ ManifestContent.class, SignedInMockMvc.class, GroupSettingsForms.class, GroupLifecycleForms.class,
		GroupDrafts.class, GroupTrials.class, GroupFormViews.class, GroupFormControllerTests.Editing.class })
class GroupFormControllerTests {

	@MockitoBean
	DraftBaseline draftBaseline;

	static final ManifestEditor EDITOR = new ManifestEditor(new ManifestCodec());

	@Autowired
	MockMvc mvc;

	@MockitoBean
	ManifestService manifests;

	@MockitoBean
	DraftEditing editing;

	/** The board's part of a save sent from the board (BoardOneRequestBrowserTests). */
	@MockitoBean
	BoardAnswer board;

	/** The draft of manifest 7, as the mocked store has it now. */
	Draft draft;

	@BeforeEach
	void storedManifest() {
		stores(GroupFormFixtures.V3, 4);
		given(this.manifests.parse(any(Draft.class)))
			.willAnswer((call) -> GroupFormFixtures.CODEC.read(call.getArgument(0, Draft.class).content()));
		given(this.manifests.draft(7)).willAnswer((call) -> this.draft);
		willThrow(new ManifestNotFoundException(404)).given(this.manifests).draft(404);
		given(this.editing.apply(eq(7L), anyLong(), any(Edit.class), eq("alice"))).willAnswer((call) -> {
			long version = call.getArgument(1, Long.class);
			if (version != this.draft.version()) {
				throw new StaleDraftException(7, version, this.draft.version());
			}
			return applies(call.getArgument(2, Edit.class));
		});
		// The mocked store keeps no change log: every change since the base is taken to
		// touch the edit.
		given(this.editing.applyRebased(eq(7L), anyLong(), any(Edit.class), eq("alice"))).willAnswer((call) -> {
			long base = call.getArgument(1, Long.class);
			if (base != this.draft.version()) {
				throw new EditConflictException(
						"Your edit (made on version " + base + ") was not applied: bob "
								+ "changed the same part of the draft in version " + this.draft.version()
								+ " (set run.memory of api). Nothing was written.",
						new EditConflictException.Conflict(this.draft.version(), "bob", Instant.now(),
								"set run.memory of api"));
			}
			return applies(call.getArgument(2, Edit.class));
		});
	}

	private EditResult applies(Edit edit) {
		EditOutcome outcome = EDITOR.apply(this.draft.content(), edit);
		if (!outcome.changed()) {
			return new EditResult(this.draft, outcome.summary(), outcome.model(), false);
		}
		stores(outcome.text(), this.draft.version() + 1);
		return new EditResult(this.draft, outcome.summary(), outcome.model(), true);
	}

	private void stores(String yaml, long version) {
		this.draft = GroupFormFixtures.stored(7, yaml, version);
	}

	/**
	 * The board's part, as the board would make it after a change that removed the cards
	 * of {@code gone}: an empty board at version 5 (what goes in it is the board's own
	 * tests' business).
	 */
	private void fromTheBoard(List<String> gone) {
		BoardView board = new BoardView(7, "demo", "v3", 5, "1.33", "native", List.of(), List.of(), List.of(),
				new HistoryButton(true, "the change"), new HistoryButton(false, null));
		BoardUpdate update = new BoardUpdate(board, new BoardUpdate.Cards(List.of()), gone,
				FindingsPanel.of(new ValidationResult(List.of())), List.of(), List.of());
		given(this.board.after(anyLong(), any(), any(), any(), any(), any())).willReturn(Map.of("update", update));
	}

	private static MockHttpServletRequestBuilder htmx(MockHttpServletRequestBuilder request) {
		return request.header("HX-Request", "true");
	}

	@Nested
	class Showing {

		@Test
		void showGroupFormAnswersTheFragmentWithTheGroupsValues() throws Exception {
			GroupFormControllerTests.this.mvc.perform(htmx(get("/manifests/7/edit/groups/api")))
				.andExpect(status().isOk())
				.andExpect(view().name(FormAnswer.PANEL))
				.andExpect(content()
					.string(allOf(containsString("id=\"group-form\""), containsString("data-group=\"api\""),
							containsString("data-version=\"4\""), containsString("name=\"run.memory\" value=\"256\""),
							containsString("name=\"ports[0].internal\" value=\"8080\""),
							containsString("Written in properties.bosh_containerization.run of job api-server"),
							not(containsString("<html")))));
		}

		@Test
		void showGroupPageWithoutHtmxIsAWholePageWithThePanel() throws Exception {
			GroupFormControllerTests.this.mvc.perform(get("/manifests/7/edit/groups/api"))
				.andExpect(status().isOk())
				.andExpect(view().name(GroupFormController.PAGE))
				.andExpect(content().string(allOf(containsString("<html"), containsString("id=\"group-panel\""),
						containsString("id=\"group-form\""), containsString("href=\"/manifests/7\""))));
		}

		@Test
		void theFormShowsTheDraftsFindingsBesideTheirFields() throws Exception {
			stores(GroupFormFixtures.V3.replace("memory: 256", "memory: -5"), 4);

			GroupFormControllerTests.this.mvc.perform(htmx(get("/manifests/7/edit/groups/api")))
				.andExpect(content()
					.string(allOf(containsString("data-messages-for=\"run.memory\">\n\t<ul class=\"message-list\">"),
							containsString("data-finding=\"FISSILE-23\""))));
		}

		@Test
		void aGroupThatIsPlacedCannotBeDeletedAndTheFormSaysWhere() throws Exception {
			GroupFormControllerTests.this.mvc.perform(htmx(get("/manifests/7/edit/groups/log-agent")))
				.andExpect(content().string(allOf(containsString("log-agent is placed in api"), containsString(
						"data-action=\"delete-group\" aria-describedby=\"group-delete-reason\" disabled"))));
		}

		@Test
		void aGroupTheDraftDoesNotHaveIsANoticeInThePanelAnd404AsAPage() throws Exception {
			GroupFormControllerTests.this.mvc.perform(htmx(get("/manifests/7/edit/groups/nope")))
				.andExpect(status().isOk())
				.andExpect(content().string(allOf(containsString("group-gone"),
						containsString("The draft has no group named \u201cnope\u201d"))));
			GroupFormControllerTests.this.mvc.perform(get("/manifests/7/edit/groups/nope"))
				.andExpect(status().isNotFound())
				.andExpect(content().string(containsString("<html")));
		}

		@Test
		void anUnknownManifestIs404() throws Exception {
			GroupFormControllerTests.this.mvc.perform(get("/manifests/404/edit/groups/api"))
				.andExpect(status().isNotFound())
				.andExpect(view().name("error"));
		}

		@Test
		void showCreateFormAnswersTheFragment() throws Exception {
			GroupFormControllerTests.this.mvc.perform(htmx(get("/manifests/7/edit/groups/new")))
				.andExpect(status().isOk())
				.andExpect(content().string(containsString("id=\"group-create-form\"")))
				.andExpect(content().string(allOf(containsString("id=\"group-create-form\""),
						containsString("data-version=\"4\""), containsString("<option value=\"bosh-task\""))));
		}

		@Test
		void addRowAnswersTheFormAsTypedWithAnEmptyRow() throws Exception {
			GroupFormControllerTests.this.mvc
				.perform(htmx(post("/manifests/7/edit/groups/api/form")).param("add", "ports")
					.param("version", "4")
					.param("run.memory", "256Mi")
					.param("ports[0].name", "http"))
				.andExpect(status().isOk())
				.andExpect(content().string(allOf(containsString("name=\"run.memory\" value=\"256Mi\""),
						containsString("data-row=\"ports[1]\" data-new=\"true\""),
						containsString("name=\"ports[1].name\" value=\"\""))));
		}

	}

	@Nested
	class Validating {

		@Test
		void aMemoryValueFissileCannotReadGetsItsMessageBesideTheField() throws Exception {
			GroupFormControllerTests.this.mvc
				.perform(htmx(post("/manifests/7/edit/groups/api/validate")).param("field", "run.memory")
					.param("run.memory", "256Mi"))
				.andExpect(status().isOk())
				.andExpect(view().name(GroupFormController.MESSAGES))
				.andExpect(content().string(allOf(containsString("id=\"gf-run-memory-messages\""),
						containsString("field-message-error"),
						containsString("fissile reads memory as a whole number of MiB: write 256, not 256Mi."))));
		}

		@Test
		void aValidValueGetsTheRuleEnginesFindingsOnTheDraftAsTheFormWouldMakeIt() throws Exception {
			GroupFormControllerTests.this.mvc
				.perform(htmx(post("/manifests/7/edit/groups/api/validate")).param("field", "run.scaling.min")
					.param("run.scaling.min", "5")
					.param("run.scaling.max", "3"))
				.andExpect(status().isOk())
				.andExpect(content().string(allOf(containsString("data-finding=\"STUDIO-SCALING\""),
						containsString("must be less than or equal to max (3)"))));
			assertThat(GroupFormControllerTests.this.draft.version()).as("nothing stored").isEqualTo(4);
		}

		@Test
		void aFixedValueHasNoMessage() throws Exception {
			stores(GroupFormFixtures.V3.replace("memory: 256", "memory: -5"), 4);

			GroupFormControllerTests.this.mvc
				.perform(htmx(post("/manifests/7/edit/groups/api/validate")).param("field", "run.memory")
					.param("run.memory", "128"))
				.andExpect(status().isOk())
				.andExpect(content()
					.string(allOf(containsString("id=\"gf-run-memory-messages\""), not(containsString("<li")))));
		}

		@Test
		void aFieldTheFormDoesNotHaveIsNoContent() throws Exception {
			GroupFormControllerTests.this.mvc
				.perform(htmx(post("/manifests/7/edit/groups/api/validate")).param("field", "run.flight-stage"))
				.andExpect(status().isNoContent());
		}

		@Test
		void aNameIsCheckedAgainstTheOtherGroups() throws Exception {
			GroupFormControllerTests.this.mvc
				.perform(htmx(post("/manifests/7/edit/groups/api/name/validate")).param("name", "migrate"))
				.andExpect(content().string(containsString("The manifest already has a group named migrate.")));
			GroupFormControllerTests.this.mvc
				.perform(htmx(post("/manifests/7/edit/groups/new/validate")).param("field", "name")
					.param("name", "Api 2"))
				.andExpect(content().string(containsString("DNS-1123 label")));
		}

	}

	@Nested
	class Saving {

		@Test
		void aChangedFieldIsOneSetEditOnTheLoadedVersionAndTheBoardIsTold() throws Exception {
			GroupFormControllerTests.this.mvc
				.perform(htmx(put("/manifests/7/edit/groups/api")).param("version", "4")
					.param("run.memory", "512")
					.param("run.virtual-cpus", "0.5"))
				.andExpect(status().isOk())
				.andExpect(header().string("HX-Trigger", DraftChanged.EVENT))
				.andExpect(content().string(allOf(containsString("data-notice=\"saved\""),
						containsString("Saved 1 field: the draft is now at version 5."),
						containsString("data-version=\"5\""), containsString("name=\"run.memory\" value=\"512\""))));
			verify(GroupFormControllerTests.this.editing).applyRebased(7L, 4L,
					new Edit.Batch(List.of(new Edit.SetField("api", "run.memory", 512L))), "alice");
			// not sent from the board (no kubeVersion): the answer is the form alone
			verify(GroupFormControllerTests.this.board, never()).after(anyLong(), any(), any(), any(), any(), any());
			assertThat(GroupFormControllerTests.this.draft.content()).contains("memory: 512")
				.doesNotContain("memory: 256");
		}

		@Test
		void aRejectedFormKeepsEveryValueAsTypedWithTheMessageBesideTheField() throws Exception {
			GroupFormControllerTests.this.mvc
				.perform(htmx(put("/manifests/7/edit/groups/api")).param("version", "4")
					.param("run.memory", "256Mi")
					.param("run.scaling.max", "7")
					.param("ports[0].name", "Web Port"))
				.andExpect(status().isOk())
				.andExpect(header().doesNotExist("HX-Trigger"))
				.andExpect(content().string(allOf(containsString("data-notice=\"refused\""),
						containsString("Nothing was saved: 2 values need fixing"),
						containsString("name=\"run.memory\" value=\"256Mi\""),
						containsString("name=\"run.scaling.max\" value=\"7\""),
						containsString("name=\"ports[0].name\" value=\"Web Port\""),
						containsString("fissile reads memory as a whole number of MiB: write 256, not 256Mi."),
						containsString("data-version=\"4\""))));
			verify(GroupFormControllerTests.this.editing, never()).applyRebased(anyLong(), anyLong(), any(), any());
		}

		@Test
		void aSaveThatConflictsWithAChangeSinceWritesNothingNamesItAndKeepsWhatWasTyped() throws Exception {
			String before = GroupFormControllerTests.this.draft.content();
			GroupFormControllerTests.this.mvc
				.perform(htmx(put("/manifests/7/edit/groups/api")).param("version", "3").param("run.memory", "300"))
				.andExpect(status().isOk())
				.andExpect(header().doesNotExist("HX-Trigger"))
				.andExpect(content().string(allOf(containsString("data-notice=\"stale\""),
						containsString("bob changed the same part of the draft in version 4"),
						containsString("reload the form to see the draft at version 4"),
						containsString("data-action=\"reload-form\""),
						containsString("hx-get=\"/manifests/7/edit/groups/api\""),
						containsString("name=\"run.memory\" value=\"300\""))));
			verify(GroupFormControllerTests.this.editing).applyRebased(eq(7L), eq(3L), any(), eq("alice"));
			assertThat(GroupFormControllerTests.this.draft.content()).isEqualTo(before);
		}

		@Test
		void anEditThePlannerRefusesRefusesTheWholeFormBeforeAnythingIsWritten() throws Exception {
			stores(GroupFormFixtures.V3.replace("""
					    properties:
					      bosh_containerization:
					        run: {memory: 64}
					- name: migrate""", """
					    properties:
					      bosh_containerization:
					        run:
					          memory: 64
					          volumes: [{path: /var/vcap/sys/log, type: emptyDir, tag: logs}]
					- name: migrate""").replace("""
					- name: log-agent
					  type: colocated-container
					  jobs:
					  - name: fluentd""", """
					- name: log-agent
					  type: colocated-container
					  jobs:
					  - name: agent
					    release: demo
					    properties:
					      bosh_containerization:
					        run:
					          volumes: [{path: /var/vcap/data, type: emptyDir, tag: data}]
					  - name: fluentd"""), 4);

			GroupFormControllerTests.this.mvc
				.perform(htmx(put("/manifests/7/edit/groups/log-agent")).param("version", "4")
					.param("run.memory", "96")
					.param("run.volumes[0].path", "/var/vcap/data2"))
				.andExpect(status().isOk())
				.andExpect(content().string(allOf(containsString("data-notice=\"refused\""),
						containsString("is ambiguous"), containsString("name=\"run.memory\" value=\"96\""),
						containsString("value=\"/var/vcap/data2\""))));
			verify(GroupFormControllerTests.this.editing, never()).applyRebased(anyLong(), anyLong(), any(), any());
		}

		@Test
		void anUnchangedFormSaysSoAndChangesNothing() throws Exception {
			GroupFormControllerTests.this.mvc
				.perform(htmx(put("/manifests/7/edit/groups/api")).param("version", "4").param("run.memory", "256"))
				.andExpect(content().string(containsString("data-notice=\"unchanged\"")))
				.andExpect(header().doesNotExist("HX-Trigger"));
		}

	}

	@Nested
	class Lifecycle {

		@Test
		void renameAnswersTheRenamedGroupsForm() throws Exception {
			GroupFormControllerTests.this.mvc
				.perform(htmx(put("/manifests/7/edit/groups/log-agent/name")).param("version", "4")
					.param("name", "log-shipper"))
				.andExpect(status().isOk())
				.andExpect(header().string("HX-Trigger", DraftChanged.EVENT))
				.andExpect(content().string(allOf(containsString("data-group=\"log-shipper\""),
						containsString("Renamed log-agent to log-shipper"))));
			assertThat(GroupFormControllerTests.this.draft.content()).contains("colocated_containers: [log-shipper]");
		}

		@Test
		void aRenameToATakenNameKeepsTheTypedName() throws Exception {
			GroupFormControllerTests.this.mvc
				.perform(htmx(put("/manifests/7/edit/groups/log-agent/name")).param("version", "4")
					.param("name", "migrate"))
				.andExpect(content().string(allOf(containsString("name=\"name\" value=\"migrate\""),
						containsString("The manifest already has a group named migrate."),
						containsString("data-group=\"log-agent\""))))
				.andExpect(header().doesNotExist("HX-Trigger"));
		}

		@Test
		void deletingAPlacedGroupIsRefusedWithThePlannersMessage() throws Exception {
			GroupFormControllerTests.this.mvc
				.perform(htmx(delete("/manifests/7/edit/groups/log-agent")).param("version", "4"))
				.andExpect(status().isOk())
				.andExpect(content().string(allOf(containsString("data-notice=\"refused\""),
						containsString("Group log-agent is still placed in pod api"))))
				.andExpect(header().doesNotExist("HX-Trigger"));
		}

		@Test
		void deletingAGroupAnswersANoticeAndTellsTheBoard() throws Exception {
			GroupFormControllerTests.this.mvc
				.perform(htmx(delete("/manifests/7/edit/groups/migrate")).param("version", "4"))
				.andExpect(status().isOk())
				.andExpect(content().string(containsString("group-gone")))
				.andExpect(header().string("HX-Trigger", DraftChanged.EVENT))
				.andExpect(content().string(containsString("Deleted migrate: the draft is now at version 5.")));
			assertThat(GroupFormControllerTests.this.draft.content()).doesNotContain("name: migrate");
		}

		@Test
		void createAnswersTheNewGroupsForm() throws Exception {
			GroupFormControllerTests.this.mvc
				.perform(htmx(post("/manifests/7/edit/groups")).param("version", "4")
					.param("name", "worker")
					.param("type", "bosh-task"))
				.andExpect(status().isOk())
				.andExpect(header().string("HX-Trigger", DraftChanged.EVENT))
				.andExpect(content().string(allOf(containsString("data-group=\"worker\""),
						containsString("data-type=\"bosh-task\""), containsString("Created worker"))));
		}

		@Test
		void aCreateFormWithABadNameComesBackAsTyped() throws Exception {
			GroupFormControllerTests.this.mvc
				.perform(htmx(post("/manifests/7/edit/groups")).param("version", "4")
					.param("name", "Worker One")
					.param("type", "bosh"))
				.andExpect(status().isOk())
				.andExpect(content().string(containsString("id=\"group-create-form\"")))
				.andExpect(content().string(allOf(containsString("name=\"name\" value=\"Worker One\""),
						containsString("DNS-1123 label"), containsString("data-notice=\"refused\""))));
			verify(GroupFormControllerTests.this.editing, never()).apply(anyLong(), anyLong(), any(), any());
		}

		/**
		 * From the board (which sends its Kubernetes version) a rename is one request:
		 * the answer carries the board's part, made from the rename's result with the new
		 * name as a pod the board does not show yet, and the previews are told once it
		 * settled.
		 */
		@Test
		void aRenameFromTheBoardAnswersTheBoardsPartToo() throws Exception {
			fromTheBoard(List.of("log-agent"));
			GroupFormControllerTests.this.mvc
				.perform(htmx(put("/manifests/7/edit/groups/log-agent/name")).param("version", "4")
					.param("name", "log-shipper")
					.param("kubeVersion", "1.33"))
				.andExpect(status().isOk())
				.andExpect(header().string("HX-Trigger-After-Settle", "{\"draftChanged\":{\"pod\":\"log-shipper\"}}"))
				.andExpect(content()
					.string(allOf(containsString("data-group=\"log-shipper\""), containsString("id=\"board-bar\""),
							containsString("<article id=\"pod-log-agent\" hx-swap-oob=\"delete\">"))));
			verify(GroupFormControllerTests.this.board).after(eq(7L), argThat((result) -> result.version() == 5),
					eq(List.of("log-agent", "log-shipper")), eq(List.of("log-shipper")), eq("1.33"), eq("alice"));
		}

		@Test
		void aDeleteFromTheBoardAnswersTheBoardsPartToo() throws Exception {
			fromTheBoard(List.of("migrate"));
			GroupFormControllerTests.this.mvc
				.perform(htmx(delete("/manifests/7/edit/groups/migrate")).param("version", "4")
					.param("kubeVersion", "1.33"))
				.andExpect(status().isOk())
				.andExpect(header().string("HX-Trigger-After-Settle", DraftChanged.EVENT))
				.andExpect(content().string(allOf(containsString("Deleted migrate: the draft is now at version 5."),
						containsString("<article id=\"pod-migrate\" hx-swap-oob=\"delete\">"))));
			verify(GroupFormControllerTests.this.board).after(eq(7L), argThat((result) -> result.version() == 5),
					eq(List.of("migrate")), eq(List.of()), eq("1.33"), eq("alice"));
		}

		@Test
		void aCreateFromTheBoardAnswersTheBoardsPartToo() throws Exception {
			fromTheBoard(List.of());
			GroupFormControllerTests.this.mvc
				.perform(htmx(post("/manifests/7/edit/groups")).param("version", "4")
					.param("name", "worker")
					.param("type", "bosh")
					.param("kubeVersion", "1.33"))
				.andExpect(status().isOk())
				.andExpect(header().string("HX-Trigger-After-Settle", "{\"draftChanged\":{\"pod\":\"worker\"}}"))
				.andExpect(content()
					.string(allOf(containsString("data-group=\"worker\""), containsString("id=\"board-bar\""))));
			verify(GroupFormControllerTests.this.board).after(eq(7L), argThat((result) -> result.version() == 5),
					eq(List.of("worker")), eq(List.of("worker")), eq("1.33"), eq("alice"));
		}

		@Test
		void aRefusedRenameFromTheBoardWritesNothingAndAnswersTheFormAlone() throws Exception {
			GroupFormControllerTests.this.mvc
				.perform(htmx(put("/manifests/7/edit/groups/log-agent/name")).param("version", "4")
					.param("name", "log-agent")
					.param("kubeVersion", "1.33"))
				.andExpect(status().isOk())
				.andExpect(header().doesNotExist("HX-Trigger"))
				.andExpect(header().doesNotExist("HX-Trigger-After-Settle"))
				.andExpect(content().string(not(containsString("board-bar"))));
			verify(GroupFormControllerTests.this.board, never()).after(anyLong(), any(), any(), any(), any(), any());
		}

		@Test
		void aStaleCreateKeepsWhatWasTypedAndOffersTheCurrentVersion() throws Exception {
			GroupFormControllerTests.this.mvc
				.perform(htmx(post("/manifests/7/edit/groups")).param("version", "2")
					.param("name", "worker")
					.param("type", "bosh"))
				.andExpect(content().string(
						allOf(containsString("data-notice=\"stale\""), containsString("name=\"name\" value=\"worker\""),
								containsString("name=\"version\" value=\"4\""))));
		}

	}

	@TestConfiguration(proxyBeanMethods = false)
	static class Editing {

		@Bean
		ManifestValidator manifestValidator() {
			return Validators.create();
		}

		@Bean
		ManifestCodec manifestCodec() {
			return GroupFormFixtures.CODEC;
		}

	}

}
