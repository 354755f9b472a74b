package io.manifeststudio.validation;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import io.manifeststudio.manifest.RoleManifest;

/**
 * The one validation engine: runs every rule on a manifest and returns all findings in a deterministic order. The
 * pages, the API and the command line all use it.
 */
public final class ManifestValidator {

	private final List<ValidationRule> rules;

	public ManifestValidator(List<ValidationRule> rules) {
		List<ValidationRule> sorted = new ArrayList<>(rules);
		sorted.sort(Comparator.comparing(ValidationRule::id));
		this.rules = List.copyOf(sorted);
	}

	public static ManifestValidator of(List<? extends ValidationRule.Set> sets) {
		List<ValidationRule> rules = new ArrayList<>();
		sets.forEach((set) -> rules.addAll(set.rules()));
		return new ManifestValidator(rules);
	}

	public List<ValidationRule> rules() {
		return this.rules;
	}

	public ValidationResult validate(RoleManifest manifest) {
		ValidationContext context = new ValidationContext(manifest);
		for (ValidationRule rule : this.rules) {
			context.use(rule);
			try {
				rule.check(context);
			}
			catch (RuntimeException ex) {
				// A rule that trips over odd input must not take the others down; say so instead.
				context.report(Severity.ERROR, FieldError.internal(rule.id(), "the rule could not check this manifest: " + ex),
						null)
					.explanation("This is a bug in Manifest Studio, not in the manifest.")
					.add();
			}
		}
		List<Finding> findings = new ArrayList<>(context.findings());
		findings.sort(Finding.ORDER);
		return new ValidationResult(findings);
	}

}
