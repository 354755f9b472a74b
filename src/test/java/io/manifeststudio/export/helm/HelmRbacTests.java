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
import io.manifeststudio.manifest.model.ManifestCodec;
import io.manifeststudio.manifest.model.RoleManifest;
import io.manifeststudio.validation.Severity;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The chart's RBAC with real Helm: gated by kube.auth as fissile's chart,
 * PodSecurityPolicies only before 1.25.
 */
@SuppressWarnings("unchecked")
class HelmRbacTests {

	@TempDir
	Path dir;

	@Test
	@SuppressWarnings("unchecked")
	void uaasAccountsExistForItsPodsAndPoliciesRenderOnlyBefore125() {
		ValidFixtures.assumePresent();
		String text = ValidFixtures.read(HelmExpressionsTests.UAA);
		RoleManifest manifest = new ManifestCodec().read(text);
		Path archive = HelmCharts.write(new HelmChartExporter().export(manifest,
				new HelmChartOptions(ExportSettings.defaults(), SidecarMode.AUTO, ChartProvenance.of("uaa", 1, text))),
				this.dir);
		Map<String, Object> required = HelmChartFixturesTests.requiredValues(manifest);

		List<Map<String, Object>> current = HelmCharts.documents(HelmCharts.template(archive, "1.33.0", required));
		Map<String, Map<String, Object>> byName = HelmCharts.byKindAndName(current);
		assertThat(byName).containsKeys("ServiceAccount/configgin", "ServiceAccount/active-passive")
			.doesNotContainKey("PodSecurityPolicy/test-psp-default");
		assertThat(KubeChecks.check(current, KubeVersion.parse("1.33")))
			.as("every serviceAccountName names an exported account")
			.filteredOn((violation) -> violation.severity() == Severity.ERROR)
			.isEmpty();
		assertThat(HelmCharts.byKindAndName(HelmCharts.documents(HelmCharts.template(archive, "1.24.0", required))))
			.containsKey("PodSecurityPolicy/test-psp-default");

		Map<String, Object> givenPolicy = new LinkedHashMap<>(required);
		givenPolicy.put("kube.psp.default", "cluster-wide-default");
		List<Map<String, Object>> given = HelmCharts.documents(HelmCharts.template(archive, "1.24.0", givenPolicy));
		assertThat(given).noneMatch((object) -> "PodSecurityPolicy".equals(object.get("kind")));
		assertThat(policiesUsed(given)).containsOnly("cluster-wide-default");

		Map<String, Object> noAuth = new LinkedHashMap<>(required);
		noAuth.put("kube.auth", "none");
		List<Map<String, Object>> plain = HelmCharts.documents(HelmCharts.template(archive, "1.33.0", noAuth));
		assertThat(plain)
			.noneMatch((object) -> List.of("ServiceAccount", "Role", "RoleBinding", "ClusterRole", "ClusterRoleBinding")
				.contains(object.get("kind")));
		for (Map<String, Object> object : plain) {
			if ("StatefulSet".equals(object.get("kind"))) {
				Map<String, Object> pod = (Map<String, Object>) ((Map<String, Object>) ((Map<String, Object>) object
					.get("spec")).get("template")).get("spec");
				assertThat(pod).doesNotContainKey("serviceAccountName");
			}
		}
	}

	/**
	 * fissile named cluster-scoped objects after the release's namespace (kube/rbac.go,
	 * 678b0ba0 and 8c552f42): the same chart installed into two namespaces makes no
	 * cluster-scoped object of the same name, and each binding and "use" rule names what
	 * its own installation made.
	 */
	@Test
	void twoNamespacesShareNoClusterScopedName() throws java.io.IOException {
		String text = java.nio.file.Files
			.readString(Path.of("src/test/resources/manifests/fissile-history/cluster-scoped-auth.yml"));
		RoleManifest manifest = new ManifestCodec().read(text);
		Path archive = HelmCharts.write(new HelmChartExporter().export(manifest,
				new HelmChartOptions(ExportSettings.defaults(), SidecarMode.AUTO, ChartProvenance.of("auth", 1, text))),
				this.dir);
		com.marcnuri.helm.LintResult lint = HelmCharts.lint(archive);
		assertThat(lint.isFailed()).as(String.join("\n", lint.getMessages())).isFalse();
		List<Map<String, Object>> first = HelmCharts.documents(HelmCharts.template(archive, "1.24.0", Map.of(), "one"));
		List<Map<String, Object>> second = HelmCharts
			.documents(HelmCharts.template(archive, "1.24.0", Map.of(), "two"));
		java.util.Set<String> firstNames = clusterScoped(first);
		assertThat(firstNames).containsExactly("one-cluster-role-node-reader-role",
				"one-garden-runc-node-reader-role-cluster-binding", "one-psp-default");
		assertThat(clusterScoped(second)).isNotEmpty().doesNotContainAnyElementsOf(firstNames);
		for (Map<String, Object> object : first) {
			if ("ClusterRoleBinding".equals(object.get("kind"))) {
				assertThat(firstNames).contains((String) ((Map<String, Object>) object.get("roleRef")).get("name"));
			}
		}
		assertThat(policiesUsed(first)).isNotEmpty().isSubsetOf(firstNames);
	}

	private static final List<String> CLUSTER_SCOPED = List.of("ClusterRole", "ClusterRoleBinding",
			"PodSecurityPolicy");

	private static java.util.Set<String> clusterScoped(List<Map<String, Object>> objects) {
		java.util.Set<String> names = new java.util.TreeSet<>();
		for (Map<String, Object> object : objects) {
			if (CLUSTER_SCOPED.contains(object.get("kind"))) {
				names.add((String) ((Map<String, Object>) object.get("metadata")).get("name"));
			}
		}
		return names;
	}

	/** The PodSecurityPolicies the roles' "use" rules name. */
	private static java.util.Set<String> policiesUsed(List<Map<String, Object>> objects) {
		java.util.Set<String> names = new java.util.TreeSet<>();
		for (Map<String, Object> object : objects) {
			if ((object.get("kind") + "").endsWith("Role") && object.get("rules") instanceof List<?> rules) {
				for (Object rule : rules) {
					Map<String, Object> r = (Map<String, Object>) rule;
					if (r.get("resources") instanceof List<?> resources && resources.contains("podsecuritypolicies")
							&& r.get("resourceNames") instanceof List<?> resourceNames) {
						resourceNames.forEach((name) -> names.add((String) name));
					}
				}
			}
		}
		return names;
	}

}
