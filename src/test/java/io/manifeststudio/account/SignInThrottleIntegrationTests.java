package io.manifeststudio.account;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.UUID;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import javax.sql.DataSource;

import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.context.ApplicationContext;
import org.springframework.jdbc.core.JdbcTemplate;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Guessing passwords and tokens, as issue 21 tried it: 200 wrong passwords for one
 * account from one client (HTTP Basic), the same with the sign-in form, 100 unknown
 * tokens. Each is throttled (429 with {@code Retry-After}) before the 20th failure (the
 * 31st for tokens, which name no account), the account's owner still signs in from
 * another address, and the audit log grows by a row or two, not one per guess. Each
 * client has an address of its own ({@link HttpFrom}), each test an account of its own.
 * With the application's limits (the test configuration raises them for every other test,
 * which all sign in from 127.0.0.1).
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
		properties = { "manifest-studio.sign-in.failures-per-address-and-account=10",
				"manifest-studio.sign-in.failures-per-address=30", "manifest-studio.sign-in.failures-per-account=100",
				"manifest-studio.sign-in.failure-period=10m" })
class SignInThrottleIntegrationTests {

	private static final Pattern CSRF_INPUT = Pattern.compile("name=\"_csrf\" value=\"([^\"]+)\"");

	@LocalServerPort
	int port;

	@Autowired
	ApplicationContext context;

	final JsonMapper json = JsonMapper.builder().build();

	@Test
	void twoHundredWrongPasswordsByBasicAreThrottledAndTheOwnerSignsInFromElsewhere() throws Exception {
		String name = newAccount();
		HttpFrom guesser = HttpFrom.newClient(this.port);
		long rowsBefore = auditRows();

		List<Integer> statuses = new ArrayList<>();
		for (int i = 0; i < 200; i++) {
			HttpFrom.Response answer = guesser.get("/api/manifests", "Authorization", basic(name, "wrong-" + i));
			statuses.add(answer.status());
			if (answer.status() == 429) {
				assertThat(answer.header("Retry-After"))
					.hasValueSatisfying((seconds) -> assertThat(Integer.parseInt(seconds)).isBetween(1, 600));
				JsonNode error = this.json.readTree(answer.body());
				assertThat(error.path("status").asInt()).isEqualTo(429);
				assertThat(error.path("detail").asString()).contains("Too many failed sign-ins");
			}
		}
		int throttled = statuses.indexOf(429);
		assertThat(throttled).as("the first 429, counted from 0").isBetween(1, 18);
		assertThat(statuses.subList(0, throttled)).containsOnly(401);
		assertThat(statuses.subList(throttled, 200)).containsOnly(429);

		assertThat(guesser.get("/api/manifests", "Authorization", basic(name, TestAccounts.PASSWORD)).status())
			.as("the right password from the guessing address is not even checked")
			.isEqualTo(429);
		assertThat(HttpFrom.newClient(this.port)
			.get("/api/manifests", "Authorization", basic(name, TestAccounts.PASSWORD))
			.status()).as("the owner, from another address").isEqualTo(200);

		assertThat(auditRows() - rowsBefore).as("the refused and the throttled sign-ins, counted")
			.isLessThanOrEqualTo(2);
		List<java.util.Map<String, Object>> rows = new JdbcTemplate(this.context.getBean(DataSource.class))
			.queryForList("select detail, repeat_count from audit_event where actor = ?", name);
		assertThat(rows).singleElement().satisfies((row) -> {
			assertThat(row.get("detail")).asString().isEqualTo("refused: Bad credentials from " + guesser.address());
			assertThat(((Number) row.get("repeat_count")).intValue()).isEqualTo(throttled);
		});
	}

