package io.manifeststudio.manifest;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.UUID;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.annotation.Import;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.transaction.annotation.Propagation;
import org.springframework.transaction.annotation.Transactional;

import io.manifeststudio.manifest.edit.Edit;
import io.manifeststudio.manifest.edit.EditRefusedException;
import io.manifeststudio.manifest.edit.ManifestEditor;
import io.manifeststudio.manifest.model.ContainerMode;
import io.manifeststudio.manifest.model.InvalidManifestRequestException;
import io.manifeststudio.manifest.model.ManifestCodec;
import io.manifeststudio.manifest.model.RoleManifest;
import io.manifeststudio.manifest.yaml.ManifestText;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

/**
 * What the change log of drafts must do on every database: the same tests run on H2
 * ({@link DraftEditingH2Tests}) and on the real PostgreSQL
 * ({@link DraftEditingPostgresTests}). Each test runs in a transaction that is rolled
 * back, except those that need several transactions at once, which clean up after
 * themselves.
 */
@Transactional
@Import({ ManifestService.class, ParsedManifestCache.class, ManifestCodec.class, DraftEditing.class,
		ManifestEditor.class })
abstract class DraftEditingContract {

	static final String V3 = """
			# pods of a small v3 manifest
			instance_groups:
			- name: router
			  jobs:
			  - name: gorouter # the router itself
			    release: routing
			    properties:
			      bosh_containerization:
			        colocated_containers:
			        - log-agent
			        run:
			          memory: 128
			- name: mysql
			  jobs:
			  - name: mysql
			    release: cf-mysql
			    properties:
			      bosh_containerization:
			        run: {memory: 2500}
			- name: log-agent
			  type: colocated-container
			  jobs:
			  - name: agent
			    release: loggregator
			    properties:
			      bosh_containerization:
			        run: {}
			""";

	static final Edit MOVE = new Edit.Move("log-agent", "router", "mysql", null);

	static final String MOVED = "log-agent moved from pod router to pod mysql";

	@Autowired
	DraftEditing editing;

	@Autowired
	ManifestService service;

	@Autowired
	DraftChangeRepository changes;

	@Autowired
	DraftRepository drafts;

	@Autowired
	ManifestRepository manifests;

	@Autowired
	RevisionRepository revisions;

	@Autowired
	ParsedManifestCache parsed;

	@Autowired
	ManifestCodec codec;

	@Autowired
	JdbcTemplate jdbc;

	private final List<Long> committed = Collections.synchronizedList(new ArrayList<>());

	@AfterEach
	void deleteCommittedManifests() {
		this.committed.forEach((id) -> this.jdbc.update("delete from manifest where id = ?", id));
	}

	long imported(String text) {
		return this.service.importManifest("edits-" + UUID.randomUUID(), text.getBytes(StandardCharsets.UTF_8), "alice")
			.id();
	}

	String content(long id) {
		return this.service.draft(id).content();
	}

	@Test
	void theHistoryIsReadAPageAtATimeNewestFirst() {
		long id = imported(V3);
		Edit back = new Edit.Move("log-agent", "mysql", "router", null);
		for (int version = 1; version < 8; version++) {
			this.editing.apply(id, version, (version % 2 == 1) ? MOVE : back, "bob");
		}

		assertThat(this.editing.history(id, null, 3)).extracting(DraftChange::version).containsExactly(8L, 7L, 6L);
		assertThat(this.editing.history(id, 6L, 3)).extracting(DraftChange::version).containsExactly(5L, 4L, 3L);
		assertThat(this.editing.history(id, 3L, 3)).extracting(DraftChange::version).containsExactly(2L);
		assertThat(this.editing.history(id, 2L, 3)).isEmpty();
		assertThat(this.editing.history(id, null, 100)).hasSize(7);
		assertThat(this.editing.history(id, 5L, 1)).singleElement().satisfies((change) -> {
			assertThat(change.kind()).isEqualTo(ChangeKind.EDIT);
			assertThat(change.edit()).isEqualTo(MOVE);
			assertThat(change.summary()).isEqualTo(MOVED);
			assertThat(change.author()).isEqualTo("bob");
		});
		// what a client that saw version 2 missed: the newest 3, oldest first
		assertThat(this.editing.historyAfter(id, 2, 3)).extracting(DraftChange::version).containsExactly(6L, 7L, 8L);
		assertThat(this.editing.historyAfter(id, 6, 100)).extracting(DraftChange::version).containsExactly(7L, 8L);
		assertThat(this.editing.historyAfter(id, 8, 100)).isEmpty();
		assertThatExceptionOfType(ManifestNotFoundException.class).isThrownBy(() -> this.editing.history(-1, null, 10));
	}

