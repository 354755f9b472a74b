package io.manifeststudio.editor.api;

import java.time.Instant;
import java.util.List;

import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.TestConfiguration;
import org.springframework.boot.webmvc.test.autoconfigure.WebMvcTest;
import org.springframework.context.annotation.Bean;
import org.springframework.http.MediaType;
import org.springframework.test.context.bean.override.mockito.MockitoBean;
import org.springframework.test.web.servlet.MockMvc;

import io.manifeststudio.manifest.DraftBaseline;
import io.manifeststudio.account.ManifestContent;
import io.manifeststudio.manifest.ChangeKind;
import io.manifeststudio.manifest.ChangeState;
import io.manifeststudio.manifest.model.ContainerMode;
import io.manifeststudio.manifest.Draft;
import io.manifeststudio.manifest.DraftChange;
import io.manifeststudio.manifest.DraftEditing;
import io.manifeststudio.manifest.EditConflictException;
import io.manifeststudio.manifest.EditResult;
import io.manifeststudio.manifest.model.FormatEra;
import io.manifeststudio.manifest.model.ManifestCodec;
import io.manifeststudio.manifest.ManifestNotFoundException;
import io.manifeststudio.manifest.ManifestService;
import io.manifeststudio.manifest.NothingToUndoException;
import io.manifeststudio.manifest.model.RoleManifest;
import io.manifeststudio.manifest.StaleDraftException;
import io.manifeststudio.manifest.edit.Edit;
import io.manifeststudio.manifest.edit.EditRefusedException;
import io.manifeststudio.export.rules.Validators;
import io.manifeststudio.validation.ManifestValidator;
import io.manifeststudio.account.SignedInMockMvc;
import org.springframework.context.annotation.Import;

import static org.hamcrest.Matchers.containsString;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.ArgumentMatchers.anyInt;
import static org.mockito.ArgumentMatchers.anyLong;
import static org.mockito.ArgumentMatchers.eq;
import static org.mockito.BDDMockito.given;
import static org.mockito.Mockito.never;
import static org.mockito.Mockito.verify;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.content;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.header;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

/**
 * The editing API over a mocked {@link DraftEditing}: statuses, ETags and JSON of each
 * endpoint.
 */
@Import({ ManifestContent.class, SignedInMockMvc.class })
@WebMvcTest(EditApiController.class)
class EditApiControllerTests {

	@MockitoBean
	DraftBaseline draftBaseline;

	/** Valid but for one error: the colocated container web places is a bosh group. */
	static final String YAML = """
			instance_groups:
			- name: web
			  jobs: []
			  run: {}
			  colocated_containers: [api]
			- name: api
			  jobs: []
			  run: {}
			""";

	static final Instant NOW = Instant.parse("2026-12-02T10:00:00Z");

	static final RoleManifest MODEL = new ManifestCodec().read(YAML);

	static final String MOVE = """
			{"op": "move", "container": "log-agent", "from": "router", "to": "mysql"}
			""";

	@Autowired
	MockMvc mvc;

	@Autowired
	ManifestValidator validator;

	@MockitoBean
	DraftEditing editing;

	@MockitoBean
	ManifestService manifests;

	static EditResult result(long version, String summary, boolean changed) {
		return new EditResult(new Draft(3, YAML, "hash", FormatEra.V2_INSTANCE_GROUPS, version, "alice", NOW, null),
				summary, MODEL, changed);
	}

	@Test
	void anEditAnswersTheNewVersionETagFindingCountsAndSummary() throws Exception {
		String summary = "log-agent moved from pod router to pod mysql";
		given(this.editing.apply(3, 5, new Edit.Move("log-agent", "router", "mysql", null), "alice"))
			.willReturn(result(6, summary, true));
		long errors = this.validator.validate(MODEL).errors();

		this.mvc
			.perform(post("/api/manifests/3/edits").header("If-Match", "\"5\"")
				.with(SignedInMockMvc.as("alice"))
				.contentType(MediaType.APPLICATION_JSON)
				.content(MOVE))
			.andExpect(status().isOk())
			.andExpect(content().contentTypeCompatibleWith(MediaType.APPLICATION_JSON))
			.andExpect(header().string("ETag", "\"6\""))
			.andExpect(jsonPath("$.version").value(6))
			.andExpect(jsonPath("$.errors").value(errors))
			.andExpect(jsonPath("$.warnings").isNumber())
			.andExpect(jsonPath("$.summary").value(summary))
			.andExpect(jsonPath("$.changed").value(true));
		org.assertj.core.api.Assertions.assertThat(errors).as("the counts come from the validator").isPositive();
	}

