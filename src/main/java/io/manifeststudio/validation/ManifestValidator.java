package io.manifeststudio.validation;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import io.manifeststudio.manifest.RoleManifest;
import io.manifeststudio.release.BoshRelease;
import io.manifeststudio.release.ReleaseResolution;

/**
 * The one validation engine: runs every rule on a manifest and returns all findings in a deterministic order. The
 * pages, the API and the command line all use it.
 */
public final class ManifestValidator {

	private final List<ValidationRule> rules;

	private final Map<String, Set<String>> supersededBy;

	public ManifestValidator(List<ValidationRule> rules) {
		List<ValidationRule> sorted = new ArrayList<>(rules);
		sorted.sort(Comparator.comparing(ValidationRule::id));
		this.rules = List.copyOf(sorted);
		Map<String, Set<String>> superseded = new HashMap<>();
		for (ValidationRule rule : this.rules) {
			if (!rule.supersededBy().isEmpty()) {
				superseded.put(rule.id(), rule.supersededBy());
			}
		}
		this.supersededBy = Map.copyOf(superseded);
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
		return validate(manifest, ReleaseResolution.none());
	}

	/** Validates with the BOSH releases the manifest uses: the rules that need them run, on their job specs. */
	public ValidationResult validate(RoleManifest manifest, List<BoshRelease> releases) {
		return validate(manifest, ReleaseResolution.of(manifest, releases));
	}

	public ValidationResult validate(RoleManifest manifest, ReleaseResolution releases) {
		ValidationContext context = new ValidationContext(manifest, releases);
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
		List<Finding> findings = withoutSuperseded(context.findings());
		findings.sort(Finding.ORDER);
		return new ValidationResult(findings);
	}

	/** Leaves out the findings of a rule on a group that a rule superseding it also reported on. */
	private List<Finding> withoutSuperseded(List<Finding> findings) {
		Set<String> reported = new HashSet<>();
		for (Finding finding : findings) {
			reported.add(finding.rule() + "\u0000" + finding.subject());
		}
		List<Finding> kept = new ArrayList<>(findings.size());
		for (Finding finding : findings) {
			Set<String> betterRules = this.supersededBy.getOrDefault(finding.rule(), Set.of());
			if (betterRules.stream().noneMatch((rule) -> reported.contains(rule + "\u0000" + finding.subject()))) {
				kept.add(finding);
			}
		}
		return kept;
	}

}
