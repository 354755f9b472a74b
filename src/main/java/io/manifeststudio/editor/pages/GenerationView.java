package io.manifeststudio.editor.pages;

import java.util.List;

import io.manifeststudio.manifest.model.FissileGeneration;
import io.manifeststudio.manifest.model.RoleManifest;

/**
 * The fissile generation panel of the manifest page: the generation whose rules apply,
 * whether a user chose it, why it applies, the one the manifest points to, and the
 * generations that read the manifest's format to choose from.
 */
record GenerationView(String id, String description, boolean chosen, String reason, String inferred,
		List<Option> options) {

	/** One generation to choose, with whether it is the one chosen now. */
	record Option(String value, String label, boolean selected) {
	}

	static GenerationView of(RoleManifest manifest, FissileGeneration chosen) {
		FissileGeneration.Choice choice = FissileGeneration.resolve(manifest, chosen);
		FissileGeneration generation = choice.generation();
		List<Option> options = FissileGeneration.forEra(manifest.era())
			.stream()
			.map((candidate) -> new Option(candidate.id(), candidate.id() + ": " + candidate.description(),
					choice.chosen() && candidate == generation))
			.toList();
		return new GenerationView(generation.id(), generation.description(), choice.chosen(), choice.reason(),
				FissileGeneration.infer(manifest).generation().id(), options);
	}

}
