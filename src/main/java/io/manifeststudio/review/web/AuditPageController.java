package io.manifeststudio.review.web;

import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;

import io.github.wimdeblauwe.htmx.spring.boot.mvc.HxRequest;
import io.manifeststudio.account.RequiredRole;
import io.manifeststudio.account.Role;
import io.manifeststudio.review.AuditLog;

/**
 * {@code /admin/audit}: the audit log for admins, filtered by manifest, user and time, a
 * page at a time, with a link to the CSV of the same filter. A bad filter is shown at its
 * field, with what was typed kept. The filter form asks with htmx for the
 * {@value #RESULTS_FRAGMENT} fragment (form and table) and puts the filter in the
 * address.
 */
@Controller
@RequiredRole(Role.ADMIN)
class AuditPageController {

	static final String VIEW = "review/audit";

	static final String RESULTS_FRAGMENT = "review/audit :: audit";

	private final AuditLog audit;

	AuditPageController(AuditLog audit) {
		this.audit = audit;
	}

	@GetMapping("/admin/audit")
	String page(@RequestParam(required = false) String manifest, @RequestParam(required = false) String user,
			@RequestParam(required = false) String since, @RequestParam(required = false) String offset, Model model) {
		model.addAttribute("audit", AuditListing.of(this.audit, new AuditFilter(manifest, user, since, null, offset)));
		return VIEW;
	}

	@HxRequest
	@GetMapping("/admin/audit")
	String results(@RequestParam(required = false) String manifest, @RequestParam(required = false) String user,
			@RequestParam(required = false) String since, @RequestParam(required = false) String offset, Model model) {
		page(manifest, user, since, offset, model);
		return RESULTS_FRAGMENT;
	}

}
