package io.manifeststudio.export.repository;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.Test;

import io.manifeststudio.export.ExportSettings;
import io.manifeststudio.export.ImageTagInputs;
import io.manifeststudio.export.ImageTags;
import io.manifeststudio.export.KubeVersion;
import io.manifeststudio.export.helm.FissileImageTagExportTests;
import io.manifeststudio.export.helm.SecretGeneration;
import io.manifeststudio.export.web.ExportVersions;
import io.manifeststudio.manifest.model.ManifestCodec;
import io.manifeststudio.manifest.model.RoleManifest;
import io.manifeststudio.release.BoshRelease;
import io.manifeststudio.release.ReleaseReader;
import io.manifeststudio.release.ReleaseResolution;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The published charts' versions: SemVer from revision and target, one per combination,
 * newer revisions higher.
 */
class ChartVersionsTests {

	private static final java.util.regex.Pattern SEMVER = java.util.regex.Pattern
		.compile("(0|[1-9]\\d*)\\.(0|[1-9]\\d*)\\.(0|[1-9]\\d*)");

	@Test
	void revisionIsTheMajorTheKubernetesMinorTheMinorAndTheSecretsThePatch() {
		assertThat(ChartVersions.of(7, ChartTarget.DEFAULT)).isEqualTo("7.33.0");
		assertThat(ChartVersions.of(7, new ChartTarget(new KubeVersion(1, 27), SecretGeneration.HELM)))
			.isEqualTo("7.27.1");
	}

	@Test
	void everyRevisionAndOfferedTargetHasItsOwnSemVerVersion() {
		Set<String> versions = new HashSet<>();
		int combinations = 0;
		for (int revision = 1; revision <= 120; revision++) {
			for (KubeVersion kube : ExportVersions.OFFERED) {
				for (SecretGeneration secrets : SecretGeneration.values()) {
					String version = ChartVersions.of(revision, new ChartTarget(kube, secrets));
					assertThat(version).matches(SEMVER);
					versions.add(version);
					combinations++;
				}
			}
		}
		assertThat(versions).hasSize(combinations);
	}

	@Test
	void aNewerRevisionIsAHigherVersionWhateverTheTargets() {
		StoredChart older = chart(ChartVersions.of(9, new ChartTarget(new KubeVersion(1, 34), SecretGeneration.HELM)));
		StoredChart newer = chart(
				ChartVersions.of(10, new ChartTarget(new KubeVersion(1, 27), SecretGeneration.FISSILE)));
		assertThat(java.util.stream.Stream.of(older, newer).sorted(ChartIndexYaml.NEWEST_FIRST).toList())
			.containsExactly(newer, older);
	}

	/**
	 * With fissile's derived tags the version carries their fingerprint as build
	 * metadata:
	 * {@code printf 'nats c7b5915223d48c014a48bd1d171c46f7bc631b8c\n' | sha256sum}, first
	 * 12 hex digits. Another input (here {@code --tag-extra}) is another tag and so
	 * another version; no derived tag (no inputs, or a tag given) is the plain version.
	 */
	@Test
	void derivedImageTagsAreTheVersionsBuildMetadata() {
		ImageTagInputs inputs = new ImageTagInputs("7.0.0+224.gb8e8e6af", "", "properties:\n  nats:\n    user: admin\n",
				"properties:\n  nats:\n    password: secret\n",
				Map.of("scripts/a.sh", "echo a\n".getBytes(StandardCharsets.UTF_8), "scripts/b.sh",
						"true\n".getBytes(StandardCharsets.UTF_8)));
		assertThat(ChartVersions.of(7, ChartTarget.DEFAULT, tags(inputs))).isEqualTo("7.33.0+da695ee8b672");
		ImageTagInputs extra = new ImageTagInputs(inputs.fissileVersion(), "x", inputs.lightOpinions(),
				inputs.darkOpinions(), inputs.scripts());
		assertThat(ChartVersions.of(7, ChartTarget.DEFAULT, tags(extra))).startsWith("7.33.0+")
			.isNotEqualTo("7.33.0+da695ee8b672");
		assertThat(ChartVersions.of(7, ChartTarget.DEFAULT, tags(ImageTagInputs.NONE))).isEqualTo("7.33.0");
		assertThat(ChartVersions.of(7, ChartTarget.DEFAULT,
				ImageTags.of(MANIFEST, settings(inputs).withImage("", "", "", "1.2.3"))))
			.isEqualTo("7.33.0");
		assertThat(ChartFile.parse("shop-7.33.0+da695ee8b672.tgz"))
			.contains(new ChartFile("shop", "7.33.0+da695ee8b672"));
		StoredChart older = chart("7.33.0+da695ee8b672");
		StoredChart newer = chart("8.33.0");
		assertThat(java.util.stream.Stream.of(older, newer).sorted(ChartIndexYaml.NEWEST_FIRST).toList())
			.containsExactly(newer, older);
	}

	private static final RoleManifest MANIFEST = new ManifestCodec().read(FissileImageTagExportTests.MANIFEST_TEXT);

	private static ImageTags tags(ImageTagInputs inputs) {
		return ImageTags.of(MANIFEST, settings(inputs));
	}

	private static ExportSettings settings(ImageTagInputs inputs) {
		List<BoshRelease> releases = List.of(
				release(FissileImageTagExportTests.NATS_RELEASE_MF, "nats", FissileImageTagExportTests.NATS_JOB_MF),
				release(FissileImageTagExportTests.BPM_RELEASE_MF, "bpm", FissileImageTagExportTests.BPM_JOB_MF));
		return ExportSettings.defaults().withReleases(ReleaseResolution.of(MANIFEST, releases)).withTagInputs(inputs);
	}

	private static BoshRelease release(String releaseMf, String job, String jobMf) {
		return new ReleaseReader()
			.readTarball(new ByteArrayInputStream(FissileImageTagExportTests.tarball(releaseMf, job, jobMf)));
	}

	@Test
	void onlyRevisionsAndKubernetesOneAreVersions() {
		assertThatThrownBy(() -> ChartVersions.of(0, ChartTarget.DEFAULT)).isInstanceOf(IllegalArgumentException.class);
		assertThatThrownBy(() -> ChartVersions.of(1, new ChartTarget(new KubeVersion(2, 0), null)))
			.isInstanceOf(IllegalArgumentException.class);
	}

	@Test
	void aFileNameIsTheChartNameAndTheVersionAfterItsLastDash() {
		assertThat(ChartFile.parse("my-shop-2-7.33.0.tgz")).contains(new ChartFile("my-shop-2", "7.33.0"));
		assertThat(ChartFile.parse("shop.tgz")).isEmpty();
		assertThat(ChartFile.parse("shop-.tgz")).isEmpty();
		assertThat(ChartFile.parse("shop-1.33.0.zip")).isEmpty();
	}

	private static StoredChart chart(String version) {
		return new StoredChart("shop", version, 1, 1, "1.33", "fissile", "sha256:00", "00", "name: shop\n",
				java.time.Instant.EPOCH);
	}

}
