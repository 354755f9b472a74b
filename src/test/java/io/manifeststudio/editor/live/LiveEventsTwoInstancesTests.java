package io.manifeststudio.editor.live;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.function.Predicate;

import javax.sql.DataSource;
import java.util.UUID;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIf;

import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.jdbc.core.JdbcTemplate;

import io.manifeststudio.ManifestStudioApplication;
import io.manifeststudio.account.TestAccounts;
import io.manifeststudio.system.PostgresAvailability;
import tools.jackson.databind.json.JsonMapper;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Two instances of the application on one real PostgreSQL: a change made through instance
 * A reaches a stream open on instance B within one second (PostgreSQL
 * {@code LISTEN}/{@code NOTIFY}), and a stream on B that was closed while changes were
 * made on A catches up with every one of them when it opens again with
 * {@code Last-Event-ID}; who has a board open on either instance is present on both, and
 * goes when their stream closes or, when their instance dies without a word, when it
 * stops repeating them; a comment made through A reaches the stream on B as well
 * (heartbeat 500 ms and presence timeout 3 s here; 10 s and 30 s by default).
 */
@EnabledIf(value = "io.manifeststudio.system.PostgresAvailability#shouldRun",
		disabledReason = "PostgreSQL is not reachable (localhost:5432 or POSTGRES_URL) and CI is not true: "
				+ "start it (bash .ci/run does) to run the PostgreSQL tests")
class LiveEventsTwoInstancesTests {

	private static final HttpClient HTTP = HttpClient.newHttpClient();

	private static final JsonMapper JSON = JsonMapper.builder().build();

	static ConfigurableApplicationContext a;

	static ConfigurableApplicationContext b;

	@BeforeAll
	static void startTwoInstances() {
		a = start();
		b = start();
		TestAccounts.ensure(a);
	}

	@AfterAll
	static void stopThem() {
		for (ConfigurableApplicationContext context : new ConfigurableApplicationContext[] { b, a }) {
			if (context != null) {
				context.close();
			}
		}
	}

	@Test
	void aChangeOnInstanceAReachesAStreamOnInstanceBWithinOneSecondAndAGapIsCaughtUp() throws Exception {
		assertThat(b.getBean(PostgresChangeListener.class).isListening()).isTrue();
		long id = imported();
		try (EventStreamClient onB = EventStreamClient.open(HTTP, uri(b, "/manifests/" + id + "/events"),
				TestAccounts.basic("bob"), null)) {
			assertThat(onB.status).isEqualTo(200);
			assertThat(onB.next("presence", Duration.ofSeconds(2))).isNotNull();
			for (int version = 1; version <= 5; version++) {
				edit(id, version, 256 + version);
				EventStreamClient.Event change = onB.next("change", Duration.ofSeconds(2));
				assertThat(change).as("version " + (version + 1) + " on B").isNotNull();
				// from the moment A wrote the change (its time in the change log, taken
				// before the commit; one
				// machine, one clock) to the event's arrival at the client of B
				assertThat(Duration.between(changedAt(id), change.arrived()))
					.as("version " + (version + 1) + " from A's write to B's client")
					.isLessThan(Duration.ofSeconds(1));
				assertThat(change.id()).isEqualTo(Long.toString(version + 1));
				assertThat(JSON.readTree(change.data()).path("pods").toString()).isEqualTo("[\"main\"]");
			}
		}
		// the stream is broken while A makes three changes; it opens again on B with the
		// last id it had
		for (int version = 6; version <= 8; version++) {
			edit(id, version, 1000 + version);
		}
		try (EventStreamClient again = EventStreamClient.open(HTTP, uri(b, "/manifests/" + id + "/events"),
				TestAccounts.basic("bob"), "6")) {
			for (int version = 7; version <= 9; version++) {
				EventStreamClient.Event change = again.next("change", Duration.ofSeconds(2));
				assertThat(change).as("missed version " + version).isNotNull();
				assertThat(change.id()).isEqualTo(Long.toString(version));
			}
			edit(id, 9, 4096);
			assertThat(again.next("change", Duration.ofSeconds(1)).id()).isEqualTo("10");
		}
	}

