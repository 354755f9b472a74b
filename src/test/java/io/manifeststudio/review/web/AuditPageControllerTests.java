package io.manifeststudio.review.web;

import java.time.Instant;
import java.util.List;

import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.webmvc.test.autoconfigure.WebMvcTest;
import org.springframework.context.annotation.Import;
import org.springframework.test.context.bean.override.mockito.MockitoBean;
import org.springframework.test.web.servlet.MockMvc;

import io.manifeststudio.account.SignedInMockMvc;
import io.manifeststudio.review.AuditEvent;
import io.manifeststudio.review.AuditLog;
import io.manifeststudio.review.AuditQuery;

import static org.hamcrest.Matchers.allOf;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.not;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.BDDMockito.given;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.verifyNoInteractions;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.content;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.view;

/**
 * {@code /admin/audit}: the filter form, the table, the CSV link, bad filters at their
 * field, admins only.
 */
@WebMvcTest(AuditPageController.class)
@Import(SignedInMockMvc.class)
class AuditPageControllerTests {

	@Autowired
	MockMvc mvc;

	@MockitoBean
	AuditLog audit;

	@Test
	void theTableShowsTheEventsWithTheCsvOfTheSameFilter() throws Exception {
		given(this.audit.find(any())).willReturn(List.of(new AuditEvent(9, Instant.parse("2026-12-03T10:05:00Z"),
				"alice", "save", 7L, 1, "<script>alert(1)</script>")));
		this.mvc.perform(get("/admin/audit").param("user", "alice").with(SignedInMockMvc.as("admin")))
			.andExpect(status().isOk())
			.andExpect(view().name(AuditPageController.VIEW))
			.andExpect(content().string(allOf(containsString("data-event=\"9\""),
					containsString("href=\"/manifests/7\""), containsString("/api/audit.csv?user=alice"),
					containsString("&lt;script&gt;alert(1)&lt;/script&gt;"), not(containsString("<script>alert")),
					containsString("value=\"alice\""), containsString("href=\"/admin/users\""))));
		verify(this.audit).find(new AuditQuery(null, "alice", null, AuditListing.PAGE + 1, 0));
	}

	@Test
	void aBadFilterIsShownAtItsFieldWithWhatWasTyped() throws Exception {
		this.mvc
			.perform(get("/admin/audit").param("since", "notadate")
				.param("manifest", "abc")
				.header("HX-Request", "true")
				.with(SignedInMockMvc.as("admin")))
			.andExpect(status().isOk())
			.andExpect(view().name(AuditPageController.RESULTS_FRAGMENT))
			.andExpect(content().string(allOf(containsString("value=\"notadate\""), containsString("value=\"abc\""),
					containsString("since is a date"), containsString("manifest is a manifest id"),
					not(containsString("audit-csv")))));
		verifyNoInteractions(this.audit);
	}

	@Test
	void onlyAdminsSeeTheLog() throws Exception {
		this.mvc.perform(get("/admin/audit").with(SignedInMockMvc.as("alice"))).andExpect(status().isForbidden());
		this.mvc.perform(get("/admin/audit").with(SignedInMockMvc.as("vic"))).andExpect(status().isForbidden());
		verifyNoInteractions(this.audit);
	}

}
