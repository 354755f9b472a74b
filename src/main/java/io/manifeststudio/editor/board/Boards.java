package io.manifeststudio.editor.board;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;

import io.manifeststudio.account.ManifestContent;

import org.springframework.beans.factory.ObjectProvider;
import org.springframework.stereotype.Component;

import io.manifeststudio.export.ExportSettings;
import io.manifeststudio.export.KubeVersion;
import io.manifeststudio.export.rules.VersionValidators;
import io.manifeststudio.export.web.ExportVersions;
import io.manifeststudio.export.web.UpgradeChecks;
import io.manifeststudio.manifest.Draft;
import io.manifeststudio.manifest.EditResult;
import io.manifeststudio.manifest.EditingState;
import io.manifeststudio.manifest.model.PlacedContainer;
import io.manifeststudio.manifest.model.Pod;
import io.manifeststudio.manifest.model.RoleManifest;
import io.manifeststudio.manifest.StoredManifest;
import io.manifeststudio.release.ReleaseCatalog;
import io.manifeststudio.release.ReleaseResolution;
import io.manifeststudio.validation.Finding;
import io.manifeststudio.validation.ValidationResult;

/**
 * Builds what the board page shows of a stored draft: the board region, the findings
 * panel, the three previews and the choices of Kubernetes version and previewed pod.
 * Keeps the board's controllers down to binding and choosing fragments.
 */
@Component
class Boards {

	/** Every read of the draft: what the user of the request may see of it. */
	private final ManifestContent manifests;

	private final VersionValidators validators;

	private final KubernetesPreviews kubernetes;

	private final HelmPreviews helm;

	/**
	 * The release catalog (absent in web slices): the board's findings use the releases
	 * the manifest uses.
	 */
	private final ObjectProvider<ReleaseCatalog> catalog;

	/**
	 * What the draft changes since the last approved revision that helm upgrade cannot
	 * make (absent in slices).
	 */
	private final ObjectProvider<UpgradeChecks> upgrades;

	Boards(ManifestContent manifests, VersionValidators validators, KubernetesPreviews kubernetes, HelmPreviews helm,
			ObjectProvider<ReleaseCatalog> catalog, ObjectProvider<UpgradeChecks> upgrades) {
		this.catalog = catalog;
		this.upgrades = upgrades;
		this.manifests = manifests;
		this.validators = validators;
		this.kubernetes = kubernetes;
		this.helm = helm;
	}

	/**
	 * Everything the board page shows at first, from one read of the draft and one
	 * validation.
	 */
	record Page(BoardView board, FindingsPanel findings, List<PodOption> podOptions) {
	}

	Page page(long id, KubeVersion version, String user) {
		BoardUpdate whole = whole(id, version, user);
		return new Page(whole.board(), whole.findings(), whole.podOptions());
	}

	/** The board for {@code user}, whose own changes its undo and redo buttons offer. */
	BoardView board(long id, KubeVersion version, String user) {
		return whole(id, version, user).board();
	}

	/**
	 * The whole board with the panels derived from the draft, from one read of the draft
	 * and one validation.
	 */
	BoardUpdate whole(long id, KubeVersion version, String user) {
		StoredManifest stored = this.manifests.manifest(id);
		return update(stored, this.manifests.model(stored.draft()), version, user, (pod) -> true);
	}

	/**
	 * The answer to a change {@code user} made: built from the change's own result (its
	 * draft and model; the draft is not read again), with the cards of the pods it
	 * affected and of the pods {@code named} (what the edit named: a drop moved chips on
	 * the page, which the cards put back in place even when nothing changed). The other
	 * cards stay as they are: what a change elsewhere changes of them, their marks and
	 * the pods their chips' menus offer, comes beside the cards.
	 */
	BoardUpdate update(EditResult result, Collection<String> named, KubeVersion version, String user) {
		return update(result, named, Set.of(), version, user);
	}

