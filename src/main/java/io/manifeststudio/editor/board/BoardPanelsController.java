package io.manifeststudio.editor.board;

import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;

import io.github.wimdeblauwe.htmx.spring.boot.mvc.HxRequest;
import io.manifeststudio.export.web.ExportVersions;
import io.manifeststudio.account.ErrorPages;
import io.manifeststudio.account.RequiredRole;
import io.manifeststudio.account.Role;

/**
 * The previews of the board page, each rendered only while its panel is open and asked
 * for: the role manifest, the selected pod's Kubernetes YAML and its
 * {@code helm template} output. An open one asks again on {@link DraftChanged#EVENT} and
 * on a new choice of Kubernetes version or pod. (The findings panel and the pod choice
 * come with the answer to each change, see {@link BoardEditController}.)
 */
@Controller
@ErrorPages
@RequestMapping("/manifests/{id}/edit")
@HxRequest
@RequiredRole(Role.VIEWER)
class BoardPanelsController {

	static final String ROLE_MANIFEST_FRAGMENT = "editor/board :: role-manifest";

	static final String POD_PREVIEW_FRAGMENT = "editor/board :: pod-preview";

	private final Boards boards;

	BoardPanelsController(Boards boards) {
		this.boards = boards;
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
