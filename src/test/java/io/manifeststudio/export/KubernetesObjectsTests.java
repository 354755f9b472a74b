package io.manifeststudio.export;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import io.manifeststudio.export.helm.ChartDefaults;
import io.manifeststudio.manifest.model.RoleManifest;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * What the object builders generate, as a user of the Kubernetes YAML export would notice
 * it.
 */
class KubernetesObjectsTests {

	private static final ExportSettings ORG = ExportSettings.defaults().withImage("", "myorg", "fissile", "abc");

	@Test
	void sidecarIsANativeInitContainerFor133AndTheFallbackFor127() {
		RoleManifest manifest = ExportTestSupport.resource("sidecar-example.yml");
		String native133 = write(manifest, ORG.withKubeVersion(KubeVersion.parse("1.33")));
		String fallback127 = write(manifest, ORG.withKubeVersion(KubeVersion.parse("1.27")));
		ExportTestSupport.assertGolden("sidecar-example-1.33.yaml", native133);
		ExportTestSupport.assertGolden("sidecar-example-1.27.yaml", fallback127);

		Map<String, Object> spec133 = podSpec(workload(native133, "web"));
		assertThat(names(spec133, "containers")).containsExactly("web", "log-agent");
		assertThat(names(spec133, "initContainers")).containsExactly("envoy");
		Map<String, Object> envoy = containers(spec133, "initContainers").get(0);
		assertThat(envoy).containsEntry("restartPolicy", "Always").containsEntry("image", "envoyproxy/envoy:v1.30.1");
		assertThat(envoy.get("startupProbe"))
			.isEqualTo(Map.of("tcpSocket", Map.of("port", 15001), "periodSeconds", 2, "failureThreshold", 300));

		Map<String, Object> spec127 = podSpec(workload(fallback127, "web"));
		assertThat(spec127).doesNotContainKey("initContainers");
		assertThat(names(spec127, "containers")).containsExactly("envoy", "web", "log-agent");
		Map<String, Object> legacyEnvoy = containers(spec127, "containers").get(0);
		assertThat(legacyEnvoy).doesNotContainKey("restartPolicy");
		// a tcpSocket hook is kept by the API only for compatibility and never runs: the
		// hook must be an exec that blocks
		assertThat(legacyEnvoy.get("lifecycle")).isEqualTo(Map.of("postStart", Map.of("exec",
				Map.of("command", List.of("/bin/sh", "-c", "until nc -z 127.0.0.1 15001; do sleep 2; done")))));
	}

	@Test
	void regularContainersNeverCarryRestartPolicyNorLifecycleType() {
		RoleManifest manifest = ExportTestSupport.resource("sidecar-example.yml");
		for (String version : List.of("1.27", "1.28", "1.29", "1.33")) {
			String yaml = write(manifest, ORG.withKubeVersion(KubeVersion.parse(version)));
			for (Map<String, Object> document : ExportTestSupport.documents(yaml)) {
				if (!List.of("Service", "Secret").contains(document.get("kind"))) {
					for (Map<String, Object> container : containers(podSpec(document), "containers")) {
						assertThat(container).doesNotContainKey("restartPolicy");
						assertThat((Map<String, Object>) container.getOrDefault("lifecycle", Map.of()))
							.doesNotContainKey("type");
					}
				}
			}
		}
	}

	@Test
	void aTaskWithAFallbackSidecarCanComplete() {
		RoleManifest manifest = ExportTestSupport.resource("sidecar-example.yml");
		Map<String, Object> nativeTask = workload(write(manifest, ORG), "migrate");
		assertThat(containers(podSpec(nativeTask), "initContainers").get(0).get("startupProbe"))
			.isEqualTo(Map.of("exec", Map.of("command", List.of(ContainerFactory.READINESS_PROBE)), "periodSeconds", 2,
					"failureThreshold", 300));
		Map<String, Object> job = workload(write(manifest, ORG.withKubeVersion(KubeVersion.parse("1.27"))), "migrate");
		assertThat(job).containsEntry("kind", "Job");
		Map<String, Object> spec = podSpec(job);
		assertThat(spec).containsEntry("restartPolicy", "OnFailure");
		assertThat(names(spec, "containers")).containsExactly("db-proxy", "migrate");
		List<Map<String, Object>> containers = containers(spec, "containers");
		assertThat(String.valueOf(containers.get(1).get("command")))
			.contains("touch /var/run/pod-lifecycle/main-exited");
		assertThat(String.valueOf(containers.get(0).get("command")))
			.contains("until [ -e /var/run/pod-lifecycle/main-exited ]");
		assertThat(names(spec, "volumes")).contains(PodTemplateFactory.LIFECYCLE_VOLUME);

		Map<String, Object> nativeJob = workload(write(manifest, ORG), "migrate");
		assertThat(names(podSpec(nativeJob), "initContainers")).containsExactly("db-proxy");
		assertThat(names(podSpec(nativeJob), "volumes")).doesNotContain(PodTemplateFactory.LIFECYCLE_VOLUME);
	}