	@Test
	void anEditThatChangesNothingKeepsTheVersion() throws Exception {
		given(this.editing.apply(eq(3L), eq(5L), any(), any()))
			.willReturn(result(5, "envoy became a sidecar of router", false));

		this.mvc.perform(post("/api/manifests/3/edits").header("If-Match", "\"5\"")
			.contentType(MediaType.APPLICATION_JSON)
			.content("{\"op\": \"set-mode\", \"container\": \"envoy\", \"pod\": \"router\", \"mode\": \"sidecar\"}"))
			.andExpect(status().isOk())
			.andExpect(header().string("ETag", "\"5\""))
			.andExpect(jsonPath("$.changed").value(false));
		verify(this.editing).apply(3, 5, new Edit.SetMode("envoy", "router", ContainerMode.SIDECAR), "alice");
	}

	@Test
	void anEditSentAsCurlSendsItAsFormDataArrivesWhole() throws Exception {
		given(this.editing.apply(eq(3L), eq(5L), any(), any())).willReturn(result(6, "moved", true));

		this.mvc
			.perform(post("/api/manifests/3/edits").header("If-Match", "\"5\"")
				.with(io.manifeststudio.account.SignedInMockMvc.basic("alice"))
				.contentType(MediaType.APPLICATION_FORM_URLENCODED)
				.content(MOVE))
			.andExpect(status().isOk());
		verify(this.editing).apply(3, 5, new Edit.Move("log-agent", "router", "mysql", null), "alice");
	}

	@Test
	void anEditWithoutIfMatchIs428AndChangesNothing() throws Exception {
		this.mvc.perform(post("/api/manifests/3/edits").contentType(MediaType.APPLICATION_JSON).content(MOVE))
			.andExpect(status().isPreconditionRequired())
			.andExpect(jsonPath("$.status").value(428))
			.andExpect(jsonPath("$.detail").value(containsString("If-Match")));
		verify(this.editing, never()).apply(anyLong(), anyLong(), any(), any());
	}

	@Test
	void anEditOnAStaleVersionIs412WithTheCurrentETag() throws Exception {
		given(this.editing.apply(eq(3L), eq(4L), any(), any())).willThrow(new StaleDraftException(3, 4, 6));

		this.mvc
			.perform(post("/api/manifests/3/edits").header("If-Match", "\"4\"")
				.contentType(MediaType.APPLICATION_JSON)
				.content(MOVE))
			.andExpect(status().isPreconditionFailed())
			.andExpect(header().string("ETag", "\"6\""))
			.andExpect(jsonPath("$.currentETag").value("\"6\""))
			.andExpect(jsonPath("$.detail").value(containsString("is at version 6, not 4")));
	}

	@Test
	void anIfMatchThatNamesNoVersionIs412() throws Exception {
		given(this.manifests.draftVersion(3)).willReturn(6L);

		this.mvc
			.perform(post("/api/manifests/3/edits").header("If-Match", "*")
				.contentType(MediaType.APPLICATION_JSON)
				.content(MOVE))
			.andExpect(status().isPreconditionFailed())
			.andExpect(jsonPath("$.currentETag").value("\"6\""));
		verify(this.editing, never()).apply(anyLong(), anyLong(), any(), any());
	}

