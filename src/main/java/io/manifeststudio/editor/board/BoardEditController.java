package io.manifeststudio.editor.board;

import java.security.Principal;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;

import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.servlet.view.FragmentsRendering;

import io.github.wimdeblauwe.htmx.spring.boot.mvc.HtmxResponse;
import io.github.wimdeblauwe.htmx.spring.boot.mvc.HtmxReswap;
import io.github.wimdeblauwe.htmx.spring.boot.mvc.HxRequest;
import io.manifeststudio.export.KubeVersion;
import io.manifeststudio.export.web.ExportVersions;
import io.manifeststudio.manifest.DraftEditing;
import io.manifeststudio.manifest.EditConflictException;
import io.manifeststudio.manifest.EditResult;
import io.manifeststudio.account.ManifestContent;
import io.manifeststudio.manifest.NothingToUndoException;
import io.manifeststudio.manifest.StaleDraftException;
import io.manifeststudio.manifest.edit.CannotEditTextException;
import io.manifeststudio.manifest.edit.Edit;
import io.manifeststudio.manifest.edit.EditJson;
import io.manifeststudio.manifest.edit.EditRefusedException;
import io.manifeststudio.manifest.edit.Footprint;
import io.manifeststudio.manifest.edit.InvalidEditException;
import io.manifeststudio.account.ErrorPages;
import io.manifeststudio.account.RequiredRole;
import io.manifeststudio.account.Role;
import io.manifeststudio.editor.DraftChanged;
import io.manifeststudio.editor.Retries;

/**
 * The board's changes, each one edit applied by the editing service to the draft version
 * the board shows: {@code POST .../edit/edits} (the JSON of one edit, and for a drop the
 * target pod's containers in their new order), {@code POST .../edit/moves} (the keyboard
 * menus: move to a pod, remove, place in a pod), and undo and redo.
 * <p>
 * One round trip per action: the answer to a change is built from the change's own result
 * (no second read of the draft) and carries everything the board needs, as out-of-band
 * swaps while the board itself stays ({@code HX-Reswap: none}): the bar with the version
 * and this person's undo and redo, the cards of the pods the change affected (and of
 * those the edit named), the pods each container's "move to…" menus offer, the palette,
 * the marks of the other cards, the findings panel and the previews' pod choice, and the
 * emptied notice; after it settles {@link DraftChanged#EVENT} (with the pod it changed)
 * tells the previews that are open to ask again (closed ones ask nothing). When someone
 * changed the draft first (the board then shows their version and offers to reapply the
 * edit on it) or when the edit cannot apply, the answer is the whole board with the
 * notice and the panels. Like the project's forms, a refusal is a 200 that shows why:
 * htmx swaps no 4xx, and the board must be re-rendered anyway after a drop moved a chip
 * on the page.
 */
@Controller
@ErrorPages
@RequestMapping("/manifests/{id}/edit")
@HxRequest
@RequiredRole(Role.EDITOR)
class BoardEditController {

	static final String NOTICE_FRAGMENT = "editor/board :: notice";

	/**
	 * A change's answer: the bar, the changed cards, the palette, the marks and the
	 * panels, out of band.
	 */
	static final String UPDATE_FRAGMENT = "editor/board :: update";

	/**
	 * The findings panel and the previews' pod choice, out of band, with a whole board.
	 */
	static final String PANELS_FRAGMENT = "editor/board :: panels";

	private final DraftEditing editing;

	private final ManifestContent manifests;

	private final Boards boards;

	BoardEditController(DraftEditing editing, ManifestContent manifests, Boards boards) {
		this.editing = editing;
		this.manifests = manifests;
		this.boards = boards;
	}

	@PostMapping("/edits")
	FragmentsRendering applyEdit(@PathVariable long id, @RequestParam long version, @RequestParam String edit,
			@RequestParam(required = false) List<String> order, @RequestParam(required = false) String kubeVersion,
			Model model, HtmxResponse htmx, Principal principal) {
		KubeVersion kube = ExportVersions.choose(kubeVersion);
		Edit parsed;
		try {
			parsed = EditJson.read(edit);
		}
		catch (InvalidEditException ex) {
			return answer(id, kube, BoardNotice.refused(id, ex.getMessage()), model, principal.getName());
		}
		Edit positioned = BoardDrops.positioned(parsed, order, () -> this.manifests.model(this.manifests.draft(id)));
		return apply(id, version, parsed, positioned, order, kube, model, htmx, principal.getName());
	}

	@PostMapping("/moves")
	FragmentsRendering applyMenu(@PathVariable long id, @RequestParam long version, @RequestParam String container,
			@RequestParam(required = false) String from, @RequestParam(required = false) String target,
			@RequestParam(required = false) String kubeVersion, Model model, HtmxResponse htmx, Principal principal) {
		KubeVersion kube = ExportVersions.choose(kubeVersion);
		Edit edit;
		try {
			edit = BoardDrops.fromMenu(container, (from == null || from.isBlank()) ? null : from, target);
		}
		catch (IllegalArgumentException ex) {
			return answer(id, kube, BoardNotice.refused(id, ex.getMessage()), model, principal.getName());
		}
		return apply(id, version, edit, edit, List.of(), kube, model, htmx, principal.getName());
	}

