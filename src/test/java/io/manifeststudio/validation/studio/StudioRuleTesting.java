package io.manifeststudio.validation.studio;

import java.util.List;

import io.manifeststudio.manifest.model.ManifestCodec;
import io.manifeststudio.validation.Finding;
import io.manifeststudio.validation.ManifestValidator;
import io.manifeststudio.validation.ValidationRule;

/** Runs one STUDIO rule on a manifest written in a test. */
final class StudioRuleTesting {

	private static final ManifestCodec CODEC = new ManifestCodec();

	private StudioRuleTesting() {
	}

	static List<Finding> findings(ValidationRule rule, String yaml) {
		return new ManifestValidator(List.of(rule)).validate(CODEC.read(yaml)).findings();
	}

	static List<String> messages(ValidationRule rule, String yaml) {
		return findings(rule, yaml).stream().map(Finding::message).toList();
	}

}
