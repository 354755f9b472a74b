package io.manifeststudio.account;

import java.util.List;
import java.util.Optional;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;

import org.springframework.stereotype.Service;

import io.manifeststudio.manifest.Draft;
import io.manifeststudio.manifest.DraftBaseline;
import io.manifeststudio.manifest.DraftChange;
import io.manifeststudio.manifest.DraftEditing;
import io.manifeststudio.manifest.EditingState;
import io.manifeststudio.manifest.ManifestService;
import io.manifeststudio.manifest.yaml.ManifestText;
import io.manifeststudio.manifest.Revision;
import io.manifeststudio.manifest.RevisionSummary;
import io.manifeststudio.manifest.model.RoleManifest;
import io.manifeststudio.manifest.model.SecretMask;
import io.manifeststudio.manifest.StoredManifest;

/**
 * The one way stored manifest content reaches a response: every page, fragment, API
 * answer, preview, diff, export and chart reads drafts, revisions, their models and the
 * draft's history here, and this bean hides the values of secret variables from whoever
 * may not read them ({@link SecretValues#visibleToCurrentUser()}: viewers and anyone not
 * signed in). An editor (or stronger) gets the stored content as it is.
 * <p>
 * For a viewer, a draft's or revision's text is masked
 * ({@link SecretMask#mask(String, RoleManifest)}: by what the model says is secret and by
 * every {@code secret} key of the text) and carries the hash of the masked text, so that
 * nothing keyed by the hash (the parsed-model cache, the Helm preview cache, an ETag)
 * mixes the two; its model is the model of the masked text, masked once more
 * ({@link SecretMask#mask(RoleManifest)}). Everything built from these, the Kubernetes
 * objects, the Helm chart, the previews and diffs, therefore never holds a secret value,
 * in any encoding.
 * <p>
 * {@code ModularityTests} keeps it the one way: no class outside the {@code manifest}
 * module may call the reading methods of {@link ManifestService}, {@link DraftEditing} or
 * {@link DraftBaseline} but this one (and the review's services that never answer with
 * content: approvals and comment anchors).
 */
@Service
public class ManifestContent {

	/**
	 * Masked texts kept, in characters (a 5 MB manifest is one entry of about 5 million).
	 */
	private static final long MASKED_CACHE_CHARS = 16L * 1024 * 1024;

	private final ManifestService manifests;

	private final DraftEditing editing;

	private final DraftBaseline baseline;

	/**
	 * The masked text by the stored text's hash (the text itself when it has no secret
	 * value).
	 */
	private final Cache<String, Masked> masked = Caffeine.newBuilder()
		.maximumWeight(MASKED_CACHE_CHARS)
		.weigher((String hash, Masked text) -> text.weight())
		.build();

	public ManifestContent(ManifestService manifests, DraftEditing editing, DraftBaseline baseline) {
		this.manifests = manifests;
		this.editing = editing;
		this.baseline = baseline;
	}

	/** Whether the user of this request reads secret values as they are. */
	public boolean secretsVisible() {
		return SecretValues.visibleToCurrentUser();
	}

	/**
	 * The stored manifest with its draft as this request's user may read it.
	 * @throws io.manifeststudio.manifest.ManifestNotFoundException when there is no
	 * manifest with this id
	 */
	public StoredManifest manifest(long id) {
		StoredManifest stored = this.manifests.get(id);
		if (secretsVisible()) {
			return stored;
		}
		return new StoredManifest(stored.id(), stored.name(), stored.createdBy(), stored.createdAt(),
				stored.latestRevision(), masked(stored.draft()), stored.chosenGeneration());
	}

	/**
	 * The stored manifest with a draft this request already holds (an edit's result), as
	 * this request's user may read it: only the manifest's own row is read.
	 * @throws io.manifeststudio.manifest.ManifestNotFoundException when there is no
	 * manifest with this id
	 */
	public StoredManifest manifest(Draft draft) {
		StoredManifest stored = this.manifests.get(draft);
		if (secretsVisible()) {
			return stored;
		}
		return new StoredManifest(stored.id(), stored.name(), stored.createdBy(), stored.createdAt(),
				stored.latestRevision(), masked(stored.draft()), stored.chosenGeneration());
	}

	/**
	 * The current draft as this request's user may read it.
	 * @throws io.manifeststudio.manifest.ManifestNotFoundException when there is no
	 * manifest with this id
	 */
	public Draft draft(long id) {
		Draft draft = this.manifests.draft(id);
		return secretsVisible() ? draft : masked(draft);
	}

	/**
	 * A revision as this request's user may read it.
	 * @throws io.manifeststudio.manifest.ManifestNotFoundException when there is no
	 * manifest with this id
	 * @throws io.manifeststudio.manifest.RevisionNotFoundException when it has no
	 * revision with this number
	 */
	public Revision revision(long id, int number) {
		Revision revision = this.manifests.revision(id, number);
		return secretsVisible() ? revision : masked(revision);
	}

	/**
	 * Every revision, newest first, without its content; for a viewer without the hash
	 * too (the text a viewer reads is the masked one, whose hash is known only from the
	 * text).
	 * @throws io.manifeststudio.manifest.ManifestNotFoundException when there is no
	 * manifest with this id
	 */
	public List<RevisionSummary> revisions(long id) {
		List<RevisionSummary> revisions = this.manifests.revisions(id);
		return secretsVisible() ? revisions : revisions.stream().map(RevisionSummary::withoutHash).toList();
	}

