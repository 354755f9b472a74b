package io.manifeststudio.editor.board;

import java.util.List;
import java.util.Optional;

import org.springframework.stereotype.Component;

import io.manifeststudio.export.ExportSettings;
import io.manifeststudio.export.ExportSlots;
import io.manifeststudio.export.KubeVersion;
import io.manifeststudio.export.KubernetesObjects;
import io.manifeststudio.export.KubernetesYamlWriter;
import io.manifeststudio.export.PodObjects;
import io.manifeststudio.export.helm.ChartDefaults;
import io.manifeststudio.manifest.model.RoleManifest;

/**
 * The Kubernetes YAML of the selected pod for the chosen version, made by the Kubernetes
 * export (its Services, then its workload). Unlike a download it is shown while the draft
 * has errors: the board is where they get fixed, and the findings panel says what the
 * export would refuse.
 */
@Component
class KubernetesPreviews {

	private final KubernetesYamlWriter writer = new KubernetesYamlWriter();

	private final ExportSlots slots;

	KubernetesPreviews(ExportSlots slots) {
		this.slots = slots;
	}

	PodPreview preview(RoleManifest manifest, KubeVersion version, String pod) {
		return this.slots.run(() -> previewWithinSlot(manifest, version, pod));
	}

	private PodPreview previewWithinSlot(RoleManifest manifest, KubeVersion version, String pod) {
		if (pod == null) {
			return PodPreview.problem(null, version.toString(), null);
		}
		try {
			ExportSettings settings = ExportSettings.defaults().withKubeVersion(version);
			Optional<PodObjects> objects = new KubernetesObjects(manifest, settings,
					ChartDefaults.expressions(manifest, settings))
				.pod(pod);
			return objects
				.map((found) -> PodPreview.of(pod, version.toString(), this.writer.write(found.objects()), List.of()))
				.orElseGet(() -> PodPreview.problem(pod, version.toString(), "There is no pod \"" + pod + "\"."));
		}
		catch (RuntimeException ex) {
			return PodPreview.problem(pod, version.toString(),
					"The Kubernetes objects of " + pod + " could not be made: " + ex.getMessage());
		}
	}

}
