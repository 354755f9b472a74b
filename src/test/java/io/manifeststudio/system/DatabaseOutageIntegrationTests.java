package io.manifeststudio.system;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIf;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.ApplicationContext;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.test.annotation.DirtiesContext;
import org.springframework.test.context.ActiveProfiles;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

import io.manifeststudio.account.TestAccounts;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * PostgreSQL goes away under the running application and comes back, without stopping the
 * shared PostgreSQL: the application reaches it through a {@link TcpProxy}, which the
 * test cuts (no listener, every live connection closed: what clients see when the server
 * is down) and restores. While it is cut, an API call, a page and a write (all at once)
 * answer 503 with {@code Retry-After} within 5 s (signed in by session, by HTTP Basic or
 * by token: a sign-in that cannot be checked is no wrong password), the health check says
 * DOWN within 5 s. Validating posted YAML needs no database itself, but knowing who asks
 * does (sessions, passwords and tokens are all in the database), so it answers the same
 * 503. Once the database is back, the same application serves again, with nothing
 * restarted, and the browser session signed in before the outage is still signed in.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
@ActiveProfiles("postgres")
@DirtiesContext
@EnabledIf(value = "io.manifeststudio.system.PostgresAvailability#shouldRun",
		disabledReason = "PostgreSQL is not reachable (localhost:5432 or POSTGRES_URL) and CI is not true: "
				+ "start it (bash .ci/run does) to run the PostgreSQL tests")
class DatabaseOutageIntegrationTests {

	private static final String MANIFEST = """
			instance_groups:
			- name: main
			  jobs:
			  - name: main-job
			    release: demo
			""";

	private static final Duration FAST = Duration.ofSeconds(5);

	private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

	private static final TcpProxy PROXY = startProxy();

	@LocalServerPort
	int port;

	@Autowired
	ApplicationContext context;

	/**
	 * Alice's browser session, signed in while the database is up. The session itself
	 * lives in the database (Spring Session JDBC), so during the outage reading it fails
	 * before any controller, and that too answers 503.
	 */
	TestAccounts.Session session;

	/** Alice's personal access token, made while the database is up. */
	String bearer;

	@BeforeEach
	void signIn() throws Exception {
		TestAccounts.ensure(this.context);
		this.session = TestAccounts.signIn(this.port, "alice");
		this.bearer = TestAccounts.bearer(this.context, "alice");
	}

	@DynamicPropertySource
	static void throughTheProxy(DynamicPropertyRegistry registry) {
		registry.add("spring.datasource.url",
				() -> "jdbc:postgresql://127.0.0.1:" + PROXY.port() + "/" + PostgresAvailability.database());
	}

	@AfterAll
	static void stopProxy() throws IOException {
		PROXY.close();
	}

