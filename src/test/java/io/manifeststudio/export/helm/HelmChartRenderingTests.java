package io.manifeststudio.export.helm;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import io.manifeststudio.export.ExportSettings;
import io.manifeststudio.export.KubeVersion;
import io.manifeststudio.manifest.model.ManifestCodec;
import io.manifeststudio.manifest.model.RoleManifest;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * What a chart user notices when rendering with real Helm (helm-java): sidecars per
 * Kubernetes version and per {@code sidecars.native}, fissile's replica guards, and
 * values that change the rendered objects.
 */
class HelmChartRenderingTests {

	static final Path SIDECAR_EXAMPLE = Path.of("src/test/resources/manifests/sidecar-example.yml");

	@TempDir
	Path dir;

	Path chart(SidecarMode mode) throws IOException {
		String text = Files.readString(SIDECAR_EXAMPLE);
		RoleManifest manifest = new ManifestCodec().read(text);
		HelmChart chart = new HelmChartExporter().export(manifest,
				new HelmChartOptions(
						new ExportSettings(KubeVersion.DEFAULT, "", "", "fissile", "latest", List.of("10.0.0.7")), mode,
						ChartProvenance.of("sidecar-example", 4, text)));
		return HelmCharts.write(chart, this.dir);
	}

	Path chartArchive() {
		try {
			return chart(SidecarMode.AUTO);
		}
		catch (IOException ex) {
			throw new java.io.UncheckedIOException(ex);
		}
	}

	static Map<String, Object> object(String rendered, String kind, String name) {
		Map<String, Object> object = HelmCharts.byKindAndName(HelmCharts.documents(rendered)).get(kind + "/" + name);
		assertThat(object).as("%s/%s in the rendered chart", kind, name).isNotNull();
		return object;
	}

	@SuppressWarnings("unchecked")
	static Map<String, Object> podSpec(Map<String, Object> workload) {
		Map<String, Object> spec = (Map<String, Object>) workload.get("spec");
		return (spec.get("template") instanceof Map<?, ?> template) ? (Map<String, Object>) template.get("spec") : spec;
	}

	@SuppressWarnings("unchecked")
	static List<Map<String, Object>> list(Map<String, Object> spec, String key) {
		return (List<Map<String, Object>>) spec.getOrDefault(key, List.of());
	}

	static List<Object> names(List<Map<String, Object>> containers) {
		return containers.stream().map((container) -> container.get("name")).toList();
	}

	@Nested
	class Sidecars {

		Path archive;

		@BeforeEach
		void export() throws IOException {
			this.archive = chart(SidecarMode.AUTO);
		}

		@Test
		void renderAsNativeSidecarsForKubernetes133() {
			Map<String, Object> pod = podSpec(
					object(HelmCharts.template(this.archive, "1.33.0", Map.of()), "StatefulSet", "web"));
			assertThat(names(list(pod, "initContainers"))).containsExactly("envoy");
			assertThat(list(pod, "initContainers").get(0)).containsEntry("restartPolicy", "Always")
				.containsKey("startupProbe");
			assertThat(names(list(pod, "containers"))).containsExactly("web", "log-agent");
		}

		@Test
		void renderAsTheFallbackForKubernetes127() {
			Map<String, Object> pod = podSpec(
					object(HelmCharts.template(this.archive, "1.27.0", Map.of()), "StatefulSet", "web"));
			assertThat(pod).doesNotContainKey("initContainers");
			assertThat(names(list(pod, "containers"))).containsExactly("envoy", "web", "log-agent");
			Map<String, Object> envoy = list(pod, "containers").get(0);
			assertThat(envoy).doesNotContainKey("restartPolicy");
			assertThat(envoy.get("lifecycle")).asInstanceOf(org.assertj.core.api.InstanceOfAssertFactories.MAP)
				.containsKey("postStart");
		}

		@Test
		void fallbackOfATaskLetsTheJobComplete() {
			Map<String, Object> pod = podSpec(
					object(HelmCharts.template(this.archive, "1.27.0", Map.of()), "Job", "migrate-1"));
			assertThat(names(list(pod, "containers"))).containsExactly("db-proxy", "migrate");
			assertThat(list(pod, "containers").get(0)).containsKey("command");
		}

		@Test
		void nativeTrueForcesNativeSidecarsOnKubernetes127() {
			Map<String, Object> pod = podSpec(
					object(HelmCharts.template(this.archive, "1.27.0", Map.of("sidecars.native", "true")),
							"StatefulSet", "web"));
			assertThat(names(list(pod, "initContainers"))).containsExactly("envoy");
		}

