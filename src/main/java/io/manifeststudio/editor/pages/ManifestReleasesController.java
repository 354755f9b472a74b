package io.manifeststudio.editor.pages;

import java.util.List;
import java.util.Set;

import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PutMapping;

import io.github.wimdeblauwe.htmx.spring.boot.mvc.HxRequest;
import io.manifeststudio.account.ManifestContent;
import io.manifeststudio.account.RequiredRole;
import io.manifeststudio.account.Role;
import io.manifeststudio.manifest.model.RoleManifest;
import io.manifeststudio.manifest.StoredManifest;
import io.manifeststudio.release.ReleaseCatalog;
import io.manifeststudio.release.ReleaseResolution;
import io.manifeststudio.release.ReleaseSummary;
import io.manifeststudio.validation.Finding;
import io.manifeststudio.validation.ManifestValidator;
import io.manifeststudio.editor.board.FindingItem;

/**
 * The releases panel of the manifest page (htmx, {@code /manifests/{id}/releases}): the
 * releases attached to the manifest, the catalog's others to attach, and the findings of
 * fissile's release rules (39 to 46, or the warning that they were not checked) for the
 * draft with the releases it uses. Attaching and detaching answer the panel.
 */
@Controller
@RequiredRole(Role.VIEWER)
class ManifestReleasesController {

	static final String PANEL = "editor/releases :: panel";

	/** fissile's rules that need the releases, and the warning that they did not run. */
	static final Set<String> RELEASE_RULES = Set.of("FISSILE-39", "FISSILE-40", "FISSILE-43", "FISSILE-44",
			"FISSILE-45", "FISSILE-46", "FISSILE-RELEASES");

	/** What the panel shows. */
	record ReleasesPanel(long manifestId, List<ReleaseSummary> attached, List<ReleaseSummary> others,
			List<FindingItem> findings) {
	}

	/** A finding of the release rules as listed. */
	record FindingItem(String rule, String severity, String message) {
	}

	private final ManifestContent manifests;

	private final ReleaseCatalog catalog;

	private final ManifestValidator validator;

	ManifestReleasesController(ManifestContent manifests, ReleaseCatalog catalog, ManifestValidator validator) {
		this.manifests = manifests;
		this.catalog = catalog;
		this.validator = validator;
	}

	@HxRequest
	@GetMapping("/manifests/{id}/releases")
	String panel(@PathVariable long id, Model model) {
		StoredManifest stored = this.manifests.manifest(id);
		RoleManifest manifest = this.manifests.model(stored.draft());
		List<ReleaseSummary> attached = this.catalog.attached(id);
		Set<Long> attachedIds = new java.util.HashSet<>();
		attached.forEach((release) -> attachedIds.add(release.id()));
		List<ReleaseSummary> others = this.catalog.list()
			.stream()
			.filter((release) -> !attachedIds.contains(release.id()))
			.toList();
		List<FindingItem> findings = this.validator
			.validate(manifest, stored.chosenGeneration(), ReleaseResolution.of(this.catalog, id, manifest))
			.findings()
			.stream()
			.filter((finding) -> RELEASE_RULES.contains(finding.rule()))
			.map(ManifestReleasesController::item)
			.toList();
		model.addAttribute("releases", new ReleasesPanel(id, attached, others, findings));
		return PANEL;
	}

	@RequiredRole(Role.EDITOR)
	@HxRequest
	@PutMapping("/manifests/{id}/releases/{releaseId}")
	String attach(@PathVariable long id, @PathVariable long releaseId, Model model) {
		this.manifests.draftVersion(id);
		this.catalog.attach(id, releaseId);
		return panel(id, model);
	}

	@RequiredRole(Role.EDITOR)
	@HxRequest
	@DeleteMapping("/manifests/{id}/releases/{releaseId}")
	String detach(@PathVariable long id, @PathVariable long releaseId, Model model) {
		this.manifests.draftVersion(id);
		this.catalog.detach(id, releaseId);
		return panel(id, model);
	}

	private static FindingItem item(Finding finding) {
		return new FindingItem(finding.rule(), finding.severity().name().toLowerCase(java.util.Locale.ROOT),
				finding.message());
	}

}
