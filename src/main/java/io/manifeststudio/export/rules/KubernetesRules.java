package io.manifeststudio.export.rules;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;

import io.manifeststudio.export.helm.ChartDefaults;
import io.manifeststudio.manifest.yaml.DocPath;
import io.manifeststudio.manifest.model.FissileGeneration;
import io.manifeststudio.manifest.model.RoleManifest;
import io.manifeststudio.validation.RuleFamily;
import io.manifeststudio.validation.ValidationContext;
import io.manifeststudio.validation.ValidationRule;
import io.manifeststudio.export.ExportSettings;
import io.manifeststudio.export.HelmExpressions;
import io.manifeststudio.export.KubeObject;
import io.manifeststudio.export.KubernetesObjects;
import io.manifeststudio.export.PodObjects;
import io.manifeststudio.export.RbacFactory;
import io.manifeststudio.export.SecretFactory;

/**
 * The K8S family: the API server's rules (Kubernetes'
 * pkg/apis/core/validation/validation.go) and the checks beyond it (G1 to G5), applied to
 * the objects the Kubernetes export generates for the manifest, for the settings' target
 * version. Each finding keeps the API server's path and message and points back at the
 * manifest field the object field was built from, naming the group as its subject.
 * <p>
 * The objects are built once per validation, every check runs on one object after the
 * other (all the checks of an object while it is at hand), and the rules share what the
 * checks found through the validation's context (validation runs on every edit, and
 * validations of different models run at once on the request threads).
 */
public final class KubernetesRules implements ValidationRule.Set {

	/**
	 * Checks on the generated objects that a STUDIO rule already makes on the manifest
	 * itself, where the finding points straight at what to change: port overlaps in a
	 * pod, and StatefulSet names past 52 characters.
	 */
	private static final java.util.Map<String, java.util.Set<String>> SUPERSEDED_BY = java.util.Map.of("K8S-G1",
			java.util.Set.of("STUDIO-POD-PORT-COLLISION"), "K8S-N8", java.util.Set.of("STUDIO-POD-PORT-COLLISION"),
			"K8S-G2", java.util.Set.of("STUDIO-GROUP-NAME"));

	private static final AtomicLong INSTANCES = new AtomicLong();

	private final ExportSettings settings;

	/**
	 * The key of this set's objects among the values a validation shares between its
	 * rules.
	 */
	private final String sharedKey = "K8S objects #" + INSTANCES.incrementAndGet();

	/** For the default target (Kubernetes 1.33). */
	public KubernetesRules() {
		this(ExportSettings.defaults());
	}

	public KubernetesRules(ExportSettings settings) {
		this.settings = settings;
	}

	@Override
	public List<ValidationRule> rules() {
		List<ValidationRule> rules = new ArrayList<>();
		List<KubeCheck> checks = KubeChecks.all();
		for (int index = 0; index < checks.size(); index++) {
			rules.add(new Rule(checks, index));
		}
		rules.add(new PodSecurityLevelRule(this.settings));
		return List.copyOf(rules);
	}

	/**
	 * What every check found on the validation's objects, made once for all the rules of
	 * one validation (the validator keeps each model's results, so a model is not checked
	 * twice for the same inputs).
	 */
	private Results results(ValidationContext context, List<KubeCheck> checks) {
		return context.shared(this.sharedKey, () -> check(context.manifest(), context.generation(), checks));
	}

