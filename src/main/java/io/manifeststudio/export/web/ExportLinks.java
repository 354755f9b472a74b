package io.manifeststudio.export.web;

import java.util.LinkedHashMap;
import java.util.Map;

import org.springframework.web.util.UriComponentsBuilder;

import io.manifeststudio.export.KubeVersion;

/**
 * The download addresses the export panel offers, all for the chosen Kubernetes version: the whole manifest's
 * Kubernetes YAML, its Helm chart, and the previewed pod's Kubernetes YAML ({@code null} without a pod).
 */
public record ExportLinks(String kubernetesYaml, String helmChart, String podYaml) {

	static ExportLinks of(long manifestId, KubeVersion version, String pod) {
		return new ExportLinks(link(manifestId, "kubernetes.yaml", version, null),
				link(manifestId, "helm-chart.tgz", version, null),
				(pod != null) ? link(manifestId, "kubernetes.yaml", version, pod) : null);
	}

	/** The values go in as URI variables, so whatever a name holds is encoded as data. */
	private static String link(long manifestId, String file, KubeVersion version, String pod) {
		UriComponentsBuilder link = UriComponentsBuilder.fromPath("/api/manifests/{id}/export/{file}")
			.queryParam("kubeVersion", "{version}");
		Map<String, Object> values = new LinkedHashMap<>();
		values.put("id", manifestId);
		values.put("file", file);
		values.put("version", version.toString());
		if (pod != null) {
			link.queryParam("pod", "{pod}");
			values.put("pod", pod);
		}
		return link.encode().buildAndExpand(values).toUriString();
	}

}
