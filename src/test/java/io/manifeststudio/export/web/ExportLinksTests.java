package io.manifeststudio.export.web;

import org.junit.jupiter.api.Test;

import io.manifeststudio.export.KubeVersion;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The export panel's download addresses carry the chosen version, and a pod name only as
 * encoded data.
 */
class ExportLinksTests {

	@Test
	void everyLinkCarriesTheVersionAndThePodLinkThePod() {
		ExportLinks links = ExportLinks.of(7, KubeVersion.parse("1.27"), "web");

		assertThat(links.kubernetesYaml()).isEqualTo("/api/manifests/7/export/kubernetes.yaml?kubeVersion=1.27");
		assertThat(links.helmChart()).isEqualTo("/api/manifests/7/export/helm-chart.tgz?kubeVersion=1.27");
		assertThat(links.podYaml()).isEqualTo("/api/manifests/7/export/kubernetes.yaml?kubeVersion=1.27&pod=web");
	}

	@Test
	void withoutAPodThereIsNoPodLink() {
		assertThat(ExportLinks.of(7, KubeVersion.DEFAULT, null).podYaml()).isNull();
	}

	@Test
	void aPodNameCannotAddParameters() {
		assertThat(ExportLinks.of(7, KubeVersion.DEFAULT, "a&kubeVersion=1.20 b").podYaml())
			.isEqualTo("/api/manifests/7/export/kubernetes.yaml?kubeVersion=1.33&pod=a%26kubeVersion%3D1.20%20b");
	}

}
