package io.manifeststudio.editor.pages;

import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.servlet.ModelAndView;
import org.springframework.web.servlet.mvc.support.RedirectAttributes;

import io.github.wimdeblauwe.htmx.spring.boot.mvc.HtmxRedirectView;
import io.github.wimdeblauwe.htmx.spring.boot.mvc.HxRequest;

import io.manifeststudio.manifest.model.FissileGeneration;
import io.manifeststudio.manifest.model.InvalidManifestRequestException;
import io.manifeststudio.manifest.ManifestService;
import io.manifeststudio.account.ErrorPages;
import io.manifeststudio.account.RequiredRole;
import io.manifeststudio.account.Role;

/**
 * The manifest page's choice of fissile generation: stores it (an empty choice goes back
 * to inferring it) and shows the page again, whose findings then follow that generation's
 * rules. An htmx post gets htmx's redirect, so the whole page (findings, board links,
 * export panel) reloads; a refused value comes back as a notice on the page.
 */
@Controller
@ErrorPages
@RequiredRole(Role.EDITOR)
class GenerationFormController {

	private final ManifestService manifests;

	GenerationFormController(ManifestService manifests) {
		this.manifests = manifests;
	}

	@PostMapping("/manifests/{id}/generation")
	String choose(@PathVariable long id, @RequestParam(required = false) String generation,
			RedirectAttributes redirect) {
		store(id, generation, redirect);
		return "redirect:/manifests/" + id + "#generation";
	}

	/**
	 * The htmx twin: the browser reloads the page through {@code HX-Redirect} (an
	 * {@link HtmxRedirectView}, as a {@code redirect:htmx:} view name would reach
	 * Thymeleaf's resolver first and become a plain redirect). The target has no
	 * {@code #generation}: htmx sets {@code location.href} to it, and from the page
	 * itself a URL that differs only by its fragment is a same-document navigation, which
	 * scrolls and does not reload (the choice was stored, but the page kept showing the
	 * old generation and {@code data-chosen="false"}).
	 */
	@HxRequest
	@PostMapping("/manifests/{id}/generation")
	ModelAndView chooseHtmx(@PathVariable long id, @RequestParam(required = false) String generation,
			RedirectAttributes redirect) {
		store(id, generation, redirect);
		return new ModelAndView(new HtmxRedirectView("/manifests/" + id, true));
	}

	private void store(long id, String generation, RedirectAttributes redirect) {
		try {
			this.manifests.chooseGeneration(id, FissileGeneration.parse(generation));
		}
		catch (InvalidManifestRequestException ex) {
			redirect.addFlashAttribute("generationError", ex.getMessage());
		}
	}

}
