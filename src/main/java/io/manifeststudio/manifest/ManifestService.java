package io.manifeststudio.manifest;

import java.time.Clock;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;

import org.springframework.dao.ConcurrencyFailureException;
import org.springframework.dao.DataIntegrityViolationException;
import org.springframework.data.domain.Limit;
import org.springframework.data.domain.Page;
import org.springframework.data.domain.PageImpl;
import org.springframework.data.domain.PageRequest;
import org.springframework.data.domain.Pageable;
import org.springframework.data.domain.Sort;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Propagation;
import org.springframework.transaction.annotation.Transactional;

import io.manifeststudio.manifest.edit.Footprint;
import io.manifeststudio.manifest.edit.TextPatch;
import io.manifeststudio.manifest.model.FissileGeneration;
import io.manifeststudio.manifest.model.InvalidManifestRequestException;
import io.manifeststudio.manifest.model.ManifestCodec;
import io.manifeststudio.manifest.model.RoleManifest;
import io.manifeststudio.manifest.yaml.ManifestParseException;
import io.manifeststudio.manifest.yaml.ManifestText;
import io.manifeststudio.manifest.yaml.YamlLimits;

/**
 * The use cases of stored manifests: import, list, read, replace the shared draft
 * (optimistic locking on its version), save the draft as an immutable numbered revision,
 * and read revisions. Everything submitted is parsed with the {@link ManifestCodec}
 * before anything is written: text that is not a readable role manifest is never stored.
 * Several application instances may share one database: concurrent draft writes never
 * silently overwrite each other ({@link StaleDraftException}) and concurrent revision
 * saves never get the same number.
 * <p>
 * Every change of a draft after its import goes through {@link #commitChange}, which
 * writes the draft conditionally on its version and records the change in the draft's
 * change log in the same transaction: a whole-draft replacement here, edits, undo and
 * redo in {@link DraftEditing}.
 */
@Service
@Transactional(readOnly = true)
public class ManifestService {

	/** Longest name, author and message accepted (the column sizes). */
	public static final int MAX_NAME_LENGTH = 200;

	public static final int MAX_AUTHOR_LENGTH = 100;

	public static final int MAX_MESSAGE_LENGTH = 2000;

	/** The summary of a whole-draft replacement in the draft's history. */
	public static final String REPLACED = "whole draft replaced";

	/** Properties the manifest list can be sorted by. */
	public static final Set<String> SORTABLE = Set.of("name", "id", "createdAt");

	private final ManifestRepository manifests;

	private final DraftRepository drafts;

	private final RevisionRepository revisions;

	private final DraftChangeRepository changes;

	private final ParsedManifestCache parsed;

	private final ApplicationEventPublisher events;

	private final Clock clock;

	private final int maxBytes = YamlLimits.DEFAULT.maxBytes();

	/**
	 * Draft contents by content hash, so that a draft is read without its content when
	 * the content is known: each edit of a 190 KB draft read it (from H2, a large object
	 * decoded from UTF-8) although the edit before had written it. Content-addressed, so
	 * never stale; bounded by characters held ({@link #TEXTS_BUDGET_CHARS}).
	 */
	private final Cache<String, String> texts = Caffeine.newBuilder()
		.maximumWeight(TEXTS_BUDGET_CHARS)
		.weigher((String hash, String content) -> Math.max(1, content.length()))
		.build();

	/** 16 million characters: 32 MB at most, about 80 drafts of an SCF-sized manifest. */
	static final long TEXTS_BUDGET_CHARS = 16L * 1024 * 1024;

	@Autowired
	public ManifestService(ManifestRepository manifests, DraftRepository drafts, RevisionRepository revisions,
			DraftChangeRepository changes, ParsedManifestCache parsed, ApplicationEventPublisher events) {
		this(manifests, drafts, revisions, changes, parsed, events, Clock.systemUTC());
	}