	@Test
	void whoHasABoardOpenOnEitherInstanceIsPresentOnBothUntilTheStreamClosesOrItsInstanceFallsSilent()
			throws Exception {
		long id = imported();
		try (EventStreamClient aliceOnA = EventStreamClient.open(HTTP, uri(a, "/manifests/" + id + "/events"),
				TestAccounts.basic("alice"), null)) {
			assertThat(aliceOnA.next("presence", Duration.ofSeconds(2))).isNotNull();
			try (EventStreamClient vicOnB = EventStreamClient.open(HTTP, uri(b, "/manifests/" + id + "/events"),
					TestAccounts.basic("vic"), null)) {
				assertThat(vicOnB.status).isEqualTo(200);
				// the viewer on B reaches alice's stream on A as a presence event, and
				// both instances answer both
				assertThat(nextPresence(aliceOnA, (people) -> people.contains("vic"))).as("presence event on A")
					.contains("alice", "vic");
				assertThat(awaitPresence(a, id, (people) -> people.contains("vic"))).contains("\"alice\"", "\"vic\"");
				assertThat(awaitPresence(b, id, (people) -> people.contains("alice"))).contains("\"alice\"", "\"vic\"");

				// vic's board asks instance A to mark the pod he selected; his stream is
				// on B
				postJson(a, "/api/manifests/" + id + "/presence", "vic", "{\"pod\": \"main\"}", 200);
				assertThat(awaitPresence(a, id, (people) -> people.contains("\"pod\":\"main\"")))
					.contains("{\"username\":\"vic\",\"pod\":\"main\"");

				// a comment through A reaches vic's board on B through the same stream
				// (no poll)
				postJson(a, "/api/manifests/" + id + "/revisions", "alice", "{\"message\": \"first\"}", 201);
				postJson(a, "/api/manifests/" + id + "/revisions/1/comments", "alice", "{\"text\": \"Why 256?\"}", 201);
				EventStreamClient.Event commented = vicOnB.next("comments", Duration.ofSeconds(2));
				assertThat(commented).as("the comment on B").isNotNull();
				assertThat(JSON.readTree(commented.data()).path("author").asString()).isEqualTo("alice");
			}
			// vic's stream closes: he goes from A's answer and from alice's stream
			assertThat(nextPresence(aliceOnA, (people) -> !people.contains("vic"))).contains("alice");
			assertThat(awaitPresence(a, id, (people) -> !people.contains("vic"))).contains("\"alice\"");

			// an instance that told of carol's stream once and then fell silent (it
			// died): carol goes after 3 s
			Instant told = Instant.now();
			new JdbcTemplate(a.getBean(DataSource.class)).queryForList("select pg_notify(?, ?)", PresenceRelay.CHANNEL,
					JSON.writeValueAsString(PresenceNotice.seen("silent00",
							List.of(new PresenceNotice.Sighting("silent00:1", id, "carol", "main", Instant.now())))));
			assertThat(nextPresence(aliceOnA, (people) -> people.contains("carol"))).contains("alice", "carol");
			assertThat(awaitPresence(b, id, (people) -> people.contains("carol"))).contains("\"carol\"");
			assertThat(nextPresence(aliceOnA, (people) -> !people.contains("carol"))).contains("alice");
			assertThat(Duration.between(told, Instant.now())).as("carol kept for the presence timeout")
				.isGreaterThanOrEqualTo(Duration.ofMillis(2900));
			assertThat(awaitPresence(b, id, (people) -> !people.contains("carol"))).contains("\"alice\"");
		}
	}

	private static void postJson(ConfigurableApplicationContext instance, String path, String user, String json,
			int status) throws Exception {
		HttpResponse<String> answer = HTTP.send(HttpRequest.newBuilder(uri(instance, path))
			.header("Authorization", TestAccounts.basic(user))
			.header("Content-Type", "application/json")
			.POST(HttpRequest.BodyPublishers.ofString(json))
			.build(), HttpResponse.BodyHandlers.ofString());
		assertThat(answer.statusCode()).as(answer.body()).isEqualTo(status);
	}

