package io.manifeststudio.account;

import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.UUID;

import javax.sql.DataSource;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.context.ApplicationContext;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.security.crypto.bcrypt.BCryptPasswordEncoder;

import io.manifeststudio.ManifestStudioApplication;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Issue 21.8: a password of 100 × "€" (300 bytes, beyond bcrypt's 72) on every path that
 * sets or checks one: the account API (create, reset), the admin page's form, one's own
 * change, HTTP Basic and the sign-in form, the first admin from
 * {@code MANIFEST_STUDIO_ADMIN_PASSWORD}. It works; 129 characters is a 400 that names
 * the limit; never a 500. Old bcrypt hashes still sign in (and become Argon2id), and a
 * long password against one is a plain 401.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class PasswordLengthIntegrationTests {

	static final String EUROS = "€".repeat(100);

	static final String TOO_LONG = "€".repeat(129);

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
	void theApiCreatesAndResetsWithA100CharacterPasswordAndRefusesA129CharacterOneNamingTheLimit() throws Exception {
		String name = name("api");
		HttpResponse<String> created = send(json("POST", "/api/users",
				"{\"username\": \"" + name + "\", \"password\": \"" + EUROS + "\", \"role\": \"editor\"}"));
		assertThat(created.statusCode()).as(created.body()).isEqualTo(201);
		assertThat(send(get("/api/manifests").header("Authorization", basic(name, EUROS))).statusCode()).isEqualTo(200);
		assertThat(hashOf(name)).startsWith("{argon2}$argon2id$");
		assertThat(TestAccounts.signIn(this.port, name, EUROS).cookie()).startsWith("SESSION=");

		String other = "€".repeat(99) + "$";
		HttpResponse<String> reset = send(
				json("PUT", "/api/users/" + name + "/password", "{\"password\": \"" + other + "\"}"));
		assertThat(reset.statusCode()).as(reset.body()).isEqualTo(200);
		assertThat(send(get("/api/manifests").header("Authorization", basic(name, other))).statusCode()).isEqualTo(200);
		assertThat(send(get("/api/manifests").header("Authorization", basic(name, EUROS))).statusCode()).isEqualTo(401);

		for (HttpResponse<String> refused : new HttpResponse[] {
				send(json("POST", "/api/users",
						"{\"username\": \"x" + name + "\", \"password\": \"" + TOO_LONG + "\", \"role\": \"editor\"}")),
				send(json("PUT", "/api/users/" + name + "/password", "{\"password\": \"" + TOO_LONG + "\"}")) }) {
			assertThat(refused.statusCode()).as(refused.body()).isEqualTo(400);
			JsonNode error = this.json.readTree(refused.body());
			assertThat(error.path("detail").asString())
				.isEqualTo("A password has 8 to 128 characters (this one has 129)");
			assertThat(error.path("field").asString()).isEqualTo("password");
		}
	}

	@Test
	void theAdminPageCreatesWithA100CharacterPasswordAndShowsTheLimitForALongerOne() throws Exception {
		TestAccounts.Session admin = TestAccounts.signIn(this.port, "admin");
		String name = name("page");
		HttpResponse<String> created = send(
				form("/admin/users", admin, "username=" + name + "&role=viewer&password=" + encode(EUROS)));
		assertThat(created.statusCode()).isEqualTo(200);
		assertThat(created.body()).contains("Created " + name + " (viewer)");
		assertThat(send(get("/api/manifests").header("Authorization", basic(name, EUROS))).statusCode()).isEqualTo(200);

		HttpResponse<String> refused = send(
				form("/admin/users", admin, "username=x" + name + "&role=viewer&password=" + encode(TOO_LONG)));
		assertThat(refused.statusCode()).isEqualTo(400);
		assertThat(refused.body()).contains("A password has 8 to 128 characters (this one has 129)");
		assertThat(send(get("/api/users").header("Authorization", TestAccounts.basic("admin"))).body())
			.doesNotContain("x" + name);
	}

	@Test
	void anOldBcryptHashSignsInAndBecomesArgon2AndALongPasswordAgainstItIsA401() throws Exception {
		String name = name("old");
		this.context.getBean(Accounts.class).create(name, "an-old-password", "viewer");
		JdbcTemplate jdbc = new JdbcTemplate(this.context.getBean(DataSource.class));
		jdbc.update("update account set password_hash = ? where username = ?",
				"{bcrypt}" + new BCryptPasswordEncoder().encode("an-old-password"), name);

		HttpResponse<String> longOne = send(get("/api/manifests").header("Authorization", basic(name, EUROS)));
		assertThat(longOne.statusCode()).as(longOne.body()).isEqualTo(401);
		assertThat(hashOf(name)).startsWith("{bcrypt}");

		assertThat(send(get("/api/manifests").header("Authorization", basic(name, "an-old-password"))).statusCode())
			.isEqualTo(200);
		assertThat(hashOf(name)).startsWith("{argon2}$argon2id$");
		assertThat(send(get("/api/manifests").header("Authorization", basic(name, "an-old-password"))).statusCode())
			.isEqualTo(200);
	}

	@Test
	void theFirstStartCreatesTheAdminWithA100CharacterPasswordAndRefusesA129CharacterOneSayingWhy() throws Exception {
		try (ConfigurableApplicationContext first = start(EUROS)) {
			int firstPort = Integer.parseInt(first.getEnvironment().getProperty("local.server.port"));
			HttpResponse<String> signedIn = this.http
				.send(HttpRequest.newBuilder(URI.create("http://localhost:" + firstPort + "/api/users"))
					.header("Authorization", basic("admin", EUROS))
					.GET()
					.build(), HttpResponse.BodyHandlers.ofString());
			assertThat(signedIn.statusCode()).as(signedIn.body()).isEqualTo(200);
			assertThat(signedIn.body()).contains("\"username\":\"admin\"");
		}
		assertThatThrownBy(() -> start(TOO_LONG).close()).isInstanceOf(AdminPasswordRefused.class)
			.hasMessage("MANIFEST_STUDIO_ADMIN_PASSWORD is refused as the first admin's password: A password has 8 to "
					+ "128 characters (this one has 129)");
	}

	/**
	 * The application on a new, empty database (so that the first start creates the
	 * admin).
	 */
	private static ConfigurableApplicationContext start(String adminPassword) {
		return new SpringApplicationBuilder(ManifestStudioApplication.class).run("--server.port=0",
				"--spring.datasource.url=jdbc:h2:mem:first-" + UUID.randomUUID()
						+ ";MODE=PostgreSQL;DATABASE_TO_LOWER=TRUE;DEFAULT_NULL_ORDERING=HIGH;DB_CLOSE_DELAY=-1",
				"--MANIFEST_STUDIO_ADMIN_PASSWORD=" + adminPassword);
	}

	private String hashOf(String name) {
		return new JdbcTemplate(this.context.getBean(DataSource.class))
			.queryForObject("select password_hash from account where username = ?", String.class, name);
	}

	private static String name(String prefix) {
		return prefix + "-" + UUID.randomUUID().toString().substring(0, 8);
	}

	private static String basic(String name, String password) {
		return "Basic " + Base64.getEncoder().encodeToString((name + ":" + password).getBytes(StandardCharsets.UTF_8));
	}

	private static String encode(String value) {
		return URLEncoder.encode(value, StandardCharsets.UTF_8);
	}

	private HttpRequest.Builder get(String path) {
		return HttpRequest.newBuilder(URI.create("http://localhost:" + this.port + path)).GET();
	}

	private HttpRequest.Builder json(String method, String path, String body) {
		return HttpRequest.newBuilder(URI.create("http://localhost:" + this.port + path))
			.header("Content-Type", "application/json")
			.header("Authorization", TestAccounts.basic("admin"))
			.method(method, HttpRequest.BodyPublishers.ofString(body, StandardCharsets.UTF_8));
	}

	private HttpRequest.Builder form(String path, TestAccounts.Session session, String body) {
		return HttpRequest.newBuilder(URI.create("http://localhost:" + this.port + path))
			.header("Content-Type", "application/x-www-form-urlencoded")
			.header("Cookie", session.cookie())
			.header("X-CSRF-TOKEN", session.csrfToken())
			.POST(HttpRequest.BodyPublishers.ofString(body));
	}

	private HttpResponse<String> send(HttpRequest.Builder request) throws Exception {
		return this.http.send(request.build(), HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
	}

}