	@Test
	void anEditBecomesTheNextDraftVersionAndIsLogged() {
		long id = imported(V3);

		EditResult result = this.editing.apply(id, 1, MOVE, "bob");

		assertThat(result.changed()).isTrue();
		assertThat(result.version()).isEqualTo(2);
		assertThat(result.summary()).isEqualTo(MOVED);
		assertThat(result.model().group("mysql").orElseThrow().colocatedContainers()).extracting((c) -> c.name())
			.containsExactly("log-agent");
		Draft draft = this.service.draft(id);
		assertThat(draft.version()).isEqualTo(2);
		assertThat(draft.updatedBy()).isEqualTo("bob");
		assertThat(draft.content()).isEqualTo(result.draft().content())
			.contains("# pods of a small v3 manifest", "- name: gorouter # the router itself")
			.doesNotContain("        colocated_containers:\n        - log-agent\n        run:\n          memory: 128");
		assertThat(this.editing.history(id)).singleElement().satisfies((change) -> {
			assertThat(change.version()).isEqualTo(2);
			assertThat(change.kind()).isEqualTo(ChangeKind.EDIT);
			assertThat(change.edit()).isEqualTo(MOVE);
			assertThat(change.summary()).isEqualTo(MOVED);
			assertThat(change.author()).isEqualTo("bob");
			assertThat(change.time()).isEqualTo(draft.updatedAt());
			assertThat(change.state()).isEqualTo(ChangeState.APPLIED);
		});
		assertThat(this.editing.state(id, "bob")).isEqualTo(new EditingState(2, true, false, MOVED, null));
		assertThat(this.editing.state(id, "carol")).as("undo is per person")
			.isEqualTo(new EditingState(2, false, false, null, null));
	}

	@Test
	void undoRevertsTheEditByteForByteAsANewVersion() {
		long id = imported(V3);
		this.editing.apply(id, 1, MOVE, "bob");
		assertThatExceptionOfType(NothingToUndoException.class).isThrownBy(() -> this.editing.undo(id, "carol"))
			.withMessage("carol has no change in the draft of manifest " + id + " to undo");

		EditResult undone = this.editing.undo(id, 2, "bob");

		assertThat(undone.version()).isEqualTo(3);
		assertThat(undone.summary()).isEqualTo("Undid: " + MOVED);
		assertThat(content(id)).isEqualTo(V3);
		assertThat(this.service.draft(id).contentHash()).isEqualTo(ManifestText.sha256(V3));
		assertThat(undone.model().group("router").orElseThrow().colocatedContainers()).hasSize(1);
		assertThat(this.editing.history(id))
			.extracting(DraftChange::version, DraftChange::kind, DraftChange::summary, DraftChange::author,
					DraftChange::state)
			.containsExactly(org.assertj.core.groups.Tuple.tuple(3L, ChangeKind.UNDO, "Undid: " + MOVED, "bob", null),
					org.assertj.core.groups.Tuple.tuple(2L, ChangeKind.EDIT, MOVED, "bob", ChangeState.UNDONE));
		assertThat(this.editing.state(id, "bob")).isEqualTo(new EditingState(3, false, true, null, MOVED));
		assertThat(this.editing.state(id, "carol")).isEqualTo(new EditingState(3, false, false, null, null));
	}