	/**
	 * Generates the objects of every pod of the manifest (manual ones too: they can still
	 * be exported by name), and the Secrets and RBAC objects they read, and runs every
	 * check on each, one pod after the other: only the objects a check found something in
	 * are kept (those of 20,000 pods held together filled half of a 512 MB heap).
	 */
	private Results check(RoleManifest manifest, FissileGeneration generation, List<KubeCheck> checks) {
		// the objects of the generation validated, whose fix-ups (port names, privileged)
		// they carry
		ExportSettings settings = this.settings.withGeneration(generation);
		HelmExpressions expressions = ChartDefaults.expressions(manifest, settings);
		KubernetesObjects generator = new KubernetesObjects(manifest, settings, expressions);
		CheckTarget.Shared shared = new CheckTarget.Shared();
		List<KubeObject> rbac = RbacFactory.objects(manifest, this.settings.kubeVersion(), expressions);
		shared.serviceAccounts(rbac.stream().map(KubeObject::content).toList());
		Results results = new Results(checks);
		SecretFactory.ReadKeys secretKeys = new SecretFactory.ReadKeys();
		for (var pod : manifest.pods()) {
			if (pod.name() == null) {
				continue;
			}
			PodObjects podObjects = generator.build(pod);
			secretKeys.add(podObjects);
			for (KubeObject object : podObjects.objects()) {
				results.check(object, new CheckTarget(object.content(), this.settings.kubeVersion(),
						this.settings.sidecarStyle(), pod, shared));
			}
		}
		// the Secrets the pods read and the RBAC objects are generated too: they must
		// pass the same rules
		List<KubeObject> more = new ArrayList<>(SecretFactory.secrets(manifest, secretKeys));
		more.addAll(rbac);
		for (KubeObject secret : more) {
			results.check(secret, new CheckTarget(secret.content(), this.settings.kubeVersion(),
					this.settings.sidecarStyle(), null, shared));
		}
		return results;
	}

	/** An object and what one check found in it. */
	private record Found(KubeObject object, List<Violation> violations) {
	}

	/**
	 * The violations of every check, found object by object: all the checks look at one
	 * object while its fields are at hand, where a rule walking every object in turn went
	 * through all the objects (hundreds of MB for 20,000 groups) once per check. A check
	 * that fails on an object is not run on the objects after it, as when it walked them
	 * itself; its rule reports what it found before and then fails. Not changed once
	 * made.
	 */
	private static final class Results {

		private final List<KubeCheck> checks;

		/** Per check, the objects it found something in, in the objects' order. */
		private final List<List<Found>> found;

		/** Per check, what it threw, or {@code null}. */
		private final RuntimeException[] failures;

		private final List<Violation> scratch = new ArrayList<>();

		Results(List<KubeCheck> checks) {
			this.checks = checks;
			this.found = new ArrayList<>(checks.size());
			for (int i = 0; i < checks.size(); i++) {
				this.found.add(new ArrayList<>());
			}
			this.failures = new RuntimeException[checks.size()];
		}

		void check(KubeObject object, CheckTarget target) {
			for (int index = 0; index < this.checks.size(); index++) {
				if (this.failures[index] != null) {
					continue;
				}
				this.scratch.clear();
				try {
					this.checks.get(index).run(target, this.scratch);
				}
				catch (RuntimeException ex) {
					this.failures[index] = ex;
					continue;
				}
				if (!this.scratch.isEmpty()) {
					this.found.get(index).add(new Found(object, List.copyOf(this.scratch)));
				}
			}
		}

	}

	/** One check as a validation rule of the K8S family. */
	private final class Rule implements ValidationRule {

		private final List<KubeCheck> checks;

		private final int index;

		private final KubeCheck check;

		Rule(List<KubeCheck> checks, int index) {
			this.checks = checks;
			this.index = index;
			this.check = checks.get(index);
		}

		@Override
		public String id() {
			return this.check.id();
		}

		@Override
		public java.util.Set<String> supersededBy() {
			return SUPERSEDED_BY.getOrDefault(this.check.id(), java.util.Set.of());
		}

		@Override
		public RuleFamily family() {
			return RuleFamily.K8S;
		}

		/**
		 * Reports each violation once per manifest field: the same port reaches several
		 * Services, and the same mistake in each of them is one mistake in the manifest.
		 */
		@Override
		public void check(ValidationContext context) {
			java.util.Set<String> reported = new HashSet<>();
			Results results = results(context, this.checks);
			for (Found found : results.found.get(this.index)) {
				KubeObject object = found.object();
				for (Violation violation : found.violations()) {
					DocPath source = object.origins().resolve(violation.path());
					if (!reported.add(violation.message() + "\u0000" + source)) {
						continue;
					}
					context.report(violation.severity(), violation.path(), violation.message(), source)
						.explanation("In " + object.kind() + " \"" + object.name() + "\": " + this.check.explanation())
						.hint(this.check.hint())
						.subject(object.group())
						.add();
				}
			}
			if (results.failures[this.index] != null) {
				throw results.failures[this.index];
			}
		}

	}

}
