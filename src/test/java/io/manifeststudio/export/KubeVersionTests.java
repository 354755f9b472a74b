package io.manifeststudio.export;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

/** Target versions as users write them, and which of them get native sidecars. */
class KubeVersionTests {

	@Test
	void parsesTheUsualSpellings() {
		assertThat(KubeVersion.parse("1.33")).isEqualTo(new KubeVersion(1, 33));
		assertThat(KubeVersion.parse("v1.27")).isEqualTo(new KubeVersion(1, 27));
		assertThat(KubeVersion.parse(" 1.29.3 ")).isEqualTo(new KubeVersion(1, 29));
		assertThat(KubeVersion.parse(null)).isEqualTo(KubeVersion.DEFAULT);
		assertThat(KubeVersion.parse("")).isEqualTo(new KubeVersion(1, 33));
	}

	@Test
	void rejectsAnythingElseSayingWhatIsExpected() {
		for (String bad : new String[] { "latest", "1", "1.x", "1.33-rc1", "0.9", "1..2" }) {
			assertThatIllegalArgumentException().as(bad)
				.isThrownBy(() -> KubeVersion.parse(bad))
				.withMessageContaining("1.");
		}
	}

	@Test
	void nativeSidecarsFrom129() {
		assertThat(KubeVersion.parse("1.28").supportsNativeSidecars()).isFalse();
		assertThat(KubeVersion.parse("1.29").supportsNativeSidecars()).isTrue();
		assertThat(SidecarStyle.forVersion(KubeVersion.parse("1.27"))).isEqualTo(SidecarStyle.FALLBACK);
		assertThat(ExportSettings.defaults().sidecarStyle()).isEqualTo(SidecarStyle.NATIVE);
	}

	@Test
	void imageSettingsNameFissilesImagesAndBlankOnesFallBackToDefaults() {
		ExportSettings settings = ExportSettings.defaults().withImage(" ", null, "", null);
		assertThat(settings.repository()).isEqualTo("fissile");
		assertThat(settings.tag()).isEqualTo("latest");
		assertThat(settings.registry()).isEmpty();
	}

}
