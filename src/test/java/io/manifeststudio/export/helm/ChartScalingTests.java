package io.manifeststudio.export.helm;

import java.nio.file.Path;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import io.manifeststudio.export.ExportSettings;
import io.manifeststudio.manifest.model.FissileGeneration;
import io.manifeststudio.manifest.model.ManifestCodec;
import io.manifeststudio.manifest.model.RoleManifest;
import io.manifeststudio.manifest.model.Scaling;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Instance counts in the chart as each era's fissile computed them, and a count of 0 for
 * groups written min: 0.
 */
class ChartScalingTests {

	@TempDir
	Path dir;

	@Test
	void countsPerGeneration() {
		Scaling optional = new Scaling(0L, 1L, null, null);
		assertThat(ChartScaling.of(FissileGeneration.FISSILE_5, optional)).isEqualTo(new ChartScaling(0, 0, 1, 0));
		assertThat(ChartScaling.of(FissileGeneration.FISSILE_6, optional)).isEqualTo(new ChartScaling(0, 0, 1, 0));
		assertThat(ChartScaling.of(FissileGeneration.FISSILE_7, optional)).as("v3 before April 2019: merge from 0")
			.isEqualTo(new ChartScaling(0, 0, 1, 0));
		assertThat(ChartScaling.of(FissileGeneration.FISSILE_7_FEATURES, optional))
			.isEqualTo(new ChartScaling(1, 0, 1, 1));
		assertThat(ChartScaling.of(FissileGeneration.FISSILE_7_FINAL, optional))
			.isEqualTo(new ChartScaling(1, 0, 1, 1));
		Scaling clustered = new Scaling(3L, 5L, null, null);
		assertThat(ChartScaling.of(FissileGeneration.FISSILE_5, clustered).ha()).as("legacy: ha defaults to min")
			.isEqualTo(3);
		assertThat(ChartScaling.of(FissileGeneration.FISSILE_7, clustered).ha()).as("fissile-7: ha defaults to min")
			.isEqualTo(3);
		assertThat(ChartScaling.of(FissileGeneration.FISSILE_7_FINAL, clustered).ha()).as("the merge starts at 1")
			.isEqualTo(1);
		assertThat(ChartScaling.of(FissileGeneration.FISSILE_7_FINAL, new Scaling(3L, 5L, 4L, null)).ha()).isEqualTo(4);
	}

	@Test
	void scf211sOptionalConsulIsOffByDefaultAndCanBeSwitchedOn() {
		ValidFixtures.assumePresent();
		Path archive = chart(ValidFixtures.read("real/scf-2.11.0-role-manifest.yml"));
		Map<String, Object> required = HelmChartFixturesTests
			.requiredValues(new ManifestCodec().read(ValidFixtures.read("real/scf-2.11.0-role-manifest.yml")));
		assertThat(replicas(archive, required, "consul")).isEqualTo(0);
		Map<String, Object> on = new java.util.LinkedHashMap<>(required);
		on.put("sizing.consul.count", 1);
		assertThat(replicas(archive, on, "consul")).isEqualTo(1);
	}

	@Test
	void aV3GroupWrittenMinZeroRunsOneByDefaultAndAcceptsZero() {
		Path archive = chart("""
				instance_groups:
				- name: optional
				  jobs:
				  - name: tor
				    release: tor
				    properties:
				      bosh_containerization:
				        run:
				          scaling: {min: 0, max: 3, must_be_odd: true}
				- name: core
				  jobs:
				  - name: tor
				    release: tor
				    properties:
				      bosh_containerization:
				        run: {}
				""");
		assertThat(replicas(archive, Map.of(), "optional")).isEqualTo(1);
		assertThat(replicas(archive, Map.of("sizing.optional.count", 0), "optional")).isEqualTo(0);
		assertThatThrownBy(() -> HelmCharts.template(archive, "1.33.0", Map.of("sizing.core.count", 0)))
			.hasMessageContaining("core must have at least 1 instances");
		assertThatThrownBy(() -> HelmCharts.template(archive, "1.33.0", Map.of("sizing.optional.count", 2)))
			.hasMessageContaining("optional must have an odd instance count");
	}

	private Path chart(String text) {
		RoleManifest manifest = new ManifestCodec().read(text);
		return HelmCharts.write(new HelmChartExporter().export(manifest, new HelmChartOptions(ExportSettings.defaults(),
				SidecarMode.AUTO, ChartProvenance.of("scaling", 1, text))), this.dir);
	}

	@SuppressWarnings("unchecked")
	private static Object replicas(Path archive, Map<String, Object> set, String group) {
		Map<String, Object> workload = HelmCharts
			.byKindAndName(HelmCharts.documents(HelmCharts.template(archive, "1.33.0", set)))
			.get("StatefulSet/" + group);
		return ((Map<String, Object>) workload.get("spec")).get("replicas");
	}

}
