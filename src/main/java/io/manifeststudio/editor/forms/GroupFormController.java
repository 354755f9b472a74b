package io.manifeststudio.editor.forms;

import java.security.Principal;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;

import org.springframework.http.HttpStatus;
import org.springframework.stereotype.Controller;
import org.springframework.util.MultiValueMap;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.PutMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.servlet.ModelAndView;
import org.springframework.web.servlet.View;
import org.springframework.web.servlet.view.FragmentsRendering;

import io.github.wimdeblauwe.htmx.spring.boot.mvc.HtmxRequest;
import io.github.wimdeblauwe.htmx.spring.boot.mvc.HtmxResponse;
import io.github.wimdeblauwe.htmx.spring.boot.mvc.HxRequest;
import io.manifeststudio.manifest.ManifestNotFoundException;
import io.manifeststudio.account.RequiredRole;
import io.manifeststudio.account.Role;
import io.manifeststudio.editor.BoardAnswer;
import io.manifeststudio.editor.DraftChanged;

/**
 * The group forms of the editor, which the board loads into its side panel
 * ({@code #group-panel}): a group's form ({@code GET .../groups/{group}}: rename,
 * settings, delete) and the form that creates one ({@code GET .../groups/new}), each a
 * fragment for htmx and a page of its own otherwise; the checks of a field as it is
 * typed; and the changes: {@code PUT .../groups/{group}} saves the settings, {@code PUT
 * .../groups/{group}/name} renames, {@code DELETE .../groups/{group}} deletes,
 * {@code POST .../groups} creates. Each change from the board answers the board's part
 * too, in the same request (the changed, added and removed cards, findings, undo:
 * {@link BoardAnswer}); a change fires {@link DraftChanged#EVENT} so that the previews
 * that are open refresh.
 * <p>
 * Refused input answers 200 with the form again, every value as typed and the message
 * beside the field: htmx swaps no 4xx answer, and the pages of this application all
 * answer refused forms this way.
 */
@Controller
@RequestMapping("/manifests/{id}/edit/groups")
@RequiredRole(Role.EDITOR)
class GroupFormController {

	static final String MESSAGES = "editor/group-form :: messages";

	static final String PAGE = "editor/group-page";

	/** Renders nothing: with status 204, htmx leaves the page as it is. */
	private static final View NOTHING = (model, request, response) -> {
	};

	private final GroupSettingsForms settings;

	private final GroupLifecycleForms lifecycle;

	private final GroupFormViews views;

	private final BoardAnswer board;

	GroupFormController(GroupSettingsForms settings, GroupLifecycleForms lifecycle, GroupFormViews views,
			BoardAnswer board) {
		this.settings = settings;
		this.lifecycle = lifecycle;
		this.views = views;
		this.board = board;
	}

	@HxRequest
	@RequiredRole(Role.VIEWER)
	@GetMapping("/{group}")
	ModelAndView showGroupForm(@PathVariable long id, @PathVariable String group) {
		return fragment(FormAnswer.panel(this.settings.show(id, group), false));
	}

	@RequiredRole(Role.VIEWER)
	@GetMapping("/{group}")
	ModelAndView showGroupPage(@PathVariable long id, @PathVariable String group) {
		return page(id, FormAnswer.panel(this.settings.show(id, group), false),
				this.views.text("group.form.title", group));
	}

	@HxRequest
	@GetMapping("/new")
	ModelAndView showCreateForm(@PathVariable long id) {
		return fragment(FormAnswer.create(this.lifecycle.createForm(id)));
	}

	@GetMapping("/new")
	ModelAndView showCreatePage(@PathVariable long id) {
		return page(id, FormAnswer.create(this.lifecycle.createForm(id)), this.views.text("group.create.title"));
	}

	/** The messages of one field of a group's form, for the values the form holds now. */
	@HxRequest
	@PostMapping("/{group}/validate")
	ModelAndView validateField(@PathVariable long id, @PathVariable String group, @RequestParam String field,
			@RequestParam MultiValueMap<String, String> parameters) {
		return messages(this.settings.validate(id, group, field, parameters));
	}

