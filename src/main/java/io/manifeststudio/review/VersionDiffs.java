package io.manifeststudio.review;

import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.stereotype.Service;

import io.manifeststudio.account.ManifestContent;
import io.manifeststudio.export.ExportSettings;
import io.manifeststudio.export.ExportTooLargeException;
import io.manifeststudio.export.HelmExpressions;
import io.manifeststudio.export.KubernetesExport;
import io.manifeststudio.export.KubernetesObjects;
import io.manifeststudio.export.KubernetesYamlWriter;
import io.manifeststudio.export.helm.ChartDefaults;
import io.manifeststudio.manifest.Cancellation;
import io.manifeststudio.manifest.Draft;
import io.manifeststudio.manifest.model.InvalidManifestRequestException;
import io.manifeststudio.manifest.LineDiff;
import io.manifeststudio.manifest.model.Pod;
import io.manifeststudio.manifest.Revision;
import io.manifeststudio.manifest.model.RoleManifest;
import io.manifeststudio.manifest.WorkSlots;

/**
 * Diffs between two versions of a stored manifest (two revisions, or a revision and the
 * draft): the model-level summary ({@link ModelComparison}), the role manifest's text,
 * and the Kubernetes YAML the export makes of one pod or of all of them (with the default
 * export settings, and whatever findings the versions have: a review shows what would
 * change, so nothing is refused for errors here).
 * <p>
 * Bounded whatever the manifest's size: each diff stays within a {@link DiffBudget} while
 * it is computed (nothing larger is built first and cut afterwards); at most
 * {@code maxComputations} diffs are computed at once, a request that finds them all taken
 * waits up to {@code wait} and then gets {@link DiffsBusyException}; the same diff asked
 * for by several requests at once is computed once for all of them, and kept for the next
 * ones by the two texts' hashes; a diff that no request waits for any more is cancelled
 * ({@link BoundedComputations}). {@link #diffAsync} answers with a future, so that the
 * request's thread does not wait and the diff is cancelled when its client has gone.
 */
@Service
public class VersionDiffs {

	/**
	 * Diffs computed at once by default: half the cores, so that the others keep serving
	 * everything else.
	 */
	static final int DEFAULT_COMPUTATIONS = WorkSlots.halfTheCores();

	/**
	 * How long a request waits for a computation to become free, or for the same diff
	 * another request computes.
	 */
	static final Duration DEFAULT_WAIT = WorkSlots.DEFAULT_WAIT;

	/** Diff text kept, in characters (with a little for each line). */
	private static final long CACHE_CHARACTERS = 16L * 1024 * 1024;

	private final ManifestContent manifests;

	private final DiffBudget budget;

	private final Duration wait;

	private final BoundedComputations<Key, Computed> computations;

	@Autowired
	public VersionDiffs(ManifestContent manifests) {
		this(manifests, DiffBudget.DEFAULT, DEFAULT_COMPUTATIONS, DEFAULT_WAIT);
	}

	public VersionDiffs(ManifestContent manifests, DiffBudget budget, int maxComputations, Duration wait) {
		this.manifests = manifests;
		this.budget = budget;
		this.wait = wait;
		this.computations = new BoundedComputations<>(maxComputations, wait, CACHE_CHARACTERS, Computed::weight);
	}

	/**
	 * The diff, waiting on this thread ({@link #diffAsync}).
	 * @param pod a pod (group) name, or {@code null} for the whole export
	 * @throws io.manifeststudio.manifest.ManifestNotFoundException when there is no
	 * manifest with this id
	 * @throws io.manifeststudio.manifest.RevisionNotFoundException when it has no such
	 * revision
	 * @throws InvalidManifestRequestException (field {@code pod}) when neither version
	 * has that pod
	 * @throws DiffsBusyException when no computation became free in time
	 */
	public VersionDiff diff(long id, VersionRef from, VersionRef to, String pod) {
		return this.computations.await(diffAsync(id, from, to, pod));
	}

	/**
	 * The diff as a future, so that no request thread waits for it: cancelling the future
	 * (the client has gone) tells the computations that this request waits no more. The
	 * versions are read at once (an unknown manifest or revision is thrown here); the
	 * future fails with {@link InvalidManifestRequestException} (field {@code pod}) when
	 * neither version has that pod, and with {@link DiffsBusyException} when no
	 * computation became free in time.
	 * @param pod a pod (group) name, or {@code null} for the whole export
	 * @throws io.manifeststudio.manifest.ManifestNotFoundException when there is no
	 * manifest with this id
	 * @throws io.manifeststudio.manifest.RevisionNotFoundException when it has no such
	 * revision
	 */
	public CompletableFuture<VersionDiff> diffAsync(long id, VersionRef from, VersionRef to, String pod) {
		String cleanPod = (pod == null || pod.isBlank()) ? null : pod.strip();
		return diff(id, from, to, (cleanPod != null) ? Scope.POD : Scope.ALL_PODS, cleanPod);
	}

