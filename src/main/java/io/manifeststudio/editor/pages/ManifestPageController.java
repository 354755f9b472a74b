package io.manifeststudio.editor.pages;

import java.security.Principal;
import java.util.Map;

import jakarta.validation.Valid;

import org.springframework.http.HttpStatus;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.validation.BindingResult;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.ModelAttribute;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.servlet.ModelAndView;
import org.springframework.web.servlet.View;
import org.springframework.web.servlet.mvc.support.RedirectAttributes;

import io.github.wimdeblauwe.htmx.spring.boot.mvc.HtmxResponse;
import io.github.wimdeblauwe.htmx.spring.boot.mvc.HxRequest;
import io.manifeststudio.manifest.Draft;
import io.manifeststudio.manifest.model.InvalidManifestRequestException;
import io.manifeststudio.manifest.yaml.ManifestParseException;
import io.manifeststudio.manifest.ManifestService;
import io.manifeststudio.manifest.Revision;
import io.manifeststudio.manifest.RevisionConflictException;
import io.manifeststudio.manifest.StaleDraftException;
import io.manifeststudio.account.ErrorPages;
import io.manifeststudio.account.RequiredRole;
import io.manifeststudio.account.Role;
import io.manifeststudio.editor.DraftChanged;
import io.manifeststudio.editor.forms.DraftForm;
import io.manifeststudio.editor.forms.RevisionForm;
import io.manifeststudio.editor.forms.YamlSourceForm;

/**
 * The manifest page: the draft's pods (the board's cards, without their controls) and
 * findings, which refresh by themselves when the draft changes, its revisions with the
 * form that saves one, and the form that replaces the draft. The export panel is the
 * export feature's ({@code export.web.ExportPanelController}); the page only leaves it a
 * place that loads it.
 * <p>
 * The page hears of changes as the board does, through the manifest's event stream
 * ({@code js/live.js}), and with the board's events: {@value #DRAFT_OUTDATED} (the draft
 * moved on from the version shown) makes the live region ask for itself, and its answer
 * fires {@link DraftChanged#EVENT} (a new version is shown), on which what else the page
 * derives from the draft, such as the export panel, reloads. The page does not poll.
 */
@Controller
@ErrorPages
@RequestMapping("/manifests/{id}")
@RequiredRole(Role.VIEWER)
class ManifestPageController {

	static final String VIEW = "manifests/manifest";

	static final String LIVE_FRAGMENT = "manifests/manifest :: live";

	static final String REVISIONS_FRAGMENT = "manifests/manifest :: revisions";

	static final String DRAFT_FORM_FRAGMENT = "manifests/manifest :: draft-form";

	/**
	 * The board's event for "the draft is no longer at the version shown", fired by
	 * js/live.js when the event stream brings a newer version, and by the answer to a
	 * replacement of the draft on this page: the live region reloads.
	 */
	static final String DRAFT_OUTDATED = DraftChanged.OUTDATED;

	/** Renders nothing: with status 204, htmx leaves the page as it is. */
	private static final View NOTHING = (model, request, response) -> {
	};

	private final ManifestService manifests;

	private final ManifestViews views;

	ManifestPageController(ManifestService manifests, ManifestViews views) {
		this.manifests = manifests;
		this.views = views;
	}

	@ModelAttribute("revisionForm")
	RevisionForm revisionForm() {
		return new RevisionForm();
	}

	@ModelAttribute("draftForm")
	DraftForm draftForm() {
		return new DraftForm();
	}

	@GetMapping
	String showManifest(@PathVariable long id, Model model) {
		addPage(id, model);
		return VIEW;
	}

	/**
	 * The pods and findings of the draft, asked for on {@value #DRAFT_OUTDATED}: 204
	 * (htmx keeps what it shows) while the draft is still at the version the page shows,
	 * else the live fragment of the new draft and {@link DraftChanged#EVENT}.
	 */
	@HxRequest
	@GetMapping("/live")
	ModelAndView live(@PathVariable long id, @RequestParam(name = "version", required = false) Long shown,
			HtmxResponse htmx) {
		if (shown != null && shown == this.views.draftVersion(id)) {
			ModelAndView unchanged = new ModelAndView(NOTHING);
			unchanged.setStatus(HttpStatus.NO_CONTENT);
			return unchanged;
		}
		ModelAndView live = new ModelAndView(LIVE_FRAGMENT);
		addDraft(id, live.getModel());
		htmx.addTrigger(DraftChanged.EVENT);
		return live;
	}

