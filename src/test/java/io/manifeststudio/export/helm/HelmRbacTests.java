package io.manifeststudio.export.helm;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import io.manifeststudio.export.ExportSettings;
import io.manifeststudio.export.KubeVersion;
import io.manifeststudio.export.rules.KubeChecks;
import io.manifeststudio.manifest.ManifestCodec;
import io.manifeststudio.manifest.RoleManifest;
import io.manifeststudio.validation.Severity;

import static org.assertj.core.api.Assertions.assertThat;

/** The chart's RBAC with real Helm: gated by kube.auth as fissile's chart, PodSecurityPolicies only before 1.25. */
class HelmRbacTests {

	@TempDir
	Path dir;

	@Test
	@SuppressWarnings("unchecked")
	void uaasAccountsExistForItsPodsAndPoliciesRenderOnlyBefore125() {
		ValidFixtures.assumePresent();
		String text = ValidFixtures.read(HelmExpressionsTests.UAA);
		RoleManifest manifest = new ManifestCodec().read(text);
		Path archive = HelmCharts.write(new HelmChartExporter().export(manifest, new HelmChartOptions(
				ExportSettings.defaults(), SidecarMode.AUTO, ChartProvenance.of("uaa", 1, text))), this.dir);
		Map<String, Object> required = HelmChartFixturesTests.requiredValues(manifest);

		List<Map<String, Object>> current = HelmCharts.documents(HelmCharts.template(archive, "1.33.0", required));
		Map<String, Map<String, Object>> byName = HelmCharts.byKindAndName(current);
		assertThat(byName).containsKeys("ServiceAccount/configgin", "ServiceAccount/active-passive")
			.doesNotContainKey("PodSecurityPolicy/default");
		assertThat(KubeChecks.check(current, KubeVersion.parse("1.33")))
			.as("every serviceAccountName names an exported account")
			.filteredOn((violation) -> violation.severity() == Severity.ERROR)
			.isEmpty();
		assertThat(HelmCharts.byKindAndName(HelmCharts.documents(HelmCharts.template(archive, "1.24.0", required))))
			.containsKey("PodSecurityPolicy/default");

		Map<String, Object> noAuth = new LinkedHashMap<>(required);
		noAuth.put("kube.auth", "none");
		List<Map<String, Object>> plain = HelmCharts.documents(HelmCharts.template(archive, "1.33.0", noAuth));
		assertThat(plain).noneMatch((object) -> List.of("ServiceAccount", "Role", "RoleBinding", "ClusterRole",
				"ClusterRoleBinding").contains(object.get("kind")));
		for (Map<String, Object> object : plain) {
			if ("StatefulSet".equals(object.get("kind"))) {
				Map<String, Object> pod = (Map<String, Object>) ((Map<String, Object>) ((Map<String, Object>) object
					.get("spec")).get("template")).get("spec");
				assertThat(pod).doesNotContainKey("serviceAccountName");
			}
		}
	}

}