	/**
	 * Undoes the signed-in user's own newest change, or with {@code change} (from the
	 * activity list) their change that made that version, on the draft as it is (no
	 * version needed).
	 */
	@PostMapping("/undo")
	FragmentsRendering undo(@PathVariable long id, @RequestParam(required = false) Long change,
			@RequestParam(required = false) String kubeVersion, Model model, HtmxResponse htmx, Principal principal) {
		String user = principal.getName();
		return history(id, () -> Retries
			.onStale(() -> (change != null) ? this.editing.undoChange(id, change, user) : this.editing.undo(id, user)),
				ExportVersions.choose(kubeVersion), model, htmx, user);
	}

	/** Redoes the signed-in user's most recently undone change. */
	@PostMapping("/redo")
	FragmentsRendering redo(@PathVariable long id, @RequestParam(required = false) String kubeVersion, Model model,
			HtmxResponse htmx, Principal principal) {
		return history(id, () -> Retries.onStale(() -> this.editing.redo(id, principal.getName())),
				ExportVersions.choose(kubeVersion), model, htmx, principal.getName());
	}

	/**
	 * Applies {@code edit}, made on {@code version}: rebased on the current draft when it
	 * moved on and nothing since touched what the edit changes. Otherwise the notice
	 * names the change in the way, beside the card, and offers {@code asPosted} (which
	 * the board posted, without the place worked out for the old version) for applying
	 * with the same {@code order} on the draft the board now shows.
	 */
	private FragmentsRendering apply(long id, long version, Edit asPosted, Edit edit, List<String> order,
			KubeVersion kube, Model model, HtmxResponse htmx, String author) {
		BoardNotice notice;
		try {
			EditResult result = Retries.onStale(() -> this.editing.applyRebased(id, version, edit, author));
			if (result.changed()) {
				changed(htmx, BoardDrops.pod(edit));
			}
			else if (result.version() != version) {
				changed(htmx, null);
			}
			return update(result, Footprint.of(edit).groups(), kube, model, htmx, author);
		}
		catch (EditConflictException ex) {
			notice = BoardNotice.conflict(id, this.manifests.draftVersion(id), ex.getMessage(),
					BoardDrops.pod(asPosted), EditJson.write(asPosted), order);
			changed(htmx, null);
		}
		catch (StaleDraftException ex) {
			notice = BoardNotice.stale(id, ex.currentVersion(), BoardDrops.describe(asPosted), EditJson.write(asPosted),
					order);
			changed(htmx, null);
		}
		catch (EditRefusedException | CannotEditTextException | InvalidEditException ex) {
			notice = BoardNotice.refused(id, ex.getMessage());
		}
		return answer(id, kube, notice, model, author);
	}

	private FragmentsRendering history(long id, Supplier<EditResult> change, KubeVersion kube, Model model,
			HtmxResponse htmx, String user) {
		BoardNotice notice;
		try {
			EditResult result = change.get();
			changed(htmx, null);
			return update(result, Set.of(), kube, model, htmx, user);
		}
		catch (StaleDraftException ex) {
			notice = BoardNotice.refused(id, ex.getMessage());
			changed(htmx, null);
		}
		catch (NothingToUndoException | EditConflictException ex) {
			notice = BoardNotice.refused(id, ex.getMessage());
		}
		return answer(id, kube, notice, model, user);
	}

	/**
	 * Tells the board's previews (those open) that the draft changed, once the answer is
	 * in: with the pod the change was made in, which they then show.
	 */
	private static void changed(HtmxResponse htmx, String pod) {
		if (pod != null) {
			htmx.addTriggerAfterSettle(DraftChanged.EVENT, Map.of("pod", pod));
		}
		else {
			htmx.addTriggerAfterSettle(DraftChanged.EVENT);
		}
	}

	/**
	 * The answer to a change that applied (or changed nothing): built from its result,
	 * the board keeps what it shows ({@code HX-Reswap: none}) and takes the changed
	 * cards, the palette, the marks, the bar and the panels out of band; the notice is
	 * emptied.
	 */
	private FragmentsRendering update(EditResult result, Collection<String> named, KubeVersion kube, Model model,
			HtmxResponse htmx, String user) {
		htmx.setReswap(HtmxReswap.none());
		model.addAttribute("update", this.boards.update(result, named, kube, user));
		model.addAttribute("notice", null);
		return FragmentsRendering.fragment(UPDATE_FRAGMENT).fragment(NOTICE_FRAGMENT).build();
	}

	/** The whole board at the draft's version, the notice (or none) and the panels. */
	private FragmentsRendering answer(long id, KubeVersion kube, BoardNotice notice, Model model, String user) {
		BoardUpdate whole = this.boards.whole(id, kube, user);
		model.addAttribute("board", whole.board());
		model.addAttribute("update", whole);
		model.addAttribute("notice", notice);
		return FragmentsRendering.fragment(BoardPageController.BOARD_FRAGMENT)
			.fragment(NOTICE_FRAGMENT)
			.fragment(PANELS_FRAGMENT)
			.build();
	}

}
