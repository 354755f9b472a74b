package io.manifeststudio.export.rules;

import java.util.List;

import org.junit.jupiter.api.Test;

import io.manifeststudio.manifest.model.RoleManifest;
import io.manifeststudio.validation.Finding;
import io.manifeststudio.validation.ManifestValidator;
import io.manifeststudio.validation.RuleFamily;
import io.manifeststudio.validation.Severity;
import io.manifeststudio.validation.ValidationRule;
import io.manifeststudio.export.ExportSettings;
import io.manifeststudio.export.KubeVersion;
import io.manifeststudio.export.ExportTestSupport;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The K8S family on manifests: findings carry the API server's path and point back at the
 * manifest field.
 */
class KubernetesRulesTests {

	private static List<Finding> k8s(RoleManifest manifest, String version) {
		ExportSettings settings = ExportSettings.defaults().withKubeVersion(KubeVersion.parse(version));
		return ManifestValidator.of(List.of(new KubernetesRules(settings))).validate(manifest).of(RuleFamily.K8S);
	}

	@Test
	void aFindingPointsAtTheManifestFieldItCameFrom() {
		RoleManifest manifest = ExportTestSupport.manifest("""
				instance_groups:
				- name: web
				  jobs:
				  - name: tor
				    release: tor
				    properties:
				      bosh_containerization:
				        ports:
				        - name: very-long-name
				          protocol: TCP
				          internal: 8080-8081
				        run: {}
				""");
		List<Finding> findings = k8s(manifest, "1.33");
		Finding finding = findings.stream().filter((found) -> found.rule().equals("K8S-N1")).findFirst().orElseThrow();
		assertThat(finding.severity()).isEqualTo(Severity.ERROR);
		assertThat(finding.path()).isEqualTo("spec.template.spec.containers[0].ports[0].name");
		assertThat(finding.message()).isEqualTo("spec.template.spec.containers[0].ports[0].name: Invalid value: "
				+ "\"very-long-name-0\": must be no more than 15 characters");
		assertThat(finding.subject()).isEqualTo("web");
		assertThat(finding.source().toString())
			.isEqualTo("instance_groups[0].jobs[0].properties.bosh_containerization.ports[0]");
		assertThat(finding.line()).isEqualTo(9);
		assertThat(finding.explanation()).startsWith("In StatefulSet \"web\": ");
	}

	@Test
	void aPersistentVolumeWithoutSizeIsAClaimWithoutStorageAndAnErrorAtTheVolume() {
		RoleManifest manifest = ExportTestSupport.manifest("""
				instance_groups:
				- name: web
				  jobs:
				  - name: tor
				    release: tor
				    properties:
				      bosh_containerization:
				        run:
				          volumes:
				          - path: /var/vcap/store
				            type: persistent
				            tag: web-data
				          - path: /var/vcap/shared
				            type: shared
				            tag: web-shared
				            size: 5
				""");
		List<Finding> findings = k8s(manifest, "1.33").stream()
			.filter((found) -> found.rule().equals("K8S-V8"))
			.toList();

		assertThat(findings).singleElement().satisfies((finding) -> {
			assertThat(finding.severity()).isEqualTo(Severity.ERROR);
			assertThat(finding.message())
				.isEqualTo("spec.volumeClaimTemplates[0].spec.resources[storage]: Required value");
			assertThat(finding.source().toString())
				.isEqualTo("instance_groups[0].jobs[0].properties.bosh_containerization.run.volumes[0]");
			assertThat(finding.subject()).isEqualTo("web");
			assertThat(finding.hint()).contains("size");
		});
	}

