package io.manifeststudio.account;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.UUID;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.context.ApplicationContext;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Issue 21.4: a browser session of an account is refused at its very next request after
 * the account is disabled, deleted, demoted or its password reset; one's own password
 * change ends one's other sessions but not this one.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class SessionsEndIntegrationTests {

	static final String PASSWORD = "first-password";

	@LocalServerPort
	int port;

	@Autowired
	ApplicationContext context;

	final HttpClient http = HttpClient.newHttpClient();

	@BeforeEach
	void testAccounts() {
		TestAccounts.ensure(this.context);
	}

	@Test
	void disablingEndsTheSession() throws Exception {
		String name = account("admin");
		TestAccounts.Session old = signedIn(name);
		assertThat(admin("PUT", "/api/users/" + name + "/enabled", "{\"enabled\": false}")).isEqualTo(200);
		assertRefused(old);
	}

	@Test
	void deletingEndsTheSession() throws Exception {
		String name = account("editor");
		TestAccounts.Session old = signedIn(name);
		assertThat(admin("DELETE", "/api/users/" + name, null)).isEqualTo(204);
		assertRefused(old);
	}

	@Test
	void demotingAnAdminEndsTheSessionSoItCanNoLongerManageAccounts() throws Exception {
		String name = account("admin");
		TestAccounts.Session old = signedIn(name);
		assertThat(send(withSession("POST", "/api/users", old,
				"{\"username\": \"" + name + "-x\", \"password\": " + "\"a-long-password\", \"role\": \"viewer\"}"))
			.statusCode()).isEqualTo(201);
		assertThat(admin("PUT", "/api/users/" + name + "/role", "{\"role\": \"viewer\"}")).isEqualTo(200);
		assertRefused(old);
		HttpResponse<String> promote = send(
				withSession("PUT", "/api/users/" + name + "/role", old, "{\"role\": \"admin\"}"));
		assertThat(promote.statusCode()).isEqualTo(401);
		// signed in again, the account has its new role
		TestAccounts.Session again = TestAccounts.signIn(this.port, name, PASSWORD);
		assertThat(send(withSession("GET", "/api/users", again, null)).statusCode()).isEqualTo(403);
	}

	@Test
	void resettingThePasswordEndsTheSession() throws Exception {
		String name = account("reviewer");
		TestAccounts.Session old = signedIn(name);
		assertThat(admin("PUT", "/api/users/" + name + "/password", "{\"password\": \"second-password\"}"))
			.isEqualTo(200);
		assertRefused(old);
	}

	@Test
	void changingOnesOwnPasswordEndsOnesOtherSessionsButNotThisOne() throws Exception {
		String name = account("viewer");
		TestAccounts.Session here = signedIn(name);
		TestAccounts.Session elsewhere = signedIn(name);
		HttpResponse<String> wrong = send(withSession("PUT", "/api/account/password", here,
				"{\"currentPassword\": \"not-it-at-all\", \"newPassword\": \"second-password\"}"));
		assertThat(wrong.statusCode()).isEqualTo(400);
		assertThat(wrong.body()).contains("The current password is wrong").contains("currentPassword");
		HttpResponse<String> tooShort = send(withSession("PUT", "/api/account/password", here,
				"{\"currentPassword\": \"" + PASSWORD + "\", \"newPassword\": \"short\"}"));
		assertThat(tooShort.statusCode()).isEqualTo(400);
		assertThat(tooShort.body()).contains("A password has 8 to 128 characters");

		String euros = "€".repeat(100);
		HttpResponse<String> changed = send(withSession("PUT", "/api/account/password", here,
				"{\"currentPassword\": \"" + PASSWORD + "\", \"newPassword\": \"" + euros + "\"}"));
		assertThat(changed.statusCode()).as(changed.body()).isEqualTo(200);
		assertThat(page(here)).isEqualTo(200);
		assertRefused(elsewhere);
		assertThat(TestAccounts.signIn(this.port, name, euros).cookie()).startsWith("SESSION=");
	}

	private String account(String role) throws Exception {
		String name = role + "-" + UUID.randomUUID().toString().substring(0, 8);
		assertThat(admin("POST", "/api/users",
				"{\"username\": \"" + name + "\", \"password\": \"" + PASSWORD + "\", \"role\": \"" + role + "\"}"))
			.isEqualTo(201);
		return name;
	}

	private TestAccounts.Session signedIn(String name) throws Exception {
		TestAccounts.Session session = TestAccounts.signIn(this.port, name, PASSWORD);
		assertThat(page(session)).isEqualTo(200);
		return session;
	}

	/**
	 * The old session's next requests: the page sends to the sign-in, the API answers
	 * 401.
	 */
	private void assertRefused(TestAccounts.Session old) throws Exception {
		HttpResponse<String> page = send(
				HttpRequest.newBuilder(uri("/manifests")).header("Cookie", old.cookie()).GET());
		assertThat(page.statusCode()).isEqualTo(302);
		assertThat(page.headers().firstValue("Location").orElseThrow()).endsWith("/login");
		assertThat(send(withSession("GET", "/api/manifests", old, null)).statusCode()).isEqualTo(401);
	}

	private int page(TestAccounts.Session session) throws Exception {
		return send(HttpRequest.newBuilder(uri("/manifests")).header("Cookie", session.cookie()).GET()).statusCode();
	}

	private int admin(String method, String path, String body) throws Exception {
		HttpRequest.Builder request = HttpRequest.newBuilder(uri(path))
			.header("Authorization", TestAccounts.basic("admin"))
			.header("Content-Type", "application/json")
			.method(method, (body != null) ? HttpRequest.BodyPublishers.ofString(body, StandardCharsets.UTF_8)
					: HttpRequest.BodyPublishers.noBody());
		return send(request).statusCode();
	}

	private HttpRequest.Builder withSession(String method, String path, TestAccounts.Session session, String body) {
		return HttpRequest.newBuilder(uri(path))
			.header("Cookie", session.cookie())
			.header("X-CSRF-TOKEN", session.csrfToken())
			.header("Content-Type", "application/json")
			.method(method, (body != null) ? HttpRequest.BodyPublishers.ofString(body, StandardCharsets.UTF_8)
					: HttpRequest.BodyPublishers.noBody());
	}

	private URI uri(String path) {
		return URI.create("http://localhost:" + this.port + path);
	}

	private HttpResponse<String> send(HttpRequest.Builder request) throws Exception {
		return this.http.send(request.build(), HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
	}

}
