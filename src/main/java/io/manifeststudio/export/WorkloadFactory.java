package io.manifeststudio.export;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import io.manifeststudio.manifest.model.InstanceGroup;
import io.manifeststudio.manifest.model.Pod;
import io.manifeststudio.manifest.model.Volume;

/**
 * The workload of a pod (fissile's docs/kubernetes.md, "Workload Types"): a {@code bosh}
 * group becomes a StatefulSet (serviceName {@code <g>-set}, {@code Parallel} or with
 * {@code sequential-startup} {@code OrderedReady}, replicas = min, claims from its
 * persistent and shared volumes); a {@code bosh-task} group a Job, or a bare Pod with the
 * {@code stop-on-failure} tag.
 */
final class WorkloadFactory {

	private final PodTemplateFactory templates;

	WorkloadFactory(PodTemplateFactory templates) {
		this.templates = templates;
	}

	KubeObject workload(Pod pod) {
		InstanceGroup main = pod.main();
		Origins origins = new Origins(main.location());
		origins.record("", main.location());
		Map<String, Object> content;
		content = switch (KubernetesObjects.workloadKind(main)) {
			case "Pod" -> pod(pod, origins);
			case "Job" -> job(pod, origins);
			default -> statefulSet(pod, origins);
		};
		return new KubeObject(content, main.name(), origins);
	}

	private Map<String, Object> statefulSet(Pod pod, Origins origins) {
		InstanceGroup main = pod.main();
		String name = main.name();
		Map<String, Object> spec = Yamls.map("podManagementPolicy",
				main.hasTag("sequential-startup") ? "OrderedReady" : "Parallel", "replicas",
				main.run().scaling().effectiveMin(), "selector",
				Yamls.map("matchLabels", Yamls.map("skiff-role-name", name)), "serviceName", name + "-set", "template",
				this.templates.template(pod, true, origins, "spec.template"));
		origins.record("spec.replicas", ContainerFactory.runOrigin(main));
		List<Object> claims = claims(main, origins);
		if (!claims.isEmpty()) {
			spec.put("volumeClaimTemplates", claims);
		}
		return Yamls.map("apiVersion", "apps/v1", "kind", "StatefulSet", "metadata", metadata(name, false), "spec",
				spec);
	}

	private Map<String, Object> job(Pod pod, Origins origins) {
		String name = pod.main().name();
		return Yamls.map("apiVersion", "batch/v1", "kind", "Job", "metadata", metadata(name, false), "spec",
				Yamls.map("template", this.templates.template(pod, false, origins, "spec.template")));
	}

	private Map<String, Object> pod(Pod pod, Origins origins) {
		String name = pod.main().name();
		return Yamls.map("apiVersion", "v1", "kind", "Pod", "metadata", metadata(name, true), "spec",
				this.templates.spec(pod, false, origins, "spec"));
	}

	private static Map<String, Object> metadata(String name, boolean pod) {
		return Yamls.map("name", name, "labels",
				pod ? PodTemplateFactory.labels(name) : Yamls.map("app.kubernetes.io/component", name));
	}

	/**
	 * One claim per persistent ({@code ReadWriteOnce}) or shared ({@code ReadWriteMany})
	 * volume, by tag.
	 */
	private static List<Object> claims(InstanceGroup main, Origins origins) {
		List<Object> claims = new ArrayList<>();
		List<String> seen = new ArrayList<>();
		for (Volume volume : main.run().volumes()) {
			if (!volume.isClaim() || volume.tag() == null || volume.tag().isEmpty() || seen.contains(volume.tag())) {
				continue;
			}
			seen.add(volume.tag());
			Map<String, Object> annotations = new LinkedHashMap<>();
			annotations.put("volume.beta.kubernetes.io/storage-class", volume.type());
			volume.annotations().forEach((key, value) -> annotations.put(String.valueOf(key), String.valueOf(value)));
			Map<String, Object> requests = Yamls.map();
			if (volume.size() != null) {
				requests.put("storage", volume.size() + "G");
			}
			origins.record("spec.volumeClaimTemplates[" + claims.size() + "]", volume.location());
			claims.add(Yamls.map("metadata", Yamls.map("name", volume.tag(), "annotations", annotations), "spec",
					Yamls.map("accessModes",
							Yamls.list(Volume.SHARED.equals(volume.type()) ? "ReadWriteMany" : "ReadWriteOnce"),
							"resources", Yamls.map("requests", requests))));
		}
		return claims;
	}

}
