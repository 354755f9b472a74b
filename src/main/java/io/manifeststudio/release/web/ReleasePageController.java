package io.manifeststudio.release.web;

import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;

import io.github.wimdeblauwe.htmx.spring.boot.mvc.HxRequest;
import io.manifeststudio.account.RequiredRole;
import io.manifeststudio.account.Role;
import io.manifeststudio.release.ReleaseCatalog;

/**
 * The page of the release catalog ({@code /releases}): the releases with their jobs, the
 * upload of a release tarball (the page's script sends the file to
 * {@code POST /api/releases} and shows its progress, then reloads the table with htmx),
 * and the deletion of a release. Thin: the catalog does the work.
 */
@Controller
@RequiredRole(Role.VIEWER)
class ReleasePageController {

	static final String PAGE = "releases/list";

	static final String TABLE = "releases/list :: table";

	private final ReleaseCatalog catalog;

	ReleasePageController(ReleaseCatalog catalog) {
		this.catalog = catalog;
	}

	@GetMapping("/releases")
	String page(Model model) {
		model.addAttribute("releases", this.catalog.list());
		return PAGE;
	}

	/** The table alone, for htmx after an upload. */
	@HxRequest
	@GetMapping("/releases")
	String table(Model model) {
		model.addAttribute("releases", this.catalog.list());
		return TABLE;
	}

	@RequiredRole(Role.EDITOR)
	@HxRequest
	@DeleteMapping("/releases/{id}")
	String delete(@PathVariable long id, Model model) {
		this.catalog.delete(id);
		return table(model);
	}

}