	@Test
	void anEditThatCannotApplyIs422WithTheReason() throws Exception {
		given(this.editing.apply(eq(3L), eq(5L), any(), any()))
			.willThrow(new EditRefusedException("log-agent is not placed in pod router"));

		this.mvc
			.perform(post("/api/manifests/3/edits").header("If-Match", "\"5\"")
				.contentType(MediaType.APPLICATION_JSON)
				.content(MOVE))
			.andExpect(status().isUnprocessableContent())
			.andExpect(jsonPath("$.status").value(422))
			.andExpect(jsonPath("$.detail").value("log-agent is not placed in pod router"));
	}

	@Test
	void anEditThatIsNotWellFormedIs400NamingTheField() throws Exception {
		this.mvc
			.perform(post("/api/manifests/3/edits").header("If-Match", "\"5\"")
				.contentType(MediaType.APPLICATION_JSON)
				.content("{\"op\": \"teleport\"}"))
			.andExpect(status().isBadRequest())
			.andExpect(jsonPath("$.field").value("op"))
			.andExpect(jsonPath("$.detail").value(containsString("There is no op \"teleport\": the ops are place,")));
		this.mvc
			.perform(post("/api/manifests/3/edits").header("If-Match", "\"5\"")
				.contentType(MediaType.APPLICATION_JSON)
				.content("{\"op\": \"move\", \"container\": \"log-agent\", \"to\": \"mysql\"}"))
			.andExpect(status().isBadRequest())
			.andExpect(jsonPath("$.field").value("from"))
			.andExpect(jsonPath("$.detail").value("Op move needs from (a group name)"));
		this.mvc
			.perform(post("/api/manifests/3/edits").header("If-Match", "\"5\"")
				.contentType(MediaType.APPLICATION_JSON)
				.content("not json"))
			.andExpect(status().isBadRequest())
			.andExpect(jsonPath("$.field").value("edit"));
		this.mvc.perform(post("/api/manifests/3/edits").header("If-Match", "\"5\""))
			.andExpect(status().isBadRequest())
			.andExpect(jsonPath("$.detail").value(containsString("An edit is one JSON object with an op")));
		verify(this.editing, never()).apply(anyLong(), anyLong(), any(), any());
	}

	@Test
	void anEditOfAnUnknownManifestIs404() throws Exception {
		given(this.editing.apply(eq(9L), anyLong(), any(), any())).willThrow(new ManifestNotFoundException(9));

		this.mvc
			.perform(post("/api/manifests/9/edits").header("If-Match", "\"1\"")
				.contentType(MediaType.APPLICATION_JSON)
				.content(MOVE))
			.andExpect(status().isNotFound())
			.andExpect(jsonPath("$.detail").value("There is no manifest with id 9"));
	}

	@Test
	void undoAndRedoAnswerLikeAnEdit() throws Exception {
		given(this.editing.undo(3, 6, "bob")).willReturn(result(7, "Undid: group api deleted", true));
		given(this.editing.redo(3, 7, "bob")).willReturn(result(8, "Redid: group api deleted", true));

		this.mvc.perform(post("/api/manifests/3/undo").header("If-Match", "\"6\"").with(SignedInMockMvc.as("bob")))
			.andExpect(status().isOk())
			.andExpect(header().string("ETag", "\"7\""))
			.andExpect(jsonPath("$.version").value(7))
			.andExpect(jsonPath("$.summary").value("Undid: group api deleted"))
			.andExpect(jsonPath("$.errors").isNumber());
		this.mvc.perform(post("/api/manifests/3/redo").header("If-Match", "W/\"7\"").with(SignedInMockMvc.as("bob")))
			.andExpect(status().isOk())
			.andExpect(header().string("ETag", "\"8\""))
			.andExpect(jsonPath("$.summary").value("Redid: group api deleted"));
	}

	@Test
	void undoOrRedoWithNothingToDoIs409() throws Exception {
		given(this.editing.undo(eq(3L), eq(1L), any()))
			.willThrow(new NothingToUndoException("There is nothing to undo in the draft of manifest 3"));
		given(this.editing.redo(eq(3L), eq(1L), any()))
			.willThrow(new NothingToUndoException("There is nothing to redo in the draft of manifest 3"));

		this.mvc.perform(post("/api/manifests/3/undo").header("If-Match", "\"1\""))
			.andExpect(status().isConflict())
			.andExpect(jsonPath("$.detail").value("There is nothing to undo in the draft of manifest 3"));
		this.mvc.perform(post("/api/manifests/3/redo").header("If-Match", "\"1\""))
			.andExpect(status().isConflict())
			.andExpect(jsonPath("$.detail").value("There is nothing to redo in the draft of manifest 3"));
	}

