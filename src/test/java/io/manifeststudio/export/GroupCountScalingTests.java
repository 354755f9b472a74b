package io.manifeststudio.export;

import java.util.function.Consumer;

import org.junit.jupiter.api.Test;

import io.manifeststudio.benchmark.ManyGroupsManifest;
import io.manifeststudio.export.helm.ChartDefaults;
import io.manifeststudio.export.helm.HelmChartExporter;
import io.manifeststudio.export.helm.ChartProvenance;
import io.manifeststudio.export.helm.HelmChartOptions;
import io.manifeststudio.export.helm.SidecarMode;
import io.manifeststudio.manifest.model.CountingGroups;
import io.manifeststudio.manifest.model.ManifestCodec;
import io.manifeststudio.manifest.model.RoleManifest;
import io.manifeststudio.export.rules.Validators;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Validation and export do work in step with the number of instance groups, not with its
 * square: twice the groups read the groups about twice as often. This counts reads of the
 * group list rather than timing anything, so it holds on a busy machine; a rule or
 * exporter that looks a group up by walking the list (which made a manifest of 20,000
 * groups take seconds to validate) reads four times as often for twice the groups and
 * fails here. The time of the 20,000-group case itself is measured on demand by the load
 * driver's {@code groups} scenario.
 */
class GroupCountScalingTests {

	private static final int GROUPS = 1500;

	@Test
	void validationWithEveryFamilyReadsTheGroupsInStepWithTheirCount() {
		assertLinear((manifest) -> assertThat(Validators.create().validate(manifest).hasErrors()).isFalse());
	}

	@Test
	void theKubernetesExportReadsTheGroupsInStepWithTheirCount() {
		assertLinear((manifest) -> assertThat(new KubernetesExport(ChartDefaults::expressions)
			.export(manifest, ExportSettings.defaults(), null, Validators.create())
			.yaml()).contains("name: g" + (GROUPS - 2)));
	}

	@Test
	void theHelmChartReadsTheGroupsInStepWithTheirCount() {
		assertLinear((manifest) -> assertThat(new HelmChartExporter()
			.export(manifest,
					new HelmChartOptions(ExportSettings.defaults(), SidecarMode.AUTO,
							ChartProvenance.of("many", 1, "")))
			.files()).containsKey("templates/g0.yaml"));
	}

	private static void assertLinear(Consumer<RoleManifest> work) {
		long once = reads(GROUPS, work);
		long twice = reads(2 * GROUPS, work);
		assertThat(once).as("group reads for %d groups", GROUPS).isPositive();
		// linear: 2x; a walk per group: 4x
		assertThat((double) twice / once)
			.as("group reads for %d groups / for %d groups (%d / %d)", 2 * GROUPS, GROUPS, twice, once)
			.isLessThan(2.5);
	}

	private static long reads(int groups, Consumer<RoleManifest> work) {
		CountingGroups counting = CountingGroups.of(new ManifestCodec().read(ManyGroupsManifest.text(groups)));
		work.accept(counting.manifest());
		return counting.reads();
	}

}
