package io.manifeststudio.validation.fissile;

import io.manifeststudio.manifest.model.FissileGeneration;
import io.manifeststudio.validation.Severity;
import io.manifeststudio.validation.ValidationContext;

/**
 * FISSILE-GENERATION (info): which fissile generation's rules and wording the FISSILE
 * family followed, and why (the user's choice, or what the manifest's format and content
 * point to).
 */
final class GenerationRule extends FissileRule {

	GenerationRule() {
		super("FISSILE-GENERATION", -1);
	}

	@Override
	public void check(ValidationContext context) {
		FissileGeneration.Choice choice = context.generationChoice();
		FissileGeneration generation = choice.generation();
		context
			.report(Severity.INFO, "",
					"rules of " + generation.id() + " (" + generation.description() + "): " + choice.reason(), null)
			.explanation("fissile's rules changed over its life: headless tags, docker groups, variable descriptions,"
					+ " the scaling merge and the per-job pod-security-policy came and went. The FISSILE checks follow "
					+ generation.id()
					+ (choice.chosen() ? ", as chosen for this manifest." : ", inferred from the manifest."))
			.hint(choice.chosen() ? null
					: "Choose another generation on the manifest's page if it was built with a" + " different fissile.")
			.add();
	}

}