	/**
	 * Without listeners for its {@link ManifestActivity} events (tests of the storage
	 * alone).
	 */
	public ManifestService(ManifestRepository manifests, DraftRepository drafts, RevisionRepository revisions,
			DraftChangeRepository changes, ParsedManifestCache parsed) {
		this(manifests, drafts, revisions, changes, parsed, (event) -> {
		}, Clock.systemUTC());
	}

	ManifestService(ManifestRepository manifests, DraftRepository drafts, RevisionRepository revisions,
			DraftChangeRepository changes, ParsedManifestCache parsed, ApplicationEventPublisher events, Clock clock) {
		this.manifests = manifests;
		this.drafts = drafts;
		this.revisions = revisions;
		this.changes = changes;
		this.parsed = parsed;
		this.events = events;
		this.clock = clock;
	}

	/**
	 * Stores a new manifest whose draft (version 1) is {@code yaml} exactly as given. It
	 * has no revision yet.
	 * @throws ManifestParseException when the bytes are not a readable role manifest
	 * (nothing is stored)
	 * @throws DuplicateManifestNameException when the name is taken
	 * @throws InvalidManifestRequestException when the name or author is blank or too
	 * long
	 */
	@Transactional
	public StoredManifest importManifest(String name, byte[] yaml, String author) {
		String cleanName = requireText("name", name, MAX_NAME_LENGTH);
		String cleanAuthor = author(author);
		String content = ManifestText.decode(yaml, this.maxBytes);
		String hash = ManifestText.sha256(content);
		RoleManifest model = this.parsed.parse(hash, content);
		if (this.manifests.existsByName(cleanName)) {
			throw new DuplicateManifestNameException(cleanName);
		}
		Instant now = now();
		ManifestEntity manifest;
		try {
			manifest = this.manifests.saveAndFlush(new ManifestEntity(cleanName, cleanAuthor, now));
		}
		catch (DataIntegrityViolationException ex) {
			// Another instance took the name between our check and our insert.
			throw new DuplicateManifestNameException(cleanName);
		}
		DraftEntity draft = this.drafts
			.saveAndFlush(new DraftEntity(manifest.getId(), content, hash, model.era(), cleanAuthor, now));
		this.events.publishEvent(new ManifestActivity(cleanAuthor, ManifestActivity.Action.IMPORT, manifest.getId(),
				null, "imported '" + cleanName + "' (" + content.length() + " characters, sha256 " + hash + ")"));
		return new StoredManifest(manifest.getId(), manifest.getName(), manifest.getCreatedBy(),
				manifest.getCreatedAt(), 0, draft.toDraft());
	}

	/**
	 * A page of manifests whose name contains {@code nameContains} (ignoring case;
	 * {@code null} or blank: all). Sorted as the pageable says by {@link #SORTABLE}
	 * properties, by name when it says nothing.
	 */
	public Page<ManifestSummary> list(String nameContains, Pageable pageable) {
		String pattern = "%" + escapeLike((nameContains != null) ? nameContains.strip().toLowerCase(Locale.ROOT) : "")
				+ "%";
		Sort sort = pageable.getSort().isSorted() ? pageable.getSort() : Sort.by("name");
		for (Sort.Order order : sort) {
			if (!SORTABLE.contains(order.getProperty())) {
				throw new InvalidManifestRequestException("sort",
						"Manifests cannot be sorted by \"" + order.getProperty() + "\"; sort by one of " + SORTABLE);
			}
		}
		Sort qualified = Sort
			.by(sort.stream().map((order) -> new Sort.Order(order.getDirection(), "m." + order.getProperty())).toList())
			.and(Sort.by("m.id"));
		Pageable query = pageable.isPaged()
				? PageRequest.of(pageable.getPageNumber(), pageable.getPageSize(), qualified)
				: PageRequest.of(0, Integer.MAX_VALUE, qualified);
		if (nameContains != null && nameContains.chars().anyMatch(Character::isISOControl)) {
			// No name has control characters (and PostgreSQL cannot compare text with
			// NUL): nothing matches.
			return new PageImpl<>(List.of(), pageable, 0);
		}
		boolean all = nameContains == null || nameContains.isBlank();
		if (pageable.isPaged() && pageable.getOffset() > lastOffset(pageable.getPageSize())) {
			// Past any list (and past the offsets the database query takes): an empty
			// page after the whole list.
			long total = ids(all, pattern, PageRequest.of(0, 1, qualified)).getTotalElements();
			return new PageImpl<>(List.of(), pageable, total);
		}
		// The page's ids first, then the summaries of those few: sorting and skipping
		// whole joined rows of a large
		// list took most of the time (ListSeed and the load driver's "list" scenario
		// measure it).
		Page<Long> ids = ids(all, pattern, query);
		Map<Long, ManifestSummary> byId = new HashMap<>();
		if (!ids.isEmpty()) {
			this.manifests.summariesOf(ids.getContent()).forEach((summary) -> byId.put(summary.id(), summary));
		}
		List<ManifestSummary> rows = ids.getContent().stream().map(byId::get).filter(Objects::nonNull).toList();
		return new PageImpl<>(rows, ids.getPageable(), ids.getTotalElements());
	}