		@Test
		void nativeFalseForcesTheFallbackOnKubernetes133() {
			Map<String, Object> pod = podSpec(
					object(HelmCharts.template(this.archive, "1.33.0", Map.of("sidecars.native", "false")),
							"StatefulSet", "web"));
			assertThat(pod).doesNotContainKey("initContainers");
			assertThat(names(list(pod, "containers"))).containsExactly("envoy", "web", "log-agent");
		}

		@Test
		void schemaRejectsAnotherSidecarSetting() {
			assertThatThrownBy(() -> HelmCharts.template(this.archive, "1.33.0", Map.of("sidecars.native", "maybe")))
				.hasMessageContaining("sidecars")
				.hasMessageContaining("native");
		}

	}

	@Nested
	class ForcedSidecarModes {

		@Test
		void aChartForcingNativeSidecarsRequiresKubernetes129() throws IOException {
			Path archive = chart(SidecarMode.NATIVE);
			assertThat(HelmCharts.lint(archive).isFailed()).isFalse();
			assertThatThrownBy(() -> HelmCharts.template(archive, "1.27.0", Map.of()))
				.hasMessageContaining(">=1.29.0-0");
			Map<String, Object> pod = podSpec(
					object(HelmCharts.template(archive, "1.29.0", Map.of()), "StatefulSet", "web"));
			assertThat(names(list(pod, "initContainers"))).containsExactly("envoy");
		}

		@Test
		void aChartForcingTheFallbackRendersItOnKubernetes133() throws IOException {
			Path archive = chart(SidecarMode.FALLBACK);
			Map<String, Object> pod = podSpec(
					object(HelmCharts.template(archive, "1.33.0", Map.of()), "StatefulSet", "web"));
			assertThat(names(list(pod, "containers"))).containsExactly("envoy", "web", "log-agent");
		}

	}

	@Nested
	class ReplicaGuards {

		Path archive;

		@BeforeEach
		void export() throws IOException {
			this.archive = chart(SidecarMode.AUTO);
		}

		@Test
		void countDefaultsToTheMinimumAndFollowsSizing() {
			assertThat(spec(HelmCharts.template(this.archive, "1.33.0", Map.of()))).containsEntry("replicas", 2);
			assertThat(spec(HelmCharts.template(this.archive, "1.33.0", Map.of("sizing.web.count", "3"))))
				.containsEntry("replicas", 3);
		}

		@Test
		void moreThanTheMaximumFailsWithFissilesMessage() {
			assertThatThrownBy(() -> HelmCharts.template(this.archive, "1.33.0", Map.of("sizing.web.count", "4")))
				.hasMessageContaining("web cannot have more than 3 instances");
		}

		@Test
		void lessThanTheMinimumFailsWithFissilesMessage() {
			assertThatThrownBy(() -> HelmCharts.template(this.archive, "1.33.0", Map.of("sizing.web.count", "1")))
				.hasMessageContaining("web must have at least 2 instances");
		}

		@Test
		void movedValuesFailWithFissilesMessage() {
			assertThatThrownBy(() -> HelmCharts.template(this.archive, "1.33.0", Map.of("sizing.HA", "true")))
				.hasMessageContaining("Bad use of moved variable sizing.HA. The new name to use is config.HA");
		}

		@Test
		void schemaRejectsACountThatIsNotANumber() {
			assertThatThrownBy(() -> HelmCharts.template(this.archive, "1.33.0", Map.of("sizing.web.count", "many")))
				.hasMessageContaining("sizing")
				.hasMessageContaining("count");
		}

		@SuppressWarnings("unchecked")
		Map<String, Object> spec(String rendered) {
			return (Map<String, Object>) object(rendered, "StatefulSet", "web").get("spec");
		}

	}

	@Nested
	class ValuesChangeTheObjects {

		Path archive;

		@BeforeEach
		void export() throws IOException {
			this.archive = chart(SidecarMode.AUTO);
		}

		Map<String, Object> web(Map<String, Object> set) {
			return object(HelmCharts.template(this.archive, "1.33.0", set), "StatefulSet", "web");
		}

		Map<String, Object> container(Map<String, Object> workload, String name) {
			Map<String, Object> pod = podSpec(workload);
			return java.util.stream.Stream
				.concat(list(pod, "initContainers").stream(), list(pod, "containers").stream())
				.filter((container) -> name.equals(container.get("name")))
				.findFirst()
				.orElseThrow();
		}

