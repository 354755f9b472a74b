package io.manifeststudio.review.web;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.util.UriComponentsBuilder;

import io.manifeststudio.account.ErrorPages;
import io.manifeststudio.account.RequiredRole;
import io.manifeststudio.account.Role;
import io.manifeststudio.manifest.model.InstanceGroup;
import io.manifeststudio.account.ManifestContent;
import io.manifeststudio.manifest.model.RoleManifest;
import io.manifeststudio.review.Anchor;
import io.manifeststudio.review.CommentThread;
import io.manifeststudio.review.Comments;

/**
 * {@code GET /manifests/{id}/review/board-comments}: the board loads it with each
 * rendering of its region and when its event stream says the comments changed (so
 * comments made elsewhere show on an open board); it answers a line on the latest
 * revision's open threads and, out of band, a badge into each comment slot of the draft's
 * board that has open threads: a pod's card (comments on the group or a field of it), a
 * placed container's chip, a container group's palette item (comments on the group or a
 * field of it, placed or not).
 */
@Controller
@ErrorPages
@RequiredRole(Role.VIEWER)
class BoardCommentsController {

	static final String FRAGMENT = "review/board-comments :: comments";

	private final ManifestContent manifests;

	private final Comments comments;

	BoardCommentsController(ManifestContent manifests, Comments comments) {
		this.manifests = manifests;
		this.comments = comments;
	}

	@GetMapping("/manifests/{id}/review/board-comments")
	String badges(@PathVariable long id, Model model) {
		model.addAttribute("comments", boardComments(id));
		return FRAGMENT;
	}

	BoardComments boardComments(long id) {
		int revision = this.manifests.manifest(id).latestRevision();
		if (revision < 1) {
			return new BoardComments(id, 0, 0, List.of(), null);
		}
		RoleManifest draft = this.manifests.model(this.manifests.draft(id));
		Map<String, List<Anchor>> bySlot = new LinkedHashMap<>();
		long open = 0;
		for (CommentThread thread : this.comments.threads(id, revision)) {
			if (thread.comment().isResolved()) {
				continue;
			}
			open++;
			Anchor anchor = thread.comment().anchor();
			slot(anchor, draft)
				.ifPresent((slot) -> bySlot.computeIfAbsent(slot, (key) -> new ArrayList<>()).add(anchor));
		}
		List<BoardComments.Badge> badges = new ArrayList<>();
		bySlot.forEach((slot, anchors) -> {
			Anchor first = anchors.get(0);
			String href = reviewHref().queryParam("group", first.group())
				.queryParamIfPresent("container", Optional.ofNullable(first.container()))
				.fragment("comments")
				.encode()
				.buildAndExpand(id, revision)
				.toUriString();
			String place = ReviewPages.place(new Anchor(first.group(), first.container(), null));
			badges.add(new BoardComments.Badge(slot, anchors.size(), anchors.size() + " open comment"
					+ ((anchors.size() == 1) ? "" : "s") + " on " + place + " in revision " + revision, href));
		});
		return new BoardComments(id, revision, open, badges,
				reviewHref().fragment("comments").buildAndExpand(id, revision).toUriString());
	}

	/**
	 * The board's slot for a comment's place in the draft: the chip of a container in a
	 * pod, the card of a pod (a comment on the group or on a field of it), the palette
	 * item of a container group (placed or not); none for the whole revision or a place
	 * the draft no longer has.
	 */
	static Optional<String> slot(Anchor anchor, RoleManifest draft) {
		if (anchor.isManifest()) {
			return Optional.empty();
		}
		Optional<InstanceGroup> group = draft.group(anchor.group());
		if (group.isEmpty()) {
			return Optional.empty();
		}
		if (anchor.container() != null) {
			boolean placed = group.get()
				.colocatedContainers()
				.stream()
				.anyMatch((reference) -> anchor.container().equals(reference.name()));
			return placed ? Optional.of("comments-chip-" + anchor.group() + "/" + anchor.container())
					: Optional.empty();
		}
		if (group.get().isColocatedContainer()) {
			return Optional.of("comments-palette-" + anchor.group());
		}
		boolean pod = draft.pods().stream().anyMatch((candidate) -> anchor.group().equals(candidate.name()));
		return pod ? Optional.of("comments-pod-" + anchor.group()) : Optional.empty();
	}

	private static UriComponentsBuilder reviewHref() {
		return UriComponentsBuilder.fromPath("/manifests/{id}/revisions/{n}/review");
	}

}
