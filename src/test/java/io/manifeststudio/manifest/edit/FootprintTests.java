package io.manifeststudio.manifest.edit;

import java.util.List;

import org.junit.jupiter.api.Test;

import io.manifeststudio.manifest.model.ContainerMode;
import io.manifeststudio.manifest.model.GroupType;

import static org.assertj.core.api.Assertions.assertThat;

/** What edits read and write, and which of them depend on each other. */
class FootprintTests {

	private static Footprint of(Edit edit) {
		return Footprint.of(edit);
	}

	@Test
	void aMoveInRouterAndTheMemoryOfMysqlAreIndependent() {
		Footprint move = of(new Edit.Reorder("router", List.of("b", "a")));
		Footprint memory = of(new Edit.SetField("mysql", "run.memory", 512));

		assertThat(move.overlaps(memory)).isFalse();
		assertThat(memory.overlaps(move)).isFalse();
	}

	@Test
	void aMoveIntoMysqlAndTheMemoryOfMysqlAreIndependent() {
		assertThat(of(new Edit.Move("agent", "router", "mysql", null))
			.overlaps(of(new Edit.SetField("mysql", "run.memory", 512)))).isFalse();
	}

	@Test
	void twoMovesOfOneContainerOutOfOnePodDepend() {
		assertThat(of(new Edit.Move("agent", "router", "mysql", null))
			.overlaps(of(new Edit.Move("agent", "router", "api", null)))).isTrue();
	}

	@Test
	void fieldsDependWhenOneContainsTheOther() {
		Footprint run = of(new Edit.SetField("mysql", "run", null));
		Footprint memory = of(new Edit.SetField("mysql", "run.memory", 1));
		Footprint ports = of(new Edit.SetField("mysql", "ports[0].internal", 1));

		assertThat(run.overlaps(memory)).isTrue();
		assertThat(memory.overlaps(of(new Edit.SetField("mysql", "run.memory-request", 1)))).isFalse();
		assertThat(ports.overlaps(of(new Edit.SetField("mysql", "ports", null)))).isTrue();
		assertThat(ports.overlaps(of(new Edit.SetField("api", "ports", null)))).isFalse();
	}

	@Test
	void aFieldThatHoldsPlacementsIsThePlacements() {
		assertThat(of(new Edit.SetField("router", "colocated_containers", List.of()))
			.overlaps(of(new Edit.SetMode("agent", "router", ContainerMode.SIDECAR)))).isTrue();
	}

	@Test
	void creatingAGroupTouchesItsNameOnly() {
		Footprint create = of(new Edit.CreateGroup("metrics", GroupType.COLOCATED_CONTAINER));

		assertThat(create.overlaps(of(new Edit.Place("metrics", "mysql", null, null)))).isTrue();
		assertThat(create.overlaps(of(new Edit.SetField("mysql", "run.memory", 1)))).isFalse();
	}

	@Test
	void renameDeleteAndReplacementTouchEverything() {
		Footprint memory = of(new Edit.SetField("mysql", "run.memory", 1));

		assertThat(of(new Edit.RenameGroup("a", "b")).overlaps(memory)).isTrue();
		assertThat(of(new Edit.DeleteGroup("a")).overlaps(memory)).isTrue();
		assertThat(Footprint.ALL.overlaps(memory)).isTrue();
	}

	@Test
	void aBatchTouchesWhatItsEditsTouch() {
		Footprint batch = of(new Edit.Batch(List.of(new Edit.SetField("mysql", "run.memory", 1),
				new Edit.SetField("router", "tags", List.of("x")))));

		assertThat(batch.overlaps(of(new Edit.SetField("router", "tags", null)))).isTrue();
		assertThat(batch.overlaps(of(new Edit.SetField("api", "tags", null)))).isFalse();
		assertThat(batch.groups()).containsExactlyInAnyOrder("mysql", "router");
	}

	@Test
	void itIsStoredAsJson() {
		Footprint move = of(new Edit.Move("agent", "router", "mysql", 0));

		Footprint read = Footprint.fromJson(move.toJson());

		assertThat(read.overlaps(of(new Edit.Remove("agent", "router")))).isTrue();
		assertThat(read.overlaps(of(new Edit.SetField("mysql", "run.memory", 1)))).isFalse();
		assertThat(Footprint.fromJson(Footprint.ALL.toJson()).overlaps(of(new Edit.SetField("mysql", "run.memory", 1))))
			.isTrue();
		assertThat(Footprint.fromJson(null).overlaps(of(new Edit.SetField("mysql", "run.memory", 1))))
			.as("rows logged before footprints")
			.isTrue();
	}

}
