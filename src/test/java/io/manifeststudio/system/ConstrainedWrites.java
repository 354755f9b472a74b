package io.manifeststudio.system;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.UUID;

import com.zaxxer.hikari.HikariDataSource;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import org.springframework.jdbc.core.JdbcTemplate;

import io.manifeststudio.account.TestAccounts;
import io.manifeststudio.manifest.Fixtures;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every write of the application that a check constraint of the schema judges, through
 * the HTTP API as a client makes it: an edit, a move, undo, redo, a replaced draft, a
 * saved revision, an approval and a request for changes, a new account, a changed role
 * and a chosen generation. Each must succeed, and each constraint must still refuse what
 * it is there to refuse. Used after the connections that ran the migrations were closed,
 * which broke every one of these writes on H2 2.4 while the constraints were written with
 * {@code IN (...)} (V12 says why).
 */
final class ConstrainedWrites {

	static final String SCF = "real/scf-2.17.1-role-manifest.yml";

	private final int port;

	private final JdbcTemplate jdbc;

	private final HttpClient http = HttpClient.newHttpClient();

	private final JsonMapper json = JsonMapper.builder().build();

	ConstrainedWrites(int port, JdbcTemplate jdbc) {
		this.port = port;
		this.jdbc = jdbc;
	}

	/**
	 * The ids of H2's sessions open now: the pool's connections, among them the one that
	 * ran the migrations.
	 */
	Set<Long> openSessions() {
		return new HashSet<>(this.jdbc.queryForList("select session_id from information_schema.sessions", Long.class));
	}

	/**
	 * Retires the pool's connections of the given sessions through the pool, as its
	 * max-lifetime does, without waiting the lifetime out (Hikari allows no less than 30
	 * s): one after the other, each closed by the pool ({@code evictConnection}) and
	 * replaced before the next, so that the database always has sessions open (an
	 * in-memory H2 database without {@code DB_CLOSE_DELAY} ends with its last one). Gives
	 * up after {@code atMost}; {@link #awaitClosed} says whether they are closed.
	 */
	void retire(HikariDataSource pool, Set<Long> sessions, Duration atMost) throws Exception {
		long deadline = System.nanoTime() + atMost.toNanos();
		Set<Long> left = new HashSet<>(sessions);
		List<Connection> held = new ArrayList<>();
		try {
			while (System.nanoTime() < deadline) {
				// a connection the pool opened since is held, so that the next one is
				// another
				Connection connection = pool.getConnection();
				left.retainAll(sessionsSeenBy(connection));
				if (left.isEmpty()) {
					connection.close();
					break;
				}
				long session = sessionOf(connection);
				if (!left.remove(session)) {
					held.add(connection);
					continue;
				}
				int total = pool.getHikariPoolMXBean().getTotalConnections();
				pool.evictConnection(connection);
				connection.close();
				while (pool.getHikariPoolMXBean().getTotalConnections() < total && System.nanoTime() < deadline) {
					Thread.sleep(10);
				}
			}
		}
		finally {
			for (Connection connection : held) {
				connection.close();
			}
		}
	}

	private static Set<Long> sessionsSeenBy(Connection connection) throws SQLException {
		Set<Long> sessions = new HashSet<>();
		try (Statement statement = connection.createStatement();
				ResultSet rows = statement.executeQuery("select session_id from information_schema.sessions")) {
			while (rows.next()) {
				sessions.add(rows.getLong(1));
			}
		}
		return sessions;
	}

	private static long sessionOf(Connection connection) throws SQLException {
		try (Statement statement = connection.createStatement();
				ResultSet row = statement.executeQuery("select session_id()")) {
			row.next();
			return row.getLong(1);
		}
	}

	/**
	 * Waits until none of the given sessions is open any more (the pool retired their
	 * connections), at most {@code atMost}; fails if one is still open then.
	 */
	void awaitClosed(Set<Long> sessions, Duration atMost) throws InterruptedException {
		long deadline = System.nanoTime() + atMost.toNanos();
		Set<Long> stillOpen = new HashSet<>(sessions);
		while (System.nanoTime() < deadline) {
			stillOpen.retainAll(openSessions());
			if (stillOpen.isEmpty()) {
				return;
			}
			Thread.sleep(500);
		}
		assertThat(stillOpen).as("sessions still open after %s", atMost).isEmpty();
	}

