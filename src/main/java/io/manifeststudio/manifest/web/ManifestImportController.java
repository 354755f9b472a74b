package io.manifeststudio.manifest.web;

import jakarta.validation.Valid;

import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.validation.BindingResult;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.ModelAttribute;
import org.springframework.web.bind.annotation.PostMapping;

import io.github.wimdeblauwe.htmx.spring.boot.mvc.HxRequest;
import io.manifeststudio.manifest.DuplicateManifestNameException;
import io.manifeststudio.manifest.InvalidManifestRequestException;
import io.manifeststudio.manifest.ManifestParseException;
import io.manifeststudio.manifest.ManifestService;
import io.manifeststudio.manifest.StoredManifest;

/**
 * Import by file upload or paste. A problem (a parse error at its line, a taken name, no YAML) answers 200 with the
 * form again, whole page or, for htmx, the form fragment; success goes to the new manifest's page.
 */
@Controller
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
	String processImportForm(@Valid @ModelAttribute("importForm") ImportForm form, BindingResult result, Model model) {
		return importOr(form, result, model, VIEW, "redirect:/manifests/");
	}

	@HxRequest
	@PostMapping("/manifests/new")
	String processImportFormHtmx(@Valid @ModelAttribute("importForm") ImportForm form, BindingResult result,
			Model model) {
		return importOr(form, result, model, FORM_FRAGMENT, "redirect:htmx:/manifests/");
	}

	private String importOr(ImportForm form, BindingResult result, Model model, String formView, String redirect) {
		byte[] yaml = form.yaml(result);
		if (result.hasErrors()) {
			return formView;
		}
		try {
			StoredManifest stored = this.manifests.importManifest(form.getName(), yaml, null);
			return redirect + stored.id();
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
		return formView;
	}

}