	@Test
	void theSignInFormIsThrottledWithAMessageAndMakesNoSessionUntilASignInSucceeds() throws Exception {
		String name = newAccount();
		JdbcTemplate jdbc = new JdbcTemplate(this.context.getBean(DataSource.class));
		int sessions = jdbc.queryForObject("select count(*) from spring_session", Integer.class);
		long rowsBefore = auditRows();
		HttpFrom guesser = HttpFrom.newClient(this.port);
		HttpFrom.Response page = guesser.get("/login");
		assertThat(page.cookie("SESSION")).isEmpty();
		String cookie = page.cookie(SessionOrCookieCsrfTokenRepository.COOKIE).orElseThrow();
		String csrf = csrf(page);

		List<Integer> statuses = new ArrayList<>();
		HttpFrom.Response last = null;
		for (int i = 0; i < 30; i++) {
			last = guesser.postForm("/login", form(name, "wrong-" + i, csrf), "Cookie", cookie);
			statuses.add(last.status());
			assertThat(last.cookie("SESSION")).isEmpty();
		}
		int throttled = statuses.indexOf(429);
		assertThat(throttled).isBetween(1, 18);
		assertThat(statuses.subList(0, throttled)).containsOnly(302);
		assertThat(statuses.subList(throttled, 30)).containsOnly(429);
		assertThat(last.header("Retry-After"))
			.hasValueSatisfying((seconds) -> assertThat(Integer.parseInt(seconds)).isBetween(1, 600));
		assertThat(last.body()).contains("id=\"login-form\"").contains("Too many failed sign-ins from your address");
		assertThat(guesser.postForm("/login", form(name, TestAccounts.PASSWORD, csrf(last)), "Cookie", cookie).status())
			.as("the right password from the guessing address")
			.isEqualTo(429);
		assertThat(jdbc.queryForObject("select count(*) from spring_session", Integer.class)).isEqualTo(sessions);

		HttpFrom owner = HttpFrom.newClient(this.port);
		HttpFrom.Response ownPage = owner.get("/login");
		HttpFrom.Response signedIn = owner.postForm("/login", form(name, TestAccounts.PASSWORD, csrf(ownPage)),
				"Cookie", ownPage.cookie(SessionOrCookieCsrfTokenRepository.COOKIE).orElseThrow());
		assertThat(signedIn.status()).isEqualTo(302);
		assertThat(signedIn.header("Location")).hasValueSatisfying((to) -> assertThat(to).doesNotContain("/login"));
		String session = signedIn.cookie("SESSION").orElseThrow();
		assertThat(owner.get("/manifests", "Cookie", session).body()).contains("Signed in as " + name);
		assertThat(jdbc.queryForObject("select count(*) from spring_session", Integer.class)).isEqualTo(sessions + 1);
		// the refused and the throttled ones, and the owner's sign-in
		assertThat(auditRows() - rowsBefore).isLessThanOrEqualTo(3);
	}

	@Test
	void unknownTokensAreThrottledByAddressAndAGoodTokenWorksFromElsewhere() throws Exception {
		String name = newAccount();
		String token = this.context.getBean(AccessTokens.class).create(name, "ci").token();
		HttpFrom guesser = HttpFrom.newClient(this.port);
		long rowsBefore = auditRows();

		List<Integer> statuses = new ArrayList<>();
		for (int i = 0; i < 100; i++) {
			HttpFrom.Response answer = guesser.get("/api/manifests", "Authorization",
					"Bearer " + AccessTokens.PREFIX + UUID.randomUUID());
			statuses.add(answer.status());
		}
		int throttled = statuses.indexOf(429);
		assertThat(throttled).isBetween(1, 30);
		assertThat(statuses.subList(0, throttled)).containsOnly(401);
		assertThat(statuses.subList(throttled, 100)).containsOnly(429);
		HttpFrom.Response refused = guesser.get("/api/manifests", "Authorization", "Bearer " + token);
		assertThat(refused.status()).as("not looked up from the guessing address").isEqualTo(429);
		assertThat(refused.header("Retry-After")).isPresent();
		assertThat(HttpFrom.newClient(this.port).get("/api/manifests", "Authorization", "Bearer " + token).status())
			.isEqualTo(200);
		assertThat(HttpFrom.newClient(this.port).get("/api/manifests", "Authorization", basic(name, token)).status())
			.as("the token as the Basic password")
			.isEqualTo(200);
		assertThat(auditRows() - rowsBefore).isLessThanOrEqualTo(2);
	}

	private String newAccount() {
		String name = "guessed-" + UUID.randomUUID().toString().substring(0, 8);
		this.context.getBean(Accounts.class).create(name, TestAccounts.PASSWORD, Role.VIEWER.code());
		return name;
	}

	private long auditRows() {
		return new JdbcTemplate(this.context.getBean(DataSource.class))
			.queryForObject("select count(*) from audit_event", Long.class);
	}

	private static String basic(String user, String password) {
		return "Basic " + Base64.getEncoder().encodeToString((user + ":" + password).getBytes(StandardCharsets.UTF_8));
	}

	private static String form(String name, String password, String csrf) {
		return "username=" + URLEncoder.encode(name, StandardCharsets.UTF_8) + "&password="
				+ URLEncoder.encode(password, StandardCharsets.UTF_8) + "&_csrf="
				+ URLEncoder.encode(csrf, StandardCharsets.UTF_8);
	}

	private static String csrf(HttpFrom.Response page) {
		Matcher csrf = CSRF_INPUT.matcher(page.body());
		assertThat(csrf.find()).as("the sign-in form's CSRF field").isTrue();
		return csrf.group(1);
	}

}
