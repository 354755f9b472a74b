package io.manifeststudio.account;

import java.nio.charset.StandardCharsets;
import java.util.Base64;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIf;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.webmvc.test.autoconfigure.AutoConfigureMockMvc;
import org.springframework.context.ApplicationContext;
import org.springframework.http.MediaType;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.test.web.servlet.MockMvc;

import static org.hamcrest.Matchers.containsString;
import static org.springframework.security.test.web.servlet.request.SecurityMockMvcRequestPostProcessors.csrf;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.post;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.jsonPath;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.redirectedUrl;
import static org.springframework.test.web.servlet.result.MockMvcResultMatchers.status;

/**
 * Issue 21.10: text PostgreSQL cannot store (a NUL) or that has no place in a name
 * reaches no query. On the real PostgreSQL (profile {@code postgres},
 * {@code POSTGRES_URL}), where a NUL in a query parameter fails the statement: a token
 * name with a NUL, a tab or a line break is a 400 that says why, and a user name with a
 * NUL, by HTTP Basic or the sign-in form, is an unknown user (401, or the form again),
 * never a 500.
 */
@SpringBootTest
@AutoConfigureMockMvc
@ActiveProfiles("postgres")
@EnabledIf(value = "io.manifeststudio.system.PostgresAvailability#shouldRun",
		disabledReason = "PostgreSQL is not reachable (localhost:5432 or POSTGRES_URL) and CI is not true: "
				+ "start it (bash .ci/run does) to run the PostgreSQL tests")
class AccountTextPostgresTests {

	@Autowired
	MockMvc mvc;

	@Autowired
	ApplicationContext context;

	@BeforeEach
	void testAccounts() {
		TestAccounts.ensure(this.context);
	}

	@Test
	void aTokenNameWithAControlCharacterIs400SayingSo() throws Exception {
		for (String name : new String[] { "ci\\u0000bot", "ci\\tbot", "ci\\nbot", "ci\\u001b[31mbot" }) {
			this.mvc
				.perform(post("/api/tokens").header("Authorization", TestAccounts.basic("alice"))
					.contentType(MediaType.APPLICATION_JSON)
					.content("{\"name\": \"" + name + "\"}"))
				.andExpect(status().isBadRequest())
				.andExpect(jsonPath("$.field").value("name"))
				.andExpect(jsonPath("$.detail").value(containsString("cannot hold control characters")));
		}
		this.mvc
			.perform(post("/api/tokens").header("Authorization", TestAccounts.basic("alice"))
				.contentType(MediaType.APPLICATION_JSON)
				.content("{\"name\": \"ci bot ünïcode\"}"))
			.andExpect(status().isCreated())
			.andExpect(jsonPath("$.name").value("ci bot ünïcode"));
	}

	@Test
	void aUserNameWithANulIsAnUnknownUser() throws Exception {
		String basic = "Basic " + Base64.getEncoder()
			.encodeToString(("ali\u0000ce:" + TestAccounts.PASSWORD).getBytes(StandardCharsets.UTF_8));
		this.mvc.perform(get("/api/manifests").header("Authorization", basic))
			.andExpect(status().isUnauthorized())
			.andExpect(jsonPath("$.detail").value(containsString("wrong")));
		this.mvc.perform(
				post("/login").param("username", "ali\u0000ce").param("password", TestAccounts.PASSWORD).with(csrf()))
			.andExpect(status().is3xxRedirection())
			.andExpect(redirectedUrl("/login?error"));
		this.mvc.perform(get("/api/manifests").header("Authorization", TestAccounts.basic("alice")))
			.andExpect(status().isOk());
	}

}