	@Test
	void redoAppliesTheUndoneEditAgain() {
		long id = imported(V3);
		String edited = this.editing.apply(id, 1, MOVE, "bob").draft().content();
		this.editing.undo(id, 2, "bob");

		EditResult redone = this.editing.redo(id, 3, "bob");

		assertThat(redone.version()).isEqualTo(4);
		assertThat(redone.summary()).isEqualTo("Redid: " + MOVED);
		assertThat(content(id)).isEqualTo(edited);
		assertThat(this.editing.history(id)).extracting(DraftChange::kind, DraftChange::state)
			.containsExactly(org.assertj.core.groups.Tuple.tuple(ChangeKind.REDO, null),
					org.assertj.core.groups.Tuple.tuple(ChangeKind.UNDO, null),
					org.assertj.core.groups.Tuple.tuple(ChangeKind.EDIT, ChangeState.APPLIED));
		assertThat(this.editing.state(id, "bob")).isEqualTo(new EditingState(4, true, false, MOVED, null));
		this.editing.undo(id, 4, "bob");
		assertThat(content(id)).as("a redone edit is undone again").isEqualTo(V3);
	}

	@Test
	void aNewEditDiscardsWhatWasUndone() {
		long id = imported(V3);
		this.editing.apply(id, 1, new Edit.SetField("router", "run.memory", 256), "bob");
		String afterFirst = content(id);
		this.editing.apply(id, 2, MOVE, "bob");
		this.editing.undo(id, 3, "bob");

		this.editing.apply(id, 4, new Edit.SetField("mysql", "run.memory", 3000), "bob");

		assertThat(this.editing.state(id, "bob").canRedo()).isFalse();
		assertThatExceptionOfType(NothingToUndoException.class).isThrownBy(() -> this.editing.redo(id, 5, "bob"))
			.withMessage("bob has no undone change in the draft of manifest " + id + " to redo");
		assertThat(this.editing.history(id)).extracting(DraftChange::version, DraftChange::state)
			.containsExactly(org.assertj.core.groups.Tuple.tuple(5L, ChangeState.APPLIED),
					org.assertj.core.groups.Tuple.tuple(4L, null),
					org.assertj.core.groups.Tuple.tuple(3L, ChangeState.DISCARDED),
					org.assertj.core.groups.Tuple.tuple(2L, ChangeState.APPLIED));
		this.editing.undo(id, 5, "bob");
		assertThat(content(id)).isEqualTo(afterFirst);
		this.editing.undo(id, 6, "bob");
		assertThat(content(id)).as("undo skips the discarded change").isEqualTo(V3);
		assertThatExceptionOfType(NothingToUndoException.class).isThrownBy(() -> this.editing.undo(id, 7, "bob"))
			.withMessage("bob has no change in the draft of manifest " + id + " to undo");
	}

	@Test
	void aStaleVersionIsRefusedAndNothingIsWritten() {
		long id = imported(V3);
		this.editing.apply(id, 1, MOVE, "bob");

		assertThatExceptionOfType(StaleDraftException.class)
			.isThrownBy(() -> this.editing.apply(id, 1, new Edit.DeleteGroup("mysql"), "carol"))
			.satisfies((ex) -> assertThat(ex.currentVersion()).isEqualTo(2));
		assertThatExceptionOfType(StaleDraftException.class).isThrownBy(() -> this.editing.undo(id, 1, "carol"));
		assertThatExceptionOfType(StaleDraftException.class).isThrownBy(() -> this.editing.redo(id, 3, "carol"));

		assertThat(this.service.draft(id).version()).isEqualTo(2);
		assertThat(this.editing.history(id)).hasSize(1);
	}

	@Test
	void editsThatCannotApplyOrChangeNothingWriteNothing() {
		long id = imported(V3);

		assertThatExceptionOfType(EditRefusedException.class)
			.isThrownBy(() -> this.editing.apply(id, 1, new Edit.Place("router", "router", null, null), "bob"))
			.withMessage("router cannot be placed in its own pod");
		EditResult same = this.editing.apply(id, 1, new Edit.SetField("router", "run.memory", 128), "bob");

		assertThat(same.changed()).isFalse();
		assertThat(same.version()).isEqualTo(1);
		assertThat(this.service.draft(id).version()).isEqualTo(1);
		assertThat(this.editing.history(id)).isEmpty();
		assertThat(this.editing.state(id, "bob")).isEqualTo(new EditingState(1, false, false, null, null));
		assertThatExceptionOfType(NothingToUndoException.class).isThrownBy(() -> this.editing.undo(id, 1, "bob"));
	}