	@Test
	void aSecretKeyTheApiServerRefusesIsAnErrorAtItsVariable() {
		RoleManifest manifest = ExportTestSupport.manifest("""
				instance_groups:
				- name: web
				  jobs:
				  - name: tor
				    release: tor
				    properties:
				      bosh_containerization:
				        run: {}
				variables:
				- name: API PASSWORD
				  options:
				    description: an internal secret with a space in its name
				    secret: true
				    internal: true
				""");
		List<Finding> findings = k8s(manifest, "1.33").stream()
			.filter((found) -> found.rule().equals("K8S-S1"))
			.toList();

		assertThat(findings).singleElement().satisfies((finding) -> {
			assertThat(finding.message()).startsWith(
					"data[api password]: Invalid value: \"api password\": a valid config key must consist of alphanumeric");
			assertThat(finding.source().toString()).isEqualTo("variables[0]");
			assertThat(finding.explanation()).startsWith("In Secret \"secrets\": ");
		});
	}

	@Test
	void aContainerPlacedTwiceIsADuplicateAtItsSecondReference() {
		RoleManifest manifest = ExportTestSupport.manifest("""
				instance_groups:
				- name: main
				  jobs:
				  - name: tor
				    release: tor
				    properties:
				      bosh_containerization:
				        colocated_containers: [side, side]
				        run: {}
				- name: side
				  type: colocated-container
				  jobs: [{name: ntpd, release: ntp, properties: {bosh_containerization: {run: {}}}}]
				""");
		Finding duplicate = k8s(manifest, "1.33").stream()
			.filter((found) -> found.rule().equals("K8S-C4"))
			.findFirst()
			.orElseThrow();
		assertThat(duplicate.message()).isEqualTo("spec.template.spec.containers[2].name: Duplicate value: \"side\"");
		assertThat(duplicate.source().toString())
			.isEqualTo("instance_groups[0].jobs[0].properties.bosh_containerization.colocated_containers[1]");
	}

	@Test
	void sidecarsForAnOldTargetGetAFallbackWarningAndNoneForANewOne() {
		RoleManifest manifest = ExportTestSupport.resource("sidecar-example.yml");
		List<Finding> old = k8s(manifest, "1.27");
		assertThat(old).filteredOn((found) -> found.rule().equals("K8S-SIDECAR-FALLBACK"))
			.extracting(Finding::message)
			.containsExactlyInAnyOrder(
					"spec.template.spec.containers[0]: sidecar \"envoy\" is rendered as a regular container for "
							+ "Kubernetes 1.27 (native sidecars need 1.29 or later)",
					"spec.template.spec.containers[0]: sidecar \"db-proxy\" is rendered as a regular container for "
							+ "Kubernetes 1.27 (native sidecars need 1.29 or later)");
		assertThat(old).filteredOn((found) -> found.rule().equals("K8S-SIDECAR-FALLBACK"))
			.allSatisfy((found) -> assertThat(found.severity()).isEqualTo(Severity.WARNING));
		// each points at the place that puts the sidecar in its pod
		assertThat(old).filteredOn((found) -> found.rule().equals("K8S-SIDECAR-FALLBACK"))
			.extracting((found) -> found.source().toString())
			.containsExactlyInAnyOrder(
					"instance_groups[0].jobs[0].properties.bosh_containerization.colocated_containers[1]",
					"instance_groups[3].jobs[0].properties.bosh_containerization.colocated_containers[0]");
		assertThat(old).noneMatch(Finding::isError);
		// fissile-built task and sidecar: the export adds the marker file, so the Job can
		// complete
		assertThat(old).noneMatch((found) -> found.rule().equals("K8S-G4"));

		List<Finding> current = k8s(manifest, "1.33");
		assertThat(current).noneMatch((found) -> found.rule().equals("K8S-SIDECAR-FALLBACK"));
		assertThat(current).noneMatch(Finding::isError);
	}