		@Test
		void registryAndOrganizationNameTheImagesFissileBuilds() {
			Map<String, Object> web = web(Map.of("kube.registry.hostname", "quay.io", "kube.organization", "acme"));
			assertThat(container(web, "web")).containsEntry("image", "quay.io/acme/fissile-web:latest");
			assertThat(container(web, "log-agent")).containsEntry("image", "quay.io/acme/fissile-log-agent:latest");
			assertThat(container(web, "envoy")).as("a group's own image wins")
				.containsEntry("image", "envoyproxy/envoy:v1.30.1");
		}

		/**
		 * fissile's kube/values.go wrote docker.io when the build named no registry
		 * (735ec88e, fissile 5.1.0).
		 */
		@Test
		void withoutARegistryTheImagesAreDockerHubsAsInFissilesChart() {
			Map<String, Object> web = web(Map.of());
			assertThat(container(web, "web")).containsEntry("image", "docker.io/fissile-web:latest");
			assertThat(container(web(Map.of("kube.organization", "acme")), "web")).containsEntry("image",
					"docker.io/acme/fissile-web:latest");
		}

		@Test
		void resourcesAreOffByDefaultAsInFissilesChartAndFollowSizingBehindTheGlobalSwitches() {
			assertThat(container(web(Map.of()), "web")).containsEntry("resources",
					Map.of("requests", Map.of(), "limits", Map.of()));
			assertThat(container(web(Map.of("config.memory.requests", "true")), "web")).containsEntry("resources",
					Map.of("requests", Map.of("memory", "256Mi"), "limits", Map.of()));
			assertThat(container(web(Map.of("config.memory.requests", "true", "config.cpu.limits", "true",
					"sizing.web.memory.request", "512", "sizing.web.cpu.limit", "1500")), "web"))
				.containsEntry("resources",
						Map.of("requests", Map.of("memory", "512Mi"), "limits", Map.of("cpu", "1500m")));
			assertThat(container(web(Map.of("config.memory.requests", "true")), "log-agent")).containsEntry("resources",
					Map.of("requests", Map.of("memory", "64Mi"), "limits", Map.of()));
		}

		@Test
		void aRegistryUsernameMakesThePullSecretAndBoshValuesReachTheDeploymentManifest() {
			String rendered = HelmCharts.template(HelmChartRenderingTests.this.chartArchive(), "1.33.0",
					Map.of("kube.registry.hostname", "quay.io", "kube.registry.username", "bot",
							"kube.registry.password", "pw", "bosh.instance_groups[0].name", "web"));
			Map<String, Object> pull = object(rendered, "Secret", "registry-credentials");
			assertThat(pull).containsEntry("type", "kubernetes.io/dockerconfigjson");
			String config = new String(java.util.Base64.getDecoder()
				.decode((String) ((Map<?, ?>) pull.get("data")).get(".dockerconfigjson")));
			assertThat(config).contains("\"quay.io\"").contains("\"username\":\"bot\"");
			String manifest = new String(java.util.Base64.getDecoder()
				.decode((String) ((Map<?, ?>) object(rendered, "Secret", "deployment-manifest").get("data"))
					.get("deployment-manifest")));
			assertThat(manifest).contains("instance_groups:").contains("name: web");
			assertThat(HelmCharts.byKindAndName(HelmCharts
				.documents(HelmCharts.template(HelmChartRenderingTests.this.chartArchive(), "1.33.0", Map.of()))))
				.doesNotContainKey("Secret/registry-credentials");
		}

		/**
		 * fissile's HA count: web writes no {@code ha}, and fissile's merge of v3 run
		 * settings started from 1, so the HA count is 1, below min (a known weakness of
		 * fissile's merge); a written {@code ha} is the count.
		 */
		@Test
		void highAvailabilityModeUsesFissilesHaCount() {
			assertThat(web(Map.of("config.HA", "true")).get("spec"))
				.asInstanceOf(org.assertj.core.api.InstanceOfAssertFactories.MAP)
				.containsEntry("replicas", 1);
			assertThat(web(Map.of()).get("spec")).asInstanceOf(org.assertj.core.api.InstanceOfAssertFactories.MAP)
				.containsEntry("replicas", 2);
		}

