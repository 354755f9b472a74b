package io.manifeststudio.benchmark;

import java.nio.charset.StandardCharsets;
import java.util.Map;

import org.junit.jupiter.api.Test;

import io.manifeststudio.manifest.model.FormatEra;
import io.manifeststudio.manifest.model.ManifestCodec;
import io.manifeststudio.manifest.model.RoleManifest;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The benchmark's manifest has SCF's size, whichever way it was made, and is the same
 * text every time.
 */
class ScfSizedManifestTests {

	private final ManifestCodec codec = new ManifestCodec();

	@Test
	void theBenchmarkManifestHasScfsSize() {
		String text = ScfSizedManifest.text();
		assertShape(this.codec.read(text), text);
		assertThat(ScfSizedManifest.text()).isEqualTo(text);
	}

	@Test
	void theSyntheticManifestHasTheSameShape() {
		String text = new io.manifeststudio.manifest.yaml.ManifestYamlWriter().write(ScfSizedManifest.synthetic());
		assertShape(this.codec.read(text), text);
	}

	private static void assertShape(RoleManifest manifest, String text) {
		assertThat(manifest.era()).isEqualTo(FormatEra.V3_JOB_PROPERTIES);
		assertThat(manifest.instanceGroups()).hasSizeBetween(40, 45);
		assertThat(manifest.instanceGroups().stream().mapToInt((group) -> group.jobs().size()).sum()).isBetween(200,
				240);
		assertThat(manifest.configuration().templates()).hasSizeGreaterThanOrEqualTo(650);
		assertThat(text.getBytes(StandardCharsets.UTF_8).length).isBetween(150_000, 300_000);
		assertThat(manifest.typeProblems()).isEmpty();
		assertThat(manifest.pods()).isNotEmpty();
		assertThat(manifest.document().root()).isInstanceOf(Map.class);
	}

}