	@Test
	void aTaskWhoseSidecarHasItsOwnImageCannotCompleteOnAnOldTarget() {
		RoleManifest manifest = ExportTestSupport.manifest("""
				instance_groups:
				- name: migrate
				  type: bosh-task
				  jobs:
				  - name: tor
				    release: tor
				    properties:
				      bosh_containerization:
				        colocated_containers: [proxy]
				        sidecars: [proxy]
				        run: {}
				- name: proxy
				  type: colocated-container
				  image: envoyproxy/envoy:v1.30.1
				  jobs: [{name: envoy, release: envoy, properties: {bosh_containerization: {run: {}}}}]
				""");
		assertThat(k8s(manifest, "1.27")).filteredOn((found) -> found.rule().equals("K8S-G4"))
			.extracting(Finding::message, Finding::subject)
			.containsExactly(org.assertj.core.groups.Tuple.tuple("spec.template.spec.containers[0]: sidecar \"proxy\" "
					+ "of a Job has no way to stop when the main container finishes, so the Job never completes",
					"migrate"));
		assertThat(k8s(manifest, "1.33")).noneMatch((found) -> found.rule().equals("K8S-G4"))
			.anyMatch((found) -> found.rule().equals("K8S-G5"));
	}

	@Test
	void theSameMistakeInEveryServiceOfAPortIsReportedOnce() {
		RoleManifest manifest = ExportTestSupport.manifest("""
				instance_groups:
				- name: web
				  jobs:
				  - name: tor
				    release: tor
				    properties:
				      bosh_containerization:
				        ports: [{name: http, protocol: HTTP, internal: 8080, public: true}]
				        run: {}
				""");
		assertThat(k8s(manifest, "1.33")).filteredOn((found) -> found.rule().equals("K8S-N5"))
			.extracting(Finding::message)
			.containsExactlyInAnyOrder(
					"spec.ports[0].protocol: Unsupported value: \"HTTP\": supported values: \"SCTP\", \"TCP\", \"UDP\"",
					"spec.template.spec.containers[0].ports[0].protocol: Unsupported value: \"HTTP\": supported values: "
							+ "\"SCTP\", \"TCP\", \"UDP\"");
	}

	@Test
	void aColocatedPortNamedLikeTheMainOneIsOnlyTheApiServersWarning() {
		RoleManifest manifest = ExportTestSupport.manifest("""
				instance_groups:
				- name: web
				  jobs:
				  - name: tor
				    release: tor
				    properties:
				      bosh_containerization:
				        colocated_containers: [agent]
				        ports: [{name: metrics, protocol: TCP, internal: 9100}]
				        run: {}
				- name: agent
				  type: colocated-container
				  jobs:
				  - name: ntpd
				    release: ntp
				    properties:
				      bosh_containerization:
				        ports: [{name: metrics, protocol: TCP, internal: 9200}]
				        run: {}
				""");
		List<Finding> findings = k8s(manifest, "1.33");
		assertThat(findings).noneMatch(Finding::isError);
		assertThat(findings).extracting(Finding::rule, Finding::severity)
			.containsExactly(org.assertj.core.groups.Tuple.tuple("K8S-N3", Severity.WARNING));
	}

	@Test
	void theApplicationsValidatorRunsTheK8sFamily() {
		assertThat(Validators.create().rules()).extracting(ValidationRule::id)
			.contains("K8S-C1", "K8S-N1", "K8S-G3", "K8S-SIDECAR-FALLBACK");
		assertThat(Validators.create().rules()).filteredOn((rule) -> rule.id().startsWith("K8S-"))
			.allSatisfy((rule) -> assertThat(rule.family()).isEqualTo(RuleFamily.K8S));
	}

	@Test
	void aGroupNameTooLongForAStatefulSetIsReported() {
		String name = "a-very-long-instance-group-name-that-goes-past-the-limit";
		RoleManifest manifest = ExportTestSupport.manifest("instance_groups:\n- name: " + name
				+ "\n  jobs: [{name: tor, release: tor, properties: {bosh_containerization: {run: {}}}}]\n");
		assertThat(k8s(manifest, "1.33")).extracting(Finding::rule).contains("K8S-G2");
	}

}