	/**
	 * The answer to a change {@code user} made, as
	 * {@link #update(EditResult, Collection, KubeVersion, String)}, for a board that has
	 * no card yet of the pods {@code added} nor of those the result says the change added
	 * (a group it created, the new name of one it renamed, a pod an undo brought back):
	 * their cards come apart, to be added, not swapped for one the board shows. The cards
	 * of the pods the change affected that the draft no longer has (deleted, or renamed)
	 * go.
	 */
	BoardUpdate update(EditResult result, Collection<String> named, Collection<String> added, KubeVersion version,
			String user) {
		StoredManifest after = this.manifests.manifest(result.draft());
		RoleManifest manifest = this.manifests.visible(result.model());
		Set<String> fresh = new HashSet<>(added);
		fresh.addAll(result.added());
		Set<String> shown = new HashSet<>(result.pods());
		shown.addAll(named);
		shown.addAll(fresh);
		BoardUpdate update = update(after, manifest, version, user, shown::contains);
		Set<String> now = new HashSet<>(pods(manifest));
		List<String> gone = result.pods().stream().filter((pod) -> !now.contains(pod)).toList();
		return apart(update, fresh, gone);
	}

	/**
	 * {@code update} with the cards of the pods {@code fresh} apart, to be added, and the
	 * cards of the pods {@code gone} to be removed.
	 */
	private static BoardUpdate apart(BoardUpdate update, Set<String> fresh, List<String> gone) {
		if (fresh.isEmpty() && gone.isEmpty()) {
			return update;
		}
		List<BoardPod> swapped = new ArrayList<>();
		List<BoardPod> cards = new ArrayList<>();
		for (BoardPod pod : update.board().pods()) {
			(fresh.contains(pod.name()) ? cards : swapped).add(pod);
		}
		return new BoardUpdate(update.board().withPods(swapped), new BoardUpdate.Cards(cards), gone, update.findings(),
				update.podOptions(), update.marks());
	}

	/**
	 * The cards of the pods {@code pods} (those a change affected), for another board:
	 * those it has no card of yet ({@code missing}: a group another person created, or a
	 * new name) come to be added, and the cards of those the draft no longer has
	 * (deleted, renamed) go, so that a pod that comes or goes elsewhere does not reload
	 * the board.
	 */
	BoardUpdate cards(long id, Collection<String> pods, Collection<String> missing, KubeVersion version, String user) {
		StoredManifest stored = this.manifests.manifest(id);
		RoleManifest manifest = this.manifests.model(stored.draft());
		BoardUpdate update = update(stored, manifest, version, user, Set.copyOf(pods)::contains);
		Set<String> now = new HashSet<>(pods(manifest));
		Set<String> fresh = new HashSet<>(missing);
		fresh.retainAll(now);
		fresh.retainAll(pods);
		List<String> gone = pods.stream().filter((pod) -> !now.contains(pod) && !missing.contains(pod)).toList();
		return apart(update, fresh, gone);
	}

	private BoardUpdate update(StoredManifest stored, RoleManifest manifest, KubeVersion version, String user,
			Predicate<String> shown) {
		ValidationResult findings = validate(stored, manifest, version);
		FindingMarks marks = FindingMarks.of(manifest, findings);
		EditingState history = this.manifests.editingState(stored.id(), user);
		Draft draft = stored.draft();
		BoardView board = BoardBuilder.build(
				new BoardBuilder.Header(stored.id(), stored.name(), draft.format().label(), draft.version()), manifest,
				marks, version, new HistoryButton(history.canUndo(), history.undoSummary()),
				new HistoryButton(history.canRedo(), history.redoSummary()), shown);
		return new BoardUpdate(board, FindingsPanel.of(findings), podOptions(manifest, null), marks(manifest, marks));
	}

