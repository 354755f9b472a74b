package io.manifeststudio.editor.board;

import java.security.Principal;
import java.util.List;

import org.springframework.http.HttpStatus;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.servlet.ModelAndView;
import org.springframework.web.servlet.View;
import org.springframework.web.servlet.view.FragmentsRendering;

import io.github.wimdeblauwe.htmx.spring.boot.mvc.HtmxResponse;
import io.github.wimdeblauwe.htmx.spring.boot.mvc.HtmxReswap;
import io.github.wimdeblauwe.htmx.spring.boot.mvc.HxRequest;
import io.manifeststudio.export.KubeVersion;
import io.manifeststudio.export.web.ExportVersions;
import io.manifeststudio.account.ErrorPages;
import io.manifeststudio.account.ManifestContent;
import io.manifeststudio.account.RequiredRole;
import io.manifeststudio.account.Role;
import io.manifeststudio.editor.DraftChanged;

/**
 * The board page ({@code GET /manifests/{id}/edit}), its board region alone for htmx, and
 * the poll that asks only for the draft's version.
 * <p>
 * The poll ({@code GET .../edit/version?version=<shown>}) answers 204 while the board
 * shows the draft's version, and else fires {@value #DRAFT_OUTDATED}, on which the board
 * reloads (held by the page's script while a drag is under way). A board that reloads
 * onto a new version fires {@link DraftChanged#EVENT}, on which the findings and the
 * previews reload.
 */
@Controller
@ErrorPages
@RequestMapping("/manifests/{id}/edit")
@RequiredRole(Role.VIEWER)
class BoardPageController {

	static final String VIEW = "editor/board";

	static final String BOARD_FRAGMENT = "editor/board :: board";

	static final String VERSION_FRAGMENT = "editor/board :: version";

	/** Fired by the poll when the draft is no longer at the version the board shows. */
	static final String DRAFT_OUTDATED = DraftChanged.OUTDATED;

	/** Renders nothing: with status 204, htmx leaves the page as it is. */
	private static final View NOTHING = (model, request, response) -> {
	};

	private final Boards boards;

	private final ManifestContent content;

	BoardPageController(Boards boards, ManifestContent content) {
		this.boards = boards;
		this.content = content;
	}

	@GetMapping
	String showBoard(@PathVariable long id, @RequestParam(required = false) String kubeVersion, Model model,
			Principal principal) {
		KubeVersion version = ExportVersions.choose(kubeVersion);
		Boards.Page page = this.boards.page(id, version, Users.name(principal));
		model.addAttribute("board", page.board());
		model.addAttribute("versions", Boards.versions(version));
		model.addAttribute("findings", page.findings());
		model.addAttribute("podOptions", page.podOptions());
		model.addAttribute("activity",
				ActivityItem.of(this.content.history(id, null, ActivityItem.SHOWN), Users.name(principal)));
		return VIEW;
	}

	/**
	 * The whole board region for the chosen version (another Kubernetes version, or a
	 * change this board cannot show card by card), with the findings panel and the
	 * previews' pod choice out of band. When the draft moved on from the version the
	 * board showed ({@code version}), the open previews are told to ask again.
	 */
	@HxRequest
	@GetMapping("/board")
	FragmentsRendering board(@PathVariable long id, @RequestParam(required = false) Long version,
			@RequestParam(required = false) String kubeVersion, Model model, HtmxResponse htmx, Principal principal) {
		BoardUpdate whole = this.boards.whole(id, ExportVersions.choose(kubeVersion), Users.name(principal));
		if (version == null || version != whole.board().version()) {
			htmx.addTriggerAfterSettle(DraftChanged.EVENT);
		}
		model.addAttribute("board", whole.board());
		model.addAttribute("update", whole);
		return FragmentsRendering.fragment(BOARD_FRAGMENT).fragment(BoardEditController.PANELS_FRAGMENT).build();
	}

	/**
	 * The cards of the pods a change named in the event stream ({@code pods}, comma
	 * separated), with the bar, the palette, the marks and the panels, all out of band:
	 * how a board learns about another person's change without loading the whole board
	 * (and without disturbing a drag elsewhere on it). {@code missing}: those of the pods
	 * the board has no card of (their cards are added; the cards of pods the draft no
	 * longer has are removed).
	 */
	@HxRequest
	@GetMapping("/cards")
	FragmentsRendering cards(@PathVariable long id, @RequestParam(defaultValue = "") List<String> pods,
			@RequestParam(defaultValue = "") List<String> missing, @RequestParam(required = false) String kubeVersion,
			Model model, HtmxResponse htmx, Principal principal) {
		htmx.setReswap(HtmxReswap.none());
		htmx.addTriggerAfterSettle(DraftChanged.EVENT);
		model.addAttribute("update",
				this.boards.cards(id, pods, missing, ExportVersions.choose(kubeVersion), Users.name(principal)));
		return FragmentsRendering.fragment(BoardEditController.UPDATE_FRAGMENT).build();
	}

	/** Outside htmx a fragment's address leads to the page. */
	@GetMapping("/board")
	String boardPage(@PathVariable long id) {
		return "redirect:/manifests/" + id + "/edit";
	}

	/**
	 * The poll: 204 while the draft is at the version the board shows, else its version
	 * and {@value #DRAFT_OUTDATED}.
	 */
	@HxRequest
	@GetMapping("/version")
	ModelAndView version(@PathVariable long id, @RequestParam(required = false) Long version, HtmxResponse htmx) {
		long current = this.boards.version(id);
		if (version != null && version == current) {
			ModelAndView unchanged = new ModelAndView(NOTHING);
			unchanged.setStatus(HttpStatus.NO_CONTENT);
			return unchanged;
		}
		htmx.addTrigger(DRAFT_OUTDATED);
		ModelAndView changed = new ModelAndView(VERSION_FRAGMENT);
		changed.addObject("version", current);
		return changed;
	}

}
