package io.manifeststudio.editor.live;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.UUID;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIf;

import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;

import io.manifeststudio.ManifestStudioApplication;
import io.manifeststudio.account.TestAccounts;
import io.manifeststudio.system.PostgresAvailability;
import tools.jackson.databind.json.JsonMapper;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Two instances of the application on one real PostgreSQL: a change made through instance A reaches a stream open on
 * instance B within one second (PostgreSQL {@code LISTEN}/{@code NOTIFY}), and a stream on B that was closed while
 * changes were made on A catches up with every one of them when it opens again with {@code Last-Event-ID}.
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
				// from the moment A wrote the change (its time in the change log, taken before the commit; one
				// machine, one clock) to the event's arrival at the client of B
				assertThat(Duration.between(changedAt(id), change.arrived()))
					.as("version " + (version + 1) + " from A's write to B's client")
					.isLessThan(Duration.ofSeconds(1));
				assertThat(change.id()).isEqualTo(Long.toString(version + 1));
				assertThat(JSON.readTree(change.data()).path("pods").toString()).isEqualTo("[\"main\"]");
			}
		}
		// the stream is broken while A makes three changes; it opens again on B with the last id it had
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
		HttpResponse<String> created = HTTP.send(HttpRequest
			.newBuilder(uri(a, "/api/manifests?name=live-two-" + UUID.randomUUID()))
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
			.POST(HttpRequest.BodyPublishers
				.ofString("{\"op\": \"set\", \"group\": \"main\", \"field\": \"run.memory\", \"value\": " + memory + "}"))
			.build(), HttpResponse.BodyHandlers.ofString());
		assertThat(answer.statusCode()).as(answer.body()).isEqualTo(200);
	}

	private static ConfigurableApplicationContext start() {
		return new SpringApplicationBuilder(ManifestStudioApplication.class).profiles("postgres")
			.run("--server.port=0", "--spring.datasource.url=jdbc:postgresql://" + PostgresAvailability.address()
				.getHostString() + ":" + PostgresAvailability.address().getPort() + "/"
					+ PostgresAvailability.database());
	}

	private static URI uri(ConfigurableApplicationContext context, String path) {
		return URI.create("http://localhost:" + context.getEnvironment().getProperty("local.server.port") + path);
	}

}