	@Test
	void aWholeDraftReplacementIsLoggedAndUndoneLikeAnEdit() {
		long id = imported(V3);
		String replaced = V3.replace("memory: 128", "memory: 512") + "# reviewed\n";

		this.service.replaceDraft(id, replaced.getBytes(StandardCharsets.UTF_8), 1, "dave");

		assertThat(this.editing.history(id)).singleElement().satisfies((change) -> {
			assertThat(change.kind()).isEqualTo(ChangeKind.REPLACE);
			assertThat(change.edit()).isNull();
			assertThat(change.summary()).isEqualTo(ManifestService.REPLACED);
			assertThat(change.author()).isEqualTo("dave");
		});
		this.editing.undo(id, 2, "dave");
		assertThat(content(id)).isEqualTo(V3);
		this.editing.redo(id, 3, "dave");
		assertThat(content(id)).isEqualTo(replaced);
	}

	@Test
	void historyIsNewestFirst() {
		long id = imported(V3);
		this.editing.apply(id, 1, new Edit.SetField("router", "run.memory", 256), "a");
		this.editing.apply(id, 2, new Edit.CreateGroup("metrics", io.manifeststudio.manifest.model.GroupType.BOSH),
				"b");
		this.editing.undo(id, 3, "b");
		this.service.replaceDraft(id, V3.getBytes(StandardCharsets.UTF_8), 4, "d");

		assertThat(this.editing.history(id)).extracting(DraftChange::version, DraftChange::kind, DraftChange::author)
			.containsExactly(org.assertj.core.groups.Tuple.tuple(5L, ChangeKind.REPLACE, "d"),
					org.assertj.core.groups.Tuple.tuple(4L, ChangeKind.UNDO, "b"),
					org.assertj.core.groups.Tuple.tuple(3L, ChangeKind.EDIT, "b"),
					org.assertj.core.groups.Tuple.tuple(2L, ChangeKind.EDIT, "a"));
		assertThat(this.service.draftVersion(id)).isEqualTo(5);
		assertThatExceptionOfType(ManifestNotFoundException.class).isThrownBy(() -> this.editing.history(-1));
		assertThatExceptionOfType(ManifestNotFoundException.class).isThrownBy(() -> this.service.draftVersion(-1));
		assertThatExceptionOfType(ManifestNotFoundException.class)
			.isThrownBy(() -> this.editing.apply(-1, 1, MOVE, "a"));
	}

	@Test
	void fiveEditsThenFiveUndosGiveBackTheImportedBytesOfScf() {
		String scf = Fixtures.text("real/scf-2.17.1-role-manifest.yml");
		long id = imported(scf);
		List<Edit> edits = List.of(new Edit.Move("loggregator-agent", "router", "mysql", null),
				new Edit.SetMode("loggregator-agent", "diego-api",
						io.manifeststudio.manifest.model.ContainerMode.SIDECAR),
				new Edit.SetField("router", "run.memory", 256),
				new Edit.CreateGroup("metrics-agent", io.manifeststudio.manifest.model.GroupType.COLOCATED_CONTAINER),
				new Edit.Place("metrics-agent", "mysql", 0, null));
		long version = 1;
		for (Edit edit : edits) {
			version = this.editing.apply(id, version, edit, "alice").version();
		}
		String edited = content(id);
		assertThat(edited).isNotEqualTo(scf);
		assertThat(this.service.parse(this.service.draft(id)).group("mysql").orElseThrow().colocatedContainers())
			.extracting((c) -> c.name())
			.containsExactly("metrics-agent", "loggregator-agent");

		for (int i = 0; i < edits.size(); i++) {
			version = this.editing.undo(id, version, "alice").version();
		}

		assertThat(content(id)).isEqualTo(scf);
		assertThat(version).isEqualTo(11);
		assertThat(this.editing.state(id, "alice").canUndo()).isFalse();
		for (int i = 0; i < edits.size(); i++) {
			version = this.editing.redo(id, version, "alice").version();
		}
		assertThat(content(id)).isEqualTo(edited);
	}

