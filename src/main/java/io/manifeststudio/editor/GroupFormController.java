package io.manifeststudio.editor;

import java.util.List;
import java.util.Map;
import java.util.Set;

import org.springframework.http.HttpStatus;
import org.springframework.stereotype.Controller;
import org.springframework.util.MultiValueMap;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.servlet.ModelAndView;
import org.springframework.web.servlet.View;

import io.github.wimdeblauwe.htmx.spring.boot.mvc.HtmxRequest;
import io.github.wimdeblauwe.htmx.spring.boot.mvc.HxRequest;
import io.manifeststudio.manifest.ManifestNotFoundException;

/**
 * The group forms of the editor, loaded into the board's side panel: a group's form ({@code GET .../groups/{group}})
 * and the form that creates one ({@code GET .../groups/new}), each a fragment for htmx and a page of its own
 * otherwise; the validation of a field as it is typed; and the row a list gains with "Add a port". Refused input
 * answers 200 with the form again, every value as typed and the message beside the field (htmx swaps no 4xx
 * answer, and the pages of this application all answer refused forms this way).
 */
@Controller
@RequestMapping("/manifests/{id}/edit/groups")
class GroupFormController {

	static final String PANEL = "editor/group-form :: panel";

	static final String CREATE = "editor/group-form :: create";

	static final String GONE = "editor/group-form :: gone";

	static final String MESSAGES = "editor/group-form :: messages";

	static final String PAGE = "editor/group-page";

	/** The parameters that are lists of choices rather than one text. */
	static final Set<String> CHOICE_LISTS = Set.of("tags");

	/** Renders nothing: with status 204, htmx leaves the page as it is. */
	private static final View NOTHING = (model, request, response) -> {
	};

	private final GroupDrafts drafts;

	private final GroupFormViews views;

	GroupFormController(GroupDrafts drafts, GroupFormViews views) {
		this.drafts = drafts;
		this.views = views;
	}

	@HxRequest
	@GetMapping("/{group}")
	ModelAndView showGroupForm(@PathVariable long id, @PathVariable String group) {
		return panel(groupForm(id, group));
	}

	@GetMapping("/{group}")
	ModelAndView showGroupPage(@PathVariable long id, @PathVariable String group) {
		return page(id, PANEL, "view", groupForm(id, group), this.views.text("group.form.title", group));
	}

	@HxRequest
	@GetMapping("/new")
	ModelAndView showCreateForm(@PathVariable long id) {
		ModelAndView view = new ModelAndView(CREATE);
		view.addObject("view", createForm(id));
		return view;
	}

	@GetMapping("/new")
	ModelAndView showCreatePage(@PathVariable long id) {
		return page(id, CREATE, "view", createForm(id), this.views.text("group.create.title"));
	}

	/** The messages of one field of a group's form, for the values the form holds now. */
	@HxRequest
	@PostMapping("/{group}/validate")
	ModelAndView validateField(@PathVariable long id, @PathVariable String group, @RequestParam String field,
			@RequestParam MultiValueMap<String, String> parameters) {
		GroupDraft draft = this.drafts.load(id, group);
		GroupFormValues typed = GroupFormValues.of(parameters, CHOICE_LISTS);
		GroupFormValues shown = typed.over(GroupFormValues.of(draft.group()));
		GroupField spec = GroupFormLayout.of(draft.group(), draft.manifest().era(), shown).field(field);
		if (spec == null) {
			// Not a field of this group's form: nothing to say, and htmx leaves the page as it is.
			ModelAndView nothing = new ModelAndView(NOTHING);
			nothing.setStatus(HttpStatus.NO_CONTENT);
			return nothing;
		}
		String problem = GroupFormChanges.check(spec, shown.text(spec.path()))
			.map(this.views::text)
			.orElse(null);
		return messages(this.views.field(draft, typed, field, problem, this.drafts.findings(draft.manifest())));
	}

	/** The form again, as typed, with an empty row added to a list ("Add a port"). */
	@HxRequest
	@PostMapping("/{group}/form")
	ModelAndView addRow(@PathVariable long id, @PathVariable String group, @RequestParam String add,
			@RequestParam MultiValueMap<String, String> parameters) {
		GroupDraft draft = this.drafts.load(id, group);
		GroupFormValues typed = GroupFormValues.of(parameters, CHOICE_LISTS)
			.over(GroupFormValues.of(draft.group()))
			.withRow(add, GroupFormLayout.ROW_FIELDS.getOrDefault(add, List.of()));
		return panel(this.views.form(draft, typed, Map.of(), this.drafts.findings(draft.manifest()), null, null,
				null));
	}

	@ExceptionHandler(GroupNotFoundException.class)
	ModelAndView groupNotFound(GroupNotFoundException ex, HtmxRequest htmx) {
		FormNotice notice = new FormNotice(FormNotice.REFUSED, this.views.text("group.form.missing", ex.group()), null);
		ModelAndView view = new ModelAndView(htmx.isHtmxRequest() ? GONE : PAGE);
		view.addObject("notice", notice);
		view.addObject("fragment", "gone");
		view.addObject("title", this.views.text("group.form.missing.title"));
		// A page answers 404; htmx swaps no 4xx answer, so the panel gets the notice with 200.
		view.setStatus(htmx.isHtmxRequest() ? HttpStatus.OK : HttpStatus.NOT_FOUND);
		return view;
	}

	@ExceptionHandler(ManifestNotFoundException.class)
	ModelAndView manifestNotFound(ManifestNotFoundException ex) {
		ModelAndView page = new ModelAndView("error", HttpStatus.NOT_FOUND);
		page.addObject("status", HttpStatus.NOT_FOUND.value());
		page.addObject("error", HttpStatus.NOT_FOUND.getReasonPhrase());
		return page;
	}

	private GroupFormView groupForm(long id, String group) {
		GroupDraft draft = this.drafts.load(id, group);
		return this.views.form(draft, null, Map.of(), this.drafts.findings(draft.manifest()), null, null, null);
	}

	private NewGroupView createForm(long id) {
		long version = this.drafts.manifest(id).version();
		return new NewGroupView(id, version, this.views.nameField(id, "", null, List.of()),
				this.views.typeField("bosh", null), null);
	}

	private static ModelAndView panel(GroupFormView form) {
		ModelAndView view = new ModelAndView(PANEL);
		view.addObject("view", form);
		return view;
	}

	private static ModelAndView messages(FieldView field) {
		ModelAndView view = new ModelAndView(MESSAGES);
		view.addObject("field", field);
		return view;
	}

	private static ModelAndView page(long id, String fragment, String name, Object form, String title) {
		ModelAndView view = new ModelAndView(PAGE);
		view.addObject(name, form);
		view.addObject("fragment", fragment.substring(fragment.indexOf("::") + 3));
		view.addObject("manifestId", id);
		view.addObject("title", title);
		return view;
	}

}
