package io.manifeststudio.export.rules;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;

import io.manifeststudio.validation.ManifestValidator;
import io.manifeststudio.export.ExportSettings;
import io.manifeststudio.export.KubeVersion;

/**
 * The validator for each Kubernetes version an export or the board targets, one per
 * version, whose K8S family checks what that version gets (the sidecar fallback before
 * 1.29). Image settings do not change what the rules find, so the version alone picks the
 * validator. The default version's is the application's validator; the other versions are
 * chosen by users, so only {@code manifest-studio.cache.validators.max-versions} of them
 * are kept.
 */
@Component
public class VersionValidators {

	static final int DEFAULT_MAX_VERSIONS = 16;

	private final ManifestValidator defaultValidator = Validators.create();

	private final Cache<KubeVersion, ManifestValidator> others;

	@Autowired
	public VersionValidators(
			@Value("${manifest-studio.cache.validators.max-versions:" + DEFAULT_MAX_VERSIONS + "}") int maxVersions) {
		this.others = Caffeine.newBuilder().maximumSize(maxVersions).build();
	}

	public VersionValidators() {
		this(DEFAULT_MAX_VERSIONS);
	}

	public ManifestValidator forVersion(KubeVersion version) {
		if (version.equals(KubeVersion.DEFAULT)) {
			return this.defaultValidator;
		}
		return this.others.get(version,
				(chosen) -> Validators.create(ExportSettings.defaults().withKubeVersion(chosen)));
	}

}