		@Test
		void aJobIsNamedWithTheReleaseRevisionAsFissilesChartNamedIt() {
			assertThat(HelmCharts.byKindAndName(HelmCharts
				.documents(HelmCharts.template(HelmChartRenderingTests.this.chartArchive(), "1.33.0", Map.of()))))
				.containsKey("Job/migrate-1")
				.doesNotContainKey("Job/migrate");
		}

		@Test
		void environmentValuesReachEveryContainer() {
			Map<String, Object> web = web(
					Map.of("env.KUBERNETES_CLUSTER_DOMAIN", "cluster.local", "kube.limits.nproc.hard", "4096"));
			for (String name : List.of("web", "log-agent", "envoy")) {
				assertThat(container(web, name).get("env"))
					.asInstanceOf(org.assertj.core.api.InstanceOfAssertFactories.LIST)
					.contains(Map.of("name", "KUBERNETES_CLUSTER_DOMAIN", "value", "cluster.local"),
							Map.of("name", "VCAP_HARD_NPROC", "value", "4096"));
			}
		}

		@Test
		void nodeAffinityComesFromSizing() throws IOException {
			Path values = HelmChartRenderingTests.this.dir.resolve("affinity.yaml");
			Files.writeString(values, """
					sizing:
					  web:
					    affinity:
					      nodeAffinity:
					        requiredDuringSchedulingIgnoredDuringExecution:
					          nodeSelectorTerms:
					          - matchExpressions:
					            - {key: zone, operator: In, values: [a]}
					""");
			String rendered = com.marcnuri.helm.Helm.template(this.archive.toString())
				.withName("studio")
				.withKubeVersion("1.33.0")
				.withValuesFile(values)
				.call();
			assertThat(podSpec(object(rendered, "StatefulSet", "web")).get("affinity"))
				.asInstanceOf(org.assertj.core.api.InstanceOfAssertFactories.MAP)
				.containsKey("nodeAffinity");
		}

	}

	@Nested
	class WorkedExample {

		Path archive;

		@BeforeEach
		void export() throws IOException {
			Path manifestFile = Path
				.of("../shared/fixtures/fissile/fissile-output-examples/colocated-example-role-manifest.yml");
			org.junit.jupiter.api.Assumptions.assumeTrue(Files.exists(manifestFile), "the shared fixtures are absent");
			String text = Files.readString(manifestFile);
			HelmChart chart = new HelmChartExporter().export(new ManifestCodec().read(text),
					new HelmChartOptions(
							new ExportSettings(KubeVersion.DEFAULT, "", "", "fissile", "latest", List.of("10.0.0.7")),
							SidecarMode.AUTO, ChartProvenance.of("colocated-example", 1, text)));
			this.archive = HelmCharts.write(chart, HelmChartRenderingTests.this.dir);
		}

		@Test
		void claimsTakeTheirSizeAndStorageClassFromTheValues() {
			Map<String, Object> web = object(
					HelmCharts.template(this.archive, "1.33.0",
							Map.of("sizing.web.disk_sizes.web_data", "20", "kube.storage_class.persistent", "fast")),
					"StatefulSet", "web");
			assertThat(web.toString()).contains("storage=20G").contains("volume.beta.kubernetes.io/storage-class=fast");
		}

		@Test
		void loadBalancedPublicServicesDropTheExternalIps() {
			String rendered = HelmCharts.template(this.archive, "1.33.0", Map.of());
			assertThat(object(rendered, "Service", "web-tor-public").get("spec"))
				.asInstanceOf(org.assertj.core.api.InstanceOfAssertFactories.MAP)
				.containsEntry("externalIPs", List.of("10.0.0.7"));
			rendered = HelmCharts.template(this.archive, "1.33.0", Map.of("services.loadbalanced", "true"));
			assertThat(object(rendered, "Service", "web-tor-public").get("spec"))
				.asInstanceOf(org.assertj.core.api.InstanceOfAssertFactories.MAP)
				.containsEntry("type", "LoadBalancer")
				.doesNotContainKey("externalIPs");
		}

	}

	@Nested
	class OddCountsAndFeatures {

		static final String MANIFEST = """
				instance_groups:
				- name: quorum
				  jobs:
				  - name: consul
				    release: consul
				    properties:
				      bosh_containerization:
				        run:
				          scaling: {min: 3, max: 5, must_be_odd: true}
				- name: extra
				  if_feature: extras
				  jobs:
				  - name: tool
				    release: tools
				    properties:
				      bosh_containerization:
				        run: {}
				variables:
				- name: FEATURE_EXTRAS_ENABLED
				  options: {description: whether extras run, internal: true}
				""";