	/**
	 * At most {@code limit} revisions numbered below {@code before} ({@code null}: the
	 * newest), newest first, as {@link #revisions(long)} gives them.
	 * @throws io.manifeststudio.manifest.ManifestNotFoundException when there is no
	 * manifest with this id
	 */
	public List<RevisionSummary> revisions(long id, Integer before, int limit) {
		List<RevisionSummary> revisions = this.manifests.revisions(id, before, limit);
		return secretsVisible() ? revisions : revisions.stream().map(RevisionSummary::withoutHash).toList();
	}

	/**
	 * The model of a draft, with the secret values hidden unless this request's user may
	 * read them.
	 */
	public RoleManifest model(Draft draft) {
		RoleManifest model = this.manifests.parse(draft);
		return secretsVisible() ? model : SecretMask.mask(model);
	}

	/**
	 * A model an edit of the draft computed, as this request's user may read it: what the
	 * answer to the edit is built from, without reading the draft again.
	 */
	public RoleManifest visible(RoleManifest model) {
		return secretsVisible() ? model : SecretMask.mask(model);
	}

	/**
	 * The model of a revision, with the secret values hidden unless this request's user
	 * may read them.
	 */
	public RoleManifest model(Revision revision) {
		RoleManifest model = this.manifests.parse(revision);
		return secretsVisible() ? model : SecretMask.mask(model);
	}

	/**
	 * The draft's version alone, without its content (no secret in it).
	 * @throws io.manifeststudio.manifest.ManifestNotFoundException when there is no
	 * manifest with this id
	 */
	public long draftVersion(long id) {
		return this.manifests.draftVersion(id);
	}

	/**
	 * The draft and the text it had before its newest change (for the board's
	 * role-manifest preview).
	 */
	public record DraftAndBefore(Draft draft, Optional<DraftBaseline.Before> before) {
	}

	/**
	 * The current draft and the text before its newest change, both as this request's
	 * user may read them.
	 * @throws io.manifeststudio.manifest.ManifestNotFoundException when there is no
	 * manifest with this id
	 */
	public DraftAndBefore draftAndBefore(long id) {
		Draft draft = this.manifests.draft(id);
		Optional<DraftBaseline.Before> before = this.baseline.beforeNewestChange(draft);
		if (secretsVisible()) {
			return new DraftAndBefore(draft, before);
		}
		return new DraftAndBefore(masked(draft), before
			.map((text) -> new DraftBaseline.Before(text.version(), text.summary(), SecretMask.mask(text.content()))));
	}

	/**
	 * At most {@code limit} changes of the draft made before version {@code before}
	 * ({@code null}: the newest), newest first: versions, summaries, authors and the
	 * edits (which place, move and rename; none carries a variable's value).
	 * @throws io.manifeststudio.manifest.ManifestNotFoundException when there is no
	 * manifest with this id
	 */
	public List<DraftChange> history(long id, Long before, int limit) {
		return this.editing.history(id, before, limit);
	}

	/**
	 * The newest {@code limit} changes of the draft made after version {@code after},
	 * oldest first.
	 * @throws io.manifeststudio.manifest.ManifestNotFoundException when there is no
	 * manifest with this id
	 */
	public List<DraftChange> historyAfter(long id, long after, int limit) {
		return this.editing.historyAfter(id, after, limit);
	}

	/**
	 * What undo and redo would do now for {@code user} (each person undoes their own
	 * changes).
	 * @throws io.manifeststudio.manifest.ManifestNotFoundException when there is no
	 * manifest with this id
	 */
	public EditingState editingState(long id, String user) {
		return this.editing.state(id, user);
	}

	private Draft masked(Draft draft) {
		Masked text = this.masked.get(draft.contentHash(),
				(hash) -> Masked.of(draft.content(), SecretMask.mask(draft.content(), this.manifests.parse(draft))));
		if (text.unchanged()) {
			return draft;
		}
		return new Draft(draft.manifestId(), text.text(), text.hash(), draft.format(), draft.version(),
				draft.updatedBy(), draft.updatedAt(), draft.savedAsRevision());
	}

	private Revision masked(Revision revision) {
		Masked text = this.masked.get(revision.contentHash(), (hash) -> Masked.of(revision.content(),
				SecretMask.mask(revision.content(), this.manifests.parse(revision))));
		if (text.unchanged()) {
			return revision;
		}
		return new Revision(revision.manifestId(), revision.number(), text.text(), text.hash(), revision.format(),
				revision.author(), revision.message(), revision.createdAt());
	}

	/**
	 * A masked text and its hash; {@code unchanged} (and no text kept) when the stored
	 * text has no secret value.
	 */
	private record Masked(boolean unchanged, String text, String hash) {

		static Masked of(String stored, String masked) {
			return masked.equals(stored) ? new Masked(true, "", null)
					: new Masked(false, masked, ManifestText.sha256(masked));
		}

		int weight() {
			return Math.max(1, this.text.length());
		}

	}

}
