package io.manifeststudio.editor.live;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.UUID;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.context.ApplicationContext;

import io.manifeststudio.account.TestAccounts;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The event stream of a manifest on a real port (embedded database: in-process delivery):
 * a change made through the API reaches an open stream (a viewer's, signed in with a
 * token) within a second with its version, author, summary and pods; a stream opened with
 * {@code Last-Event-ID} first gets every change it missed; presence lists the open
 * streams' people and drops one whose stream closed; a comment on a revision reaches it
 * too; wrong input is a 4xx that says what.
 */
@SpringBootTest(webEnvironment = WebEnvironment.RANDOM_PORT,
		properties = { "manifest-studio.live.heartbeat=200ms", "manifest-studio.live.presence-timeout=2s" })
class LiveEventsIntegrationTests {

	static final String V3 = """
			instance_groups:
			- name: router
			  jobs:
			  - name: gorouter
			    release: routing
			    properties:
			      bosh_containerization:
			        colocated_containers:
			        - log-agent
			        run:
			          memory: 128
			- name: mysql
			  jobs:
			  - name: mysql
			    release: cf-mysql
			    properties:
			      bosh_containerization:
			        run: {memory: 2500}
			- name: log-agent
			  type: colocated-container
			  jobs:
			  - name: agent
			    release: loggregator
			    properties:
			      bosh_containerization:
			        run: {}
			""";

	static final String MOVE = "{\"op\": \"move\", \"container\": \"log-agent\", \"from\": \"router\", \"to\": \"mysql\"}";

	static final String MEMORY = "{\"op\": \"set\", \"group\": \"mysql\", \"field\": \"run.memory\", \"value\": 3000}";

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
	void aChangeReachesAnOpenStreamWithinASecondAlsoWithAToken() throws Exception {
		long id = imported();
		try (EventStreamClient stream = EventStreamClient.open(this.http, uri("/manifests/" + id + "/events"),
				TestAccounts.bearer(this.context, "vic"), null)) {
			assertThat(stream.status).isEqualTo(200);
			assertThat(stream.next("presence", Duration.ofSeconds(2))).as("the viewer's own arrival").isNotNull();

			edit(id, 1, "{\"op\": \"set\", \"group\": \"router\", \"field\": \"run.memory\", \"value\": 256}");
			assertThat(stream.next("change", Duration.ofSeconds(2))).as("a first change, warming up").isNotNull();
			long sent = System.nanoTime();
			assertThat(edit(id, 2, MOVE).statusCode()).isEqualTo(200);
			EventStreamClient.Event change = stream.next("change", Duration.ofSeconds(1));

			assertThat(change).as("the change within one second").isNotNull();
			assertThat(change.arrivedNanos() - sent).isLessThan(Duration.ofSeconds(1).toNanos());
			assertThat(change.id()).isEqualTo("3");
			JsonNode data = this.json.readTree(change.data());
			assertThat(data.path("version").asLong()).isEqualTo(3);
			assertThat(data.path("author").asString()).isEqualTo("alice");
			assertThat(data.path("kind").asString()).isEqualTo("edit");
			assertThat(data.path("summary").asString()).isEqualTo("log-agent moved from pod router to pod mysql");
			assertThat(data.path("pods").toString()).isEqualTo("[\"router\",\"mysql\"]");
		}
	}