	/** The form again, as typed, with an empty row added to a list ("Add a port"). */
	@HxRequest
	@PostMapping("/{group}/form")
	ModelAndView addRow(@PathVariable long id, @PathVariable String group, @RequestParam String add,
			@RequestParam MultiValueMap<String, String> parameters) {
		return fragment(FormAnswer.panel(this.settings.addRow(id, group, add, parameters), false));
	}

	/**
	 * Saves the changed fields as one change. Sent from the board's side panel (with the
	 * board's Kubernetes version, {@code kubeVersion}), the answer also carries the
	 * board's part, out of band ({@link BoardAnswer}): one request updates the form, the
	 * cards, the findings and undo, and only the previews that are open ask again.
	 */
	@HxRequest
	@PutMapping("/{group}")
	FragmentsRendering saveSettings(@PathVariable long id, @PathVariable String group,
			@RequestParam(required = false) Long version, @RequestParam(required = false) String kubeVersion,
			@RequestParam MultiValueMap<String, String> parameters, HtmxResponse htmx, Principal principal) {
		FormAnswer answer = this.settings.save(id, group, version, parameters, principal.getName());
		return withBoard(id, answer, List.of(group), List.of(), group, kubeVersion, htmx, principal);
	}

	@HxRequest
	@PostMapping("/{group}/name/validate")
	ModelAndView validateName(@PathVariable long id, @PathVariable String group,
			@RequestParam(defaultValue = "") String name) {
		return messages(this.lifecycle.checkName(id, group, name));
	}

	/**
	 * Renames the group. From the board, the answer carries the board's part too: the
	 * card under the new name where the old one was, the findings, the pods the menus
	 * offer and undo ({@link BoardAnswer}).
	 */
	@HxRequest
	@PutMapping("/{group}/name")
	FragmentsRendering renameGroup(@PathVariable long id, @PathVariable String group,
			@RequestParam(required = false) Long version, @RequestParam(defaultValue = "") String name,
			@RequestParam(required = false) String kubeVersion, HtmxResponse htmx, Principal principal) {
		FormAnswer answer = this.lifecycle.rename(id, group, version, name, principal.getName());
		String renamed = name.strip();
		return withBoard(id, answer, List.of(group, renamed), List.of(renamed), renamed, kubeVersion, htmx, principal);
	}

	/**
	 * Deletes the group. From the board, the answer carries the board's part too: its
	 * card goes, the findings and undo follow ({@link BoardAnswer}).
	 */
	@HxRequest
	@DeleteMapping("/{group}")
	FragmentsRendering deleteGroup(@PathVariable long id, @PathVariable String group,
			@RequestParam(required = false) Long version, @RequestParam(required = false) String kubeVersion,
			HtmxResponse htmx, Principal principal) {
		FormAnswer answer = this.lifecycle.delete(id, group, version, principal.getName());
		return withBoard(id, answer, List.of(group), List.of(), null, kubeVersion, htmx, principal);
	}

	/** The messages of the create form's name or type, as typed. */
	@HxRequest
	@PostMapping("/new/validate")
	ModelAndView validateNewGroup(@PathVariable long id, @RequestParam(defaultValue = "name") String field,
			@RequestParam(defaultValue = "") String name, @RequestParam(defaultValue = "") String type) {
		NewGroupView checked = this.lifecycle.checkNew(id, name, type);
		return messages("type".equals(field) ? checked.type() : checked.name());
	}