		Path archive;

		@BeforeEach
		void export() {
			HelmChart chart = new HelmChartExporter().export(new ManifestCodec().read(MANIFEST), new HelmChartOptions(
					ExportSettings.defaults(), SidecarMode.AUTO, ChartProvenance.of("quorum", 1, MANIFEST)));
			this.archive = HelmCharts.write(chart, HelmChartRenderingTests.this.dir);
		}

		@Test
		void anEvenCountFailsWithFissilesMessage() {
			assertThat(HelmCharts.template(this.archive, "1.33.0", Map.of("sizing.quorum.count", "5")))
				.contains("replicas: 5");
			assertThatThrownBy(() -> HelmCharts.template(this.archive, "1.33.0", Map.of("sizing.quorum.count", "4")))
				.hasMessageContaining("quorum must have an odd instance count");
		}

		@Test
		void aGroupBehindAFeatureRendersOnlyWhenItIsEnabled() {
			assertThat(HelmCharts
				.byKindAndName(HelmCharts.documents(HelmCharts.template(this.archive, "1.33.0", Map.of()))))
				.containsOnlyKeys("StatefulSet/quorum", "Secret/secrets", "Secret/deployment-manifest");
			String enabled = HelmCharts.template(this.archive, "1.33.0", Map.of("enable.extras", "true"));
			assertThat(HelmCharts.byKindAndName(HelmCharts.documents(enabled))).containsKey("StatefulSet/extra");
			assertThat(object(enabled, "StatefulSet", "quorum").toString())
				.contains("{name=FEATURE_EXTRAS_ENABLED, value=true}");
		}

	}

	@Nested
	class ConfigurablePorts {

		static final String MANIFEST = """
				instance_groups:
				- name: router
				  jobs:
				  - name: gorouter
				    release: routing
				    properties:
				      bosh_containerization:
				        run: {}
				        ports:
				        - {name: http, protocol: TCP, internal: 8080, external: 80, port-configurable: true}
				        - {name: tcp-route, protocol: TCP, internal: 20000-20002, count-configurable: true, max: 5}
				""";

		Path archive;

		@BeforeEach
		void export() {
			HelmChart chart = new HelmChartExporter().export(new ManifestCodec().read(MANIFEST), new HelmChartOptions(
					ExportSettings.defaults(), SidecarMode.AUTO, ChartProvenance.of("router", 1, MANIFEST)));
			this.archive = HelmCharts.write(chart, HelmChartRenderingTests.this.dir);
		}

		@Test
		void aConfigurablePortMovesTheServicePort() {
			String rendered = HelmCharts.template(this.archive, "1.33.0",
					Map.of("sizing.router.ports.http.port", "8000"));
			assertThat(list(spec(object(rendered, "Service", "router-gorouter")), "ports"))
				.contains(Map.of("name", "http", "port", 8000, "protocol", "TCP", "targetPort", 8080));
		}

		@Test
		void aConfigurableCountSetsHowManyPorts() {
			String rendered = HelmCharts.template(this.archive, "1.33.0",
					Map.of("sizing.router.ports.tcp_route.count", "5"));
			Map<String, Object> router = podSpec(object(rendered, "StatefulSet", "router"));
			assertThat(list(list(router, "containers").get(0), "ports")).extracting((port) -> port.get("name"))
				.containsExactly("http", "tcp-route-0", "tcp-route-1", "tcp-route-2", "tcp-route-3", "tcp-route-4");
			assertThat(list(spec(object(rendered, "Service", "router-gorouter")), "ports"))
				.contains(Map.of("name", "tcp-route-4", "port", 20004, "protocol", "TCP", "targetPort", 20004));
			assertThat(list(spec(object(rendered, "Service", "router-set")), "ports"))
				.contains(Map.of("name", "tcp-route-4", "port", 20004, "protocol", "TCP", "targetPort", 0));
		}

		@Test
		void aCountOverTheMaximumFailsWithFissilesMessage() {
			assertThatThrownBy(() -> HelmCharts.template(this.archive, "1.33.0",
					Map.of("sizing.router.ports.tcp_route.count", "6")))
				.hasMessageContaining(".Values.sizing.router.ports.tcp_route.count must not exceed 5");
		}

		@SuppressWarnings("unchecked")
		Map<String, Object> spec(Map<String, Object> object) {
			return (Map<String, Object>) object.get("spec");
		}

	}

}