	/**
	 * The diff with the Kubernetes YAML of the first pod of {@code to} (of every pod when
	 * it has none).
	 */
	public VersionDiff diffOfFirstPod(long id, VersionRef from, VersionRef to) {
		return this.computations.await(diffOfFirstPodAsync(id, from, to));
	}

	/** {@link #diffOfFirstPod} as a future, as {@link #diffAsync} gives it. */
	public CompletableFuture<VersionDiff> diffOfFirstPodAsync(long id, VersionRef from, VersionRef to) {
		return diff(id, from, to, Scope.FIRST_POD, null);
	}

	/**
	 * The summary and the role manifest's diff, without the Kubernetes YAML (the review
	 * page shows no more), as a future as {@link #diffAsync} gives it: the same
	 * computation, kept result and budget as the summary of every other diff of the same
	 * two versions.
	 */
	public CompletableFuture<VersionDiff> diffWithoutKubernetesAsync(long id, VersionRef from, VersionRef to) {
		return diff(id, from, to, Scope.NONE, null);
	}

	/**
	 * The longest a request waits for a diff: for a slot, then for the work; then its
	 * future fails with {@link #busy}.
	 */
	public Duration longestWait() {
		return this.wait.multipliedBy(2);
	}

	/**
	 * The refusal of a request whose diff was not ready in time (503 with
	 * {@code Retry-After}).
	 */
	public DiffsBusyException busy() {
		return this.computations.busy();
	}

	/** Computations in flight (running or waiting for a slot), for tests. */
	int computationsInFlight() {
		return this.computations.inFlight();
	}

	/**
	 * Computations cancelled because no request waited for them any more, since the
	 * start, for tests.
	 */
	long computationsCancelled() {
		return this.computations.cancelled();
	}

	/** Which Kubernetes YAML a diff compares. */
	private enum Scope {

		NONE, ALL_PODS, FIRST_POD, POD

	}

	/**
	 * A diff as cached: the two texts compared (by hash), for whom (masked or not), and
	 * of which YAML.
	 */
	private record Key(String fromHash, String toHash, boolean secretsVisible, Scope scope, String pod) {
	}

	/** The parts of a diff that depend only on the two texts. */
	private record Computed(List<String> pods, String pod, List<ModelChange> changes, int changeCount,
			Optional<List<LineDiff.Hunk>> roleManifest, Optional<List<LineDiff.Hunk>> kubernetes,
			String kubernetesProblem) {

		long weight() {
			long weight = 64;
			for (ModelChange change : this.changes) {
				weight += change.text().length() + 32;
			}
			for (String pod : this.pods) {
				weight += pod.length() + 16;
			}
			return Math.min(Integer.MAX_VALUE, weight + weight(this.roleManifest) + weight(this.kubernetes));
		}

		private static long weight(Optional<List<LineDiff.Hunk>> hunks) {
			long weight = 0;
			for (LineDiff.Hunk hunk : hunks.orElse(List.of())) {
				for (LineDiff.Line line : hunk.lines()) {
					weight += line.text().length() + 32;
				}
			}
			return weight;
		}

	}

	/**
	 * The summary and the role manifest's diff are computed (and kept) once for the two
	 * texts, the Kubernetes YAML's once per pod asked for: the diffs of many pods of the
	 * same versions cost one summary. Both are asked for at once, here on the request's
	 * thread (with its security context); the answer is done when both are, and when it
	 * is done in any way (cancelled too) neither is waited for any more.
	 */
	private CompletableFuture<VersionDiff> diff(long id, VersionRef from, VersionRef to, Scope scope, String pod) {
		Version before = version(id, from);
		Version after = version(id, to);
		boolean visible = this.manifests.secretsVisible();
		CompletableFuture<Computed> summaryAnswer = this.computations
			.submit(new Key(before.hash(), after.hash(), visible, Scope.NONE, null), () -> summary(before, after));
		CompletableFuture<Computed> kubernetesAnswer = (scope == Scope.NONE) ? summaryAnswer : this.computations.submit(
				new Key(before.hash(), after.hash(), visible, scope, pod), () -> kubernetes(before, after, scope, pod));
		CompletableFuture<VersionDiff> answer = summaryAnswer.thenCombine(kubernetesAnswer, (summary, kubernetes) -> {
			if (scope == Scope.POD && !summary.pods().contains(pod)) {
				throw new InvalidManifestRequestException("pod", "There is no pod \"" + pod + "\" in " + from.label()
						+ " or " + to.label() + "; the pods are " + summary.pods());
			}
			return new VersionDiff(id, from, to, kubernetes.pod(), summary.changes(), summary.changeCount(),
					summary.roleManifest().orElse(List.of()), summary.roleManifest().isEmpty(),
					kubernetes.kubernetes().orElse(List.of()), kubernetes.kubernetes().isEmpty(),
					kubernetes.kubernetesProblem(), summary.pods(), this.budget);
		});
		answer.whenComplete((diff, failure) -> {
			summaryAnswer.cancel(true);
			kubernetesAnswer.cancel(true);
		});
		return answer;
	}

