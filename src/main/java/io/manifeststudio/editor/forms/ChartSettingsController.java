package io.manifeststudio.editor.forms;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.security.Principal;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

import jakarta.servlet.http.HttpServletRequest;

import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.multipart.MultipartFile;
import org.springframework.web.multipart.MultipartRequest;
import org.springframework.web.util.WebUtils;

import io.github.wimdeblauwe.htmx.spring.boot.mvc.HxRequest;

import io.manifeststudio.account.ManifestContent;
import io.manifeststudio.export.ImageTags;
import io.manifeststudio.account.RequiredRole;
import io.manifeststudio.account.Role;
import io.manifeststudio.export.helm.SecretGeneration;
import io.manifeststudio.export.repository.ChartTarget;
import io.manifeststudio.export.repository.ChartTargets;
import io.manifeststudio.export.repository.ImageTagSettings;
import io.manifeststudio.export.web.ExportVersions;
import io.manifeststudio.manifest.model.InvalidManifestRequestException;
import io.manifeststudio.manifest.model.RoleManifest;

/**
 * The manifest page's "Published charts" panel, loaded by htmx: what the chart repository
 * ({@code /charts}) builds the manifest's approved revisions for. Everyone reads it;
 * editors and above change it (the panel comes back with the new setting). A value that
 * is not one of the choices is a 400 that names the field.
 */
@Controller
@RequiredRole(Role.VIEWER)
class ChartSettingsController {

	static final String PANEL = "manifests/chart-settings :: panel";

	private static final String SCRIPT = "script:";

	private static final long MAX_FILE_BYTES = 1024 * 1024;

	private final ManifestContent manifests;

	private final ChartTargets targets;

	private final ImageTagSettings tagInputs;

	ChartSettingsController(ManifestContent manifests, ChartTargets targets, ImageTagSettings tagInputs) {
		this.manifests = manifests;
		this.targets = targets;
		this.tagInputs = tagInputs;
	}

	@HxRequest
	@GetMapping("/manifests/{id}/chart-settings")
	String panel(@PathVariable long id, Model model) {
		return panel(id, model, false);
	}

	@RequiredRole(Role.EDITOR)
	@HxRequest
	@PostMapping("/manifests/{id}/chart-settings")
	String change(@PathVariable long id, @RequestParam(required = false) String kubeVersion,
			@RequestParam(required = false) String secrets, Principal principal, Model model) {
		ChartTarget target = new ChartTarget(ExportVersions.choose(kubeVersion), secretGeneration(secrets));
		this.manifests.draftVersion(id);
		this.targets.set(id, target, principal.getName());
		return panel(id, model, true);
	}

	/**
	 * What fissile hashed into the image tags besides the manifest and its releases: the
	 * fissile version string, {@code --tag-extra}, the opinions files (kept when none is
	 * sent; {@code clearOpinions} removes both) and the contents of the scripts the draft
	 * names (each a file field {@code script:<name>}; {@code removeScript} drops one).
	 */
	@RequiredRole(Role.EDITOR)
	@HxRequest
	@PostMapping("/manifests/{id}/chart-settings/image-tags")
	String imageTags(@PathVariable long id, @RequestParam(required = false) String fissileVersion,
			@RequestParam(required = false) String tagExtra,
			@RequestParam(required = false) MultipartFile lightOpinions,
			@RequestParam(required = false) MultipartFile darkOpinions,
			@RequestParam(defaultValue = "false") boolean clearOpinions,
			@RequestParam(required = false) List<String> removeScript, HttpServletRequest request, Principal principal,
			Model model) throws IOException {
		Set<String> named = namedScripts(id);
		if (fissileVersion != null && fissileVersion.length() > 200) {
			throw new InvalidManifestRequestException("fissileVersion", "fissileVersion has at most 200 characters");
		}
		if (tagExtra != null && tagExtra.length() > 200) {
			throw new InvalidManifestRequestException("tagExtra", "tagExtra has at most 200 characters");
		}
		this.tagInputs.set(id, fissileVersion, tagExtra, text(lightOpinions, "lightOpinions"),
				text(darkOpinions, "darkOpinions"), clearOpinions, principal.getName());
		// the request handed in may be a wrapper (security): look for the multipart
		// request beneath
		MultipartRequest multipart = WebUtils.getNativeRequest(request, MultipartRequest.class);
		Map<String, MultipartFile> files = (multipart != null) ? multipart.getFileMap() : Map.of();
		for (Map.Entry<String, MultipartFile> file : files.entrySet()) {
			if (!file.getKey().startsWith(SCRIPT) || file.getValue().isEmpty()) {
				continue;
			}
			String name = file.getKey().substring(SCRIPT.length());
			if (!named.contains(name)) {
				throw new InvalidManifestRequestException(file.getKey(), "The draft names no script " + name
						+ " (of environment_scripts, scripts, post_config_scripts)");
			}
			if (file.getValue().getSize() > MAX_FILE_BYTES) {
				throw new InvalidManifestRequestException(file.getKey(),
						"A script has at most " + MAX_FILE_BYTES + " bytes");
			}
			this.tagInputs.putScript(id, name, file.getValue().getBytes(), principal.getName());
		}
		if (removeScript != null) {
			removeScript.forEach((name) -> this.tagInputs.removeScript(id, name));
		}
		return panel(id, model, true);
	}

	private static String text(MultipartFile file, String field) throws IOException {
		if (file == null || file.isEmpty()) {
			return null;
		}
		if (file.getSize() > MAX_FILE_BYTES) {
			throw new InvalidManifestRequestException(field,
					"An opinions file has at most " + MAX_FILE_BYTES + " bytes");
		}
		return new String(file.getBytes(), StandardCharsets.UTF_8);
	}

	private Set<String> namedScripts(long id) {
		RoleManifest manifest = this.manifests.model(this.manifests.draft(id));
		Set<String> scripts = new TreeSet<>();
		manifest.instanceGroups().forEach((group) -> scripts.addAll(ImageTags.hashedScripts(group)));
		return scripts;
	}

	private String panel(long id, Model model, boolean saved) {
		this.manifests.draftVersion(id);
		model.addAttribute("chartSettings", ChartSettingsView.of(id, this.targets.of(id), this.tagInputs.of(id),
				namedScripts(id), Role.EDITOR.isHeldByCurrentUser(), saved));
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
