package io.manifeststudio.editor.pages;

import java.security.Principal;
import jakarta.validation.Valid;

import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.validation.BindingResult;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.ModelAttribute;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.servlet.ModelAndView;
import org.springframework.web.servlet.view.RedirectView;

import io.github.wimdeblauwe.htmx.spring.boot.mvc.HtmxRedirectView;
import io.github.wimdeblauwe.htmx.spring.boot.mvc.HxRequest;
import io.manifeststudio.manifest.DuplicateManifestNameException;
import io.manifeststudio.manifest.model.InvalidManifestRequestException;
import io.manifeststudio.manifest.yaml.ManifestParseException;
import io.manifeststudio.manifest.ManifestService;
import io.manifeststudio.account.ErrorPages;
import io.manifeststudio.account.RequiredRole;
import io.manifeststudio.account.Role;
import io.manifeststudio.editor.forms.ImportForm;
import io.manifeststudio.editor.forms.YamlSourceForm;

/**
 * Import by file upload or paste. A problem (a parse error at its line, a taken name, no
 * YAML) answers 200 with the form again, whole page or, for htmx, the form fragment;
 * success goes to the new manifest's page.
 */
@Controller
@ErrorPages
@RequiredRole(Role.EDITOR)
class ManifestImportController {

	static final String VIEW = "manifests/import";

	static final String FORM_FRAGMENT = "manifests/import :: form";

	private final ManifestService manifests;

	ManifestImportController(ManifestService manifests) {
		this.manifests = manifests;
	}

	@ModelAttribute("importForm")
	ImportForm importForm() {
		return new ImportForm();
	}

	@GetMapping("/manifests/new")
	String initImportForm() {
		return VIEW;
	}

	@PostMapping("/manifests/new")
	ModelAndView processImportForm(@Valid @ModelAttribute("importForm") ImportForm form, BindingResult result,
			Model model, Principal principal) {
		Long id = tryImport(form, result, model, principal.getName());
		return (id != null) ? new ModelAndView(new RedirectView(pageOf(id), true)) : new ModelAndView(VIEW);
	}

	/**
	 * The htmx twin: the browser goes to the new page through {@code HX-Redirect}. (A
	 * {@code redirect:htmx:} view name would reach Thymeleaf's resolver first, which
	 * orders before the library's, and become a plain redirect.)
	 */
	@HxRequest
	@PostMapping("/manifests/new")
	ModelAndView processImportFormHtmx(@Valid @ModelAttribute("importForm") ImportForm form, BindingResult result,
			Model model, Principal principal) {
		Long id = tryImport(form, result, model, principal.getName());
		return (id != null) ? new ModelAndView(new HtmxRedirectView(pageOf(id), true))
				: new ModelAndView(FORM_FRAGMENT);
	}

	private static String pageOf(long id) {
		return "/manifests/" + id;
	}

	/**
	 * Imports the manifest, or says on the model and the binding result why not; the new
	 * id or {@code null}.
	 */
	private Long tryImport(ImportForm form, BindingResult result, Model model, String author) {
		byte[] yaml = form.yaml(result);
		if (result.hasErrors()) {
			return null;
		}
		try {
			return this.manifests.importManifest(form.getName(), yaml, author).id();
		}
		catch (ManifestParseException ex) {
			model.addAttribute("problem", ParseProblem.of(ex, YamlSourceForm.text(yaml)));
		}
		catch (DuplicateManifestNameException ex) {
			result.rejectValue("name", "import.name.taken");
		}
		catch (InvalidManifestRequestException ex) {
			result.rejectValue("name", "import.name.invalid", ex.getMessage());
		}
		return null;
	}

}