	@Test
	void theLogIsAllInTheDatabase() {
		long id = imported(V3);
		this.editing.apply(id, 1, MOVE, "bob");
		// A new service over the same database, with empty caches: as after a restart.
		ParsedManifestCache cold = new ParsedManifestCache(this.codec);
		DraftEditing restarted = new DraftEditing(
				new ManifestService(this.manifests, this.drafts, this.revisions, this.changes, cold), this.changes,
				cold, new ManifestEditor(this.codec));

		assertThat(restarted.state(id, "bob")).isEqualTo(new EditingState(2, true, false, MOVED, null));
		restarted.undo(id, 2, "bob");

		assertThat(content(id)).isEqualTo(V3);
	}

	@Test
	@Transactional(propagation = Propagation.NOT_SUPPORTED)
	void concurrentEditorsNeverOverwriteEachOther() throws Exception {
		long id = imported(V3);
		this.committed.add(id);
		List<Edit> edits = List.of(MOVE, new Edit.SetField("router", "run.memory", 1),
				new Edit.SetField("mysql", "run.memory", 2), new Edit.DeleteGroup("mysql"));

		List<Object> outcomes = ManifestStorageContract.runTogether(edits.size(), (i) -> {
			try {
				return this.editing.apply(id, 1, edits.get(i), "editor-" + i);
			}
			catch (StaleDraftException ex) {
				return ex;
			}
		});

		List<EditResult> won = outcomes.stream()
			.filter(EditResult.class::isInstance)
			.map(EditResult.class::cast)
			.toList();
		assertThat(won).hasSize(1);
		assertThat(outcomes).filteredOn(StaleDraftException.class::isInstance).hasSize(edits.size() - 1);
		assertThat(this.service.draft(id).version()).isEqualTo(2);
		assertThat(content(id)).isEqualTo(won.get(0).draft().content());
		assertThat(this.editing.history(id)).singleElement()
			.satisfies((change) -> assertThat(change.summary()).isEqualTo(won.get(0).summary()));
	}

	@Test
	void aBatchIsOneVersionOneLogRowAndOneUndoStep() {
		long id = imported(V3);
		Edit batch = new Edit.Batch(List.of(new Edit.SetField("mysql", "run.memory", 3000),
				new Edit.SetField("mysql", "run.virtual-cpus", 2), new Edit.SetField("mysql", "run.scaling.min", 1),
				new Edit.SetField("mysql", "run.scaling.max", 3), new Edit.SetField("mysql", "tags", List.of("db"))));

		EditResult result = this.editing.apply(id, 1, batch, "alice");

		assertThat(result.version()).isEqualTo(2);
		assertThat(result.summary()).isEqualTo("run.memory of mysql set to 3000; run.virtual-cpus of mysql set to 2; "
				+ "run.scaling.min of mysql set to 1; run.scaling.max of mysql set to 3; tags of mysql set to [\"db\"]");
		assertThat(result.pods()).containsExactly("mysql");
		assertThat(this.editing.history(id)).singleElement().satisfies((change) -> {
			assertThat(change.edit()).isEqualTo(batch);
			assertThat(change.summary()).isEqualTo(result.summary());
		});
		RoleManifest model = this.service.parse(this.service.draft(id));
		assertThat(model.group("mysql").orElseThrow().run().memory()).isEqualTo(3000L);

		this.editing.undo(id, "alice");

		assertThat(content(id)).as("one undo step takes back the five fields").isEqualTo(V3);
		assertThat(this.editing.state(id, "alice").canUndo()).isFalse();
	}

