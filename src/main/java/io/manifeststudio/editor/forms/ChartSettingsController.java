package io.manifeststudio.editor.forms;

import java.security.Principal;

import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;

import io.github.wimdeblauwe.htmx.spring.boot.mvc.HxRequest;

import io.manifeststudio.account.Access;
import io.manifeststudio.account.Allow;
import io.manifeststudio.account.ManifestContent;
import io.manifeststudio.export.helm.SecretGeneration;
import io.manifeststudio.export.repository.ChartTarget;
import io.manifeststudio.export.repository.ChartTargets;
import io.manifeststudio.export.web.ExportVersions;
import io.manifeststudio.manifest.InvalidManifestRequestException;

/**
 * The manifest page's "Published charts" panel, loaded by htmx: what the chart repository ({@code /charts}) builds the
 * manifest's approved revisions for. Everyone reads it; editors and above change it (the panel comes back with the
 * new setting). A value that is not one of the choices is a 400 that names the field.
 */
@Controller
@Allow(Access.READ)
class ChartSettingsController {

	static final String PANEL = "manifests/chart-settings :: panel";

	private final ManifestContent manifests;

	private final ChartTargets targets;

	ChartSettingsController(ManifestContent manifests, ChartTargets targets) {
		this.manifests = manifests;
		this.targets = targets;
	}

	@HxRequest
	@GetMapping("/manifests/{id}/chart-settings")
	String panel(@PathVariable long id, Model model) {
		return panel(id, model, false);
	}

	@Allow(Access.EDIT)
	@HxRequest
	@PostMapping("/manifests/{id}/chart-settings")
	String change(@PathVariable long id, @RequestParam(required = false) String kubeVersion,
			@RequestParam(required = false) String secrets, Principal principal, Model model) {
		ChartTarget target = new ChartTarget(ExportVersions.choose(kubeVersion), secretGeneration(secrets));
		this.manifests.draftVersion(id);
		this.targets.set(id, target, principal.getName());
		return panel(id, model, true);
	}

	private String panel(long id, Model model, boolean saved) {
		this.manifests.draftVersion(id);
		model.addAttribute("chartSettings",
				ChartSettingsView.of(id, this.targets.of(id), Access.EDIT.grantedToCurrentUser(), saved));
		return PANEL;
	}

	private static SecretGeneration secretGeneration(String secrets) {
		if (secrets == null || secrets.isBlank()) {
			throw new InvalidManifestRequestException("secrets", "secrets must be fissile or helm");
		}
		try {
			return SecretGeneration.parse(secrets);
		}
		catch (IllegalArgumentException ex) {
			throw new InvalidManifestRequestException("secrets", ex.getMessage());
		}
	}

}
