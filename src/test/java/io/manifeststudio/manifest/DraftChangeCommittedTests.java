package io.manifeststudio.manifest;

import java.nio.charset.StandardCharsets;

import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.data.jpa.test.autoconfigure.DataJpaTest;
import org.springframework.boot.jdbc.test.autoconfigure.AutoConfigureTestDatabase;
import org.springframework.context.annotation.Import;
import org.springframework.test.context.event.ApplicationEvents;
import org.springframework.test.context.event.RecordApplicationEvents;

import io.manifeststudio.manifest.edit.Edit;
import io.manifeststudio.manifest.edit.ManifestEditor;
import io.manifeststudio.manifest.model.ManifestCodec;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every committed change of a draft is announced as a {@link DraftChangeCommitted} naming
 * its version, author, summary and the pods whose cards it affects: the seam the board's
 * event stream listens at.
 */
@DataJpaTest
@AutoConfigureTestDatabase(replace = AutoConfigureTestDatabase.Replace.NONE)
@RecordApplicationEvents
@Import({ ManifestService.class, ParsedManifestCache.class, ManifestCodec.class, DraftEditing.class,
		ManifestEditor.class })
class DraftChangeCommittedTests {

	@Autowired
	DraftEditing editing;

	@Autowired
	ManifestService service;

	@Autowired
	ApplicationEvents events;

	@Test
	void editsUndoRedoAndReplacementsAreAnnouncedWithTheirPods() {
		long id = this.service
			.importManifest("announced", DraftEditingContract.V3.getBytes(StandardCharsets.UTF_8), "alice")
			.id();
		assertThat(this.events.stream(DraftChangeCommitted.class)).as("an import is no change of a draft").isEmpty();

		this.editing.apply(id, 1, DraftEditingContract.MOVE, "bob");
		this.editing.apply(id, 2, new Edit.SetField("mysql", "run.memory", 3000), "carol");
		this.editing.undo(id, 3, "carol");
		this.editing.redo(id, 4, "carol");
		String renamed = this.service.draft(id).content().replace("- name: mysql\n", "- name: db\n");
		this.service.replaceDraft(id, renamed.getBytes(StandardCharsets.UTF_8), 5, "erin");

		assertThat(this.events.stream(DraftChangeCommitted.class)).containsExactly(
				new DraftChangeCommitted(id, 2, ChangeKind.EDIT, "bob", DraftEditingContract.MOVED,
						java.util.List.of("router", "mysql")),
				new DraftChangeCommitted(id, 3, ChangeKind.EDIT, "carol", "run.memory of mysql set to 3000",
						java.util.List.of("mysql")),
				new DraftChangeCommitted(id, 4, ChangeKind.UNDO, "carol", "Undid: run.memory of mysql set to 3000",
						java.util.List.of("mysql")),
				new DraftChangeCommitted(id, 5, ChangeKind.REDO, "carol", "Redid: run.memory of mysql set to 3000",
						java.util.List.of("mysql")),
				new DraftChangeCommitted(id, 6, ChangeKind.REPLACE, "erin", ManifestService.REPLACED,
						java.util.List.of("db", "mysql")));
	}

}