	/** Runs every constrained write and checks its answer. */
	void allSucceed() throws Exception {
		HttpResponse<String> created = send(HttpRequest.newBuilder(uri("/api/manifests?name=scf-" + UUID.randomUUID()))
			.header("Content-Type", "application/yaml")
			.POST(HttpRequest.BodyPublishers.ofString(Fixtures.text(SCF))), "alice");
		assertThat(created.statusCode()).as(created.body()).isEqualTo(201);
		long id = this.json.readTree(created.body()).path("id").asLong();

		HttpResponse<String> moved = write(id, "/edits", "\"1\"",
				"{\"op\": \"move\", \"container\": \"loggregator-agent\", \"from\": \"router\", \"to\": \"mysql\"}");
		assertThat(moved.headers().firstValue("ETag")).hasValue("\"2\"");
		write(id, "/edits", "\"2\"",
				"{\"op\": \"set-mode\", \"container\": \"loggregator-agent\", \"pod\": \"mysql\", \"mode\": \"sidecar\"}");
		write(id, "/undo", "\"3\"", null);
		HttpResponse<String> redone = write(id, "/redo", "\"4\"", null);
		assertThat(this.json.readTree(redone.body()).path("summary").asString())
			.isEqualTo("Redid: loggregator-agent became a sidecar of mysql");
		String draft = send(HttpRequest.newBuilder(uri("/api/manifests/" + id + "/role-manifest.yml")).GET(), "alice")
			.body();
		HttpResponse<String> replaced = send(HttpRequest.newBuilder(uri("/api/manifests/" + id + "/role-manifest.yml"))
			.header("If-Match", "\"5\"")
			.header("Content-Type", "application/yaml")
			.PUT(HttpRequest.BodyPublishers.ofString(draft + "# replaced\n")), "alice");
		assertThat(replaced.statusCode()).as(replaced.body()).isEqualTo(200);
		assertThat(history(id)).containsExactly("replace:applied", "redo:", "undo:", "edit:applied", "edit:applied");

		HttpResponse<String> generation = send(HttpRequest.newBuilder(uri("/api/manifests/" + id + "/generation"))
			.header("Content-Type", "application/json")
			.PUT(HttpRequest.BodyPublishers.ofString("{\"generation\": \"fissile-7\"}")), "alice");
		assertThat(generation.statusCode()).as(generation.body()).isEqualTo(200);
		assertThat(this.jdbc.queryForObject("select fissile_generation from manifest where id = ?", String.class, id))
			.isEqualTo("fissile-7");

		HttpResponse<String> saved = send(HttpRequest.newBuilder(uri("/api/manifests/" + id + "/revisions"))
			.header("Content-Type", "application/json")
			.POST(HttpRequest.BodyPublishers.ofString("{\"message\": \"for review\"}")), "alice");
		assertThat(saved.statusCode()).as(saved.body()).isEqualTo(201);
		for (String verdict : List.of("request-changes", "approve")) {
			HttpResponse<String> reviewed = send(
					HttpRequest.newBuilder(uri("/api/manifests/" + id + "/revisions/1/approvals"))
						.header("Content-Type", "application/json")
						.POST(HttpRequest.BodyPublishers.ofString("{\"verdict\": \"" + verdict + "\"}")),
					"rita");
			assertThat(reviewed.statusCode()).as(reviewed.body()).isEqualTo(201);
		}
		assertThat(this.jdbc.queryForList("select verdict from review_approval where manifest_id = ? order by id",
				String.class, id))
			.containsExactly("request-changes", "approve");

		String username = "retired-" + UUID.randomUUID().toString().substring(0, 8);
		HttpResponse<String> account = send(HttpRequest.newBuilder(uri("/api/users"))
			.header("Content-Type", "application/json")
			.POST(HttpRequest.BodyPublishers.ofString(
					"{\"username\": \"" + username + "\", \"password\": \"a-long-password-1\", \"role\": \"editor\"}")),
				"admin");
		assertThat(account.statusCode()).as(account.body()).isEqualTo(201);
		HttpResponse<String> role = send(HttpRequest.newBuilder(uri("/api/users/" + username + "/role"))
			.header("Content-Type", "application/json")
			.PUT(HttpRequest.BodyPublishers.ofString("{\"role\": \"reviewer\"}")), "admin");
		assertThat(role.statusCode()).as(role.body()).isEqualTo(200);
		assertThat(this.jdbc.queryForObject("select role from account where username = ?", String.class, username))
			.isEqualTo("reviewer");
	}

	/**
	 * Each check constraint that V12 wrote again still refuses a value outside its list,
	 * in a session of today.
	 */
	void constraintsStillRefuse() {
		List<String> refused = new ArrayList<>();
		for (String update : List.of(
				"update draft_change set kind = 'erase' where id = (select min(id) from draft_change)",
				"update draft_change set undo_state = 'lost' where id = (select min(id) from draft_change)",
				"update account set role = 'root' where username = 'alice'",
				"update review_approval set verdict = 'maybe' where id = (select min(id) from review_approval)",
				"update manifest set fissile_generation = 'fissile-8' where id = (select min(id) from manifest)")) {
			try {
				this.jdbc.update(update);
			}
			catch (org.springframework.dao.DataIntegrityViolationException ex) {
				refused.add(update);
			}
		}
		assertThat(refused).hasSize(5);
	}

	private List<String> history(long id) throws Exception {
		HttpResponse<String> history = send(HttpRequest.newBuilder(uri("/api/manifests/" + id + "/history")).GET(),
				"alice");
		List<String> entries = new ArrayList<>();
		for (JsonNode entry : this.json.readTree(history.body())) {
			entries.add(entry.path("kind").asString() + ":" + entry.path("state").asString(""));
		}
		return entries;
	}

	private HttpResponse<String> write(long id, String path, String etag, String body) throws Exception {
		HttpRequest.Builder request = HttpRequest.newBuilder(uri("/api/manifests/" + id + path))
			.header("If-Match", etag);
		if (body != null) {
			request.header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(body));
		}
		else {
			request.POST(HttpRequest.BodyPublishers.noBody());
		}
		HttpResponse<String> response = send(request, "alice");
		assertThat(response.statusCode()).as("%s %s", path, response.body()).isEqualTo(200);
		return response;
	}

	private HttpResponse<String> send(HttpRequest.Builder request, String user) throws Exception {
		return this.http.send(TestAccounts.signedIn(request.build(), user),
				HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
	}

	private URI uri(String path) {
		return URI.create("http://localhost:" + this.port + path);
	}

}
