package io.manifeststudio.review;

import java.time.Clock;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

import io.manifeststudio.manifest.model.InstanceGroup;
import io.manifeststudio.manifest.model.InvalidManifestRequestException;
import io.manifeststudio.manifest.ManifestService;
import io.manifeststudio.manifest.Revision;
import io.manifeststudio.manifest.RevisionCommentsChanged;
import io.manifeststudio.manifest.model.RoleManifest;

/**
 * Comments on revisions: a thread anchored to a place of a revision (checked against that
 * revision: the group exists, the container is placed in its pod), replies, resolving a
 * thread. Listing a revision's threads marks those whose place changed in a later
 * revision outdated: the model of the revision is compared with the newest revision's
 * ({@link ModelComparison}) and a thread is outdated when a change touched its anchor.
 * Every write is in the audit log.
 */
@Service
@Transactional
public class Comments {

	private final ManifestService manifests;

	private final CommentStore store;

	private final FourEyes fourEyes;

	private final AuditLog audit;

	private final ApplicationEventPublisher events;

	private final Clock clock;

	@Autowired
	public Comments(ManifestService manifests, CommentStore store, FourEyes fourEyes, AuditLog audit,
			ApplicationEventPublisher events) {
		this(manifests, store, fourEyes, audit, events, Clock.systemUTC());
	}

	Comments(ManifestService manifests, CommentStore store, FourEyes fourEyes, AuditLog audit,
			ApplicationEventPublisher events, Clock clock) {
		this.manifests = manifests;
		this.store = store;
		this.fourEyes = fourEyes;
		this.audit = audit;
		this.events = events;
		this.clock = clock;
	}

	/**
	 * @throws io.manifeststudio.manifest.RevisionNotFoundException when the manifest has
	 * no such revision
	 * @throws InvalidManifestRequestException when the text, author or anchor cannot be
	 * taken
	 */
	public Comment add(long manifestId, int revision, Anchor anchor, String text, boolean blocking, String author) {
		String who = ReviewText.name("author", author);
		String body = ReviewText.comment(text);
		Revision stored = this.manifests.revision(manifestId, revision);
		Anchor place = checked((anchor != null) ? anchor : Anchor.MANIFEST, this.manifests.parse(stored));
		long id = this.store.insert(manifestId, revision, null, place, body, blocking, who, now());
		written(who, AuditLog.COMMENT, manifestId, revision,
				(blocking ? "blocking comment " : "comment ") + id + where(place));
		return this.store.find(id).orElseThrow();
	}

	/**
	 * @throws CommentNotFoundException when there is no comment {@code commentId}
	 */
	public Comment reply(long commentId, String text, String author) {
		String who = ReviewText.name("author", author);
		String body = ReviewText.comment(text);
		Comment parent = this.store.find(commentId).orElseThrow(() -> new CommentNotFoundException(commentId));
		long threadId = parent.isReply() ? parent.parentId() : parent.id();
		long id = this.store.insert(parent.manifestId(), parent.revision(), threadId, Anchor.MANIFEST, body, false, who,
				now());
		written(who, AuditLog.REPLY, parent.manifestId(), parent.revision(), "reply " + id + " to comment " + threadId);
		return this.store.find(id).orElseThrow();
	}

	/**
	 * Resolves the thread of {@code commentId} (resolving a resolved thread changes
	 * nothing). A blocking thread is resolved by its author, or by a reviewer
	 * ({@code reviewer}: the user holds the review right) who did not make the revision
	 * ({@link FourEyes}); anyone who comments resolves a thread that does not block.
	 * @throws ResolveRefusedException when {@code author} may not resolve this blocking
	 * thread
	 */
	public Comment resolve(long commentId, String author, boolean reviewer) {
		String who = ReviewText.name("author", author);
		Comment comment = this.store.find(commentId).orElseThrow(() -> new CommentNotFoundException(commentId));
		long threadId = comment.isReply() ? comment.parentId() : comment.id();
		Comment thread = comment.isReply() ? this.store.find(threadId).orElseThrow() : comment;
		String refusal = refusal(thread, who, reviewer);
		if (refusal != null) {
			throw new ResolveRefusedException(refusal);
		}
		if (this.store.resolve(threadId, who, now())) {
			written(who, AuditLog.RESOLVE, comment.manifestId(), comment.revision(), "resolved comment " + threadId);
		}
		return this.store.find(threadId).orElseThrow();
	}

	/**
	 * A comment was written: in the audit log, and to the manifest's open boards (after
	 * the commit).
	 */
	private void written(String who, String action, long manifestId, int revision, String summary) {
		this.audit.record(who, action, manifestId, revision, summary);
		this.events.publishEvent(new RevisionCommentsChanged(manifestId, revision, who, summary));
	}

