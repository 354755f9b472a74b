package io.manifeststudio.export.web;

import org.junit.jupiter.api.Test;

import io.manifeststudio.export.KubeVersion;
import io.manifeststudio.manifest.model.InvalidManifestRequestException;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

/**
 * The versions the page offers: 1.27 to 1.34, 1.33 unless chosen, nothing else accepted.
 */
class ExportVersionsTests {

	@Test
	void offers127To134() {
		assertThat(ExportVersions.OFFERED).extracting(KubeVersion::toString)
			.containsExactly("1.27", "1.28", "1.29", "1.30", "1.31", "1.32", "1.33", "1.34");
	}

	@Test
	void noChoiceIs133AndAnOfferedOneIsTaken() {
		assertThat(ExportVersions.choose(null)).isEqualTo(KubeVersion.DEFAULT).hasToString("1.33");
		assertThat(ExportVersions.choose("")).isEqualTo(KubeVersion.DEFAULT);
		assertThat(ExportVersions.choose("1.27")).hasToString("1.27");
		assertThat(ExportVersions.choose("v1.34.2")).hasToString("1.34");
	}

	@Test
	void versionsOutsideTheOfferAndNonsenseAreRefusedForTheField() {
		assertThatExceptionOfType(InvalidManifestRequestException.class).isThrownBy(() -> ExportVersions.choose("1.26"))
			.withMessageContaining("1.27 to 1.34")
			.satisfies((ex) -> assertThat(ex.field()).isEqualTo("kubeVersion"));
		assertThatExceptionOfType(InvalidManifestRequestException.class)
			.isThrownBy(() -> ExportVersions.choose("1.35"));
		assertThatExceptionOfType(InvalidManifestRequestException.class)
			.isThrownBy(() -> ExportVersions.choose("latest"))
			.withMessageContaining("must look like 1.33");
	}

}