	@Test
	void withoutTheDatabaseRequestsAnswer503FastAndServeAgainOnceItIsBack() throws Exception {
		String name = "outage-" + System.nanoTime();
		assertThat(post("/api/manifests?name=" + name, MANIFEST).statusCode()).isEqualTo(201);
		assertThat(get("/actuator/health", "application/json").statusCode()).isEqualTo(200);

		PROXY.cut();
		// the requests of the outage go at once, each timed on its own: every one waits
		// for the pool's connection timeout, and they share that wait
		ExecutorService clients = Executors.newCachedThreadPool();
		try {
			Future<Timed<HttpResponse<String>>> apiCall = started(clients,
					() -> get("/api/manifests?q=" + name, "application/json"));
			Future<Timed<HttpResponse<String>>> writeCall = started(clients,
					() -> post("/api/manifests?name=" + name + "-2", MANIFEST));
			Future<Timed<HttpResponse<String>>> pageCall = started(clients,
					() -> get("/manifests?q=" + name, "text/html"));
			List<Future<Timed<HttpResponse<String>>>> signedInCalls = new ArrayList<>();
			for (String authorization : new String[] { TestAccounts.basic("alice"), this.bearer }) {
				signedInCalls.add(started(clients,
						() -> send(HttpRequest.newBuilder(uri("/api/manifests"))
							.header("Accept", "application/json")
							.header("Authorization", authorization)
							.GET())));
			}
			Future<Timed<HttpResponse<String>>> basicPageCall = started(clients,
					() -> send(HttpRequest.newBuilder(uri("/manifests"))
						.header("Accept", "text/html")
						.header("Authorization", TestAccounts.basic("alice"))
						.GET()));
			Future<Timed<HttpResponse<String>>> validationCall = started(clients,
					() -> post("/api/validate", MANIFEST));
			Future<Timed<HttpResponse<String>>> healthCall = started(clients,
					() -> get("/actuator/health", "application/json"));

			Timed<HttpResponse<String>> api = apiCall.get();
			assertThat(api.took()).as("API answer time").isLessThan(FAST);
			assertThat(api.value().statusCode()).as(api.value().body()).isEqualTo(503);
			assertThat(api.value().headers().firstValue("Retry-After")).hasValue("10");
			assertThat(api.value().headers().firstValue("Content-Type"))
				.hasValueSatisfying((type) -> assertThat(type).contains("application/problem+json"));
			assertThat(api.value().body()).contains("\"status\":503", "database is not reachable")
				.doesNotContain("Exception", "bug");

			Timed<HttpResponse<String>> write = writeCall.get();
			assertThat(write.took()).as("write answer time").isLessThan(FAST);
			assertThat(write.value().statusCode()).as(write.value().body()).isEqualTo(503);
			assertThat(write.value().headers().firstValue("Retry-After")).hasValue("10");

			Timed<HttpResponse<String>> page = pageCall.get();
			assertThat(page.took()).as("page answer time").isLessThan(FAST);
			assertThat(page.value().statusCode()).isEqualTo(503);
			assertThat(page.value().headers().firstValue("Retry-After")).hasValue("10");
			assertThat(page.value().body())
				.contains("data-status=\"503\"", "Database unavailable", "Back to the manifests")
				.doesNotContain("Whitelabel", "Exception");

			// HTTP Basic and personal access tokens are checked against the accounts
			// tables: without them the
			// answer is the same 503, never a 401 that would tell a CI job its (right)
			// credentials are wrong
			for (int call = 0; call < signedInCalls.size(); call++) {
				Timed<HttpResponse<String>> signedIn = signedInCalls.get(call).get();
				String scheme = (call == 0) ? "Basic" : "Bearer";
				assertThat(signedIn.took()).as(scheme + " answer time").isLessThan(FAST);
				assertThat(signedIn.value().statusCode()).as(scheme + ": " + signedIn.value().body()).isEqualTo(503);
				assertThat(signedIn.value().headers().firstValue("Retry-After")).as(scheme).hasValue("10");
				assertThat(signedIn.value().body()).as(scheme).contains("\"status\":503", "database is not reachable");
			}
			Timed<HttpResponse<String>> basicPage = basicPageCall.get();
			assertThat(basicPage.took()).as("Basic page answer time").isLessThan(FAST);
			assertThat(basicPage.value().statusCode()).isEqualTo(503);
			assertThat(basicPage.value().headers().firstValue("Retry-After")).hasValue("10");
			assertThat(basicPage.value().body()).contains("Database unavailable");

			Timed<HttpResponse<String>> validation = validationCall.get();
			assertThat(validation.took()).as("validation answer time").isLessThan(FAST);
			assertThat(validation.value().statusCode()).as("who asks is known from the database only").isEqualTo(503);

			Timed<HttpResponse<String>> health = healthCall.get();
			assertThat(health.took()).as("health answer time").isLessThan(FAST);
			assertThat(health.value().statusCode()).isEqualTo(503);
			assertThat(health.value().body()).contains("\"DOWN\"");
		}
		finally {
			clients.shutdownNow();
			PROXY.restore();
		}

		// The pool makes new connections in the background, after a back-off of its own:
		// the app serves again by
		// itself within seconds, with nothing restarted.
		HttpResponse<String> served = get("/api/manifests?q=" + name, "application/json");
		long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
		while (served.statusCode() == 503 && System.nanoTime() < deadline) {
			Thread.sleep(500);
			served = get("/api/manifests?q=" + name, "application/json");
		}
		assertThat(served.statusCode()).as(served.body()).isEqualTo(200);
		assertThat(served.body()).contains("\"" + name + "\"");
		assertThat(get("/manifests?q=" + name, "text/html").statusCode()).isEqualTo(200);
		assertThat(get("/actuator/health", "application/json").body()).contains("\"UP\"");
		assertThat(post("/api/manifests?name=" + name + "-3", MANIFEST).statusCode()).isEqualTo(201);
		assertThat(send(HttpRequest.newBuilder(uri("/api/manifests?q=" + name))
			.header("Authorization", TestAccounts.basic("alice"))
			.GET()).statusCode()).isEqualTo(200);
		assertThat(
				send(HttpRequest.newBuilder(uri("/api/manifests?q=" + name)).header("Authorization", this.bearer).GET())
					.statusCode())
			.isEqualTo(200);
	}

	private HttpResponse<String> get(String path, String accept) throws IOException, InterruptedException {
		return send(HttpRequest.newBuilder(uri(path))
			.header("Accept", accept)
			.header("Cookie", this.session.cookie())
			.GET());
	}

	private HttpResponse<String> post(String path, String yaml) throws IOException, InterruptedException {
		return send(HttpRequest.newBuilder(uri(path))
			.header("Content-Type", "application/yaml")
			.header("Accept", "application/json")
			.header("Cookie", this.session.cookie())
			.header("X-CSRF-TOKEN", this.session.csrfToken())
			.POST(HttpRequest.BodyPublishers.ofString(yaml, StandardCharsets.UTF_8)));
	}

	private URI uri(String path) {
		return URI.create("http://localhost:" + this.port + path);
	}

	private static HttpResponse<String> send(HttpRequest.Builder request) throws IOException, InterruptedException {
		return HTTP.send(request.timeout(Duration.ofSeconds(60)).build(),
				HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
	}

	/** The call, started now in a thread of its own and timed there. */
	private static <T> Future<Timed<T>> started(ExecutorService threads, Call<T> call) {
		return threads.submit(() -> timed(call));
	}

	private static <T> Timed<T> timed(Call<T> call) throws Exception {
		long start = System.nanoTime();
		T value = call.call();
		return new Timed<>(value, Duration.ofNanos(System.nanoTime() - start));
	}

	private static TcpProxy startProxy() {
		try {
			return new TcpProxy(PostgresAvailability.address());
		}
		catch (IOException ex) {
			throw new IllegalStateException("Cannot listen on a local port for the proxy", ex);
		}
	}

	private record Timed<T>(T value, Duration took) {
	}

	@FunctionalInterface
	private interface Call<T> {

		T call() throws Exception;

	}

}
