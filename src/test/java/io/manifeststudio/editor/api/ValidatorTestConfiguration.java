package io.manifeststudio.editor.api;

import org.springframework.boot.test.context.TestConfiguration;
import org.springframework.context.annotation.Bean;

import io.manifeststudio.export.rules.Validators;
import io.manifeststudio.validation.ManifestValidator;

/** The real validator, with every rule family, for web slice tests. */
@TestConfiguration(proxyBeanMethods = false)
class ValidatorTestConfiguration {

	@Bean
	ManifestValidator manifestValidator() {
		return Validators.create();
	}

}
