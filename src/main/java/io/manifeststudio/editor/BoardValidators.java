package io.manifeststudio.editor;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import org.springframework.stereotype.Component;

import io.manifeststudio.export.ExportSettings;
import io.manifeststudio.export.KubeVersion;
import io.manifeststudio.export.Validators;
import io.manifeststudio.validation.ManifestValidator;

/**
 * The validator for each Kubernetes version the board offers: the application's for the default version, and one
 * per other version whose K8S family checks what that version gets (the sidecar fallback before 1.29).
 */
@Component
class BoardValidators {

	private final ManifestValidator defaultValidator;

	private final Map<KubeVersion, ManifestValidator> others = new ConcurrentHashMap<>();

	BoardValidators(ManifestValidator validator) {
		this.defaultValidator = validator;
	}

	ManifestValidator forVersion(KubeVersion version) {
		if (version.equals(KubeVersion.DEFAULT)) {
			return this.defaultValidator;
		}
		return this.others.computeIfAbsent(version,
				(chosen) -> Validators.create(ExportSettings.defaults().withKubeVersion(chosen)));
	}

}
