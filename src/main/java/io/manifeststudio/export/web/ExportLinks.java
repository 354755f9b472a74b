package io.manifeststudio.export.web;

import java.util.LinkedHashMap;
import java.util.Map;

import org.springframework.web.util.UriComponentsBuilder;

import io.manifeststudio.export.KubeVersion;
import io.manifeststudio.export.helm.SecretGeneration;

/**
 * The download addresses the export panel offers, all for the chosen Kubernetes version: the whole manifest's
 * Kubernetes YAML (generated secrets filled at download), its Helm chart (with the chosen {@code secrets}
 * mode), and the previewed pod's Kubernetes YAML ({@code null} without a pod).
 */
public record ExportLinks(String kubernetesYaml, String helmChart, String podYaml) {

	static ExportLinks of(long manifestId, KubeVersion version, String pod) {
		return of(manifestId, version, pod, SecretGeneration.FISSILE);
	}

	/** With the chart's {@code secrets.generate} default ({@code &secrets=helm} when not fissile's). */
	static ExportLinks of(long manifestId, KubeVersion version, String pod, SecretGeneration secrets) {
		String chart = link(manifestId, "helm-chart.tgz", version, null);
		if (secrets == SecretGeneration.HELM) {
			chart = chart + "&secrets=" + secrets.value();
		}
		return new ExportLinks(link(manifestId, "kubernetes.yaml", version, null), chart,
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
