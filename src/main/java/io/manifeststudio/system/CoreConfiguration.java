package io.manifeststudio.system;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

import io.manifeststudio.export.KubeVersion;
import io.manifeststudio.export.rules.VersionValidators;
import io.manifeststudio.validation.ManifestValidator;

/**
 * Beans of the core that are plain classes: the validator with every rule family, for the
 * default Kubernetes version.
 */
@Configuration(proxyBeanMethods = false)
class CoreConfiguration {

	@Bean
	ManifestValidator manifestValidator(VersionValidators validators) {
		return validators.forVersion(KubeVersion.DEFAULT);
	}

}