	@RequiredRole(Role.EDITOR)
	@PostMapping("/revisions")
	String saveRevision(@PathVariable long id, @Valid @ModelAttribute("revisionForm") RevisionForm form,
			BindingResult result, Model model, RedirectAttributes redirect, Principal principal) {
		if (trySaveRevision(id, form, result, model, principal.getName())) {
			redirect.addFlashAttribute("savedRevision", model.getAttribute("savedRevision"));
			return "redirect:/manifests/" + id + "#revisions";
		}
		addPage(id, model);
		return VIEW;
	}

	@HxRequest
	@RequiredRole(Role.EDITOR)
	@PostMapping("/revisions")
	String saveRevisionHtmx(@PathVariable long id, @Valid @ModelAttribute("revisionForm") RevisionForm form,
			BindingResult result, Model model, Principal principal) {
		if (trySaveRevision(id, form, result, model, principal.getName())) {
			model.addAttribute("revisionForm", new RevisionForm());
		}
		model.addAttribute("manifest", this.views.header(id));
		model.addAttribute("revisions", this.views.revisions(id));
		return REVISIONS_FRAGMENT;
	}

	@RequiredRole(Role.EDITOR)
	@PostMapping("/draft")
	String replaceDraft(@PathVariable long id, @ModelAttribute("draftForm") DraftForm form, BindingResult result,
			Model model, RedirectAttributes redirect, Principal principal) {
		Draft replaced = tryReplaceDraft(id, form, result, model, principal.getName());
		if (replaced != null) {
			redirect.addFlashAttribute("replacedVersion", replaced.version());
			return "redirect:/manifests/" + id;
		}
		addPage(id, model);
		return VIEW;
	}

	@HxRequest
	@RequiredRole(Role.EDITOR)
	@PostMapping("/draft")
	String replaceDraftHtmx(@PathVariable long id, @ModelAttribute("draftForm") DraftForm form, BindingResult result,
			Model model, HtmxResponse htmx, Principal principal) {
		Draft replaced = tryReplaceDraft(id, form, result, model, principal.getName());
		if (replaced != null) {
			model.addAttribute("draftForm", new DraftForm());
		}
		if (replaced != null || model.containsAttribute("staleVersion")) {
			htmx.addTrigger(DRAFT_OUTDATED);
		}
		model.addAttribute("manifest", this.views.header(id));
		return DRAFT_FORM_FRAGMENT;
	}

	private boolean trySaveRevision(long id, RevisionForm form, BindingResult result, Model model, String author) {
		if (result.hasErrors()) {
			return false;
		}
		try {
			Revision saved = this.manifests.saveRevision(id, form.getMessage(), author);
			model.addAttribute("savedRevision", saved.number());
			return true;
		}
		catch (InvalidManifestRequestException ex) {
			result.rejectValue("message", "revisions.invalid", ex.getMessage());
			return false;
		}
		catch (RevisionConflictException ex) {
			result.rejectValue("message", "revisions.conflict");
			return false;
		}
	}

	/**
	 * Replaces the draft, or says on the model why not; the new draft, or {@code null}
	 * when it was not replaced.
	 */
	private Draft tryReplaceDraft(long id, DraftForm form, BindingResult result, Model model, String author) {
		byte[] yaml = form.yaml(result);
		if (form.getVersion() == null) {
			// Without the version the page showed, a change made meanwhile could be
			// overwritten unseen.
			result.reject("draft.version.missing");
		}
		if (result.hasErrors()) {
			return null;
		}
		try {
			Draft draft = this.manifests.replaceDraft(id, yaml, form.getVersion(), author);
			model.addAttribute("replacedVersion", draft.version());
			return draft;
		}
		catch (ManifestParseException ex) {
			model.addAttribute("problem", ParseProblem.of(ex, YamlSourceForm.text(yaml)));
		}
		catch (StaleDraftException ex) {
			model.addAttribute("staleVersion", ex.currentVersion());
		}
		return null;
	}

	private void addPage(long id, Model model) {
		addDraft(id, model.asMap());
		model.addAttribute("revisions", this.views.revisions(id));
	}

	private void addDraft(long id, Map<String, Object> model) {
		ManifestView view = this.views.draft(id);
		model.put("manifest", view.header());
		model.put("cards", view.cards());
		model.put("findings", view.findings());
		model.put("generation", view.generation());
	}

}
