package io.manifeststudio.system;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.time.Duration;
import java.util.Properties;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIf;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.context.ApplicationContext;
import org.springframework.test.annotation.DirtiesContext;
import org.springframework.test.context.ActiveProfiles;

import io.manifeststudio.account.TestAccounts;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Issue 21.10: a statement in flight that gets no answer from PostgreSQL gives up after
 * the configured socket timeout ({@code manifest-studio.database.socket-timeout}, 60 s in
 * {@code application-postgres.properties}; 3 s here) and its request answers 503 with
 * {@code Retry-After}, instead of waiting for the operating system. The silence is real:
 * the test holds an exclusive lock on the manifest table from a connection of its own, so
 * the application's query waits inside PostgreSQL with nothing coming back, as when the
 * server stops answering. Once the lock is gone, the same application serves again.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
		properties = "manifest-studio.database.socket-timeout=3")
@ActiveProfiles("postgres")
@DirtiesContext
@EnabledIf(value = "io.manifeststudio.system.PostgresAvailability#shouldRun",
		disabledReason = "PostgreSQL is not reachable (localhost:5432 or POSTGRES_URL) and CI is not true: "
				+ "start it (bash .ci/run does) to run the PostgreSQL tests")
class DatabaseSilenceIntegrationTests {

	private static final String MANIFEST = """
			instance_groups:
			- name: main
			  jobs:
			  - name: main-job
			    release: demo
			""";

	private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

	@LocalServerPort
	int port;

	@Autowired
	ApplicationContext context;

	@Value("${spring.datasource.url}")
	String url;

	@Value("${spring.datasource.username}")
	String username;

	@Value("${spring.datasource.password}")
	String password;

	@Test
	void aStatementWithoutAnAnswerGivesUpAfterTheSocketTimeoutWith503() throws Exception {
		TestAccounts.ensure(this.context);
		HttpResponse<String> created = send(
				HttpRequest.newBuilder(uri("/api/manifests?name=silence-" + System.nanoTime()))
					.header("Content-Type", "application/yaml")
					.POST(HttpRequest.BodyPublishers.ofString(MANIFEST, StandardCharsets.UTF_8)));
		assertThat(created.statusCode()).as(created.body()).isEqualTo(201);
		String location = created.headers().firstValue("Location").orElseThrow();
		String path = URI.create(location).getPath();

		Properties credentials = new Properties();
		credentials.setProperty("user", this.username);
		credentials.setProperty("password", this.password);
		try (Connection locker = DriverManager.getConnection(this.url, credentials)) {
			locker.setAutoCommit(false);
			try (Statement statement = locker.createStatement()) {
				statement.execute("lock table manifest in access exclusive mode");
			}
			long start = System.nanoTime();
			HttpResponse<String> waited = send(HttpRequest.newBuilder(uri(path)).GET());
			Duration took = Duration.ofNanos(System.nanoTime() - start);
			assertThat(waited.statusCode()).as(waited.body()).isEqualTo(503);
			assertThat(waited.headers().firstValue("Retry-After")).hasValue("10");
			assertThat(waited.body()).contains("\"status\":503", "database is not reachable");
			assertThat(took).as("answer time")
				.isGreaterThanOrEqualTo(Duration.ofSeconds(3))
				.isLessThan(Duration.ofSeconds(15));
			locker.rollback();
		}

		HttpResponse<String> served = send(HttpRequest.newBuilder(uri(path)).GET());
		assertThat(served.statusCode()).as(served.body()).isEqualTo(200);
	}

	private URI uri(String path) {
		return URI.create("http://localhost:" + this.port + path);
	}

	private static HttpResponse<String> send(HttpRequest.Builder request) throws Exception {
		// Long enough for the 3 s socket timeout, short enough that a request waiting for
		// the OS fails the test
		return HTTP.send(request.header("Authorization", TestAccounts.basic("alice"))
			.header("Accept", "application/json")
			.timeout(Duration.ofSeconds(30))
			.build(), HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
	}

}
