package io.manifeststudio.review.web;

import java.time.Instant;
import java.util.ArrayList;
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

import static org.hamcrest.Matchers.containsString;
import static org.mockito.ArgumentMatchers.any;
import static org.mockito.BDDMockito.given;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.verifyNoInteractions;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.content;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.header;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

/**
 * {@code GET /api/audit} and {@code /api/audit.csv}: admins only, the filters, the page,
 * the CSV, bad filters.
 */
@WebMvcTest(AuditApiController.class)
@Import(SignedInMockMvc.class)
class AuditApiControllerTests {

	static final AuditEvent SAVE = new AuditEvent(2, Instant.parse("2026-12-03T10:05:00Z"), "alice", "save", 7L, 1,
			"saved draft version 3: first");

	static final AuditEvent FORMULA = new AuditEvent(1, Instant.parse("2026-12-03T10:00:00Z"), "alice", "edit", 7L,
			null, "=cmd|' /C calc'!A0, and more");

	@Autowired
	MockMvc mvc;

	@MockitoBean
	AuditLog audit;

	@Test
	void anAdminGetsTheFilteredEventsNewestFirst() throws Exception {
		given(this.audit.find(any())).willReturn(List.of(SAVE, FORMULA));
		this.mvc
			.perform(get("/api/audit").param("manifest", "7")
				.param("user", "alice")
				.param("since", "2026-12-03")
				.with(SignedInMockMvc.as("admin")))
			.andExpect(status().isOk())
			.andExpect(jsonPath("$.events[0].actor").value("alice"))
			.andExpect(jsonPath("$.events[0].action").value("save"))
			.andExpect(jsonPath("$.events[0].manifestId").value(7))
			.andExpect(jsonPath("$.events[0].revision").value(1))
			.andExpect(jsonPath("$.events[0].at").value("2026-12-03T10:05:00Z"))
			.andExpect(jsonPath("$.events[1].action").value("edit"))
			.andExpect(jsonPath("$.limit").value(100))
			.andExpect(jsonPath("$.nextOffset").doesNotExist());
		// one more than the page, to know whether there is a next one
		verify(this.audit).find(new AuditQuery(7L, "alice", Instant.parse("2026-12-03T00:00:00Z"), 101, 0));
	}

	@Test
	void aFullPageOffersTheNextOne() throws Exception {
		List<AuditEvent> three = new ArrayList<>(List.of(SAVE, FORMULA, FORMULA));
		given(this.audit.find(any())).willReturn(three);
		this.mvc.perform(get("/api/audit").param("limit", "2").param("offset", "4").with(SignedInMockMvc.as("admin")))
			.andExpect(status().isOk())
			.andExpect(jsonPath("$.events.length()").value(2))
			.andExpect(jsonPath("$.offset").value(4))
			.andExpect(jsonPath("$.nextOffset").value(6));
		verify(this.audit).find(new AuditQuery(null, null, null, 3, 4));
	}

	@Test
	void badFiltersAre400sNamingTheParameter() throws Exception {
		this.mvc.perform(get("/api/audit").param("since", "notadate").with(SignedInMockMvc.as("admin")))
			.andExpect(status().isBadRequest())
			.andExpect(jsonPath("$.field").value("since"))
			.andExpect(jsonPath("$.detail", containsString("notadate")));
		this.mvc.perform(get("/api/audit").param("manifest", "abc").with(SignedInMockMvc.as("admin")))
			.andExpect(status().isBadRequest())
			.andExpect(jsonPath("$.field").value("manifest"));
		this.mvc.perform(get("/api/audit.csv").param("limit", "lots").with(SignedInMockMvc.as("admin")))
			.andExpect(status().isBadRequest())
			.andExpect(jsonPath("$.field").value("limit"));
		verifyNoInteractions(this.audit);
	}

	@Test
	void theCsvIsAnAttachmentWithFormulasNeutralised() throws Exception {
		given(this.audit.find(any())).willReturn(List.of(SAVE, FORMULA));
		this.mvc.perform(get("/api/audit.csv").param("user", "alice").with(SignedInMockMvc.as("admin")))
			.andExpect(status().isOk())
			.andExpect(content().contentTypeCompatibleWith("text/csv"))
			.andExpect(header().string("Content-Disposition", containsString("attachment")))
			.andExpect(header().string("Content-Disposition", containsString("audit.csv")))
			.andExpect(content()
				.string(containsString("2,2026-12-03T10:05:00Z,alice,save,7,1,saved draft version 3: first\r\n")))
			.andExpect(content().string(containsString(",alice,edit,7,,\"'=cmd|' /C calc'!A0, and more\"\r\n")));
		verify(this.audit).find(new AuditQuery(null, "alice", null, AuditQuery.MAX_LIMIT, 0));
	}

	@Test
	void nobodyButAnAdminReadsTheLog() throws Exception {
		for (String caller : List.of("vic", "alice", "rita")) {
			this.mvc.perform(get("/api/audit").with(SignedInMockMvc.as(caller))).andExpect(status().isForbidden());
			this.mvc.perform(get("/api/audit.csv").with(SignedInMockMvc.as(caller))).andExpect(status().isForbidden());
		}
		this.mvc.perform(get("/api/audit").with(SignedInMockMvc.anonymous())).andExpect(status().isUnauthorized());
		verifyNoInteractions(this.audit);
	}

}
