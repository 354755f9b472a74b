package io.manifeststudio.manifest.edit;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import io.manifeststudio.manifest.model.ColocatedReference;
import io.manifeststudio.manifest.model.ContainerMode;
import io.manifeststudio.manifest.Fixtures;
import io.manifeststudio.manifest.model.GroupType;
import io.manifeststudio.manifest.model.InstanceGroup;
import io.manifeststudio.manifest.model.ManifestCodec;
import io.manifeststudio.manifest.model.RoleManifest;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

/**
 * Edits applied to the text of the real SCF 2.17.1 role manifest (v3: containers placed
 * by the jobs' bosh_containerization): each changes only the lines that hold what
 * changed, keeps every comment, reads back to the model the edit asked for, and its patch
 * leads back to the text before, byte for byte.
 */
class ManifestEditorTests {

	static final String SCF = "real/scf-2.17.1-role-manifest.yml";

	final ManifestCodec codec = new ManifestCodec();

	final ManifestEditor editor = new ManifestEditor(this.codec);

	String scf;

	@BeforeEach
	void readScf() {
		this.scf = Fixtures.text(SCF);
		RoleManifest manifest = this.codec.read(this.scf);
		assertThat(placed(manifest, "router")).as("SCF's router places the loggregator agent")
			.containsExactly("loggregator-agent");
		assertThat(placed(manifest, "mysql")).as("SCF's mysql places nothing").isEmpty();
	}

	EditOutcome apply(String text, Edit edit) {
		EditOutcome outcome = this.editor.apply(text, edit);
		assertThat(outcome.patch().apply(text)).isEqualTo(outcome.text());
		assertThat(outcome.patch().inverse().apply(outcome.text())).as("the inverse patch leads back").isEqualTo(text);
		return outcome;
	}

	@Test
	void movingTheLoggregatorAgentFromRouterToMysqlChangesAtMostFourLinesAndKeepsEveryComment() {
		EditOutcome outcome = apply(this.scf, new Edit.Move("loggregator-agent", "router", "mysql", null));

		assertThat(outcome.summary()).isEqualTo("loggregator-agent moved from pod router to pod mysql");
		assertThat(placed(outcome.model(), "router")).isEmpty();
		assertThat(placed(outcome.model(), "mysql")).containsExactly("loggregator-agent");
		assertThat(changedLines(this.scf, outcome.text())).isBetween(1, 4);
		assertThat(comments(outcome.text())).containsExactlyElementsOf(comments(this.scf));
	}

	@Test
	void flippingTheModeWritesSidecarsAndFlippingBackRestoresTheBytes() {
		EditOutcome sidecar = apply(this.scf, new Edit.SetMode("loggregator-agent", "router", ContainerMode.SIDECAR));

		assertThat(group(sidecar.model(), "router").modeOf("loggregator-agent")).isEqualTo(ContainerMode.SIDECAR);
		assertThat(changedLines(this.scf, sidecar.text())).isBetween(1, 2);
		assertThat(comments(sidecar.text())).containsExactlyElementsOf(comments(this.scf));

		EditOutcome colocated = apply(sidecar.text(),
				new Edit.SetMode("loggregator-agent", "router", ContainerMode.COLOCATED));

		assertThat(group(colocated.model(), "router").modeOf("loggregator-agent")).isEqualTo(ContainerMode.COLOCATED);
		assertThat(colocated.text()).isEqualTo(this.scf);
	}

	@Test
	void reorderingAPodRewritesOnlyItsReferences() {
		String text = apply(this.scf, new Edit.CreateGroup("metrics-agent", GroupType.COLOCATED_CONTAINER)).text();
		text = apply(text, new Edit.Place("metrics-agent", "router", null, null)).text();
		assertThat(placed(this.codec.read(text), "router")).containsExactly("loggregator-agent", "metrics-agent");

		EditOutcome outcome = apply(text, new Edit.Reorder("router", List.of("metrics-agent", "loggregator-agent")));

		assertThat(placed(outcome.model(), "router")).containsExactly("metrics-agent", "loggregator-agent");
		assertThat(changedLines(text, outcome.text())).as("two adjacent references swapped: one line moves")
			.isEqualTo(2);
		assertThat(comments(outcome.text())).containsExactlyElementsOf(comments(this.scf));
	}