	@Test
	void undoAndRedoNeedNoPreconditionAndSayWhatGotInTheWay() throws Exception {
		given(this.editing.undo(eq(3L), any(String.class))).willReturn(result(7, "Undid: group api deleted", true));
		given(this.editing.redo(eq(3L), any(String.class))).willThrow(new EditConflictException(
				"\"x\" cannot be redone: bob changed "
						+ "the same part of the draft in version 9 (y). Nothing was written.",
				new EditConflictException.Conflict(9, "bob", null, "y")));

		this.mvc.perform(post("/api/manifests/3/undo"))
			.andExpect(status().isOk())
			.andExpect(jsonPath("$.version").value(7));
		this.mvc.perform(post("/api/manifests/3/redo"))
			.andExpect(status().isConflict())
			.andExpect(jsonPath("$.detail").value(org.hamcrest.Matchers.startsWith("\"x\" cannot be redone: bob")))
			.andExpect(jsonPath("$.conflict.version").value(9))
			.andExpect(jsonPath("$.conflict.author").value("bob"))
			.andExpect(jsonPath("$.conflict.summary").value("y"));
		verify(this.editing, never()).undo(anyLong(), anyLong(), any());
	}

	@Test
	void historyIsNewestFirstWithEachEditAsItWasSent() throws Exception {
		given(this.editing.history(3, null, DraftEditing.HISTORY_PAGE + 1)).willReturn(
				List.of(new DraftChange(4, ChangeKind.UNDO, null, "Undid: run.memory of api removed", "bob", NOW, null),
						new DraftChange(3, ChangeKind.EDIT, new Edit.SetField("api", "run.memory", null),
								"run.memory of api removed", "alice", NOW.minusSeconds(60), ChangeState.UNDONE),
						new DraftChange(2, ChangeKind.REPLACE, null, "whole draft replaced", "alice",
								NOW.minusSeconds(120), ChangeState.APPLIED)));

		this.mvc.perform(get("/api/manifests/3/history"))
			.andExpect(status().isOk())
			.andExpect(jsonPath("$.length()").value(3))
			.andExpect(jsonPath("$[0].version").value(4))
			.andExpect(jsonPath("$[0].kind").value("undo"))
			.andExpect(jsonPath("$[0].summary").value("Undid: run.memory of api removed"))
			.andExpect(jsonPath("$[0].author").value("bob"))
			.andExpect(jsonPath("$[0].time").value("2026-12-02T10:00:00Z"))
			.andExpect(jsonPath("$[0].edit").doesNotExist())
			.andExpect(jsonPath("$[0].state").doesNotExist())
			.andExpect(jsonPath("$[1].kind").value("edit"))
			.andExpect(jsonPath("$[1].edit.op").value("set"))
			.andExpect(jsonPath("$[1].edit.group").value("api"))
			.andExpect(jsonPath("$[1].edit.field").value("run.memory"))
			.andExpect(jsonPath("$[1].edit.value").value(org.hamcrest.Matchers.nullValue()))
			.andExpect(jsonPath("$[1].edit", org.hamcrest.Matchers.hasKey("value")))
			.andExpect(jsonPath("$[1].state").value("undone"))
			.andExpect(jsonPath("$[2].kind").value("replace"))
			.andExpect(jsonPath("$[2].state").value("applied"))
			.andExpect(header().doesNotExist("Link"));
	}