	@Test
	void aBatchWithOneEditThatCannotApplyWritesNothing() {
		long id = imported(V3);
		Edit batch = new Edit.Batch(List.of(new Edit.SetField("mysql", "run.memory", 3000),
				new Edit.SetField("mysql", "run.scaling.min", 1), new Edit.SetField("nope", "run.memory", 1),
				new Edit.SetField("mysql", "run.scaling.max", 3)));

		assertThatExceptionOfType(EditRefusedException.class).isThrownBy(() -> this.editing.apply(id, 1, batch, "a"))
			.withMessage("Edit 3 of 4: There is no group named nope in this manifest");

		assertThat(content(id)).isEqualTo(V3);
		assertThat(this.service.draft(id).version()).isEqualTo(1);
		assertThat(this.editing.history(id)).isEmpty();
	}

	@Test
	void anEditMadeOnAnOlderVersionIsRebasedWhenNothingSinceTouchedItsFootprint() {
		long id = imported(V3);
		this.editing.applyRebased(id, 1, MOVE, "alice");

		EditResult bobs = this.editing.applyRebased(id, 1, new Edit.SetField("mysql", "run.memory", 3000), "bob");

		assertThat(bobs.rebased()).isTrue();
		assertThat(bobs.version()).isEqualTo(3);
		RoleManifest model = this.service.parse(this.service.draft(id));
		assertThat(model.group("mysql").orElseThrow().run().memory()).isEqualTo(3000L);
		assertThat(model.group("mysql").orElseThrow().colocatedContainers()).extracting((c) -> c.name())
			.containsExactly("log-agent");
		assertThat(this.editing.applyRebased(id, 3, new Edit.SetField("router", "run.memory", 64), "carol").rebased())
			.as("on the current version nothing is rebased")
			.isFalse();
	}

	@Test
	void anEditWhoseFootprintAChangeSinceTouchedIsAConflictNamingThatChange() {
		long id = imported(V3);
		this.editing.applyRebased(id, 1, MOVE, "alice");

		assertThatExceptionOfType(EditConflictException.class)
			.isThrownBy(() -> this.editing.applyRebased(id, 1, new Edit.Remove("log-agent", "router"), "bob"))
			.satisfies((ex) -> {
				assertThat(ex.conflict().version()).isEqualTo(2);
				assertThat(ex.conflict().author()).isEqualTo("alice");
				assertThat(ex.conflict().summary()).isEqualTo(MOVED);
				assertThat(ex.getMessage()).contains("alice", "version 2", MOVED);
			});
		assertThat(this.service.draft(id).version()).isEqualTo(2);
		assertThat(this.editing.history(id)).hasSize(1);
		assertThatExceptionOfType(InvalidManifestRequestException.class)
			.isThrownBy(() -> this.editing.applyRebased(id, 7, MOVE, "bob"))
			.satisfies((ex) -> assertThat(ex.field()).isEqualTo("base"));
	}

	@Test
	void undoIsPerPersonAndKeepsTheTextOutsideTheChangeByteForByte() {
		long id = imported(V3);
		this.editing.applyRebased(id, 1, MOVE, "alice");
		Edit bobsEdit = new Edit.SetField("mysql", "run.memory", 3000);
		this.editing.applyRebased(id, 2, bobsEdit, "bob");

		EditResult undone = this.editing.undo(id, "alice");

		assertThat(undone.rebased()).isTrue();
		assertThat(undone.summary()).isEqualTo("Undid: " + MOVED);
		String onlyBobs = new ManifestEditor(this.codec).apply(V3, bobsEdit).text();
		assertThat(content(id)).as("bob's change stays; everything else is as before alice's move").isEqualTo(onlyBobs);
		assertThat(this.editing.state(id, "alice")).isEqualTo(new EditingState(4, false, true, null, MOVED));

		EditResult bobsUndo = this.editing.undo(id, "bob");

		assertThat(bobsUndo.summary()).isEqualTo("Undid: run.memory of mysql set to 3000");
		assertThat(content(id)).isEqualTo(V3);

		this.editing.redo(id, "alice");
		assertThat(content(id)).isEqualTo(new ManifestEditor(this.codec).apply(V3, MOVE).text());
	}

