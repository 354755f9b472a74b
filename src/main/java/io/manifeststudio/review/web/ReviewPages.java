package io.manifeststudio.review.web;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;

import org.springframework.stereotype.Component;
import org.springframework.web.util.UriComponentsBuilder;

import io.manifeststudio.account.Role;
import io.manifeststudio.manifest.model.InstanceGroup;
import io.manifeststudio.account.ManifestContent;
import io.manifeststudio.manifest.Revision;
import io.manifeststudio.manifest.model.RoleManifest;
import io.manifeststudio.manifest.StoredManifest;
import io.manifeststudio.review.Anchor;
import io.manifeststudio.review.Approval;
import io.manifeststudio.review.Approvals;
import io.manifeststudio.review.Comment;
import io.manifeststudio.review.CommentThread;
import io.manifeststudio.review.Comments;
import io.manifeststudio.review.FourEyes;
import io.manifeststudio.review.CommentsBeside;
import io.manifeststudio.review.ReviewStatus;
import io.manifeststudio.review.VersionDiff;
import io.manifeststudio.review.VersionDiffs;
import io.manifeststudio.review.VersionRef;
import io.manifeststudio.review.web.ReviewActivity.CommentDraft;

/**
 * Builds the review page of a revision and its activity region from the review's
 * services.
 */
@Component
class ReviewPages {

	private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("d MMM yyyy HH:mm 'UTC'", Locale.ENGLISH)
		.withZone(ZoneOffset.UTC);

	private final ManifestContent manifests;

	private final VersionDiffs diffs;

	private final Comments comments;

	private final Approvals approvals;

	ReviewPages(ManifestContent manifests, VersionDiffs diffs, Comments comments, Approvals approvals) {
		this.manifests = manifests;
		this.diffs = diffs;
		this.comments = comments;
		this.approvals = approvals;
	}

	Pending page(long id, int number, String user, Optional<Role> role, CommentDraft draft) {
		return page(id, number, user, role, draft, null, null);
	}

	/**
	 * The page with what its forms' last submission was refused for ({@code null}:
	 * nothing), its diff still to come: everything else is read now, on the request's
	 * thread (an unknown manifest or revision is thrown here), the diff since the
	 * previous revision is asked for from {@link VersionDiffs} as a future (the summary
	 * and the role manifest's diff within the diff budget, as the diff page's and the
	 * API's, and computed or kept once for all of them).
	 */
	Pending page(long id, int number, String user, Optional<Role> role, CommentDraft draft, String commentError,
			String reviewError) {
		StoredManifest manifest = this.manifests.manifest(id);
		Revision revision = this.manifests.revision(id, number);
		ReviewActivity activity = activity(id, number, user, role, draft, commentError, reviewError);
		if (number <= 1) {
			ReviewPage first = new ReviewPage(id, manifest.name(), number, revision.message(), revision.author(),
					time(revision.createdAt()), revision.contentHash(), null, List.of(), List.of(),
					ReviewPage.OverBudget.NONE, null, activity);
			return new Pending(CompletableFuture.completedFuture(null), (none) -> first);
		}
		List<CommentThread> threads = this.comments.threads(id, number);
		VersionRef from = VersionRef.revision(number - 1);
		VersionRef to = VersionRef.revision(number);
		CompletableFuture<VersionDiff> diff = this.diffs.diffWithoutKubernetesAsync(id, from, to);
		return new Pending(diff,
				(done) -> new ReviewPage(id, manifest.name(), number, revision.message(), revision.author(),
						time(revision.createdAt()), revision.contentHash(), number - 1,
						ThreadNote.changes(CommentsBeside.place(done.changes(), threads)),
						SideBySide.of(done.roleManifestHunks()), overBudget(done), DiffLinks.page(id, from, to, null),
						activity));
	}

	/**
	 * A review page waiting for its diff: {@code diff} is the future to cancel when no
	 * one waits for the page any more ({@code null} in it for revision 1, which has
	 * nothing to compare with), {@code page} makes the page of the diff (cheaply:
	 * everything else is read).
	 */
	record Pending(CompletableFuture<VersionDiff> diff, Function<VersionDiff, ReviewPage> page) {
	}

	/**
	 * What the budget left out; beyond it the role manifest's diff is replaced by links
	 * to both revisions and to each pod's diff.
	 */
	private static ReviewPage.OverBudget overBudget(VersionDiff diff) {
		if (!diff.roleManifestOverBudget()) {
			return new ReviewPage.OverBudget(diff.changesLeftOut(), false, 0, null, null, List.of());
		}
		long id = diff.manifestId();
		List<ReviewPage.PodDiff> pods = diff.pods()
			.stream()
			.map((pod) -> new ReviewPage.PodDiff(pod, DiffLinks.page(id, diff.from(), diff.to(), pod)))
			.toList();
		return new ReviewPage.OverBudget(diff.changesLeftOut(), true, diff.budget().maxChangedLines(),
				DiffLinks.download(id, diff.from()), DiffLinks.download(id, diff.to()), pods);
	}

