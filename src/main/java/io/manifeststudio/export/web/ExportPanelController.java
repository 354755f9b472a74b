package io.manifeststudio.export.web;

import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;

import io.github.wimdeblauwe.htmx.spring.boot.mvc.HxRequest;
import io.manifeststudio.export.helm.SecretGeneration;
import io.manifeststudio.manifest.model.InvalidManifestRequestException;
import io.manifeststudio.account.RequiredRole;
import io.manifeststudio.account.Role;

/**
 * The export panel of the manifest page ({@code GET /manifests/{id}/export}, for htmx):
 * the Kubernetes version choice, the download links for that version (or why the export
 * is refused) and the preview of one pod's Kubernetes YAML. The page loads it once it is
 * shown and again when the version or pod changes or the page learns of a new draft
 * ({@code draftChanged}, the board's event).
 * <p>
 * A version that is not offered is a 400 and an unknown manifest a 404, both problem JSON
 * (an htmx fragment's errors are the API's).
 */
@Controller
@RequestMapping("/manifests/{id}/export")
@RequiredRole(Role.VIEWER)
class ExportPanelController {

	static final String PANEL_FRAGMENT = "export/panel :: panel";

	private final ExportPanels panels;

	ExportPanelController(ExportPanels panels) {
		this.panels = panels;
	}

	@HxRequest
	@GetMapping
	String panel(@PathVariable long id, @RequestParam(required = false) String kubeVersion,
			@RequestParam(required = false) String pod, @RequestParam(required = false) String secrets,
			@RequestParam(required = false) String registry, @RequestParam(required = false) String organization,
			@RequestParam(required = false) String tag, Model model) {
		SecretGeneration generation;
		try {
			generation = SecretGeneration.parse(secrets);
		}
		catch (IllegalArgumentException ex) {
			throw new InvalidManifestRequestException("secrets", ex.getMessage());
		}
		model.addAttribute("export", this.panels.panel(id, ExportVersions.choose(kubeVersion), blankToNull(pod),
				generation, new ExportPanel.ImageChoice(registry, organization, tag)));
		return PANEL_FRAGMENT;
	}

	/**
	 * Outside htmx (a bookmarked or reloaded fragment address) the panel's place is the
	 * manifest page.
	 */
	@GetMapping
	String page(@PathVariable long id) {
		return "redirect:/manifests/" + id + "#export";
	}

	private static String blankToNull(String text) {
		return (text == null || text.isBlank()) ? null : text.trim();
	}

}
