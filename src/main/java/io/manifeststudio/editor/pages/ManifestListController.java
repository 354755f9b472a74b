package io.manifeststudio.editor.pages;

import org.springframework.data.domain.Page;
import org.springframework.data.domain.PageRequest;
import org.springframework.security.core.Authentication;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;

import io.github.wimdeblauwe.htmx.spring.boot.mvc.HxRequest;
import io.manifeststudio.manifest.ManifestService;
import io.manifeststudio.manifest.ManifestSummary;
import io.manifeststudio.account.ErrorPages;
import io.manifeststudio.account.RequiredRole;
import io.manifeststudio.account.Role;

/**
 * The manifest list: search by name (as you type, with htmx) and pages of
 * {@value #PAGE_SIZE}.
 */
@Controller
@ErrorPages
@RequiredRole(Role.VIEWER)
class ManifestListController {

	static final String VIEW = "manifests/list";

	static final String RESULTS_FRAGMENT = "manifests/list :: results";

	static final int PAGE_SIZE = 20;

	private final ManifestService manifests;

	ManifestListController(ManifestService manifests) {
		this.manifests = manifests;
	}

	@GetMapping({ "/", "/manifests" })
	String list(@RequestParam(name = "q", required = false) String query,
			@RequestParam(name = "page", defaultValue = "1") String page, Authentication user, Model model) {
		model.addAttribute("listing", listing(query, page, user));
		return VIEW;
	}

	@HxRequest
	@GetMapping("/manifests")
	String results(@RequestParam(name = "q", required = false) String query,
			@RequestParam(name = "page", defaultValue = "1") String page, Authentication user, Model model) {
		model.addAttribute("listing", listing(query, page, user));
		return RESULTS_FRAGMENT;
	}

	private ManifestListing listing(String query, String pageParam, Authentication user) {
		String search = (query == null || query.isBlank()) ? null : query.strip();
		int page = pageNumber(pageParam);
		Page<ManifestSummary> found = this.manifests.list(search, PageRequest.of(page - 1, PAGE_SIZE));
		if (found.getContent().isEmpty() && page > 1 && found.getTotalPages() > 0) {
			// Past the end (the list shrank, or a hand-written address): show the last
			// page instead.
			found = this.manifests.list(search, PageRequest.of(found.getTotalPages() - 1, PAGE_SIZE));
		}
		boolean mayImport = Role.EDITOR.isHeldBy(user);
		return ManifestListing.of(search, found, mayImport);
	}

	/**
	 * A 1-based page number; anything that is not a positive number means the first page.
	 */
	private static int pageNumber(String page) {
		try {
			return Math.max(1, Integer.parseInt(page.strip()));
		}
		catch (NumberFormatException ex) {
			return 1;
		}
	}

}
