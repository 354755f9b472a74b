package io.manifeststudio.export.helm;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

import io.manifeststudio.export.ExportSettings;
import io.manifeststudio.export.HelmExpressions;
import io.manifeststudio.export.ImageNames;
import io.manifeststudio.export.ImageTags;
import io.manifeststudio.export.KubeObject;
import io.manifeststudio.export.PodObjects;
import io.manifeststudio.export.SecretFactory;
import io.manifeststudio.manifest.model.FeatureFlags;
import io.manifeststudio.manifest.model.FissileGeneration;
import io.manifeststudio.manifest.model.InstanceGroup;
import io.manifeststudio.manifest.model.PlacedContainer;
import io.manifeststudio.manifest.model.Pod;
import io.manifeststudio.manifest.model.Port;
import io.manifeststudio.manifest.model.PortRange;
import io.manifeststudio.manifest.model.Scaling;
import io.manifeststudio.manifest.model.Volume;

/**
 * The template file of one workload ({@code templates/<group>.yaml}): fissile's replica
 * guards, then the pod's objects from the Kubernetes YAML export embedded as JSON (both
 * sidecar renderings when the pod has sidecars), with the data {@code studio.objects}
 * needs to take sizing, images, environment values and storage from the values.
 */
final class WorkloadTemplate {

	static final String STORAGE_CLASS_ANNOTATION = "volume.beta.kubernetes.io/storage-class";

	private final ExportSettings settings;

	private final HelmChartOptions options;

	private final List<String> envNames;

	private final List<String> required;

	private final Map<String, String> featureVariables;

	private final Map<String, Object> sizingVariables;

	private final FissileGeneration era;

	private final Map<String, Boolean> generated;

	private final UpgradeKeys upgradeKeys;

	private final ImageTags tags;

	/**
	 * The variables read from the Secret {@code secrets}, by their key there:
	 * {@code secrets.<NAME>} or {@code env.<NAME>}.
	 */
	private final Map<String, String> secretKeys;

	WorkloadTemplate(HelmChartOptions options, FissileGeneration era, List<String> envNames, List<String> required,
			Map<String, String> featureVariables, Map<String, Boolean> generated, Map<String, Object> sizingVariables,
			UpgradeKeys upgradeKeys, Map<String, String> secretKeys, ImageTags tags) {
		this.tags = tags;
		this.upgradeKeys = upgradeKeys;
		this.secretKeys = secretKeys;
		this.sizingVariables = sizingVariables;
		this.generated = generated;
		this.era = era;
		this.featureVariables = featureVariables;
		this.settings = options.settings();
		this.options = options;
		this.envNames = envNames;
		this.required = required;
	}

	/**
	 * The template of a pod from its objects with native sidecars and with the fallback
	 * (the same objects when the pod has no sidecars).
	 */
	String render(PodObjects nativeObjects, PodObjects fallbackObjects) {
		Pod pod = nativeObjects.pod();
		InstanceGroup main = pod.main();
		String key = HelmNames.valueKey(main.name());
		KubeObject workload = nativeObjects.workload();
		boolean stateful = "StatefulSet".equals(workload.kind());
		Map<String, String> values = new LinkedHashMap<>();
		values.put("description", TemplateLiterals.commentText(main.name() + ": " + workload.kind()
				+ (nativeObjects.services().isEmpty() ? "" : " with its Services")));
		values.put("provenance", TemplateLiterals.commentText(this.options.provenanceText()));
		values.put("featureStart", featureStart(main.features()));
		values.put("featureEnd", main.features().any() ? "{{- end }}" : "");
		// the secret generator's pod is not needed when the chart makes the secrets
		// itself
		boolean generator = runsSecretGenerator(main);
		values.put("generatorStart", generator ? "{{- if ne (toString .Values.secrets.generate) \"helm\" }}" : "");
		values.put("generatorEnd", generator ? "{{- end }}" : "");
		values.put("guards", stateful ? guards(key, main.run().scaling(), this.era) : "");
		values.put("data", TemplateLiterals.rawJson(data(pod, nativeObjects)));
		List<Object> nativeContent = contents(nativeObjects);
		List<Object> fallbackContent = (fallbackObjects == nativeObjects) ? nativeContent : contents(fallbackObjects);
		if (nativeContent.equals(fallbackContent)) {
			values.put("objects", HelmTemplates.render("objects.tpl",
					Map.of("objects", TemplateLiterals.rawCompactJson(nativeContent))));
		}
		else {
			values.put("objects",
					HelmTemplates.render("objects-by-sidecar-mode.tpl",
							Map.of("native", TemplateLiterals.rawCompactJson(nativeContent), "fallback",
									TemplateLiterals.rawCompactJson(fallbackContent))));
		}
		return HelmTemplates.render("workload.yaml", values);
	}