	/** The marks of every pod with any, for the cards an update does not render again. */
	private static List<BoardUpdate.CardMarks> marks(RoleManifest manifest, FindingMarks marks) {
		List<BoardUpdate.CardMarks> cards = new ArrayList<>();
		for (Pod pod : manifest.pods()) {
			if (pod.name() == null) {
				continue;
			}
			List<BoardUpdate.ChipMarks> chips = new ArrayList<>();
			Marks main = marks.chip(pod.name(), pod.name());
			if (main.isMarked()) {
				chips.add(new BoardUpdate.ChipMarks(pod.name(), main));
			}
			for (PlacedContainer placed : pod.containers()) {
				Marks chip = marks.chip(pod.name(), placed.name());
				if (chip.isMarked()) {
					chips.add(new BoardUpdate.ChipMarks(placed.name(), chip));
				}
			}
			Marks card = marks.card(pod.name());
			if (card.isMarked() || !chips.isEmpty()) {
				cards.add(new BoardUpdate.CardMarks(pod.name(), card, chips));
			}
		}
		return cards;
	}

	/**
	 * The draft's findings for the version, with the manifest's chosen generation and the
	 * releases it uses, and when it has no error the changes since the last approved
	 * revision that helm upgrade cannot make.
	 */
	private ValidationResult validate(StoredManifest stored, RoleManifest manifest, KubeVersion version) {
		ValidationResult result = this.validators.forVersion(version)
			.validate(manifest, stored.generation(),
					ReleaseResolution.of(this.catalog.getIfAvailable(), stored.id(), manifest));
		UpgradeChecks checks = this.upgrades.getIfAvailable();
		if (checks == null || result.hasErrors()) {
			return result;
		}
		List<Finding> upgrades = checks.findings(stored, manifest,
				ExportSettings.defaults().withKubeVersion(version).withGeneration(stored.generation()));
		if (upgrades.isEmpty()) {
			return result;
		}
		List<Finding> all = new ArrayList<>(result.findings());
		all.addAll(upgrades);
		return new ValidationResult(all);
	}

	RoleManifestPreview roleManifest(long id) {
		ManifestContent.DraftAndBefore read = this.manifests.draftAndBefore(id);
		Draft draft = read.draft();
		return read.before()
			.map((before) -> RoleManifestPreview.of(draft.content(), before.content(), before.version(),
					before.summary()))
			.orElseGet(() -> RoleManifestPreview.of(draft.content(), null, null, null));
	}

	PodPreview kubernetes(long id, KubeVersion version, String pod) {
		RoleManifest manifest = this.manifests.model(this.manifests.draft(id));
		return this.kubernetes.preview(manifest, version, previewed(manifest, pod));
	}

	PodPreview helm(long id, KubeVersion version, String pod) {
		StoredManifest stored = this.manifests.manifest(id);
		RoleManifest manifest = this.manifests.model(stored.draft());
		return this.helm.preview(stored.name(), stored.draft().contentHash(), !this.manifests.secretsVisible(),
				manifest, version, previewed(manifest, pod));
	}

	private static List<PodOption> podOptions(RoleManifest manifest, String pod) {
		String selected = previewed(manifest, pod);
		return pods(manifest).stream().map((name) -> new PodOption(name, name.equals(selected))).toList();
	}

	static List<VersionChoice> versions(KubeVersion chosen) {
		return ExportVersions.OFFERED.stream()
			.map((version) -> new VersionChoice(version.toString(), version.equals(chosen)))
			.toList();
	}

	/** The draft's version: what the board's poll compares with the version it shows. */
	long version(long id) {
		return this.manifests.draftVersion(id);
	}

	/**
	 * The pod to preview: the requested one while it exists, else the first pod
	 * ({@code null} without pods).
	 */
	private static String previewed(RoleManifest manifest, String requested) {
		List<String> pods = pods(manifest);
		if (requested != null && pods.contains(requested)) {
			return requested;
		}
		return pods.isEmpty() ? null : pods.get(0);
	}

	private static List<String> pods(RoleManifest manifest) {
		return manifest.pods().stream().map(Pod::name).filter((name) -> name != null).toList();
	}

}