	@Test
	void noContainerMountsAVolumeThePodLacks() {
		RoleManifest manifest = ExportTestSupport.manifest("""
				instance_groups:
				- name: main
				  jobs:
				  - name: tor
				    release: tor
				    properties:
				      bosh_containerization:
				        colocated_containers: [side]
				        run:
				          volumes:
				          - {path: /shared, type: emptyDir, tag: shared}
				          - {path: /none, type: none, tag: nothing}
				- name: side
				  type: colocated-container
				  jobs:
				  - name: ntpd
				    release: ntp
				    properties:
				      bosh_containerization:
				        run:
				          volumes:
				          - {path: /shared, type: emptyDir, tag: shared}
				          - {path: /other, type: emptyDir, tag: not-in-main}
				          - {path: /data, type: persistent, tag: side-data, size: 1}
				""");
		Map<String, Object> spec = podSpec(workload(write(manifest, ORG), "main"));
		List<String> podVolumes = names(spec, "volumes");
		for (Map<String, Object> container : containers(spec, "containers")) {
			for (Object mount : (List<?>) container.get("volumeMounts")) {
				assertThat(podVolumes).contains((String) ((Map<?, ?>) mount).get("name"));
			}
		}
		assertThat(containers(spec, "containers").get(1).get("volumeMounts").toString()).contains("/shared")
			.doesNotContain("/other")
			.doesNotContain("/data");
	}

	@Test
	void manualGroupsAreLeftOutOfTheWholeExportButExportByName() {
		RoleManifest manifest = ExportTestSupport.manifest("""
				instance_groups:
				- name: app
				  jobs: [{name: tor, release: tor, properties: {bosh_containerization: {run: {}}}}]
				- name: by-hand
				  type: bosh-task
				  jobs: [{name: tor, release: tor, properties: {bosh_containerization: {run: {flight-stage: manual}}}}]
				""");
		KubernetesObjects objects = new KubernetesObjects(manifest, ORG, ChartDefaults.expressions(manifest, ORG));
		assertThat(objects.all()).extracting(PodObjects::name).containsExactly("app");
		PodObjects byHand = objects.pod("by-hand").orElseThrow();
		assertThat(byHand.workload().kind()).isEqualTo("Job");
		assertThat(podSpec(byHand.workload().content())).containsEntry("restartPolicy", "Never");
	}

	@Test
	void stopOnFailureTaskIsABarePodAndServiceNamesFollowServiceName() {
		RoleManifest manifest = ExportTestSupport.manifest("""
				instance_groups:
				- name: once
				  type: bosh-task
				  tags: [stop-on-failure]
				  jobs: [{name: tor, release: tor, properties: {bosh_containerization: {run: {}}}}]
				- name: api
				  tags: [sequential-startup]
				  jobs:
				  - name: tor
				    release: tor
				    properties:
				      bosh_containerization:
				        service_name: my_service
				        ports:
				        - {name: range, protocol: UDP, internal: 7000-7001, external: 8000-8001, public: true}
				        run: {scaling: {min: 3, max: 5}}
				""");
		List<PodObjects> pods = new KubernetesObjects(manifest, ORG, ChartDefaults.expressions(manifest, ORG)).all();
		assertThat(pods.get(0).workload().kind()).isEqualTo("Pod");
		assertThat(pods.get(0).services()).isEmpty();
		assertThat(pods.get(1).services()).extracting(KubeObject::name)
			.containsExactly("api-set", "my-service-set", "my-service", "my-service-public");
		Map<String, Object> publicSpec = (Map<String, Object>) pods.get(1).services().get(3).content().get("spec");
		assertThat(publicSpec.get("ports").toString())
			.isEqualTo("[{name=range-0, port=8000, protocol=UDP, targetPort=7000}, "
					+ "{name=range-1, port=8001, protocol=UDP, targetPort=7001}]");
		Map<String, Object> spec = (Map<String, Object>) pods.get(1).workload().content().get("spec");
		assertThat(spec).containsEntry("replicas", 3L).containsEntry("podManagementPolicy", "OrderedReady");
	}

	@Test
	void groupImageWinsAndSettingsNameTheOthers() {
		RoleManifest manifest = ExportTestSupport.resource("sidecar-example.yml");
		ExportSettings settings = ExportSettings.defaults().withImage("registry.example.com", "cf", "scf", "2.17.1");
		Map<String, Object> spec = podSpec(workload(write(manifest, settings), "web"));
		assertThat(containers(spec, "containers").get(0).get("image"))
			.isEqualTo("registry.example.com/cf/scf-web:2.17.1");
		assertThat(containers(spec, "initContainers").get(0).get("image")).isEqualTo("envoyproxy/envoy:v1.30.1");
	}

	private static String write(RoleManifest manifest, ExportSettings settings) {
		return new KubernetesYamlWriter().write(KubernetesExport.objects(manifest,
				new KubernetesObjects(manifest, settings, ChartDefaults.expressions(manifest, settings)).all()));
	}

	static Map<String, Object> workload(String yaml, String name) {
		return ExportTestSupport.documents(yaml)
			.stream()
			.filter((document) -> !List.of("Service", "Secret").contains(document.get("kind")))
			.filter((document) -> name.equals(((Map<?, ?>) document.get("metadata")).get("name")))
			.findFirst()
			.orElseThrow();
	}

	@SuppressWarnings("unchecked")
	static Map<String, Object> podSpec(Map<String, Object> workload) {
		Map<String, Object> spec = (Map<String, Object>) workload.get("spec");
		return "Pod".equals(workload.get("kind")) ? spec
				: (Map<String, Object>) ((Map<String, Object>) spec.get("template")).get("spec");
	}

	@SuppressWarnings("unchecked")
	static List<Map<String, Object>> containers(Map<String, Object> spec, String key) {
		return (List<Map<String, Object>>) spec.getOrDefault(key, List.of());
	}

	static List<String> names(Map<String, Object> spec, String key) {
		return containers(spec, key).stream().map((entry) -> (String) entry.get("name")).toList();
	}

}