	@Test
	void renamingTheLoggregatorAgentRenamesItsTwentyTwoReferencesAndNothingElse() {
		RoleManifest before = this.codec.read(this.scf);
		long references = before.instanceGroups()
			.stream()
			.flatMap((group) -> group.colocatedContainers().stream())
			.filter((reference) -> reference.name().equals("loggregator-agent"))
			.count();
		assertThat(references).isEqualTo(22);

		EditOutcome outcome = apply(this.scf, new Edit.RenameGroup("loggregator-agent", "log-agent"));

		assertThat(outcome.model().group("loggregator-agent")).isEmpty();
		assertThat(group(outcome.model(), "log-agent").type()).isEqualTo(GroupType.COLOCATED_CONTAINER);
		assertThat(placed(outcome.model(), "router")).containsExactly("log-agent");
		assertThat(changedLines(this.scf, outcome.text())).as("the group's name and 22 references, each replaced")
			.isEqualTo(2 * 23);
		assertThat(outcome.text()).as("the release of the same name stays")
			.contains("release: loggregator-agent")
			.contains("- name: loggregator-agent\n  version: \"3.9\"");
		assertThat(comments(outcome.text())).containsExactlyElementsOf(comments(this.scf));
	}

	@Test
	void settingARunValueChangesItsOneLine() {
		EditOutcome outcome = apply(this.scf, new Edit.SetField("router", "run.memory", 256));

		assertThat(group(outcome.model(), "router").run().memory()).isEqualTo(256);
		assertThat(changedLines(this.scf, outcome.text())).isEqualTo(2);
		assertThat(outcome.summary()).isEqualTo("run.memory of router set to 256");
	}

	@Test
	void anEditThatAsksForWhatIsThereChangesNothing() {
		EditOutcome outcome = this.editor.apply(this.scf,
				new Edit.SetMode("loggregator-agent", "router", ContainerMode.COLOCATED));

		assertThat(outcome.changed()).isFalse();
		assertThat(outcome.text()).isSameAs(this.scf);
	}

	@Test
	void aRefusedEditChangesNothing() {
		assertThatExceptionOfType(EditRefusedException.class)
			.isThrownBy(() -> this.editor.apply(this.scf, new Edit.Place("router", "router", null, null)))
			.withMessage("router cannot be placed in its own pod");
	}

	static InstanceGroup group(RoleManifest manifest, String name) {
		return manifest.group(name).orElseThrow();
	}

	static List<String> placed(RoleManifest manifest, String pod) {
		return group(manifest, pod).colocatedContainers().stream().map(ColocatedReference::name).toList();
	}

	/** The comment lines of a text, in order. */
	static List<String> comments(String text) {
		return text.lines().filter((line) -> line.contains("#")).toList();
	}

	/** Lines removed plus lines added, by a longest-common-subsequence line diff. */
	static int changedLines(String before, String after) {
		List<String> a = new ArrayList<>(before.lines().toList());
		List<String> b = new ArrayList<>(after.lines().toList());
		int prefix = 0;
		while (prefix < a.size() && prefix < b.size() && a.get(prefix).equals(b.get(prefix))) {
			prefix++;
		}
		a = a.subList(prefix, a.size());
		b = b.subList(prefix, b.size());
		int[][] lcs = new int[a.size() + 1][b.size() + 1];
		for (int i = a.size() - 1; i >= 0; i--) {
			for (int j = b.size() - 1; j >= 0; j--) {
				lcs[i][j] = a.get(i).equals(b.get(j)) ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
			}
		}
		return (a.size() - lcs[0][0]) + (b.size() - lcs[0][0]);
	}

}
