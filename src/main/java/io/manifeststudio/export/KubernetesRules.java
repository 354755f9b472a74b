package io.manifeststudio.export;

import java.lang.ref.SoftReference;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;

import io.manifeststudio.export.rules.CheckTarget;
import io.manifeststudio.export.rules.KubeCheck;
import io.manifeststudio.export.rules.KubeChecks;
import io.manifeststudio.export.rules.Violation;
import io.manifeststudio.manifest.DocPath;
import io.manifeststudio.manifest.RoleManifest;
import io.manifeststudio.validation.RuleFamily;
import io.manifeststudio.validation.ValidationContext;
import io.manifeststudio.validation.ValidationRule;

/**
 * The K8S family: the API server's rules (kubernetes-sidecars.md §1.5) and the checks beyond it (G1 to G5), applied
 * to the objects the Kubernetes export generates for the manifest, for the settings' target version. Each finding
 * keeps the API server's path and message and points back at the manifest field the object field was built from,
 * naming the group as its subject.
 * <p>
 * The objects are built once per validation, every check runs on one object after the other (all the checks of an
 * object while it is at hand), and the rules share what the checks found through the validation's context (validation
 * runs on every edit, and validations of different models run at once on the request threads).
 */
public final class KubernetesRules implements ValidationRule.Set {

	/**
	 * Checks on the generated objects that a STUDIO rule already makes on the manifest itself, where the finding
	 * points straight at what to change: port overlaps in a pod, and StatefulSet names past 52 characters.
	 */
	private static final java.util.Map<String, java.util.Set<String>> SUPERSEDED_BY = java.util.Map.of("K8S-G1",
			java.util.Set.of("STUDIO-POD-PORT-COLLISION"), "K8S-N8", java.util.Set.of("STUDIO-POD-PORT-COLLISION"),
			"K8S-G2", java.util.Set.of("STUDIO-GROUP-NAME"));

	private static final AtomicLong INSTANCES = new AtomicLong();

	private final ExportSettings settings;

	/**
	 * The objects of the last model validated, softly held: one large model's objects can hold hundreds of MB, and
	 * a validator is kept per target version, so the memo must never be what keeps the heap full.
	 */
	private final AtomicReference<SoftReference<Built>> last = new AtomicReference<>(new SoftReference<>(null));

	/** The key of this set's objects among the values a validation shares between its rules. */
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
	 * What every check found on the validation's objects, made once for all the rules of one validation. The memo of
	 * the last model alone would not do: with validations of several models at once, each rule could find another
	 * model's objects there and build them again (up to once per rule, about 60 times per validation).
	 */
	private Results results(ValidationContext context, List<KubeCheck> checks) {
		return context.shared(this.sharedKey, () -> Results.of(objects(context.manifest()), checks));
	}

	/**
	 * The objects of every pod of the manifest (manual ones too: they can still be exported by name), and the Secrets
	 * they read.
	 */
	private List<Checked> objects(RoleManifest manifest) {
		Built built = this.last.get().get();
		if (built != null && built.manifest() == manifest) {
			return built.objects();
		}
		KubernetesObjects generator = new KubernetesObjects(manifest, this.settings);
		List<Checked> objects = new ArrayList<>();
		List<PodObjects> pods = new ArrayList<>();
		CheckTarget.Shared shared = new CheckTarget.Shared();
		for (var pod : manifest.pods()) {
			if (pod.name() == null) {
				continue;
			}
			PodObjects podObjects = generator.build(pod);
			pods.add(podObjects);
			for (KubeObject object : podObjects.objects()) {
				objects.add(new Checked(object, new CheckTarget(object.content(), this.settings.kubeVersion(),
						this.settings.sidecarStyle(), pod, shared)));
			}
		}
		// the Secrets the pods read and the RBAC objects are generated too: they must pass the same rules
		List<KubeObject> more = new ArrayList<>(SecretFactory.secrets(manifest, pods));
		List<KubeObject> rbac = RbacFactory.objects(manifest, this.settings.kubeVersion(),
				HelmExpressions.withChartDefaults(manifest, this.settings));
		more.addAll(rbac);
		shared.serviceAccounts(rbac.stream().map(KubeObject::content).toList());
		for (KubeObject secret : more) {
			objects.add(new Checked(secret,
					new CheckTarget(secret.content(), this.settings.kubeVersion(), this.settings.sidecarStyle(), null,
							shared)));
		}
		List<Checked> result = List.copyOf(objects);
		this.last.set(new SoftReference<>(new Built(manifest, result)));
		return result;
	}

	private record Built(RoleManifest manifest, List<Checked> objects) {
	}

	private record Checked(KubeObject object, CheckTarget target) {
	}

	/**
	 * The violations of every check on every object, found object by object: all the checks look at one object
	 * while its fields are at hand, where a rule walking every object in turn went through all the objects (hundreds
	 * of MB for 20,000 groups) once per check. A check that fails on an object is not run on the objects after it,
	 * as when it walked them itself; its rule reports what it found before and then fails.
	 */
	private static final class Results {

		private final List<Checked> objects;

		/** Per check, the violations of each object it checked, in the objects' order. */
		private final List<List<List<Violation>>> violations;

		/** Per check, what it threw, or {@code null}. */
		private final RuntimeException[] failures;

		private Results(List<Checked> objects, int checks) {
			this.objects = objects;
			this.violations = new ArrayList<>(checks);
			for (int i = 0; i < checks; i++) {
				this.violations.add(new ArrayList<>());
			}
			this.failures = new RuntimeException[checks];
		}

		static Results of(List<Checked> objects, List<KubeCheck> checks) {
			Results results = new Results(objects, checks.size());
			List<Violation> found = new ArrayList<>();
			for (Checked checked : objects) {
				for (int index = 0; index < checks.size(); index++) {
					if (results.failures[index] != null) {
						continue;
					}
					found.clear();
					try {
						checks.get(index).run(checked.target(), found);
					}
					catch (RuntimeException ex) {
						results.failures[index] = ex;
						continue;
					}
					results.violations.get(index).add(found.isEmpty() ? List.of() : List.copyOf(found));
				}
			}
			return results;
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
		 * Reports each violation once per manifest field: the same port reaches several Services, and the same
		 * mistake in each of them is one mistake in the manifest.
		 */
		@Override
		public void check(ValidationContext context) {
			java.util.Set<String> reported = new HashSet<>();
			Results results = results(context, this.checks);
			List<List<Violation>> found = results.violations.get(this.index);
			List<Checked> objects = results.objects;
			for (int i = 0; i < found.size(); i++) {
				KubeObject object = objects.get(i).object();
				for (Violation violation : found.get(i)) {
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