	private Page<Long> ids(boolean all, String pattern, Pageable pageable) {
		return all ? this.manifests.pageOfAllIds(pageable) : this.manifests.pageOfIds(pattern, pageable);
	}

	/**
	 * The largest first row a page of the list may start at: the database queries take
	 * rows as an int.
	 */
	public static long lastOffset(int pageSize) {
		return Integer.MAX_VALUE - (long) pageSize;
	}

	/**
	 * @throws ManifestNotFoundException when there is no manifest with this id
	 */
	public StoredManifest get(long id) {
		ManifestEntity manifest = this.manifests.findById(id).orElseThrow(() -> new ManifestNotFoundException(id));
		return new StoredManifest(manifest.getId(), manifest.getName(), manifest.getCreatedBy(),
				manifest.getCreatedAt(), manifest.getLatestRevision(), draft(id), manifest.getFissileGeneration());
	}

	/**
	 * The stored manifest of a draft the caller already holds (the result of an edit):
	 * the manifest's own row is read, the draft not again.
	 * @throws ManifestNotFoundException when there is no manifest with this draft's id
	 */
	public StoredManifest get(Draft draft) {
		long id = draft.manifestId();
		ManifestEntity manifest = this.manifests.findById(id).orElseThrow(() -> new ManifestNotFoundException(id));
		return new StoredManifest(manifest.getId(), manifest.getName(), manifest.getCreatedBy(),
				manifest.getCreatedAt(), manifest.getLatestRevision(), draft, manifest.getFissileGeneration());
	}

	/**
	 * The fissile generation a user chose for the manifest, {@code null} when it is
	 * inferred (read without the draft).
	 * @throws ManifestNotFoundException when there is no manifest with this id
	 */
	public FissileGeneration chosenGeneration(long id) {
		return this.manifests.findById(id).orElseThrow(() -> new ManifestNotFoundException(id)).getFissileGeneration();
	}

	/**
	 * Chooses the fissile generation whose rules validation and export follow for this
	 * manifest; {@code null} goes back to inferring it from the draft.
	 * @throws InvalidManifestRequestException when that fissile does not read the draft's
	 * format
	 * @throws ManifestNotFoundException when there is no manifest with this id
	 */
	@Transactional
	public StoredManifest chooseGeneration(long id, FissileGeneration generation) {
		Draft draft = draft(id);
		if (generation != null) {
			FissileGeneration.requireReads(generation, draft.format());
		}
		this.manifests.setFissileGeneration(id, (generation != null) ? generation.id() : null);
		return get(id);
	}