	/**
	 * Creates a group. From the board, the answer carries the board's part too: the new
	 * pod's card after the others, or the new container in the palette, the findings and
	 * undo ({@link BoardAnswer}).
	 */
	@HxRequest
	@PostMapping
	FragmentsRendering createGroup(@PathVariable long id, @RequestParam(required = false) Long version,
			@RequestParam(defaultValue = "") String name, @RequestParam(defaultValue = "") String type,
			@RequestParam(required = false) String kubeVersion, HtmxResponse htmx, Principal principal) {
		FormAnswer answer = this.lifecycle.create(id, version, name, type, principal.getName());
		String created = name.strip();
		return withBoard(id, answer, List.of(created), List.of(created), created, kubeVersion, htmx, principal);
	}

	@ExceptionHandler(GroupNotFoundException.class)
	ModelAndView groupNotFound(GroupNotFoundException ex, HtmxRequest htmx) {
		FormNotice notice = new FormNotice(FormNotice.REFUSED, this.views.text("group.form.missing", ex.group()), null);
		FormAnswer gone = FormAnswer.gone(notice, false);
		if (htmx.isHtmxRequest()) {
			// htmx swaps no 4xx answer, so the panel gets the notice with 200.
			return fragment(gone);
		}
		ModelAndView page = page(null, gone, this.views.text("group.form.missing.title"));
		page.setStatus(HttpStatus.NOT_FOUND);
		return page;
	}

	@ExceptionHandler(ManifestNotFoundException.class)
	ModelAndView manifestNotFound(ManifestNotFoundException ex) {
		ModelAndView page = new ModelAndView("error", HttpStatus.NOT_FOUND);
		page.addObject("status", HttpStatus.NOT_FOUND.value());
		page.addObject("error", HttpStatus.NOT_FOUND.getReasonPhrase());
		return page;
	}

	/**
	 * The panel's answer and, when it wrote a change and came from the board (which sends
	 * its Kubernetes version, {@code kubeVersion}), the board's part, out of band, built
	 * from the change's result: {@code named} are the groups the change named,
	 * {@code added} the pods it added (the board has no card of theirs yet). Once the
	 * answer is in, the open previews show {@code pod} (when it is one) and ask again.
	 * Without the board (the form's own page), the change only tells the page it changed.
	 */
	private FragmentsRendering withBoard(long id, FormAnswer answer, Collection<String> named, Collection<String> added,
			String pod, String kubeVersion, HtmxResponse htmx, Principal principal) {
		List<ModelAndView> parts = new ArrayList<>();
		parts.add(fragment(answer));
		if (answer.change() != null && kubeVersion != null) {
			parts.add(new ModelAndView(BoardAnswer.FRAGMENT,
					this.board.after(id, answer.change(), named, added, kubeVersion, principal.getName())));
			// once the pod choice of the answer is in, the open previews show the pod
			if (pod != null) {
				htmx.addTriggerAfterSettle(DraftChanged.EVENT, Map.of("pod", pod));
			}
			else {
				htmx.addTriggerAfterSettle(DraftChanged.EVENT);
			}
		}
		else if (answer.draftChanged()) {
			htmx.addTrigger(DraftChanged.EVENT);
		}
		return FragmentsRendering.fragments(parts).build();
	}

	private static ModelAndView fragment(FormAnswer answer) {
		ModelAndView view = new ModelAndView(answer.fragment());
		view.addObject("view", answer.view());
		return view;
	}

	private static ModelAndView messages(FieldView field) {
		if (field == null) {
			// Not a field of this form: nothing to say, and htmx leaves the page as it
			// is.
			ModelAndView nothing = new ModelAndView(NOTHING);
			nothing.setStatus(HttpStatus.NO_CONTENT);
			return nothing;
		}
		ModelAndView view = new ModelAndView(MESSAGES);
		view.addObject("field", field);
		return view;
	}

	/** A form as a page of its own, in the same panel the board has. */
	private static ModelAndView page(Long id, FormAnswer answer, String title) {
		ModelAndView view = new ModelAndView(PAGE);
		view.addObject("view", answer.view());
		view.addObject("fragment", answer.fragment().substring(answer.fragment().indexOf("::") + 3));
		view.addObject("manifestId", id);
		view.addObject("title", title);
		return view;
	}

}