	@Test
	void aCommentOnARevisionReachesTheOpenStreamsAsACommentsEventWithoutAVersion() throws Exception {
		long id = imported();
		try (EventStreamClient stream = EventStreamClient.open(this.http, uri("/manifests/" + id + "/events"),
				TestAccounts.basic("vic"), null)) {
			assertThat(stream.next("presence", Duration.ofSeconds(2))).isNotNull();
			HttpResponse<String> revision = send(HttpRequest.newBuilder(uri("/api/manifests/" + id + "/revisions"))
				.header("Authorization", TestAccounts.basic("alice"))
				.header("Content-Type", "application/json")
				.POST(HttpRequest.BodyPublishers.ofString("{\"message\": \"first\"}")));
			assertThat(revision.statusCode()).as(revision.body()).isEqualTo(201);
			HttpResponse<String> comment = send(
					HttpRequest.newBuilder(uri("/api/manifests/" + id + "/revisions/1/comments"))
						.header("Authorization", TestAccounts.basic("alice"))
						.header("Content-Type", "application/json")
						.POST(HttpRequest.BodyPublishers
							.ofString("{\"anchor\": {\"group\": \"mysql\"}, \"text\": \"Why 2500?\"}")));
			assertThat(comment.statusCode()).as(comment.body()).isEqualTo(201);
			EventStreamClient.Event event = stream.next("comments", Duration.ofSeconds(2));
			assertThat(event).as("the comment, within two seconds").isNotNull();
			assertThat(event.id()).as("the draft did not change: no version").isNull();
			JsonNode data = this.json.readTree(event.data());
			assertThat(data.path("revision").asInt()).isEqualTo(1);
			assertThat(data.path("author").asString()).isEqualTo("alice");
			assertThat(data.path("summary").asString()).startsWith("comment ").contains("mysql");
			assertThat(event.data()).doesNotContain("Why 2500?");
		}
	}

	@Test
	void aStreamThatReconnectsGetsEveryChangeItMissedThenTheNewOnes() throws Exception {
		long id = imported();
		edit(id, 1, MOVE);
		edit(id, 2, MEMORY);
		try (EventStreamClient stream = EventStreamClient.open(this.http, uri("/manifests/" + id + "/events"),
				TestAccounts.basic("bob"), "1")) {
			EventStreamClient.Event first = stream.next("change", Duration.ofSeconds(2));
			EventStreamClient.Event second = stream.next("change", Duration.ofSeconds(2));
			assertThat(first.id()).isEqualTo("2");
			assertThat(this.json.readTree(first.data()).path("kind").asString()).isEqualTo("edit");
			assertThat(this.json.readTree(first.data()).path("summary").asString())
				.isEqualTo("log-agent moved from pod router to pod mysql");
			assertThat(second.id()).isEqualTo("3");
			assertThat(this.json.readTree(second.data()).path("summary").asString())
				.isEqualTo("run.memory of mysql set to 3000");

			edit(id, 3, "{\"op\": \"set\", \"group\": \"router\", \"field\": \"run.memory\", \"value\": 256}");
			EventStreamClient.Event live = stream.next("change", Duration.ofSeconds(1));
			assertThat(live.id()).isEqualTo("4");
			assertThat(this.json.readTree(live.data()).path("pods").toString()).isEqualTo("[\"router\"]");
		}
		try (EventStreamClient caughtUp = EventStreamClient.open(this.http, uri("/manifests/" + id + "/events?after=3"),
				TestAccounts.basic("bob"), null)) {
			assertThat(caughtUp.next("change", Duration.ofSeconds(2)).id()).as("after=3 asks from version 3 on")
				.isEqualTo("4");
		}
	}

	@Test
	void presenceListsWhoHasTheBoardOpenAndTheirPodUntilTheStreamCloses() throws Exception {
		long id = imported();
		EventStreamClient bob = EventStreamClient.open(this.http, uri("/manifests/" + id + "/events"),
				TestAccounts.basic("bob"), null);
		try (EventStreamClient vic = EventStreamClient.open(this.http, uri("/manifests/" + id + "/events"),
				TestAccounts.basic("vic"), null)) {
			HttpResponse<String> selected = send(HttpRequest.newBuilder(uri("/api/manifests/" + id + "/presence"))
				.header("Authorization", TestAccounts.basic("bob"))
				.header("Content-Type", "application/json")
				.POST(HttpRequest.BodyPublishers.ofString("{\"pod\": \"mysql\"}")));
			assertThat(selected.statusCode()).as(selected.body()).isEqualTo(200);

			JsonNode people = presence(id);
			assertThat(people.size()).isEqualTo(2);
			assertThat(people.get(0).path("username").asString()).isEqualTo("bob");
			assertThat(people.get(0).path("pod").asString()).isEqualTo("mysql");
			assertThat(people.get(0).path("since").asString()).isNotBlank();
			assertThat(people.get(1).path("username").asString()).isEqualTo("vic");
			assertThat(people.get(1).path("pod").isNull()).isTrue();

			bob.close();
			long deadline = System.nanoTime() + Duration.ofSeconds(5).toNanos();
			while (presence(id).size() > 1 && System.nanoTime() < deadline) {
				Thread.sleep(100);
			}
			assertThat(presence(id).size()).as("bob's stream closed").isEqualTo(1);
			assertThat(presence(id).get(0).path("username").asString()).isEqualTo("vic");
		}
	}

