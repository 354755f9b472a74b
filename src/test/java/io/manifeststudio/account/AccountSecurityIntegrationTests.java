package io.manifeststudio.account;

import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.UUID;

import javax.sql.DataSource;

import org.junit.jupiter.api.BeforeEach;
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
 * The whole application on a real port: what answers without an account, sign-in by form,
 * Basic and token, CSRF on session requests (a cross-site form post is refused), the
 * headers, the roles' rights on writes, the account API, and the signed-in user as the
 * author of a change.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class AccountSecurityIntegrationTests {

	static final String YAML = """
			instance_groups:
			- name: main
			  jobs:
			  - name: main-job
			    release: demo
			  run:
			    memory: 256
			""";

	@LocalServerPort
	int port;

	@Autowired
	ApplicationContext context;

	final HttpClient http = HttpClient.newHttpClient();

	final JsonMapper json = JsonMapper.builder().build();

	@BeforeEach
	void testAccounts() {
		TestAccounts.ensure(this.context);
	}

	@Test
	void withoutAnAccountOnlyTheSignInPageAssetsAndHealthAnswer() throws Exception {
		assertThat(send(get("/login")).statusCode()).isEqualTo(200);
		assertThat(send(get("/css/studio.css")).statusCode()).isEqualTo(200);
		assertThat(send(get("/js/csrf.js")).statusCode()).isEqualTo(200);
		assertThat(send(get("/actuator/health")).statusCode()).isEqualTo(200);

		HttpResponse<String> page = send(get("/manifests"));
		assertThat(page.statusCode()).isEqualTo(302);
		assertThat(page.headers().firstValue("Location").orElseThrow()).endsWith("/login");

		HttpResponse<String> api = send(get("/api/manifests"));
		assertThat(api.statusCode()).isEqualTo(401);
		assertThat(api.headers().firstValue("WWW-Authenticate")).isEmpty();
		JsonNode error = this.json.readTree(api.body());
		assertThat(error.path("status").asInt()).isEqualTo(401);
		assertThat(error.path("detail").asString()).contains("Sign in");

		HttpResponse<String> imported = send(post("/api/manifests?name=anon-" + UUID.randomUUID(), "text/plain", YAML));
		assertThat(imported.statusCode()).isEqualTo(401);
	}

	@Test
	void wrongPasswordsAndUnknownTokensAre401() throws Exception {
		HttpResponse<String> basic = send(get("/api/manifests").header("Authorization", "Basic "
				+ java.util.Base64.getEncoder().encodeToString("alice:wrong".getBytes(StandardCharsets.UTF_8))));
		assertThat(basic.statusCode()).isEqualTo(401);
		HttpResponse<String> bearer = send(get("/api/manifests").header("Authorization", "Bearer mst_nosuchtoken"));
		assertThat(bearer.statusCode()).isEqualTo(401);
		assertThat(this.json.readTree(bearer.body()).path("detail").asString()).contains("token");
	}

	@Test
	void everyResponseCarriesTheSecurityHeaders() throws Exception {
		for (HttpResponse<String> response : new HttpResponse[] { send(get("/login")), send(get("/api/manifests")),
				send(get("/manifests").header("Authorization", TestAccounts.basic("vic"))) }) {
			String csp = response.headers().firstValue("Content-Security-Policy").orElseThrow();
			assertThat(csp).contains("script-src 'self'").contains("frame-ancestors 'none'").doesNotContain("unsafe");
			assertThat(response.headers().firstValue("X-Content-Type-Options")).hasValue("nosniff");
		}
	}

	@Test
	void theFormSignsInWithANewHttpOnlySameSiteSessionAndAWrongPasswordSaysSo() throws Exception {
		JdbcTemplate jdbc = new JdbcTemplate(this.context.getBean(DataSource.class));
		int sessions = jdbc.queryForObject("select count(*) from spring_session", Integer.class);
		HttpResponse<String> login = send(get("/login"));
		assertThat(login.headers().allValues("Set-Cookie")).as("no session without an account")
			.noneMatch((value) -> value.startsWith("SESSION="));
		String setCookie = login.headers()
			.allValues("Set-Cookie")
			.stream()
			.filter((value) -> value.startsWith("XSRF-TOKEN="))
			.findFirst()
			.orElseThrow();
		assertThat(setCookie).contains("HttpOnly").contains("SameSite=Lax");
		assertThat(login.body()).doesNotContain("jsessionid");
		for (String path : new String[] { "/manifests", "/manifests/1/board", "/no-such-page", "/api/manifests",
				"/login?error", "/login?logout" }) {
			assertThat(send(get(path)).headers().allValues("Set-Cookie")).as(path)
				.noneMatch((value) -> value.startsWith("SESSION="));
		}

		TestAccounts.Session session = TestAccounts.signIn(this.port, "alice");
		assertThat(session.cookie()).startsWith("SESSION=");
		HttpResponse<String> page = send(get("/manifests").header("Cookie", session.cookie()));
		assertThat(page.statusCode()).isEqualTo(200);
		assertThat(page.body()).contains("Signed in as alice").contains("name=\"_csrf\"");

		java.util.regex.Matcher csrf = java.util.regex.Pattern.compile("name=\"_csrf\" value=\"([^\"]+)\"")
			.matcher(login.body());
		assertThat(csrf.find()).isTrue();
		HttpResponse<String> wrong = send(post("/login", "application/x-www-form-urlencoded",
				"username=alice&password=wrong&_csrf=" + URLEncoder.encode(csrf.group(1), StandardCharsets.UTF_8))
			.header("Cookie", setCookie.substring(0, setCookie.indexOf(';'))));
		assertThat(wrong.statusCode()).isEqualTo(302);
		assertThat(wrong.headers().firstValue("Location").orElseThrow()).endsWith("/login?error");
		assertThat(wrong.headers().allValues("Set-Cookie")).noneMatch((value) -> value.startsWith("SESSION="));
		HttpResponse<String> errorPage = send(get("/login?error"));
		assertThat(errorPage.body()).contains("Wrong user name or password");
		HttpResponse<String> withoutToken = send(
				post("/login", "application/x-www-form-urlencoded", "username=alice&password=" + TestAccounts.PASSWORD)
					.header("Cookie", setCookie.substring(0, setCookie.indexOf(';'))));
		assertThat(withoutToken.headers().firstValue("Location")).as("a sign-in without the form's CSRF token")
			.isNotEqualTo(java.util.Optional.of("http://localhost:" + this.port + "/"));
		assertThat(withoutToken.headers().allValues("Set-Cookie")).noneMatch((value) -> value.startsWith("SESSION="));
		assertThat(jdbc.queryForObject("select count(*) from spring_session", Integer.class))
			.as("one session: the one signed in")
			.isEqualTo(sessions + 1);
	}

	@Test
	void theSessionLivesInTheDatabaseUntilLogout() throws Exception {
		TestAccounts.Session session = TestAccounts.signIn(this.port, "alice");
		String id = new String(java.util.Base64.getDecoder().decode(session.cookie().substring("SESSION=".length())),
				StandardCharsets.UTF_8);
		JdbcTemplate jdbc = new JdbcTemplate(this.context.getBean(DataSource.class));
		assertThat(
				jdbc.queryForObject("select principal_name from spring_session where session_id = ?", String.class, id))
			.isEqualTo("alice");
		assertThat(jdbc.queryForObject("select count(*) from spring_session_attributes a join spring_session s "
				+ "on s.primary_id = a.session_primary_id where s.session_id = ?", Integer.class, id))
			.as("the security context and the CSRF token are kept in the session's attributes")
			.isGreaterThanOrEqualTo(2);

		HttpResponse<String> logout = send(post("/logout", "application/x-www-form-urlencoded",
				"_csrf=" + URLEncoder.encode(session.csrfToken(), StandardCharsets.UTF_8))
			.header("Cookie", session.cookie()));
		assertThat(logout.statusCode()).isEqualTo(302);
		assertThat(logout.headers().firstValue("Location").orElseThrow()).endsWith("/login?logout");
		assertThat(jdbc.queryForObject("select count(*) from spring_session where session_id = ?", Integer.class, id))
			.isZero();
		HttpResponse<String> after = send(get("/manifests").header("Cookie", session.cookie()));
		assertThat(after.statusCode()).isEqualTo(302);
		assertThat(after.headers().firstValue("Location").orElseThrow()).endsWith("/login");
	}

	@Test
	void aCrossSiteFormPostWithoutTheCsrfTokenIsRefusedAndWithItWorks() throws Exception {
		long id = importAs("alice");
		TestAccounts.Session session = TestAccounts.signIn(this.port, "alice");
		String version = this.json
			.readTree(send(get("/api/manifests/" + id).header("Authorization", TestAccounts.basic("alice"))).body())
			.path("draftVersion")
			.asString();
		String form = "content=" + URLEncoder.encode(YAML.replace("256", "512"), StandardCharsets.UTF_8) + "&version="
				+ version;

		// what another site's form would send: the browser adds the session cookie, but
		// the page has no token
		HttpResponse<String> crossSite = send(
				post("/manifests/" + id + "/draft", "application/x-www-form-urlencoded", form).header("Cookie",
						session.cookie()));
		assertThat(crossSite.statusCode()).isEqualTo(403);
		HttpResponse<String> textPlain = send(post("/api/manifests?name=csrf-" + UUID.randomUUID(), "text/plain", YAML)
			.header("Cookie", session.cookie()));
		assertThat(textPlain.statusCode()).isEqualTo(403);
		assertThat(this.json.readTree(textPlain.body()).path("status").asInt()).isEqualTo(403);
		assertThat(download(id)).contains("memory: 256");

		HttpResponse<String> sameSite = send(
				post("/manifests/" + id + "/draft", "application/x-www-form-urlencoded", form)
					.header("Cookie", session.cookie())
					.header("X-CSRF-TOKEN", session.csrfToken()));
		assertThat(sameSite.statusCode()).isEqualTo(302);
		assertThat(download(id)).contains("memory: 512");
	}

	@Test
	void aViewerReadsButChangesNothingAndTheAuthorIsTheSignedInUser() throws Exception {
		long id = importAs("alice");
		HttpRequest.Builder read = get("/api/manifests/" + id).header("Authorization", TestAccounts.basic("vic"));
		assertThat(send(read).statusCode()).isEqualTo(200);
		HttpResponse<String> write = send(
				post("/api/manifests/" + id + "/revisions", "application/json", "{\"message\": \"by vic\"}")
					.header("Authorization", TestAccounts.basic("vic")));
		assertThat(write.statusCode()).isEqualTo(403);
		assertThat(this.json.readTree(write.body()).path("detail").asString()).contains("editor");

		HttpResponse<String> saved = send(
				post("/api/manifests/" + id + "/revisions", "application/json", "{\"message\": \"by bob\"}")
					.header("Authorization", TestAccounts.basic("bob"))
					.header("X-Author", "mallory"));
		assertThat(saved.statusCode()).as(saved.body()).isEqualTo(201);
		assertThat(this.json.readTree(saved.body()).path("author").asString()).isEqualTo("bob");
	}

	@Test
	void aTokenIsShownOnceSignsInWithoutCsrfAndStopsWhenRevoked() throws Exception {
		HttpResponse<String> created = send(post("/api/tokens", "application/json", "{\"name\": \"ci\"}")
			.header("Authorization", TestAccounts.basic("rita")));
		assertThat(created.statusCode()).as(created.body()).isEqualTo(201);
		JsonNode token = this.json.readTree(created.body());
		String text = token.path("token").asString();
		assertThat(text).startsWith("mst_").hasSizeGreaterThan(40);

		HttpResponse<String> list = send(get("/api/tokens").header("Authorization", "Bearer " + text));
		assertThat(list.statusCode()).isEqualTo(200);
		assertThat(list.body()).contains("\"ci\"").doesNotContain(text);
		assertThat(list.body()).contains("lastUsedAt");

		long id = token.path("id").asLong();
		HttpResponse<String> otherOwner = send(post("/api/tokens/" + id + "/revoke", "application/json", "")
			.header("Authorization", TestAccounts.basic("alice")));
		assertThat(otherOwner.statusCode()).isEqualTo(404);
		assertThat(send(
				post("/api/tokens/" + id + "/revoke", "application/json", "").header("Authorization", "Bearer " + text))
			.statusCode()).isEqualTo(200);
		assertThat(send(get("/api/tokens").header("Authorization", "Bearer " + text)).statusCode()).isEqualTo(401);
	}

	@Test
	void aTokenIsTheBasicPasswordOfItsOwnerOnly() throws Exception {
		String token = TestAccounts.bearer(this.context, "rita").substring("Bearer ".length());
		HttpResponse<String> owner = send(get("/api/tokens").header("Authorization", basic("rita", token)));
		assertThat(owner.statusCode()).as(owner.body()).isEqualTo(200);
		assertThat(owner.body()).contains("\"test\"");
		HttpResponse<String> written = send(
				post("/api/validate", "application/yaml", YAML).header("Authorization", basic("rita", token)));
		assertThat(written.statusCode()).as("no CSRF token, no session: a pipeline's call").isEqualTo(200);
		assertThat(written.headers().allValues("Set-Cookie")).isEmpty();

		HttpResponse<String> otherUser = send(get("/api/manifests").header("Authorization", basic("alice", token)));
		assertThat(otherUser.statusCode()).isEqualTo(401);
		assertThat(this.json.readTree(otherUser.body()).path("detail").asString()).contains("Sign in");
		assertThat(send(get("/api/manifests").header("Authorization", basic("nobody", token))).statusCode())
			.isEqualTo(401);
		assertThat(send(get("/api/manifests").header("Authorization", basic("rita", token + "x"))).statusCode())
			.isEqualTo(401);
		assertThat(
				send(get("/api/manifests").header("Authorization", basic("rita", TestAccounts.PASSWORD))).statusCode())
			.as("the password goes on working")
			.isEqualTo(200);
		org.assertj.core.api.Assertions.assertThatIllegalStateException()
			.as("the sign-in form takes passwords only")
			.isThrownBy(() -> TestAccounts.signIn(this.port, "rita", token));

		long id = this.json.readTree(send(get("/api/tokens").header("Authorization", basic("rita", token))).body())
			.findValues("id")
			.stream()
			.mapToLong(JsonNode::asLong)
			.max()
			.orElseThrow();
		assertThat(send(post("/api/tokens/" + id + "/revoke", "application/json", "").header("Authorization",
				basic("rita", token)))
			.statusCode()).isEqualTo(200);
		assertThat(send(get("/api/manifests").header("Authorization", basic("rita", token))).statusCode())
			.isEqualTo(401);
	}

	private static String basic(String user, String password) {
		return "Basic " + java.util.Base64.getEncoder()
			.encodeToString((user + ":" + password).getBytes(StandardCharsets.UTF_8));
	}

	@Test
	void onlyAnAdminManagesAccounts() throws Exception {
		String name = "user-" + UUID.randomUUID().toString().substring(0, 8);
		String body = "{\"username\": \"" + name + "\", \"password\": \"a-long-password\", \"role\": \"viewer\"}";
		assertThat(
				send(post("/api/users", "application/json", body).header("Authorization", TestAccounts.basic("rita")))
					.statusCode())
			.isEqualTo(403);
		assertThat(send(get("/api/users").header("Authorization", TestAccounts.basic("alice"))).statusCode())
			.isEqualTo(403);

		String admin = TestAccounts.basic("admin");
		HttpResponse<String> created = send(
				post("/api/users", "application/json", body).header("Authorization", admin));
		assertThat(created.statusCode()).as(created.body()).isEqualTo(201);
		assertThat(created.body()).doesNotContain("a-long-password").contains("\"role\":\"viewer\"");
		HttpResponse<String> again = send(post("/api/users", "application/json", body).header("Authorization", admin));
		assertThat(again.statusCode()).isEqualTo(409);
		HttpResponse<String> weak = send(post("/api/users", "application/json",
				"{\"username\": \"x-" + name + "\", \"password\": \"short\", \"role\": \"viewer\"}")
			.header("Authorization", admin));
		assertThat(weak.statusCode()).isEqualTo(400);
		assertThat(this.json.readTree(weak.body()).path("field").asString()).isEqualTo("password");

		String basic = "Basic " + java.util.Base64.getEncoder()
			.encodeToString((name + ":a-long-password").getBytes(StandardCharsets.UTF_8));
		assertThat(send(get("/api/manifests").header("Authorization", basic)).statusCode()).isEqualTo(200);
		assertThat(send(put("/api/users/" + name + "/role", "{\"role\": \"editor\"}").header("Authorization", admin))
			.statusCode()).isEqualTo(200);
		assertThat(send(put("/api/users/" + name + "/enabled", "{\"enabled\": false}").header("Authorization", admin))
			.statusCode()).isEqualTo(200);
		assertThat(send(get("/api/manifests").header("Authorization", basic)).statusCode()).isEqualTo(401);
		assertThat(send(HttpRequest.newBuilder(uri("/api/users/" + name)).DELETE().header("Authorization", admin))
			.statusCode()).isEqualTo(204);
		assertThat(send(get("/api/users").header("Authorization", admin)).body()).doesNotContain(name);
	}

	@Test
	void aBasicPasswordIsCheckedOnceUntilTheAccountChanges() throws Exception {
		String admin = TestAccounts.basic("admin");
		String name = "pipeline-" + UUID.randomUUID().toString().substring(0, 8);
		assertThat(send(post("/api/users", "application/json",
				"{\"username\": \"" + name + "\", \"password\": \"first-password\", \"role\": \"editor\"}")
			.header("Authorization", admin)).statusCode()).isEqualTo(201);
		RecentPasswordChecks recent = this.context.getBean(RecentPasswordChecks.class);
		AccountRepository accounts = this.context.getBean(AccountRepository.class);
		String first = basic(name, "first-password");

		assertThat(send(post("/api/manifests?name=" + name, "application/yaml", YAML).header("Authorization", first))
			.statusCode()).isEqualTo(201);
		String hash = accounts.named(name).orElseThrow().passwordHash();
		assertThat(recent.matchedLately(name, "first-password", hash)).as("remembered after a match").isTrue();
		assertThat(recent.matchedLately(name, "first-passwordx", hash)).isFalse();
		assertThat(send(get("/api/manifests").header("Authorization", basic(name, "first-passwordx"))).statusCode())
			.isEqualTo(401);
		assertThat(send(get("/api/manifests").header("Authorization", first)).statusCode()).isEqualTo(200);

		// a new role: forgotten, and the next request has the new role
		assertThat(send(put("/api/users/" + name + "/role", "{\"role\": \"viewer\"}").header("Authorization", admin))
			.statusCode()).isEqualTo(200);
		assertThat(recent.matchedLately(name, "first-password", hash)).as("forgotten at a role change").isFalse();
		assertThat(send(post("/api/manifests?name=" + name, "application/yaml", YAML).header("Authorization", first))
			.statusCode()).isEqualTo(403);

		// a new password: the old one no longer signs in, even right after it was
		// remembered again
		assertThat(recent.matchedLately(name, "first-password", hash)).as("remembered again").isTrue();
		assertThat(send(put("/api/users/" + name + "/password", "{\"password\": \"second-password\"}")
			.header("Authorization", admin)).statusCode()).isEqualTo(200);
		assertThat(send(get("/api/manifests").header("Authorization", first)).statusCode()).isEqualTo(401);
		assertThat(send(get("/api/manifests").header("Authorization", basic(name, "second-password"))).statusCode())
			.isEqualTo(200);

		// disabled: refused although the password matched a moment ago
		assertThat(send(put("/api/users/" + name + "/enabled", "{\"enabled\": false}").header("Authorization", admin))
			.statusCode()).isEqualTo(200);
		assertThat(send(get("/api/manifests").header("Authorization", basic(name, "second-password"))).statusCode())
			.isEqualTo(401);
	}

	@Test
	void anAccountIsCreatedWithTheRolesListAsTheApiTableWritesIt() throws Exception {
		String admin = TestAccounts.basic("admin");
		String name = "roles-" + UUID.randomUUID().toString().substring(0, 8);
		HttpResponse<String> created = send(post("/api/users", "application/json",
				"{\"username\": \"" + name
						+ "\", \"password\": \"a-long-password\", \"roles\": [\"viewer\", \"reviewer\"]}")
			.header("Authorization", admin));
		assertThat(created.statusCode()).as(created.body()).isEqualTo(201);
		JsonNode account = this.json.readTree(created.body());
		assertThat(account.path("role").asString()).isEqualTo("reviewer");
		assertThat(account.path("roles").toString()).isEqualTo("[\"viewer\",\"editor\",\"reviewer\"]");
		JsonNode listed = this.json.readTree(send(get("/api/users").header("Authorization", admin)).body());
		assertThat(listed.findValues("username").stream().map(JsonNode::asString)).contains(name);

		HttpResponse<String> unknown = send(post("/api/users", "application/json",
				"{\"username\": \"x-" + name
						+ "\", \"password\": \"a-long-password\", \"roles\": [\"editor\", \"boss\"]}")
			.header("Authorization", admin));
		assertThat(unknown.statusCode()).as(unknown.body()).isEqualTo(400);
		assertThat(this.json.readTree(unknown.body()).path("field").asString()).isEqualTo("role");
		assertThat(send(post("/api/users", "application/json",
				"{\"username\": \"y-" + name + "\", \"password\": \"a-long-password\", \"roles\": [\"admin\"]}")
			.header("Authorization", TestAccounts.basic("rita"))).statusCode()).isEqualTo(403);
	}

	private long importAs(String name) throws Exception {
		HttpResponse<String> created = send(
				post("/api/manifests?name=sec-" + UUID.randomUUID(), "application/yaml", YAML).header("Authorization",
						TestAccounts.basic(name)));
		assertThat(created.statusCode()).as(created.body()).isEqualTo(201);
		return this.json.readTree(created.body()).path("id").asLong();
	}

	private String download(long id) throws Exception {
		return send(
				get("/api/manifests/" + id + "/role-manifest.yml").header("Authorization", TestAccounts.basic("vic")))
			.body();
	}

	private HttpRequest.Builder get(String path) {
		return HttpRequest.newBuilder(uri(path)).GET();
	}

	private HttpRequest.Builder post(String path, String type, String body) {
		return HttpRequest.newBuilder(uri(path))
			.header("Content-Type", type)
			.POST(HttpRequest.BodyPublishers.ofString(body));
	}

	private HttpRequest.Builder put(String path, String body) {
		return HttpRequest.newBuilder(uri(path))
			.header("Content-Type", "application/json")
			.PUT(HttpRequest.BodyPublishers.ofString(body));
	}

	private URI uri(String path) {
		return URI.create("http://localhost:" + this.port + path);
	}

	private HttpResponse<String> send(HttpRequest.Builder request) throws Exception {
		return this.http.send(request.build(), HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
	}

}