	/**
	 * The job of SUSE/scf-secret-generator's release that SCF and UAA run in their
	 * {@code secret-generation} group.
	 */
	static final String SECRET_GENERATOR_JOB = "generate-secrets";

	/**
	 * Whether the group runs fissile's secret generator (its job
	 * {@value #SECRET_GENERATOR_JOB}).
	 */
	static boolean runsSecretGenerator(InstanceGroup group) {
		return group.jobs().stream().anyMatch((job) -> SECRET_GENERATOR_JOB.equals(job.name()));
	}

	private static String featureStart(FeatureFlags features) {
		if (features.unlessFeature() != null && !features.unlessFeature().isEmpty()) {
			return "{{- if not (index .Values.enable " + TemplateLiterals.goString(features.unlessFeature()) + ") }}";
		}
		List<String> set = features.set();
		return set.isEmpty() ? "" : "{{- if index .Values.enable " + TemplateLiterals.goString(set.get(0)) + " }}";
	}

	private static String guards(String key, Scaling scaling, FissileGeneration era) {
		ChartScaling counts = ChartScaling.of(era, scaling);
		Map<String, String> values = Map.of("key", key, "min", String.valueOf(counts.guardMin()), "max",
				String.valueOf(counts.max()), "ha", String.valueOf(counts.ha()), "count",
				String.valueOf(counts.defaultCount()));
		String guards = HelmTemplates.render("replica-guards.tpl", values);
		if (scaling.isMustBeOdd()) {
			guards += HelmTemplates.render("odd-replicas-guard.tpl", values);
		}
		return guards.stripTrailing();
	}

	private Map<String, Object> data(Pod pod, PodObjects nativeObjects) {
		InstanceGroup main = pod.main();
		String key = HelmNames.valueKey(main.name());
		Map<String, Object> data = new LinkedHashMap<>();
		data.put("sizing", key);
		ChartScaling counts = ChartScaling.of(this.era, main.run().scaling());
		Map<String, Object> replicas = new LinkedHashMap<>();
		replicas.put("sizing", key);
		replicas.put("min", counts.defaultCount());
		replicas.put("ha", counts.ha());
		data.put("replicas", replicas);
		Map<String, Object> containers = new LinkedHashMap<>();
		addContainer(containers, main);
		for (PlacedContainer placed : pod.containers()) {
			if (placed.group() != null && placed.group().name() != null) {
				addContainer(containers, placed.group());
			}
		}
		data.put("containers", containers);
		Map<String, Object> claims = new LinkedHashMap<>();
		for (Volume volume : main.run().volumes()) {
			if (volume.isClaim() && volume.tag() != null && !claims.containsKey(volume.tag())) {
				Map<String, Object> claim = new LinkedHashMap<>();
				if (!volume.annotations().containsKey(STORAGE_CLASS_ANNOTATION)) {
					// an annotation written on the volume wins over kube.storage_class,
					// as in the Kubernetes export
					claim.put("storageClass", volume.type());
				}
				claim.put("sizing", key);
				if (volume.size() != null) {
					claim.put("size", HelmNames.valueKey(volume.tag()));
				}
				claims.put(volume.tag(), claim);
			}
		}
		data.put("claims", claims);
		data.put("env", this.envNames);
		data.put("required", this.required);
		data.put("features", this.featureVariables);
		data.put("sizingVariables", this.sizingVariables);
		data.put("generated", this.generated);
		data.put("generatorKey", this.upgradeKeys.generatorKey());
		data.put("versionTags", this.upgradeKeys.tagsFor(nativeObjects));
		data.put("reads", reads(nativeObjects));
		List<String> published = new ArrayList<>();
		for (KubeObject service : nativeObjects.services()) {
			if (service.name() != null && service.name().endsWith("-public")) {
				published.add(service.name());
			}
		}
		data.put("publicServices", published);
		data.put("configurablePorts", configurablePorts(pod));
		Map<Object, Object> affinity = main.run().affinity();
		if (affinity != null && HelmExpressions.contains(affinity.get("podAntiAffinity"))) {
			// fissile wrote podAntiAffinity verbatim into its chart, so Helm rendered the
			// template text in it
			data.put("expressions", true);
		}
		return data;
	}

