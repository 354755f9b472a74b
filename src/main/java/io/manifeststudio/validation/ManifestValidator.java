package io.manifeststudio.validation;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;

import io.manifeststudio.manifest.model.FissileGeneration;
import io.manifeststudio.manifest.model.RoleManifest;
import io.manifeststudio.release.BoshRelease;
import io.manifeststudio.release.ReleaseResolution;

/**
 * The one validation engine: runs every rule on a manifest and returns all findings in a
 * deterministic order. The pages, the API and the command line all use it.
 */
public final class ManifestValidator {

	private final List<ValidationRule> rules;

	private final Map<String, Set<String>> supersededBy;

	/**
	 * The results of the models validated lately, by identity (weak keys: results live no
	 * longer than their model), and per model by the generation and the releases they
	 * were validated with. A model is immutable and the cache of parsed manifests gives
	 * one instance per content, so the answer to an edit, the findings panel after it,
	 * and an undo back to a text seen before validate nothing twice, whatever generation
	 * was chosen or releases are used.
	 */
	private final Cache<RoleManifest, Map<Inputs, ValidationResult>> results = Caffeine.newBuilder()
		.weakKeys()
		.maximumSize(256)
		.build();

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

	/** Validates with the rules of the fissile generation the manifest points to. */
	public ValidationResult validate(RoleManifest manifest) {
		return validate(manifest, (FissileGeneration) null);
	}

	/**
	 * Validates with the rules of the chosen fissile generation, or of the one the
	 * manifest points to when {@code generation} is null.
	 */
	public ValidationResult validate(RoleManifest manifest, FissileGeneration generation) {
		return validate(manifest, generation, ReleaseResolution.none());
	}

	/**
	 * Validates with the BOSH releases the manifest uses: the rules that need them run,
	 * on their job specs.
	 */
	public ValidationResult validate(RoleManifest manifest, List<BoshRelease> releases) {
		return validate(manifest, null, ReleaseResolution.of(manifest, releases));
	}

	public ValidationResult validate(RoleManifest manifest, ReleaseResolution releases) {
		return validate(manifest, null, releases);
	}

	/**
	 * Validates with the chosen generation ({@code null}: the manifest's own) and the
	 * BOSH releases it uses. The result is kept per model and these inputs (a model never
	 * changes), so the findings after an edit, undo or redo are not computed twice.
	 */
	public ValidationResult validate(RoleManifest manifest, FissileGeneration generation, ReleaseResolution releases) {
		return this.results.get(manifest, (model) -> new ConcurrentHashMap<>())
			.computeIfAbsent(Inputs.of(generation, releases), (inputs) -> check(manifest, generation, releases));
	}

	/**
	 * What a result depends on besides the model: the generation, and each release by
	 * name, version and content hash (the links a {@link ReleaseResolution} resolves
	 * follow from the model and the releases).
	 */
	private record Inputs(FissileGeneration generation, List<String> releases) {

		static Inputs of(FissileGeneration generation, ReleaseResolution releases) {
			return new Inputs(generation,
					releases.releases()
						.stream()
						.map((release) -> release.name() + "/" + release.version() + "@" + release.sha256())
						.toList());
		}

	}

	private ValidationResult check(RoleManifest manifest, FissileGeneration generation, ReleaseResolution releases) {
		ValidationContext context = new ValidationContext(manifest, generation, releases);
		for (ValidationRule rule : this.rules) {
			context.use(rule);
			try {
				rule.check(context);
			}
			catch (RuntimeException ex) {
				// A rule that trips over odd input must not take the others down; say so
				// instead.
				context
					.report(Severity.ERROR,
							FieldError.internal(rule.id(), "the rule could not check this manifest: " + ex), null)
					.explanation("This is a bug in Manifest Studio, not in the manifest.")
					.add();
			}
		}
		List<Finding> findings = withoutSuperseded(context.findings());
		findings.sort(Finding.ORDER);
		return new ValidationResult(findings);
	}

	/**
	 * Leaves out the findings of a rule on a group that a rule superseding it also
	 * reported on.
	 */
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
