package io.manifeststudio.editor.board;

import org.junit.jupiter.api.Test;

import io.manifeststudio.manifest.model.ManifestCodec;
import io.manifeststudio.editor.pages.BrokenNameRule;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The findings panel groups findings by severity, errors first, with counts, places and
 * subjects.
 */
class FindingsPanelTests {

	@Test
	void groupsBySeverityWithCountsAndPlaces() {
		FindingsPanel panel = FindingsPanel
			.of(BrokenNameRule.validatorWithOnlyThisRule().validate(new ManifestCodec().read("""
					instance_groups:
					- name: shaky-web
					  jobs: []
					- name: broken-db
					  jobs: []
					""")));

		assertThat(panel.errors()).isEqualTo(1);
		assertThat(panel.warnings()).isEqualTo(1);
		assertThat(panel.isClean()).isFalse();
		assertThat(panel.groups()).extracting(SeverityGroup::severity).startsWith("error", "warning");
		FindingItem error = panel.groups()
			.get(0)
			.findings()
			.stream()
			.filter((finding) -> finding.rule().equals(BrokenNameRule.ID))
			.findFirst()
			.orElseThrow();
		assertThat(error.subject()).isEqualTo("broken-db");
		assertThat(error.location()).isEqualTo("4:3");
		assertThat(error.message()).isEqualTo(
				"instance_groups[broken-db].name: Invalid value: \"broken-db\": test rule: this name is refused");
		assertThat(error.hint()).isEqualTo("Rename the group.");
	}

	@Test
	void aManifestWithoutFindingsIsClean() {
		FindingsPanel panel = FindingsPanel.of(new io.manifeststudio.validation.ValidationResult(java.util.List.of()));

		assertThat(panel.isClean()).isTrue();
		assertThat(panel.errors()).isZero();
		assertThat(panel.groups()).isEmpty();
	}

}
