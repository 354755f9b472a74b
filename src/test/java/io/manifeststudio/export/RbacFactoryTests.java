package io.manifeststudio.export;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

import io.manifeststudio.manifest.model.ManifestCodec;
import io.manifeststudio.manifest.model.RoleManifest;
import io.manifeststudio.validation.Finding;
import io.manifeststudio.validation.Severity;
import io.manifeststudio.validation.ValidationResult;
import io.manifeststudio.export.rules.Validators;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The RBAC objects of configuration.auth, PodSecurityPolicies only where served, and
 * K8S-PSA and K8S-W8.
 */
class RbacFactoryTests {

	static final String MANIFEST = """
			instance_groups:
			- name: web
			  jobs:
			  - name: tor
			    release: tor
			    properties:
			      bosh_containerization:
			        run:
			          service-account: configgin
			configuration:
			  auth:
			    roles:
			      configgin-role:
			      - {apiGroups: [""], resources: [pods], verbs: [get, list, patch]}
			    cluster-roles:
			      node-reader:
			      - {apiGroups: [""], resources: [nodes], verbs: [get]}
			    pod-security-policies:
			      default:
			        privileged: true
			        allowedCapabilities: ["*"]
			    accounts:
			      default:
			        roles: [configgin-role]
			      configgin:
			        roles: [configgin-role]
			        cluster-roles: [node-reader]
			""";

	static List<String> names(List<KubeObject> objects) {
		return objects.stream().map((object) -> object.kind() + "/" + object.name()).toList();
	}

	@Test
	void accountsRolesAndBindingsWithPoliciesOnlyBefore125() {
		RoleManifest manifest = new ManifestCodec().read(MANIFEST);
		List<KubeObject> current = RbacFactory.objects(manifest, KubeVersion.parse("1.33"), HelmExpressions.KEEP);
		assertThat(names(current)).containsExactly("ServiceAccount/configgin", "Role/configgin-role",
				"ClusterRole/node-reader", "RoleBinding/default-configgin-role-binding",
				"RoleBinding/configgin-configgin-role-binding", "ClusterRoleBinding/configgin-node-reader-binding");
		Map<String, Object> clusterBinding = current.get(5).content();
		assertThat(clusterBinding.get("subjects"))
			.isEqualTo(List.of(Map.of("kind", "ServiceAccount", "name", "configgin", "namespace", "default")));
		assertThat(clusterBinding.get("roleRef"))
			.isEqualTo(Map.of("apiGroup", "rbac.authorization.k8s.io", "kind", "ClusterRole", "name", "node-reader"));
		assertThat(current.get(1).content().get("rules")).isEqualTo(List.of(Map.of("apiGroups", List.of(""),
				"resources", List.of("pods"), "verbs", List.of("get", "list", "patch"))));
		assertThat(names(RbacFactory.objects(manifest, KubeVersion.parse("1.24"), HelmExpressions.KEEP)))
			.endsWith("PodSecurityPolicy/default");
	}

	@Test
	void theExportHasTheAccountsItsPodsNameAndNamesThePodSecurityLevelFrom125() {
		RoleManifest manifest = new ManifestCodec().read(MANIFEST);
		ValidationResult current = Validators.create(ExportSettings.defaults()).validate(manifest);
		assertThat(current.findings()).filteredOn((finding) -> finding.rule().startsWith("K8S-W8")).isEmpty();
		assertThat(current.findings()).filteredOn((finding) -> finding.rule().equals("K8S-PSA"))
			.singleElement()
			.satisfies((finding) -> {
				assertThat(finding.severity()).isEqualTo(Severity.INFO);
				assertThat(finding.message()).contains("Pod Security Admission level \"privileged\"");
			});
		ValidationResult old = Validators.create(ExportSettings.defaults().withKubeVersion(KubeVersion.parse("1.24")))
			.validate(manifest);
		assertThat(old.findings()).extracting(Finding::rule).doesNotContain("K8S-PSA");
	}

	@Test
	void scf2171sSevenAccountsAreExported() throws Exception {
		Path scf = Path.of("../shared/fixtures/real/scf-2.17.1-role-manifest.yml");
		Assumptions.assumeTrue(Files.exists(scf), "the shared fixtures are not at ../shared/fixtures");
		RoleManifest manifest = new ManifestCodec().read(Files.readString(scf));
		List<String> names = names(RbacFactory.objects(manifest, KubeVersion.parse("1.33"), HelmExpressions.KEEP));
		assertThat(names).filteredOn((name) -> name.startsWith("ServiceAccount/"))
			.containsExactly("ServiceAccount/secret-generator", "ServiceAccount/tests-brain",
					"ServiceAccount/tests-sits", "ServiceAccount/garden-runc", "ServiceAccount/eirini");
		assertThat(names).hasSize(5 + 5 + 3 + 14 + 3);
	}

}