	@Test
	void historyIsReadAPageAtATimeWithALinkToTheNext() throws Exception {
		given(this.editing.history(3, null, 3))
			.willReturn(List.of(new DraftChange(9, ChangeKind.EDIT, null, "nine", "alice", NOW, ChangeState.APPLIED),
					new DraftChange(8, ChangeKind.EDIT, null, "eight", "alice", NOW, ChangeState.APPLIED),
					new DraftChange(7, ChangeKind.EDIT, null, "seven", "alice", NOW, ChangeState.APPLIED)));
		given(this.editing.history(3, 8L, 3))
			.willReturn(List.of(new DraftChange(7, ChangeKind.EDIT, null, "seven", "alice", NOW, ChangeState.APPLIED),
					new DraftChange(6, ChangeKind.EDIT, null, "six", "alice", NOW, ChangeState.APPLIED)));

		this.mvc.perform(get("/api/manifests/3/history?limit=2"))
			.andExpect(status().isOk())
			.andExpect(jsonPath("$.length()").value(2))
			.andExpect(jsonPath("$[0].version").value(9))
			.andExpect(jsonPath("$[1].version").value(8))
			.andExpect(header().string("Link", "</api/manifests/3/history?before=8&limit=2>; rel=\"next\""));
		this.mvc.perform(get("/api/manifests/3/history?before=8&limit=2"))
			.andExpect(status().isOk())
			.andExpect(jsonPath("$.length()").value(2))
			.andExpect(jsonPath("$[0].version").value(7))
			.andExpect(jsonPath("$[1].version").value(6))
			.andExpect(header().doesNotExist("Link"));
	}

	@Test
	void aHistoryPageOfNoneOrTooManyOrBeforeNoVersionIs400() throws Exception {
		for (String query : List.of("limit=0", "limit=" + (DraftEditing.MAX_HISTORY_PAGE + 1), "before=0",
				"limit=many")) {
			this.mvc.perform(get("/api/manifests/3/history?" + query))
				.andExpect(status().isBadRequest())
				.andExpect(content().contentTypeCompatibleWith("application/problem+json"));
		}
		verify(this.editing, never()).history(anyLong(), any(), anyInt());
	}

	@Test
	void historyOfAnUnknownManifestIs404() throws Exception {
		given(this.editing.history(9, null, DraftEditing.HISTORY_PAGE + 1)).willThrow(new ManifestNotFoundException(9));

		this.mvc.perform(get("/api/manifests/9/history")).andExpect(status().isNotFound());
	}

	@TestConfiguration(proxyBeanMethods = false)
	static class ValidatorConfiguration {

		@Bean
		ManifestValidator manifestValidator() {
			return Validators.create();
		}

	}

	@Test
	void anEditWithBaseIsRebasedAndAConflictIs409NamingTheChange() throws Exception {
		given(this.editing.applyRebased(eq(3L), eq(5L), any(), any()))
			.willReturn(new EditResult(new Draft(3, YAML, "hash", FormatEra.V2_INSTANCE_GROUPS, 8, "alice", NOW, null),
					"run.memory of mysql set to 512", MODEL, true, true, List.of("mysql")));
		given(this.editing.applyRebased(eq(3L), eq(4L), any(), any()))
			.willThrow(new EditConflictException("Your edit (made on version 4) was not applied: bob changed the same "
					+ "part of the draft in version 5 (log-agent moved from pod router to pod mysql). Nothing was written.",
					new EditConflictException.Conflict(5, "bob", null,
							"log-agent moved from pod router to pod mysql")));
		String set = "{\"op\": \"set\", \"group\": \"mysql\", \"field\": \"run.memory\", \"value\": 512}";

		this.mvc.perform(post("/api/manifests/3/edits?base=5").contentType(MediaType.APPLICATION_JSON).content(set))
			.andExpect(status().isOk())
			.andExpect(jsonPath("$.rebased").value(true))
			.andExpect(jsonPath("$.pods[0]").value("mysql"));
		this.mvc.perform(post("/api/manifests/3/edits?base=4").contentType(MediaType.APPLICATION_JSON).content(set))
			.andExpect(status().isConflict())
			.andExpect(jsonPath("$.conflict.version").value(5))
			.andExpect(jsonPath("$.conflict.author").value("bob"))
			.andExpect(jsonPath("$.conflict.summary").value("log-agent moved from pod router to pod mysql"));
	}

}
