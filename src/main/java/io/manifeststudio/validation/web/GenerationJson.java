package io.manifeststudio.validation.web;

import java.util.List;

import io.manifeststudio.manifest.model.FissileGeneration;
import io.manifeststudio.manifest.model.RoleManifest;

/**
 * A manifest's fissile generation as the API shows it: the one whose rules apply, what it
 * stands for, whether a user chose it, why it applies, the one the draft points to, and
 * the ones that read the draft's format.
 */
record GenerationJson(String generation, String description, boolean chosen, String reason, String inferred,
		List<String> choices) {

	static GenerationJson of(RoleManifest manifest, FissileGeneration chosen) {
		FissileGeneration.Choice choice = FissileGeneration.resolve(manifest, chosen);
		return new GenerationJson(choice.generation().id(), choice.generation().description(), choice.chosen(),
				choice.reason(), FissileGeneration.infer(manifest).generation().id(),
				FissileGeneration.forEra(manifest.era()).stream().map(FissileGeneration::id).toList());
	}

}