	/**
	 * The current draft. Its row is read without the content when the content of its hash
	 * is held ({@link #texts}: every change written here, every content read); otherwise
	 * with it.
	 * @throws ManifestNotFoundException when there is no manifest with this id
	 */
	public Draft draft(long id) {
		DraftHead head = this.drafts.head(id).orElseThrow(() -> new ManifestNotFoundException(id));
		String content = this.texts.getIfPresent(head.contentHash());
		if (content == null) {
			Draft read = this.drafts.findById(id)
				.map(DraftEntity::toDraft)
				.orElseThrow(() -> new ManifestNotFoundException(id));
			this.texts.put(read.contentHash(), read.content());
			return read;
		}
		return new Draft(id, content, head.contentHash(), head.formatEra(), head.version(), head.updatedBy(),
				head.updatedAt(), head.savedAsRevision());
	}

	/**
	 * The draft's version alone, read without its content: cheap enough for a page to
	 * poll.
	 * @throws ManifestNotFoundException when there is no manifest with this id
	 */
	public long draftVersion(long id) {
		return this.drafts.version(id).orElseThrow(() -> new ManifestNotFoundException(id));
	}

	/**
	 * Replaces the draft with {@code yaml} if it is still at {@code expectedVersion} (the
	 * version, or ETag, the writer read); the new draft has the next version. The
	 * replacement is a change of the draft's change log (kind {@code replace}), which
	 * undo reverts like an edit.
	 * @throws ManifestParseException when the bytes are not a readable role manifest
	 * (nothing is written)
	 * @throws StaleDraftException when someone else changed the draft since (nothing is
	 * written)
	 * @throws ManifestNotFoundException when there is no manifest with this id
	 */
	@Transactional
	public Draft replaceDraft(long id, byte[] yaml, long expectedVersion, String author) {
		String cleanAuthor = author(author);
		String content = ManifestText.decode(yaml, this.maxBytes);
		String hash = ManifestText.sha256(content);
		RoleManifest model = this.parsed.parse(hash, content);
		Draft current = draft(id);
		if (current.version() != expectedVersion) {
			throw new StaleDraftException(id, expectedVersion, current.version());
		}
		return commitChange(current, content, hash, model, TextPatch.between(current.content(), content),
				ChangeKind.REPLACE, null, REPLACED, cleanAuthor, null, AffectedPods.between(parse(current), model),
				Footprint.ALL);
	}

	/**
	 * Writes a change of the draft: the draft becomes {@code content} (with its hash and
	 * model) if it is still at the version of {@code before}, and the change log gets the
	 * row of this change (the patch from {@code before}'s content to {@code content}).
	 * The caller passes the {@link ManifestText#sha256} it computed to find the model, so
	 * the text is hashed once. A new edit or replacement makes every undone change
	 * impossible to redo. Callers hold the transaction, so the draft and its log change
	 * together or not at all. The row keeps the pods the change affected
	 * ({@link AffectedPods#between} the models before and after; the event carries the
	 * same list) and its footprint (what it read and wrote), for rebasing later edits and
	 * undoing under later changes.
	 * @throws StaleDraftException when the draft moved on from {@code before}'s version
	 * (nothing is written)
	 */
	@Transactional(propagation = Propagation.MANDATORY)
	Draft commitChange(Draft before, String content, String hash, RoleManifest model, TextPatch patch, ChangeKind kind,
			String editJson, String summary, String author, Long targetChangeId, List<String> pods,
			Footprint footprint) {
		long id = before.manifestId();
		Instant now = now();
		int written = this.drafts.replaceIfVersion(id, before.version(), content, hash, model.era(), author, now);
		if (written == 0) {
			throw new StaleDraftException(id, before.version(), draft(id).version());
		}
		if (kind.isUndoable()) {
			// Redo is per person: a new change of this author ends their redo, not anyone
			// else's.
			this.changes.discardUndone(id, author);
		}
		this.changes.saveAndFlush(new DraftChangeEntity(id, before.version() + 1, kind, editJson,
				limit(summary, MAX_MESSAGE_LENGTH), author, now, PatchJson.write(patch), before.contentHash(), hash,
				targetChangeId, PodNames.write(pods), footprint.toJson()));
		this.parsed.put(hash, model);
		this.texts.put(hash, content);
		this.events.publishEvent(new ManifestActivity(author, ManifestActivity.Action.of(kind), id, null,
				"draft version " + (before.version() + 1) + ": " + limit(summary, MAX_MESSAGE_LENGTH)));
		// Heard after the commit (listeners use @TransactionalEventListener), never for a
		// change rolled back.
		this.events.publishEvent(new DraftChangeCommitted(id, before.version() + 1, kind, author,
				limit(summary, MAX_MESSAGE_LENGTH), pods));
		// What the update above wrote (not read again: the content is up to 5 MB, and
		// each edit wrote it once).
		return new Draft(id, content, hash, model.era(), before.version() + 1, author, now, null);
	}

