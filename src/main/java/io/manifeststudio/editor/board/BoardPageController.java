package io.manifeststudio.editor.board;

import java.security.Principal;

import org.springframework.http.HttpStatus;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.servlet.ModelAndView;
import org.springframework.web.servlet.View;

import io.github.wimdeblauwe.htmx.spring.boot.mvc.HtmxResponse;
import io.github.wimdeblauwe.htmx.spring.boot.mvc.HxRequest;
import io.manifeststudio.export.KubeVersion;
import io.manifeststudio.export.web.ExportVersions;
import io.manifeststudio.account.Access;
import io.manifeststudio.account.ErrorPages;
import io.manifeststudio.account.Allow;
import io.manifeststudio.account.ManifestContent;
import io.manifeststudio.editor.DraftChanged;

/**
 * The board page ({@code GET /manifests/{id}/edit}), its board region alone for htmx, and the poll that asks only
 * for the draft's version.
 * <p>
 * The poll ({@code GET .../edit/version?version=<shown>}) answers 204 while the board shows the draft's version, and
 * else fires {@value #DRAFT_OUTDATED}, on which the board reloads (held by the page's script while a drag is under
 * way). A board that reloads onto a new version fires {@link DraftChanged#EVENT}, on which the findings and the
 * previews reload.
 */
@Controller
@ErrorPages
@RequestMapping("/manifests/{id}/edit")
@Allow(Access.READ)
class BoardPageController {

	static final String VIEW = "editor/board";

	static final String BOARD_FRAGMENT = "editor/board :: board";

	static final String VERSION_FRAGMENT = "editor/board :: version";

	/** Fired by the poll when the draft is no longer at the version the board shows. */
	static final String DRAFT_OUTDATED = "draftOutdated";

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
		model.addAttribute("activity", ActivityItem.of(this.content.history(id), Users.name(principal)));
		return VIEW;
	}

	/**
	 * The board region for the chosen version. When the draft moved on from the version the board showed
	 * ({@code version}), the panels derived from the draft are told to reload too.
	 */
	@HxRequest
	@GetMapping("/board")
	String board(@PathVariable long id, @RequestParam(required = false) Long version,
			@RequestParam(required = false) String kubeVersion, Model model, HtmxResponse htmx, Principal principal) {
		BoardView board = this.boards.board(id, ExportVersions.choose(kubeVersion), Users.name(principal));
		if (version == null || version != board.version()) {
			htmx.addTrigger(DraftChanged.EVENT);
		}
		model.addAttribute("board", board);
		return BOARD_FRAGMENT;
	}

	/** Outside htmx a fragment's address leads to the page. */
	@GetMapping("/board")
	String boardPage(@PathVariable long id) {
		return "redirect:/manifests/" + id + "/edit";
	}

	/** The poll: 204 while the draft is at the version the board shows, else its version and {@value #DRAFT_OUTDATED}. */
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