	/**
	 * The values whose change restarts this pod ({@code studio.configChecksum}):
	 * {@code secrets.<NAME>} and {@code env.<NAME>} of each variable its containers read
	 * from the Secret {@code secrets}.
	 */
	private Map<String, Object> reads(PodObjects objects) {
		Set<String> secrets = new TreeSet<>();
		Set<String> env = new TreeSet<>();
		for (Map<String, Object> container : UpgradeKeys.containers(objects.workload())) {
			if (!(container.get("env") instanceof List<?> entries)) {
				continue;
			}
			for (Object entry : entries) {
				if (entry instanceof Map<?, ?> variable && variable.get("valueFrom") instanceof Map<?, ?> from
						&& from.get("secretKeyRef") instanceof Map<?, ?> ref
						&& SecretFactory.SECRETS.equals(ref.get("name"))) {
					String value = this.secretKeys.get(String.valueOf(ref.get("key")));
					if (value != null) {
						(value.startsWith("secrets.") ? secrets : env).add(value.substring(value.indexOf('.') + 1));
					}
				}
			}
		}
		Map<String, Object> reads = new LinkedHashMap<>();
		reads.put("secrets", new ArrayList<>(secrets));
		reads.put("env", new ArrayList<>(env));
		return reads;
	}

	/**
	 * The pod's ports that the values configure ({@code port-configurable},
	 * {@code count-configurable}), by the name of each entry they give by default
	 * ({@code p}, or {@code p-0}, {@code p-1}... when there may be more than one, as the
	 * Kubernetes export names them).
	 */
	private static Map<String, Object> configurablePorts(Pod pod) {
		Map<String, Object> ports = new LinkedHashMap<>();
		addConfigurablePorts(ports, pod.main());
		for (PlacedContainer placed : pod.containers()) {
			if (placed.group() != null && placed.group().name() != null) {
				addConfigurablePorts(ports, placed.group());
			}
		}
		return ports;
	}

	private static void addConfigurablePorts(Map<String, Object> ports, InstanceGroup group) {
		for (Port port : group.ports()) {
			PortRange internal = PortRange.parse(port.internal()).orElse(null);
			if (port.name() == null || internal == null || !(port.portConfigurable() || port.countConfigurable())) {
				continue;
			}
			String externalText = (port.external() != null && !port.external().isEmpty()) ? port.external()
					: port.internal();
			PortRange external = PortRange.parse(externalText).orElse(internal);
			long count = (port.count() != null && port.count() > 0) ? port.count() : internal.size();
			long max = (port.max() != null && port.max() > 0) ? port.max() : count;
			List<String> names = new ArrayList<>();
			for (int i = 0; i < count; i++) {
				names.add((max > 1) ? port.name() + "-" + i : port.name());
			}
			Map<String, Object> entry = new LinkedHashMap<>();
			entry.put("owner", group.name());
			entry.put("name", port.name());
			entry.put("names", names);
			entry.put("sizing", HelmNames.valueKey(group.name()));
			entry.put("key", HelmNames.valueKey(port.name()));
			entry.put("protocol", (port.protocol() != null) ? port.protocol() : "");
			entry.put("internal", internal.first());
			entry.put("external", external.first());
			entry.put("max", max);
			entry.put("multi", max > 1);
			entry.put("portConfigurable", port.portConfigurable());
			entry.put("countConfigurable", port.countConfigurable());
			names.forEach((name) -> ports.putIfAbsent(name, entry));
		}
	}

	/**
	 * A container's sizing key and, for images fissile builds, the image name after
	 * registry and organization.
	 */
	private void addContainer(Map<String, Object> containers, InstanceGroup group) {
		Map<String, Object> container = new LinkedHashMap<>();
		container.put("sizing", HelmNames.valueKey(group.name()));
		if (!ImageNames.hasOwnImage(group)) {
			container.put("image", ImageNames.name(group, this.settings, this.tags));
		}
		containers.put(group.name(), container);
	}

	/**
	 * The objects' content with the provenance annotations added to each object's
	 * metadata.
	 */
	private List<Object> contents(PodObjects objects) {
		List<Object> contents = new ArrayList<>();
		for (KubeObject object : objects.objects()) {
			contents.add(withProvenance(object.content()));
		}
		return contents;
	}

	@SuppressWarnings("unchecked")
	private Map<String, Object> withProvenance(Map<String, Object> content) {
		Map<String, Object> copy = new LinkedHashMap<>(content);
		Map<String, Object> metadata = new LinkedHashMap<>((Map<String, Object>) content.get("metadata"));
		Map<String, Object> annotations = new LinkedHashMap<>();
		if (metadata.get("annotations") instanceof Map<?, ?> existing) {
			annotations.putAll((Map<String, Object>) existing);
		}
		annotations.putAll(HelmChartExporter.provenanceAnnotations(this.options.provenance()));
		metadata.put("annotations", annotations);
		copy.put("metadata", metadata);
		return copy;
	}

}