	/**
	 * Saves the current draft as the next numbered revision.
	 * @throws ManifestNotFoundException when there is no manifest with this id
	 * @throws InvalidManifestRequestException when the message is blank or too long
	 * @throws RevisionConflictException when a concurrent save got in the way (rare;
	 * retrying helps)
	 */
	@Transactional
	public Revision saveRevision(long id, String message, String author) {
		return saveRevision(id, message, author, null);
	}

	/**
	 * Saves the draft as the next numbered revision, if the draft is still at
	 * {@code expectedDraftVersion} (when not {@code null}): the writer saves what they
	 * saw.
	 * @throws StaleDraftException when the draft has moved on from
	 * {@code expectedDraftVersion}
	 */
	@Transactional
	public Revision saveRevision(long id, String message, String author, Long expectedDraftVersion) {
		String cleanMessage = requireText("message", message, MAX_MESSAGE_LENGTH);
		String cleanAuthor = author(author);
		try {
			// Locks the manifest row until commit: saves of one manifest take turns, on
			// every instance.
			if (this.manifests.incrementLatestRevision(id) == 0) {
				throw new ManifestNotFoundException(id);
			}
			int number = this.manifests.latestRevision(id).orElseThrow(() -> new ManifestNotFoundException(id));
			DraftEntity draft = this.drafts.findById(id).orElseThrow(() -> new ManifestNotFoundException(id));
			if (expectedDraftVersion != null && draft.getVersion() != expectedDraftVersion) {
				throw new StaleDraftException(id, expectedDraftVersion, draft.getVersion());
			}
			RevisionEntity revision = this.revisions
				.saveAndFlush(new RevisionEntity(id, number, draft.getContent(), draft.getContentHash(),
						draft.getFormatEra(), cleanAuthor, draft.getVersion(), cleanMessage, now()));
			this.drafts.markSaved(id, draft.getVersion(), number);
			this.events.publishEvent(
					new ManifestActivity(cleanAuthor, ManifestActivity.Action.SAVE, id, number, "saved draft version "
							+ draft.getVersion() + " (sha256 " + draft.getContentHash() + "): " + cleanMessage));
			return revision.toRevision();
		}
		catch (DataIntegrityViolationException | ConcurrencyFailureException ex) {
			throw new RevisionConflictException(id, ex);
		}
	}

	/**
	 * Every revision, newest first, without its content (read a revision's with
	 * {@link #revision(long, int)}).
	 * @throws ManifestNotFoundException when there is no manifest with this id
	 */
	public List<RevisionSummary> revisions(long id) {
		if (!this.manifests.existsById(id)) {
			throw new ManifestNotFoundException(id);
		}
		return this.revisions.summaries(id);
	}

	/**
	 * At most {@code limit} revisions numbered below {@code before} ({@code null}: the
	 * newest), newest first, without their content.
	 * @throws ManifestNotFoundException when there is no manifest with this id
	 */
	public List<RevisionSummary> revisions(long id, Integer before, int limit) {
		if (!this.manifests.existsById(id)) {
			throw new ManifestNotFoundException(id);
		}
		return this.revisions.summaries(id, (before != null) ? before : Integer.MAX_VALUE, Limit.of(limit));
	}