	@Test
	void undoIsRefusedWhenSomeoneElsesLaterChangeTouchedIt() {
		long id = imported(V3);
		this.editing.applyRebased(id, 1, MOVE, "alice");
		this.editing.applyRebased(id, 2, new Edit.Remove("log-agent", "mysql"), "bob");

		assertThatExceptionOfType(EditConflictException.class).isThrownBy(() -> this.editing.undo(id, "alice"))
			.satisfies((ex) -> {
				assertThat(ex.conflict().version()).isEqualTo(3);
				assertThat(ex.conflict().author()).isEqualTo("bob");
				assertThat(ex.getMessage()).startsWith("\"" + MOVED + "\" cannot be undone: bob changed");
			});
		assertThat(this.service.draft(id).version()).isEqualTo(3);
	}

	@Test
	void ownUndoneChangesAndTheirUndosDoNotBlockUndoingAnOlderChange() {
		long id = imported(V3);
		this.editing.applyRebased(id, 1, MOVE, "alice");
		this.editing.applyRebased(id, 2, new Edit.SetMode("log-agent", "mysql", ContainerMode.SIDECAR), "alice");
		this.editing.applyRebased(id, 3, new Edit.SetField("router", "run.memory", 64), "bob");
		this.editing.undo(id, "alice");

		this.editing.undo(id, "alice");

		assertThat(content(id))
			.isEqualTo(new ManifestEditor(this.codec).apply(V3, new Edit.SetField("router", "run.memory", 64)).text());
	}

	@Test
	void anOlderOwnChangeIsUndoneByItsVersionUnderTheLaterOnes() {
		long id = imported(V3);
		this.editing.applyRebased(id, 1, MOVE, "alice");
		Edit memory = new Edit.SetField("router", "run.memory", 64);
		this.editing.applyRebased(id, 2, memory, "alice");
		this.editing.applyRebased(id, 3, new Edit.SetField("mysql", "run.memory", 3000), "bob");

		EditResult undone = this.editing.undoChange(id, 2, "alice");

		assertThat(undone.summary()).isEqualTo("Undid: " + MOVED);
		assertThat(content(id)).as("alice's later change and bob's stay; the move is gone")
			.isEqualTo(new ManifestEditor(this.codec)
				.apply(new ManifestEditor(this.codec).apply(V3, memory).text(),
						new Edit.SetField("mysql", "run.memory", 3000))
				.text());
		assertThat(this.editing.undo(id, "alice").summary()).as("Ctrl+Z then undoes her newest change still in effect")
			.isEqualTo("Undid: run.memory of router set to 64");
	}

	@Test
	void undoingAnOlderOwnChangeIsRefusedWhenAnyLaterChangeTouchedIt() {
		long id = imported(V3);
		this.editing.applyRebased(id, 1, MOVE, "alice");
		this.editing.applyRebased(id, 2, new Edit.SetMode("log-agent", "mysql", ContainerMode.SIDECAR), "alice");

		assertThatExceptionOfType(EditConflictException.class).isThrownBy(() -> this.editing.undoChange(id, 2, "alice"))
			.satisfies((ex) -> assertThat(ex.conflict().version()).isEqualTo(3));
		assertThat(this.service.draft(id).version()).isEqualTo(3);
	}

	@Test
	void onlyOnesOwnChangeInEffectIsUndoneByItsVersion() {
		long id = imported(V3);
		this.editing.applyRebased(id, 1, MOVE, "alice");

		assertThatExceptionOfType(NothingToUndoException.class).isThrownBy(() -> this.editing.undoChange(id, 2, "bob"))
			.withMessageContaining("is not a change of bob that is still in effect");
		this.editing.undo(id, "alice");
		assertThatExceptionOfType(NothingToUndoException.class)
			.isThrownBy(() -> this.editing.undoChange(id, 2, "alice"));
		assertThat(content(id)).isEqualTo(V3);
	}

	@Test
	void aChangeUndoneAndRedoneIsUndoneByTheVersionOfItsEditThroughItsRedo() {
		long id = imported(V3);
		this.editing.applyRebased(id, 1, MOVE, "alice");
		this.editing.undo(id, "alice");
		this.editing.redo(id, "alice");

		this.editing.undoChange(id, 2, "alice");

		assertThat(content(id)).isEqualTo(V3);
	}

}