	@Test
	void wrongRequestsAreRefusedWithWhatIsWrong() throws Exception {
		long id = imported();
		HttpResponse<String> badId = send(HttpRequest.newBuilder(uri("/manifests/" + id + "/events"))
			.header("Authorization", TestAccounts.basic("bob"))
			.header("Last-Event-ID", "yesterday"));
		assertThat(badId.statusCode()).isEqualTo(400);
		assertThat(badId.body()).contains("Last-Event-ID");

		HttpResponse<String> missing = send(HttpRequest.newBuilder(uri("/api/manifests/999999/presence"))
			.header("Authorization", TestAccounts.basic("bob")));
		assertThat(missing.statusCode()).isEqualTo(404);
		assertThat(missing.body()).contains("999999");
		HttpResponse<String> noStream = send(HttpRequest.newBuilder(uri("/manifests/999999/events"))
			.header("Authorization", TestAccounts.basic("bob")));
		assertThat(noStream.statusCode()).isEqualTo(404);
		assertThat(noStream.body()).contains("999999");
		HttpResponse<String> badPod = send(HttpRequest.newBuilder(uri("/api/manifests/" + id + "/presence"))
			.header("Authorization", TestAccounts.basic("bob"))
			.header("Content-Type", "application/json")
			.POST(HttpRequest.BodyPublishers.ofString("{\"pod\": \" \"}")));
		assertThat(badPod.statusCode()).isEqualTo(400);
		assertThat(badPod.body()).contains("pod");

		HttpResponse<String> anonymous = send(HttpRequest.newBuilder(uri("/manifests/" + id + "/events")));
		assertThat(anonymous.statusCode()).isIn(302, 401);
	}

	private JsonNode presence(long id) throws Exception {
		HttpResponse<String> answer = send(HttpRequest.newBuilder(uri("/api/manifests/" + id + "/presence"))
			.header("Authorization", TestAccounts.basic("alice")));
		assertThat(answer.statusCode()).as(answer.body()).isEqualTo(200);
		return this.json.readTree(answer.body());
	}

	private long imported() throws Exception {
		HttpResponse<String> created = send(HttpRequest.newBuilder(uri("/api/manifests?name=live-" + UUID.randomUUID()))
			.header("Authorization", TestAccounts.basic("alice"))
			.POST(HttpRequest.BodyPublishers.ofString(V3, StandardCharsets.UTF_8)));
		assertThat(created.statusCode()).as(created.body()).isEqualTo(201);
		return this.json.readTree(created.body()).path("id").asLong();
	}

	private HttpResponse<String> edit(long id, long version, String body) throws Exception {
		HttpResponse<String> answer = send(HttpRequest.newBuilder(uri("/api/manifests/" + id + "/edits"))
			.header("If-Match", "\"" + version + "\"")
			.header("Authorization", TestAccounts.basic("alice"))
			.header("Content-Type", "application/json")
			.POST(HttpRequest.BodyPublishers.ofString(body)));
		assertThat(answer.statusCode()).as(answer.body()).isEqualTo(200);
		return answer;
	}

	private HttpResponse<String> send(HttpRequest.Builder request) throws Exception {
		return this.http.send(request.build(), HttpResponse.BodyHandlers.ofString());
	}

	private URI uri(String path) {
		return URI.create("http://localhost:" + this.port + path);
	}

}
