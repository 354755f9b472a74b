package io.manifeststudio.system;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

import io.manifeststudio.export.Validators;
import io.manifeststudio.validation.ManifestValidator;

/** Beans of the core that are plain classes: the validator with every rule family. */
@Configuration(proxyBeanMethods = false)
class CoreConfiguration {

	@Bean
	ManifestValidator manifestValidator() {
		return Validators.create();
	}

}
