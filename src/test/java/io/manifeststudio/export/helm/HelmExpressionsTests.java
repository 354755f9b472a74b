package io.manifeststudio.export.helm;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import io.manifeststudio.export.ExportSettings;
import io.manifeststudio.export.KubeObject;
import io.manifeststudio.export.KubernetesObjects;
import io.manifeststudio.export.PodObjects;
import io.manifeststudio.manifest.model.ManifestCodec;
import io.manifeststudio.manifest.model.RoleManifest;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Helm template text in the manifest: where fissile wrote it into its chart as template
 * code (a group's {@code podAntiAffinity}) the chart renders it with Helm and the
 * Kubernetes YAML export with the chart's defaults; anywhere else it stays text, in the
 * chart as in the export.
 */
class HelmExpressionsTests {

	static final String UAA = "real/uaa-2.20.3-role-manifest.yml";

	@TempDir
	Path dir;

	@Test
	void uaasTopologyKeysRenderAsTheHostnameByDefaultAndAsTheValueWhenSet() {
		ValidFixtures.assumePresent();
		String text = ValidFixtures.read(UAA);
		RoleManifest manifest = new ManifestCodec().read(text);
		Path archive = HelmCharts.write(new HelmChartExporter().export(manifest,
				new HelmChartOptions(ExportSettings.defaults(), SidecarMode.AUTO, ChartProvenance.of("uaa", 1, text))),
				this.dir);
		Map<String, Object> required = HelmChartFixturesTests.requiredValues(manifest);

		List<Object> byDefault = topologyKeys(HelmCharts.documents(HelmCharts.template(archive, "1.33.0", required)));
		assertThat(byDefault).hasSize(3).containsOnly("kubernetes.io/hostname");

		Map<String, Object> zone = new java.util.LinkedHashMap<>(required);
		zone.put("kube.podAntiAffinityTopologyKey", "topology.kubernetes.io/zone");
		assertThat(topologyKeys(HelmCharts.documents(HelmCharts.template(archive, "1.33.0", zone)))).hasSize(3)
			.containsOnly("topology.kubernetes.io/zone");

		List<Map<String, Object>> exported = new ArrayList<>();
		for (PodObjects pod : new KubernetesObjects(manifest, ExportSettings.defaults(),
				ChartDefaults.expressions(manifest, ExportSettings.defaults()))
			.all()) {
			pod.objects().stream().map(KubeObject::content).forEach(exported::add);
		}
		assertThat(topologyKeys(exported)).hasSize(3).containsOnly("kubernetes.io/hostname");
	}

	@Test
	void templateTextAnywhereElseStaysText() {
		String text = """
				instance_groups:
				- name: web
				  description: 'Serves {{ fail "a description is not code" }}'
				  jobs:
				  - name: tor
				    release: tor
				    properties:
				      bosh_containerization:
				        run:
				          scaling: {min: 1, max: 1}
				configuration:
				  templates:
				    properties.tor.greeting: ((GREETING))
				variables:
				- name: GREETING
				  options:
				    description: 'Says {{ .Values.nothing.here }}'
				    default: '{{ .Release.Name }} says hello'
				""";
		RoleManifest manifest = new ManifestCodec().read(text);
		Path archive = HelmCharts
			.write(new HelmChartExporter().export(manifest, new HelmChartOptions(ExportSettings.defaults(),
					SidecarMode.AUTO, ChartProvenance.of("braces", 1, text))), this.dir);

		Map<String, Object> web = HelmCharts
			.byKindAndName(HelmCharts.documents(HelmCharts.template(archive, "1.33.0", Map.of())))
			.get("StatefulSet/web");
		assertThat(env(web, "GREETING")).isEqualTo("{{ .Release.Name }} says hello");
		Map<String, Object> exported = new KubernetesObjects(manifest, ExportSettings.defaults(),
				ChartDefaults.expressions(manifest, ExportSettings.defaults()))
			.all()
			.get(0)
			.workload()
			.content();
		assertThat(env(exported, "GREETING")).isEqualTo("{{ .Release.Name }} says hello");
	}

	@SuppressWarnings("unchecked")
	static Object env(Map<String, Object> workload, String name) {
		for (Map<String, Object> container : HelmChartFixturesTests.containers(workload)) {
			for (Object entry : (List<Object>) container.getOrDefault("env", List.of())) {
				Map<String, Object> env = (Map<String, Object>) entry;
				if (name.equals(env.get("name"))) {
					return env.get("value");
				}
			}
		}
		return null;
	}

	@SuppressWarnings("unchecked")
	static List<Object> topologyKeys(List<Map<String, Object>> objects) {
		List<Object> keys = new ArrayList<>();
		for (Map<String, Object> object : objects) {
			if (!(object.get("spec") instanceof Map<?, ?> spec)
					|| !(spec.get("template") instanceof Map<?, ?> template)) {
				continue;
			}
			Map<String, Object> pod = (Map<String, Object>) template.get("spec");
			if (pod.get("affinity") instanceof Map<?, ?> affinity
					&& affinity.get("podAntiAffinity") instanceof Map<?, ?> anti) {
				for (Object weighted : (List<Object>) ((Map<String, Object>) anti)
					.getOrDefault("preferredDuringSchedulingIgnoredDuringExecution", List.of())) {
					keys.add(((Map<String, Object>) ((Map<String, Object>) weighted).get("podAffinityTerm"))
						.get("topologyKey"));
				}
				for (Object term : (List<Object>) ((Map<String, Object>) anti)
					.getOrDefault("requiredDuringSchedulingIgnoredDuringExecution", List.of())) {
					keys.add(((Map<String, Object>) term).get("topologyKey"));
				}
			}
		}
		return keys;
	}

}
