package io.manifeststudio.account;

import java.time.Instant;
import java.util.List;

import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.webmvc.test.autoconfigure.WebMvcTest;
import org.springframework.context.annotation.Import;
import org.springframework.test.web.servlet.MockMvc;

import static org.hamcrest.Matchers.allOf;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.not;
import static org.mockito.BDDMockito.given;
import static org.mockito.Mockito.verify;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.content;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.view;

/**
 * {@code /account/tokens}: one's own tokens; a new one is shown once; a bad name is shown
 * at its field.
 */
@WebMvcTest(TokenPageController.class)
@Import(SignedInMockMvc.class)
class TokenPageControllerTests {

	static final Instant NOW = Instant.parse("2026-12-03T10:00:00Z");

	@Autowired
	MockMvc mvc;

	@Autowired
	AccessTokens tokens;

	@Test
	void theListNeverHasATokensText() throws Exception {
		given(this.tokens.list("vic")).willReturn(List.of(new TokenJson(3, "laptop", NOW, null, false)));
		this.mvc.perform(get("/account/tokens").with(SignedInMockMvc.as("vic")))
			.andExpect(status().isOk())
			.andExpect(view().name(TokenPageController.VIEW))
			.andExpect(content().string(allOf(containsString("laptop"), containsString("/account/tokens/3/revoke"),
					not(containsString("new-token-value")), containsString("href=\"/account/tokens\""),
					not(containsString("href=\"/admin/users\"")))));
	}

	@Test
	void aNewTokenIsShownOnce() throws Exception {
		given(this.tokens.create("alice", "ci")).willReturn(new NewTokenJson(4, "ci", "mst_secret-text", NOW));
		given(this.tokens.list("alice")).willReturn(List.of(new TokenJson(4, "ci", NOW, null, false)));
		this.mvc.perform(post("/account/tokens").param("name", "ci").header("HX-Request", "true"))
			.andExpect(status().isOk())
			.andExpect(view().name(TokenPageController.FRAGMENT))
			.andExpect(
					content().string(containsString("id=\"new-token-value\" class=\"token-value\">mst_secret-text<")));
		this.mvc.perform(get("/account/tokens")).andExpect(content().string(not(containsString("mst_secret-text"))));
	}

	@Test
	void aBadNameIsShownAtItsFieldAsTyped() throws Exception {
		String typed = "x".repeat(120);
		given(this.tokens.create("alice", typed))
			.willThrow(AccountRequestException.invalid("name", "A token needs a name of 1 to 100 characters"));
		this.mvc.perform(post("/account/tokens").param("name", typed).header("HX-Request", "true"))
			.andExpect(status().isOk())
			.andExpect(content().string(allOf(containsString("value=\"" + typed + "\""),
					containsString("A token needs a name of 1 to 100 characters"))));
	}

	@Test
	void revokingNamesTheTokenAndAnUnknownOneIsSaid() throws Exception {
		given(this.tokens.revoke("alice", 4)).willReturn(new TokenJson(4, "ci", NOW, NOW, true));
		given(this.tokens.revoke("alice", 9))
			.willThrow(AccountRequestException.notFound("There is no token 9 of alice"));
		this.mvc.perform(post("/account/tokens/4/revoke"))
			.andExpect(content().string(containsString("Revoked &#39;ci&#39;")));
		this.mvc.perform(post("/account/tokens/9/revoke"))
			.andExpect(content().string(containsString("There is no token 9")));
		verify(this.tokens).revoke("alice", 4);
	}

}