	/**
	 * Why {@code who} may not resolve the thread {@code thread} of a revision that
	 * {@code makers} made ({@code null}: they may). Anyone who comments resolves a thread
	 * that does not block; a blocking one is resolved by its author or by a reviewer
	 * ({@code reviewer}) who did not make the revision.
	 */
	public static String resolveRefusal(Comment thread, String who, boolean reviewer, FourEyes.Makers makers) {
		return refusal(thread, who, reviewer, () -> makers);
	}

	private String refusal(Comment thread, String who, boolean reviewer) {
		return refusal(thread, who, reviewer, () -> this.fourEyes.makers(thread.manifestId(), thread.revision()));
	}

	private static String refusal(Comment thread, String who, boolean reviewer, Supplier<FourEyes.Makers> makers) {
		if (!thread.blocking() || thread.isResolved() || thread.author().equalsIgnoreCase(who)) {
			return null;
		}
		String what = "Blocking comment " + thread.id() + " of " + thread.author() + " is resolved by its author or by "
				+ "a reviewer who made none of the changes of revision " + thread.revision();
		if (!reviewer) {
			return what + "; " + who + " is not a reviewer";
		}
		FourEyes.Makers made = makers.get();
		return made.includes(who) ? what + "; " + made.why(who) : null;
	}

	/**
	 * @throws CommentNotFoundException when there is no comment with this id
	 */
	@Transactional(readOnly = true)
	public Comment get(long commentId) {
		return this.store.find(commentId).orElseThrow(() -> new CommentNotFoundException(commentId));
	}

	/**
	 * The threads of a revision in order, each with its replies and marked outdated when
	 * its place changed in the newest revision after it.
	 * @throws io.manifeststudio.manifest.RevisionNotFoundException when the manifest has
	 * no such revision
	 */
	@Transactional(readOnly = true)
	public List<CommentThread> threads(long manifestId, int revision) {
		Revision stored = this.manifests.revision(manifestId, revision);
		int newest = this.manifests.get(manifestId).latestRevision();
		List<ModelChange> changes = (newest > revision) ? ModelComparison.compare(this.manifests.parse(stored),
				this.manifests.parse(this.manifests.revision(manifestId, newest))) : List.of();
		Map<Long, Comment> roots = new LinkedHashMap<>();
		Map<Long, List<Comment>> replies = new LinkedHashMap<>();
		for (Comment comment : this.store.ofRevision(manifestId, revision)) {
			if (comment.isReply()) {
				replies.computeIfAbsent(comment.parentId(), (key) -> new ArrayList<>()).add(comment);
			}
			else {
				roots.put(comment.id(), comment);
			}
		}
		List<CommentThread> threads = new ArrayList<>();
		for (Comment root : roots.values()) {
			boolean outdated = changes.stream().anyMatch((change) -> change.touches(root.anchor()));
			threads.add(new CommentThread(root, replies.getOrDefault(root.id(), List.of()), outdated,
					(newest > revision) ? newest : null));
		}
		return threads;
	}

	/** The anchor with its parts checked against the revision's model. */
	static Anchor checked(Anchor anchor, RoleManifest model) {
		String group = ReviewText.anchorPart("anchor.group", anchor.group(), 200);
		String container = ReviewText.anchorPart("anchor.container", anchor.container(), 200);
		String field = ReviewText.anchorPart("anchor.field", anchor.field(), 500);
		if (group == null) {
			if (container != null || field != null) {
				throw new InvalidManifestRequestException("anchor.group",
						"An anchor with a container or a field names its group");
			}
			return Anchor.MANIFEST;
		}
		InstanceGroup found = model.group(group)
			.orElseThrow(() -> new InvalidManifestRequestException("anchor.group",
					"This revision has no group \"" + group + "\""));
		if (container != null
				&& found.colocatedContainers().stream().noneMatch((ref) -> ref.name().equals(container))) {
			throw new InvalidManifestRequestException("anchor.container",
					"\"" + container + "\" is not placed in the pod of " + group + " in this revision");
		}
		return new Anchor(group, container, field);
	}

	private static String where(Anchor anchor) {
		if (anchor.isManifest()) {
			return " on the revision";
		}
		return " on " + anchor.group() + ((anchor.container() != null) ? " / " + anchor.container() : "")
				+ ((anchor.field() != null) ? " / " + anchor.field() : "");
	}

	private Instant now() {
		return this.clock.instant().truncatedTo(ChronoUnit.MICROS);
	}

}