	ReviewActivity activity(long id, int number, String user, Optional<Role> role, CommentDraft draft,
			String commentError, String reviewError) {
		Revision revision = this.manifests.revision(id, number);
		ReviewStatus status = this.approvals.status(id, number);
		FourEyes.Makers makers = this.approvals.makers(id, number);
		boolean reviewer = role.map((held) -> held.includes(Role.REVIEWER)).orElse(false);
		List<ReviewActivity.ThreadView> threads = this.comments.threads(id, number)
			.stream()
			.map((thread) -> thread(thread, Comments.resolveRefusal(thread.comment(), user, reviewer, makers)))
			.toList();
		List<ReviewActivity.VerdictView> verdicts = status.approvals()
			.stream()
			.map((approval) -> verdict(approval))
			.toList();
		boolean canComment = role.map((held) -> held.includes(Role.EDITOR)).orElse(false);
		boolean author = makers.includes(user);
		String refusal = !reviewer ? "Approving needs the reviewer role."
				: author ? "You made this revision (" + makers.why(user) + "), so someone else reviews it." : null;
		CommentDraft form = (draft != null) ? draft : CommentDraft.EMPTY;
		RoleManifest model = this.manifests.model(revision);
		String exportHref = UriComponentsBuilder.fromPath("/api/manifests/{id}/export/helm-chart.tgz")
			.queryParam("revision", number)
			.queryParam("approved", true)
			.buildAndExpand(id)
			.toUriString();
		return new ReviewActivity(id, number, status.approved(), status.reasons(), verdicts, threads,
				groups(model, form.group()), containers(model, form.container()), canComment, reviewer && !author,
				refusal, form, commentError, reviewError, exportHref);
	}

	private static List<ReviewActivity.Option> groups(RoleManifest model, String chosen) {
		List<ReviewActivity.Option> options = new ArrayList<>();
		options.add(new ReviewActivity.Option("", "the whole revision", chosen == null));
		for (InstanceGroup group : model.instanceGroups()) {
			options.add(new ReviewActivity.Option(group.name(), group.name(), group.name().equals(chosen)));
		}
		return options;
	}

	/** Every container placed in some pod, once. */
	private static List<ReviewActivity.Option> containers(RoleManifest model, String chosen) {
		Set<String> names = new LinkedHashSet<>();
		for (InstanceGroup group : model.instanceGroups()) {
			group.colocatedContainers().forEach((reference) -> names.add(reference.name()));
		}
		List<ReviewActivity.Option> options = new ArrayList<>();
		options.add(new ReviewActivity.Option("", "none (the group itself)", chosen == null));
		for (String name : names) {
			options.add(new ReviewActivity.Option(name, name, name.equals(chosen)));
		}
		return options;
	}

	private static ReviewActivity.ThreadView thread(CommentThread thread, String resolveRefusal) {
		Comment comment = thread.comment();
		List<ReviewActivity.ReplyView> replies = thread.replies()
			.stream()
			.map((reply) -> new ReviewActivity.ReplyView(reply.id(), reply.text(), reply.author(),
					time(reply.createdAt())))
			.toList();
		return new ReviewActivity.ThreadView(comment.id(), place(comment.anchor()), comment.text(), comment.author(),
				time(comment.createdAt()), comment.blocking(), comment.isResolved(), comment.resolvedBy(),
				thread.outdated(), thread.changedIn(), replies, resolveRefusal);
	}

	private static ReviewActivity.VerdictView verdict(Approval approval) {
		return new ReviewActivity.VerdictView(approval.reviewer(), approval.verdict().label(), approval.message(),
				time(approval.createdAt()));
	}

	/**
	 * The place of a comment in words: {@code web / log-agent / run.memory}, or the whole
	 * revision.
	 */
	static String place(Anchor anchor) {
		if (anchor.isManifest()) {
			return "the whole revision";
		}
		StringBuilder words = new StringBuilder(anchor.group());
		if (anchor.container() != null) {
			words.append(" / ").append(anchor.container());
		}
		if (anchor.field() != null) {
			words.append(" / ").append(anchor.field());
		}
		return words.toString();
	}

	static String time(Instant at) {
		return (at != null) ? TIME.format(at) : "";
	}

}
