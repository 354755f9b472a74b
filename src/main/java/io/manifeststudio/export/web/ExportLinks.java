package io.manifeststudio.export.web;

import java.util.LinkedHashMap;
import java.util.Map;

import org.springframework.web.util.UriComponentsBuilder;

import io.manifeststudio.export.KubeVersion;
import io.manifeststudio.export.helm.SecretGeneration;

/**
 * The download addresses the export panel offers, all for the chosen Kubernetes version:
 * the whole manifest's Kubernetes YAML (generated secrets filled at download), its Helm
 * chart (with the chosen {@code secrets} mode), and the previewed pod's Kubernetes YAML
 * ({@code null} without a pod).
 */
public record ExportLinks(String kubernetesYaml, String helmChart, String podYaml) {

	static ExportLinks of(long manifestId, KubeVersion version, String pod) {
		return of(manifestId, version, pod, SecretGeneration.FISSILE);
	}

	/**
	 * With the chart's {@code secrets.generate} default ({@code &secrets=helm} when not
	 * fissile's).
	 */
	static ExportLinks of(long manifestId, KubeVersion version, String pod, SecretGeneration secrets) {
		return of(manifestId, version, pod, secrets, ExportPanel.ImageChoice.none());
	}

	/**
	 * With the image naming given (registry, organization, tag; blank ones are left out).
	 */
	static ExportLinks of(long manifestId, KubeVersion version, String pod, SecretGeneration secrets,
			ExportPanel.ImageChoice image) {
		String chart = link(manifestId, "helm-chart.tgz", version, null, image);
		if (secrets == SecretGeneration.HELM) {
			chart = chart + "&secrets=" + secrets.value();
		}
		return new ExportLinks(link(manifestId, "kubernetes.yaml", version, null, image), chart,
				(pod != null) ? link(manifestId, "kubernetes.yaml", version, pod, image) : null);
	}

	/** The values go in as URI variables, so whatever a name holds is encoded as data. */
	private static String link(long manifestId, String file, KubeVersion version, String pod,
			ExportPanel.ImageChoice image) {
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
		Map<String, String> naming = new LinkedHashMap<>();
		naming.put("registry", image.registry());
		naming.put("organization", image.organization());
		naming.put("tag", image.tag());
		naming.forEach((name, value) -> {
			if (!value.isEmpty()) {
				link.queryParam(name, "{" + name + "}");
				values.put(name, value);
			}
		});
		return link.encode().buildAndExpand(values).toUriString();
	}

}