	/** The pods, the changes in words and the role manifest's diff. */
	private Computed summary(Version before, Version after) {
		RoleManifest beforeModel = before.model();
		Cancellation.check();
		RoleManifest afterModel = after.model();
		Cancellation.check();
		List<ModelChange> changes = ModelComparison.compare(beforeModel, afterModel);
		Cancellation.check();
		List<ModelChange> listed = (changes.size() > this.budget.maxChanges())
				? List.copyOf(changes.subList(0, this.budget.maxChanges())) : changes;
		Optional<List<LineDiff.Hunk>> text = LineDiff.hunksWithin(before.content(), after.content(),
				this.budget.maxChangedLines(), this.budget.maxCharacters());
		return new Computed(pods(beforeModel, afterModel), null, listed, changes.size(), text, Optional.of(List.of()),
				null);
	}

	/**
	 * The Kubernetes YAML's diff of one pod, the first pod of the newer version, or every
	 * pod.
	 */
	private Computed kubernetes(Version before, Version after, Scope scope, String pod) {
		RoleManifest beforeModel = before.model();
		Cancellation.check();
		RoleManifest afterModel = after.model();
		Cancellation.check();
		String chosenPod = (scope == Scope.FIRST_POD)
				? afterModel.pods().stream().map(Pod::name).findFirst().orElse(null) : pod;
		String problem = null;
		Optional<List<LineDiff.Hunk>> kubernetes;
		try {
			kubernetes = LineDiff.hunksWithin(kubernetesYaml(beforeModel, chosenPod),
					kubernetesYaml(afterModel, chosenPod), this.budget.maxChangedLines(), this.budget.maxCharacters());
		}
		catch (ExportTooLargeException ex) {
			kubernetes = Optional.empty();
		}
		catch (RuntimeException ex) {
			kubernetes = Optional.of(List.of());
			problem = "The Kubernetes YAML could not be made: " + ex.getMessage();
		}
		return new Computed(List.of(), chosenPod, List.of(), 0, Optional.of(List.of()), kubernetes, problem);
	}

	/**
	 * A version as the signed-in user may read it: a viewer's with the secret variables'
	 * values masked.
	 */
	private record Version(Draft draft, Revision revision, ManifestContent manifests) {

		String content() {
			return (this.draft != null) ? this.draft.content() : this.revision.content();
		}

		String hash() {
			return (this.draft != null) ? this.draft.contentHash() : this.revision.contentHash();
		}

		RoleManifest model() {
			return (this.draft != null) ? this.manifests.model(this.draft) : this.manifests.model(this.revision);
		}

	}

	private Version version(long id, VersionRef ref) {
		if (ref.isDraft()) {
			return new Version(this.manifests.draft(id), null, this.manifests);
		}
		return new Version(null, this.manifests.revision(id, ref.revision()), this.manifests);
	}

	private static List<String> pods(RoleManifest before, RoleManifest after) {
		Set<String> names = new LinkedHashSet<>();
		after.pods().forEach((pod) -> names.add(pod.name()));
		before.pods().forEach((pod) -> names.add(pod.name()));
		return new ArrayList<>(names);
	}

	/**
	 * One pod's objects (nothing when this version has no such pod), or the whole export;
	 * within the budget's {@code maxExportCharacters}. The whole export is first written
	 * pod by pod, each pod's objects dropped once written, so that one larger than the
	 * budget is found without building all its objects at once.
	 * @throws ExportTooLargeException when the YAML would be larger than the budget
	 */
	private String kubernetesYaml(RoleManifest model, String pod) {
		ExportSettings settings = ExportSettings.defaults();
		HelmExpressions expressions = ChartDefaults.expressions(model, settings);
		KubernetesObjects objects = new KubernetesObjects(model, settings, expressions);
		KubernetesYamlWriter writer = new KubernetesYamlWriter(this.budget.maxExportCharacters());
		if (pod != null) {
			return objects.pod(pod).map((podObjects) -> writer.write(podObjects.objects())).orElse("");
		}
		long written = 0;
		for (Pod each : model.pods()) {
			Cancellation.check();
			if (KubernetesObjects.isExported(each)) {
				written += writer.write(objects.build(each).objects()).length();
				if (written > this.budget.maxExportCharacters()) {
					throw new ExportTooLargeException("Kubernetes YAML", this.budget.maxExportCharacters());
				}
			}
		}
		return writer.write(KubernetesExport.objects(model, settings, objects.all(), expressions));
	}

}
