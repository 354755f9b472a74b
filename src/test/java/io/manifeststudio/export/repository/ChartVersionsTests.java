package io.manifeststudio.export.repository;

import java.util.HashSet;
import java.util.Set;

import org.junit.jupiter.api.Test;

import io.manifeststudio.export.KubeVersion;
import io.manifeststudio.export.helm.SecretGeneration;
import io.manifeststudio.export.web.ExportVersions;

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
