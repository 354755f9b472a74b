package io.manifeststudio.account;

import java.time.Instant;
import java.util.List;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.webmvc.test.autoconfigure.WebMvcTest;
import org.springframework.context.annotation.Import;
import org.springframework.test.context.bean.override.mockito.MockitoBean;
import org.springframework.test.web.servlet.MockMvc;

import static org.hamcrest.Matchers.allOf;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.not;
import static org.mockito.BDDMockito.given;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.verifyNoInteractions;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.content;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.view;

/**
 * {@code /admin/users}: list, create, change role, disable, delete, revoke tokens;
 * refusals shown at their form.
 */
@WebMvcTest(AdminUsersController.class)
@Import(SignedInMockMvc.class)
class AdminUsersControllerTests {

	static final Instant NOW = Instant.parse("2026-12-03T10:00:00Z");

	static final AccountJson ADMIN = new AccountJson("admin", "admin", true, NOW);

	static final AccountJson BOB = new AccountJson("bob", "editor", true, NOW);

	@Autowired
	MockMvc mvc;

	@MockitoBean
	Accounts accounts;

	@Autowired
	AccessTokens tokens;

	@BeforeEach
	void twoAccounts() {
		given(this.accounts.list()).willReturn(List.of(ADMIN, BOB));
		given(this.accounts.exists("admin")).willReturn(true);
		given(this.accounts.exists("bob")).willReturn(true);
		given(this.tokens.list("admin")).willReturn(List.of());
		given(this.tokens.list("bob")).willReturn(List.of(new TokenJson(5, "ci-<b>", NOW, null, false)));
	}

	@Test
	void thePageListsTheAccountsAndTheirTokens() throws Exception {
		this.mvc.perform(get("/admin/users").with(SignedInMockMvc.as("admin")))
			.andExpect(status().isOk())
			.andExpect(view().name(AdminUsersController.VIEW))
			.andExpect(content().string(allOf(containsString("data-user=\"bob\""), containsString("data-token=\"5\""),
					containsString("ci-&lt;b&gt;"), containsString("/admin/users/bob/tokens/5/revoke"),
					containsString("href=\"/admin/audit\""))));
	}

	@Test
	void creatingAnAccountShowsItAndEmptiesTheForm() throws Exception {
		given(this.accounts.create("carol", "long-password", "reviewer"))
			.willReturn(new AccountJson("carol", "reviewer", true, NOW));
		this.mvc
			.perform(post("/admin/users").param("username", "carol")
				.param("password", "long-password")
				.param("role", "reviewer")
				.header("HX-Request", "true")
				.with(SignedInMockMvc.as("admin")))
			.andExpect(status().isOk())
			.andExpect(view().name(AdminUsersController.FRAGMENT))
			.andExpect(content()
				.string(allOf(containsString("Created carol (reviewer)"), not(containsString("value=\"carol\"")))));
		verify(this.accounts).create("carol", "long-password", "reviewer");
	}

	@Test
	void aRefusedAccountIsShownAtItsFieldWithWhatWasTyped() throws Exception {
		given(this.accounts.create("Bad Name", "long-password", "editor"))
			.willThrow(AccountRequestException.invalid("username", "A user name is 1 to 64 lower-case letters"));
		this.mvc
			.perform(post("/admin/users").param("username", "Bad Name")
				.param("password", "long-password")
				.param("role", "editor")
				.header("HX-Request", "true")
				.with(SignedInMockMvc.as("admin")))
			.andExpect(status().isOk())
			.andExpect(view().name(AdminUsersController.FRAGMENT))
			.andExpect(content().string(allOf(containsString("value=\"Bad Name\""),
					containsString("A user name is 1 to 64 lower-case letters"),
					containsString("<option value=\"editor\" selected=\"selected\">"))));
	}

	@Test
	void theLastAdminsRefusalIsShownAtItsRow() throws Exception {
		given(this.accounts.changeRole("admin", "viewer")).willThrow(AccountRequestException.conflict("username",
				"Cannot take the admin role from 'admin': it is the last enabled admin"));
		this.mvc
			.perform(post("/admin/users/admin/role").param("role", "viewer")
				.header("HX-Request", "true")
				.with(SignedInMockMvc.as("admin")))
			.andExpect(status().isOk())
			.andExpect(content().string(containsString("it is the last enabled admin")));
	}

	@Test
	void roleEnabledDeleteAndRevokeReachTheServices() throws Exception {
		given(this.accounts.changeRole("bob", "reviewer")).willReturn(new AccountJson("bob", "reviewer", true, NOW));
		given(this.accounts.enable("bob", false)).willReturn(new AccountJson("bob", "editor", false, NOW));
		given(this.tokens.revoke("bob", 5)).willReturn(new TokenJson(5, "ci", NOW, null, true));
		this.mvc.perform(post("/admin/users/bob/role").param("role", "reviewer").with(SignedInMockMvc.as("admin")))
			.andExpect(content().string(containsString("bob is now reviewer")));
		this.mvc.perform(post("/admin/users/bob/enabled").param("enabled", "false").with(SignedInMockMvc.as("admin")))
			.andExpect(content().string(containsString("bob is disabled")));
		this.mvc.perform(post("/admin/users/bob/tokens/5/revoke").with(SignedInMockMvc.as("admin")))
			.andExpect(content().string(containsString("Revoked bob&#39;s token &#39;ci&#39;")));
		this.mvc.perform(post("/admin/users/bob/delete").with(SignedInMockMvc.as("admin")))
			.andExpect(content().string(containsString("Deleted bob")));
		verify(this.accounts).delete("bob");
	}

	@Test
	void onlyAdminsManageAccounts() throws Exception {
		this.mvc.perform(get("/admin/users").with(SignedInMockMvc.as("rita"))).andExpect(status().isForbidden());
		this.mvc.perform(post("/admin/users/bob/delete").with(SignedInMockMvc.as("alice")))
			.andExpect(status().isForbidden());
		verifyNoInteractions(this.accounts);
	}

}