	/** The next presence event on {@code stream} whose people match, as its data. */
	private static String nextPresence(EventStreamClient stream, Predicate<String> people) throws Exception {
		long deadline = System.nanoTime() + Duration.ofSeconds(10).toNanos();
		while (System.nanoTime() < deadline) {
			EventStreamClient.Event event = stream.next("presence", Duration.ofNanos(deadline - System.nanoTime()));
			if (event != null && people.test(event.data())) {
				return event.data();
			}
		}
		throw new AssertionError("No such presence event within 10 s");
	}

	/**
	 * {@code GET /api/manifests/{id}/presence} of {@code instance} once its answer
	 * matches (within 10 s).
	 */
	private static String awaitPresence(ConfigurableApplicationContext instance, long id, Predicate<String> people)
			throws Exception {
		long deadline = System.nanoTime() + Duration.ofSeconds(10).toNanos();
		String body = null;
		while (System.nanoTime() < deadline) {
			HttpResponse<String> answer = HTTP
				.send(HttpRequest.newBuilder(uri(instance, "/api/manifests/" + id + "/presence"))
					.header("Authorization", TestAccounts.basic("bob"))
					.build(), HttpResponse.BodyHandlers.ofString());
			assertThat(answer.statusCode()).as(answer.body()).isEqualTo(200);
			body = answer.body();
			if (people.test(body)) {
				return body;
			}
			Thread.sleep(100);
		}
		throw new AssertionError("Presence did not become as expected within 10 s; last: " + body);
	}

	private static long imported() throws Exception {
		String manifest = """
				instance_groups:
				- name: main
				  jobs:
				  - name: main-job
				    release: demo
				  run:
				    memory: 256
				""";
		HttpResponse<String> created = HTTP
			.send(HttpRequest.newBuilder(uri(a, "/api/manifests?name=live-two-" + UUID.randomUUID()))
				.header("Authorization", TestAccounts.basic("alice"))
				.POST(HttpRequest.BodyPublishers.ofString(manifest, StandardCharsets.UTF_8))
				.build(), HttpResponse.BodyHandlers.ofString());
		assertThat(created.statusCode()).as(created.body()).isEqualTo(201);
		return JSON.readTree(created.body()).path("id").asLong();
	}

	private static java.time.Instant changedAt(long id) throws Exception {
		HttpResponse<String> history = HTTP.send(HttpRequest.newBuilder(uri(a, "/api/manifests/" + id + "/history"))
			.header("Authorization", TestAccounts.basic("alice"))
			.build(), HttpResponse.BodyHandlers.ofString());
		return java.time.Instant.parse(JSON.readTree(history.body()).get(0).path("time").asString());
	}

	private static void edit(long id, long version, int memory) throws Exception {
		HttpResponse<String> answer = HTTP.send(HttpRequest.newBuilder(uri(a, "/api/manifests/" + id + "/edits"))
			.header("If-Match", "\"" + version + "\"")
			.header("Authorization", TestAccounts.basic("alice"))
			.header("Content-Type", "application/json")
			.POST(HttpRequest.BodyPublishers.ofString(
					"{\"op\": \"set\", \"group\": \"main\", \"field\": \"run.memory\", \"value\": " + memory + "}"))
			.build(), HttpResponse.BodyHandlers.ofString());
		assertThat(answer.statusCode()).as(answer.body()).isEqualTo(200);
	}

	private static ConfigurableApplicationContext start() {
		return new SpringApplicationBuilder(ManifestStudioApplication.class).profiles("postgres")
			.run("--server.port=0",
					"--spring.datasource.url=jdbc:postgresql://" + PostgresAvailability.address().getHostString() + ":"
							+ PostgresAvailability.address().getPort() + "/" + PostgresAvailability.database(),
					"--manifest-studio.live.heartbeat=500ms", "--manifest-studio.live.presence-timeout=3s");
	}

	private static URI uri(ConfigurableApplicationContext context, String path) {
		return URI.create("http://localhost:" + context.getEnvironment().getProperty("local.server.port") + path);
	}

}