	/**
	 * @throws ManifestNotFoundException when there is no manifest with this id
	 * @throws RevisionNotFoundException when it has no revision with this number
	 */
	public Revision revision(long id, int number) {
		return this.revisions.findByManifestIdAndNumber(id, number).map(RevisionEntity::toRevision).orElseThrow(() -> {
			if (!this.manifests.existsById(id)) {
				return new ManifestNotFoundException(id);
			}
			return new RevisionNotFoundException(id, number);
		});
	}

	/**
	 * Who made the changes of revision {@code number} since revision {@code since} (0:
	 * since the import), in the order of the draft versions they produced: the change
	 * log's rows between the draft versions the two were saved from, and the import
	 * (version 1, by the manifest's creator) when {@code since} is 0. Undo and redo are
	 * changes too.
	 * @throws ManifestNotFoundException when there is no manifest with this id
	 * @throws RevisionNotFoundException when it has no revision {@code number} (or
	 * {@code since}, when not 0)
	 */
	public List<ChangeAuthor> changeAuthors(long id, int number, int since) {
		long upTo = draftVersionOf(id, number);
		long after = (since > 0) ? draftVersionOf(id, since) : 0;
		List<ChangeAuthor> authors = new ArrayList<>();
		if (after < 1 && upTo >= 1) {
			authors.add(new ChangeAuthor(
					this.manifests.findById(id).orElseThrow(() -> new ManifestNotFoundException(id)).getCreatedBy(),
					1));
		}
		authors.addAll(this.changes.authors(id, after, upTo));
		return authors;
	}

	/**
	 * Who saved revision {@code number}, read without its content.
	 * @throws ManifestNotFoundException when there is no manifest with this id
	 * @throws RevisionNotFoundException when it has no revision with this number
	 */
	public String savedBy(long id, int number) {
		return this.revisions.savedBy(id, number).orElseThrow(() -> {
			if (!this.manifests.existsById(id)) {
				return new ManifestNotFoundException(id);
			}
			return new RevisionNotFoundException(id, number);
		});
	}

	private long draftVersionOf(long id, int number) {
		return this.revisions.draftVersion(id, number).orElseThrow(() -> {
			if (!this.manifests.existsById(id)) {
				return new ManifestNotFoundException(id);
			}
			return new RevisionNotFoundException(id, number);
		});
	}

	/** The model of a draft, parsed once per content hash. */
	public RoleManifest parse(Draft draft) {
		return this.parsed.parse(draft.contentHash(), draft.content());
	}

	/** The model of a revision, parsed once per content hash. */
	public RoleManifest parse(Revision revision) {
		return this.parsed.parse(revision.contentHash(), revision.content());
	}

	private Instant now() {
		// Microseconds: what both databases keep, so a value read back equals the value
		// written.
		return this.clock.instant().truncatedTo(ChronoUnit.MICROS);
	}

	private static String limit(String text, int length) {
		return (text.length() <= length) ? text : text.substring(0, length - 1) + "…";
	}

	static String author(String author) {
		if (author == null || author.isBlank()) {
			return "anonymous";
		}
		return requireText("author", author, MAX_AUTHOR_LENGTH);
	}

	private static String requireText(String field, String value, int maxLength) {
		if (value == null || value.isBlank()) {
			throw new InvalidManifestRequestException(field, "The " + field + " is missing or blank");
		}
		String clean = value.strip();
		if (clean.length() > maxLength) {
			throw new InvalidManifestRequestException(field,
					"The " + field + " has " + clean.length() + " characters; at most " + maxLength + " are allowed");
		}
		// A message may have lines and tabs; no text may have other control characters
		// (PostgreSQL cannot even
		// store NUL in a text column, so it would fail on every try).
		boolean lines = "message".equals(field);
		if (clean.chars()
			.anyMatch((c) -> Character.isISOControl(c) && !(lines && (c == '\n' || c == '\r' || c == '\t')))) {
			throw new InvalidManifestRequestException(field, "The " + field + " contains control characters"
					+ (lines ? " other than line breaks and tabs" : ""));
		}
		return clean;
	}

	private static String escapeLike(String text) {
		return text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_");
	}

}
