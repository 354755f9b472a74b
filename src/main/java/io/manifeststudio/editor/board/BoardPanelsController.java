package io.manifeststudio.editor.board;

import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;

import io.github.wimdeblauwe.htmx.spring.boot.mvc.HxRequest;
import io.manifeststudio.export.web.ExportVersions;
import io.manifeststudio.account.Access;
import io.manifeststudio.account.ErrorPages;
import io.manifeststudio.account.Allow;

/**
 * The panels of the board page that derive from the draft and reload themselves on
 * {@link DraftChanged#EVENT} (and on a new choice of Kubernetes version or pod): the findings, the pod choice, and
 * the three previews (role manifest, the selected pod's Kubernetes YAML, and its {@code helm template} output).
 */
@Controller
@ErrorPages
@RequestMapping("/manifests/{id}/edit")
@HxRequest
@Allow(Access.READ)
class BoardPanelsController {

	static final String FINDINGS_FRAGMENT = "manifests/manifest :: findings";

	static final String POD_OPTIONS_FRAGMENT = "editor/board :: pod-options";

	static final String ROLE_MANIFEST_FRAGMENT = "editor/board :: role-manifest";

	static final String POD_PREVIEW_FRAGMENT = "editor/board :: pod-preview";

	private final Boards boards;

	BoardPanelsController(Boards boards) {
		this.boards = boards;
	}

	@GetMapping("/findings")
	String findings(@PathVariable long id, @RequestParam(required = false) String kubeVersion, Model model) {
		model.addAttribute("findings", this.boards.findings(id, ExportVersions.choose(kubeVersion)));
		return FINDINGS_FRAGMENT;
	}

	@GetMapping("/pod-options")
	String podOptions(@PathVariable long id, @RequestParam(required = false) String pod, Model model) {
		model.addAttribute("podOptions", this.boards.podOptions(id, pod));
		return POD_OPTIONS_FRAGMENT;
	}

	@GetMapping("/previews/role-manifest")
	String roleManifest(@PathVariable long id, Model model) {
		model.addAttribute("preview", this.boards.roleManifest(id));
		return ROLE_MANIFEST_FRAGMENT;
	}

	@GetMapping("/previews/kubernetes")
	String kubernetes(@PathVariable long id, @RequestParam(required = false) String kubeVersion,
			@RequestParam(required = false) String pod, Model model) {
		model.addAttribute("preview", this.boards.kubernetes(id, ExportVersions.choose(kubeVersion), pod));
		return POD_PREVIEW_FRAGMENT;
	}

	@GetMapping("/previews/helm")
	String helm(@PathVariable long id, @RequestParam(required = false) String kubeVersion,
			@RequestParam(required = false) String pod, Model model) {
		model.addAttribute("preview", this.boards.helm(id, ExportVersions.choose(kubeVersion), pod));
		return POD_PREVIEW_FRAGMENT;
	}

}
