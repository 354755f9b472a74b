package io.manifeststudio.editor.forms;

import java.util.List;

import io.manifeststudio.export.KubeVersion;
import io.manifeststudio.export.helm.SecretGeneration;
import io.manifeststudio.export.repository.ChartTarget;
import io.manifeststudio.export.web.ExportVersions;

/**
 * The "Published charts" panel of the manifest page: what the chart repository builds this manifest's approved
 * revisions for (target Kubernetes version, who makes the generated secrets), the choices, and whether this user may
 * change them (editor and above; a viewer sees them only).
 */
record ChartSettingsView(long manifestId, String kubeVersion, String secrets, List<Option> kubeVersions,
		List<Option> secretsOptions, boolean editable, boolean saved) {

	/** One choice, with whether it is the setting now. */
	record Option(String value, boolean selected) {
	}

	static ChartSettingsView of(long manifestId, ChartTarget target, boolean editable, boolean saved) {
		List<Option> versions = ExportVersions.OFFERED.stream()
			.map(KubeVersion::toString)
			.map((version) -> new Option(version, version.equals(target.kubeVersion().toString())))
			.toList();
		List<Option> secrets = java.util.Arrays.stream(SecretGeneration.values())
			.map((mode) -> new Option(mode.value(), mode == target.secrets()))
			.toList();
		return new ChartSettingsView(manifestId, target.kubeVersion().toString(), target.secrets().value(), versions,
				secrets, editable, saved);
	}

}
