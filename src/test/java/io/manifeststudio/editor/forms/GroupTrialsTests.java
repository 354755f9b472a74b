package io.manifeststudio.editor.forms;

import java.util.List;

import org.junit.jupiter.api.Test;

import io.manifeststudio.editor.forms.GroupFormChanges.Change;
import io.manifeststudio.editor.forms.GroupTrials.Trial;
import io.manifeststudio.manifest.model.RoleManifest;
import io.manifeststudio.manifest.edit.Edit;
import io.manifeststudio.export.rules.Validators;
import io.manifeststudio.validation.Finding;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Edits tried in memory: the planner's changes on the document's data, then the rule
 * engine; nothing stored.
 */
class GroupTrialsTests {

	private final GroupTrials trials = new GroupTrials(GroupFormFixtures.CODEC, Validators.create());

	private final RoleManifest manifest = GroupFormFixtures.manifest(GroupFormFixtures.V3);

	@Test
	void setsApplyOneAfterTheOtherAndTheRulesSeeTheResult() {
		Trial trial = this.trials.sets(this.manifest, "api", List.of(new Change("run.memory", -5L),
				new Change("ports[1]", java.util.Map.of("name", "metrics", "protocol", "TCP", "internal", 9100L))));

		assertThat(trial.refusals()).isEmpty();
		assertThat(trial.manifest().group("api").orElseThrow().run().memory()).isEqualTo(-5L);
		assertThat(trial.manifest().group("api").orElseThrow().ports()).extracting(p -> p.name())
			.containsExactly("http", "metrics");
		assertThat(trial.findings()).extracting(Finding::rule).contains("FISSILE-23");
		assertThat(this.manifest.group("api").orElseThrow().run().memory()).as("the draft itself is untouched")
			.isEqualTo(256L);
	}

	@Test
	void aRefusedSetIsLeftOutWithItsReasonAndTheOthersStillApply() {
		Trial trial = this.trials.sets(this.manifest, "api",
				List.of(new Change("ports[5].name", "x"), new Change("run.memory", 512L)));

		assertThat(trial.refusals()).containsOnlyKeys("ports[5].name");
		assertThat(trial.refusals().get("ports[5].name")).contains("has 1 ports");
		assertThat(trial.manifest().group("api").orElseThrow().run().memory()).isEqualTo(512L);
	}

	@Test
	void oneEditOrItsRefusalUnderTheFieldGiven() {
		assertThat(this.trials.edit(this.manifest, new Edit.RenameGroup("api", "migrate"), "name").refusals())
			.containsEntry("name", "There is already a group named migrate");
		assertThat(this.trials.edit(this.manifest, new Edit.RenameGroup("api", "web"), "name").manifest().group("web"))
			.isPresent();
	}

}
