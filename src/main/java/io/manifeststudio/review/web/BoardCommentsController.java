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

import io.manifeststudio.account.Access;
import io.manifeststudio.account.Allow;
import io.manifeststudio.manifest.ManifestService;
import io.manifeststudio.review.Anchor;
import io.manifeststudio.review.CommentThread;
import io.manifeststudio.review.Comments;

/**
 * {@code GET /manifests/{id}/review/board-comments}: the board loads it with each rendering of its region and every 10 s
 * (so comments made elsewhere show on an open board); it answers
 * a line on the latest revision's open threads and, out of band, a badge into each pod's or chip's comment slot that
 * has open threads.
 */
@Controller
@Allow(Access.READ)
class BoardCommentsController {

	static final String FRAGMENT = "review/board-comments :: comments";

	private final ManifestService manifests;

	private final Comments comments;

	BoardCommentsController(ManifestService manifests, Comments comments) {
		this.manifests = manifests;
		this.comments = comments;
	}

	@GetMapping("/manifests/{id}/review/board-comments")
	String badges(@PathVariable long id, Model model) {
		model.addAttribute("comments", boardComments(id));
		return FRAGMENT;
	}

	BoardComments boardComments(long id) {
		int revision = this.manifests.get(id).latestRevision();
		if (revision < 1) {
			return new BoardComments(id, 0, 0, List.of(), null);
		}
		Map<String, List<Anchor>> bySlot = new LinkedHashMap<>();
		long open = 0;
		for (CommentThread thread : this.comments.threads(id, revision)) {
			if (thread.comment().isResolved()) {
				continue;
			}
			open++;
			Anchor anchor = thread.comment().anchor();
			if (anchor.isManifest()) {
				continue;
			}
			String slot = (anchor.container() != null) ? "comments-chip-" + anchor.group() + "/" + anchor.container()
					: "comments-pod-" + anchor.group();
			bySlot.computeIfAbsent(slot, (key) -> new ArrayList<>()).add(anchor);
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
			badges.add(new BoardComments.Badge(slot, anchors.size(),
					anchors.size() + " open comment" + ((anchors.size() == 1) ? "" : "s") + " on " + place
							+ " in revision " + revision,
					href));
		});
		return new BoardComments(id, revision, open, badges,
				reviewHref().fragment("comments").buildAndExpand(id, revision).toUriString());
	}

	private static UriComponentsBuilder reviewHref() {
		return UriComponentsBuilder.fromPath("/manifests/{id}/revisions/{n}/review");
	}

}
