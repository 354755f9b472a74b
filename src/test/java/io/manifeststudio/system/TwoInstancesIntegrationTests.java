package io.manifeststudio.system;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIf;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;

import io.manifeststudio.ManifestStudioApplication;
import io.manifeststudio.account.TestAccounts;
import io.manifeststudio.review.Approval;
import io.manifeststudio.review.Approvals;
import io.manifeststudio.review.CommentThread;
import io.manifeststudio.review.Comments;
import io.manifeststudio.review.Verdict;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Two instances of the whole application (two Spring contexts, each with its own web
 * server on a random port, its own connection pool and its own caches) on one real
 * PostgreSQL, as behind a load balancer without sticky sessions:
 * <ul>
 * <li>a browser signed in on A is signed in on B with the same cookie, and its CSRF token
 * works there (the session and the token are in the database), and signing out on B signs
 * out on A;</li>
 * <li>an import and an edit made on A are read on B (the draft, its version and its
 * bytes);</li>
 * <li>two edits from the same version, one on each instance at the same moment, give one
 * success and one 412, and the refused writer loses nothing: the draft holds the winner's
 * bytes, and the refused change applies once made again from the new version;</li>
 * <li>the board's version poll on B sees A's new version within seconds;</li>
 * <li>a comment and an approval made on A are read on B (the API, the badges an open
 * board asks for, and B's review services).</li>
 * </ul>
 * The database is the one the PostgreSQL tests use ({@code POSTGRES_URL}, else
 * {@code manifeststudio} on localhost).
 */
@EnabledIf(value = "io.manifeststudio.system.PostgresAvailability#shouldRun",
		disabledReason = "PostgreSQL is not reachable (localhost:5432 or POSTGRES_URL) and CI is not true: "
				+ "start it (bash .ci/run does) to run the PostgreSQL tests")
class TwoInstancesIntegrationTests {

	private static final String MANIFEST = """
			instance_groups:
			- name: main
			  jobs:
			  - name: main-job
			    release: demo
			  run:
			    memory: 256
			""";

	private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

	private static final JsonMapper JSON = JsonMapper.builder().build();

	static ConfigurableApplicationContext a;

	static ConfigurableApplicationContext b;

	@BeforeAll
	static void startTwoInstances() {
		// one after the other: the first migrates the schema (Flyway), the second finds
		// it migrated
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
	void aSessionMadeOnOneInstanceIsSignedInOnTheOtherUntilItSignsOutThere() throws Exception {
		TestAccounts.Session session = TestAccounts.signIn(port(a), "alice");

		HttpResponse<String> pageOnB = send(b,
				HttpRequest.newBuilder(uri(b, "/manifests")).header("Cookie", session.cookie()).GET());
		assertThat(pageOnB.statusCode()).isEqualTo(200);
		assertThat(pageOnB.body()).contains("Signed in as alice");

		// the CSRF token the page on A gave is the session's, so B accepts it
		String name = "two-instances-csrf-" + UUID.randomUUID();
		HttpResponse<String> importOnB = send(b, importRequest(b, name, session));
		assertThat(importOnB.statusCode()).as(importOnB.body()).isEqualTo(201);
		assertThat(JSON.readTree(importOnB.body()).path("createdBy").asString()).isEqualTo("alice");

		HttpResponse<String> logoutOnB = send(b,
				HttpRequest.newBuilder(uri(b, "/logout"))
					.header("Content-Type", "application/x-www-form-urlencoded")
					.header("Cookie", session.cookie())
					.POST(HttpRequest.BodyPublishers.ofString("_csrf=" + session.csrfToken())));
		assertThat(logoutOnB.statusCode()).isEqualTo(302);
		HttpResponse<String> pageOnA = send(a,
				HttpRequest.newBuilder(uri(a, "/manifests")).header("Cookie", session.cookie()).GET());
		assertThat(pageOnA.statusCode()).as("signed out on B is signed out on A").isEqualTo(302);
		assertThat(pageOnA.headers().firstValue("Location").orElseThrow()).endsWith("/login");
	}

	@Test
	void anImportAndAnEditOnOneInstanceAreReadOnTheOtherAndItsBoardPollSeesTheNewVersion() throws Exception {
		TestAccounts.Session session = TestAccounts.signIn(port(a), "alice");
		HttpResponse<String> imported = send(a, importRequest(a, "two-instances-" + UUID.randomUUID(), session));
		assertThat(imported.statusCode()).as(imported.body()).isEqualTo(201);
		long id = JSON.readTree(imported.body()).path("id").asLong();

		JsonNode onB = JSON.readTree(send(b, getJson(b, "/api/manifests/" + id, session)).body());
		assertThat(onB.path("draftVersion").asLong()).isEqualTo(1);
		assertThat(draft(b, id, session)).isEqualTo(MANIFEST);
		assertThat(poll(b, id, 1, session).statusCode()).as("B's board is up to date").isEqualTo(204);

		String edited = MANIFEST.replace("memory: 256", "memory: 512");
		HttpResponse<String> edit = send(a, replaceDraft(a, id, "\"1\"", edited, session));
		assertThat(edit.statusCode()).as(edit.body()).isEqualTo(200);
		assertThat(edit.headers().firstValue("ETag")).hasValue("\"2\"");

		onB = JSON.readTree(send(b, getJson(b, "/api/manifests/" + id, session)).body());
		assertThat(onB.path("draftVersion").asLong()).isEqualTo(2);
		assertThat(onB.path("updatedBy").asString()).isEqualTo("alice");
		assertThat(draft(b, id, session)).isEqualTo(edited);

		// an open board on B polls for the draft's version: A's edit shows there within
		// seconds
		long deadline = System.nanoTime() + Duration.ofSeconds(5).toNanos();
		HttpResponse<String> poll = poll(b, id, 1, session);
		while (poll.statusCode() == 204 && System.nanoTime() < deadline) {
			Thread.sleep(200);
			poll = poll(b, id, 1, session);
		}
		assertThat(poll.statusCode()).isEqualTo(200);
		assertThat(poll.body()).contains(">2<");
		assertThat(poll.headers().firstValue("HX-Trigger").orElseThrow()).contains("draftOutdated");
	}

	@Test
	void twoEditsFromTheSameVersionOnTwoInstancesGiveOneSuccessAndOneRefusalAndLoseNothing() throws Exception {
		TestAccounts.Session alice = TestAccounts.signIn(port(a), "alice");
		TestAccounts.Session bob = TestAccounts.signIn(port(b), "bob");
		HttpResponse<String> imported = send(a, importRequest(a, "two-instances-race-" + UUID.randomUUID(), alice));
		long id = JSON.readTree(imported.body()).path("id").asLong();
		String fromAlice = MANIFEST.replace("memory: 256", "memory: 1024");
		String fromBob = MANIFEST.replace("memory: 256", "memory: 2048");

		CountDownLatch ready = new CountDownLatch(2);
		CompletableFuture<HttpResponse<String>> onA = CompletableFuture
			.supplyAsync(() -> sendWhenReady(a, replaceDraft(a, id, "\"1\"", fromAlice, alice), ready));
		CompletableFuture<HttpResponse<String>> onB = CompletableFuture
			.supplyAsync(() -> sendWhenReady(b, replaceDraft(b, id, "\"1\"", fromBob, bob), ready));
		List<Integer> statuses = List.of(onA.get().statusCode(), onB.get().statusCode());
		assertThat(statuses).as(onA.get().body() + " / " + onB.get().body()).containsExactlyInAnyOrder(200, 412);

		boolean aliceWon = onA.get().statusCode() == 200;
		HttpResponse<String> refused = aliceWon ? onB.get() : onA.get();
		assertThat(JSON.readTree(refused.body()).path("currentETag").asString()).isEqualTo("\"2\"");
		assertThat(draft(a, id, alice)).isEqualTo(aliceWon ? fromAlice : fromBob);
		assertThat(draft(b, id, bob)).isEqualTo(aliceWon ? fromAlice : fromBob);

		// the refused writer makes the change again from the version the refusal named:
		// both changes are in the log
		ConfigurableApplicationContext loserInstance = aliceWon ? b : a;
		HttpResponse<String> retried = send(loserInstance,
				replaceDraft(loserInstance, id, "\"2\"", aliceWon ? fromBob : fromAlice, aliceWon ? bob : alice));
		assertThat(retried.statusCode()).as(retried.body()).isEqualTo(200);
		assertThat(retried.headers().firstValue("ETag")).hasValue("\"3\"");
		assertThat(draft(a, id, alice)).isEqualTo(aliceWon ? fromBob : fromAlice);
	}

	@Test
	void aCommentAndAnApprovalMadeOnOneInstanceAreSeenOnTheOther() throws Exception {
		TestAccounts.Session alice = TestAccounts.signIn(port(a), "alice");
		HttpResponse<String> imported = send(a, importRequest(a, "two-instances-review-" + UUID.randomUUID(), alice));
		long id = JSON.readTree(imported.body()).path("id").asLong();
		HttpResponse<String> saved = send(a,
				HttpRequest.newBuilder(uri(a, "/api/manifests/" + id + "/revisions"))
					.header("Content-Type", "application/json")
					.header("Accept", "application/json")
					.header("If-Match", "\"1\"")
					.header("Cookie", alice.cookie())
					.header("X-CSRF-TOKEN", alice.csrfToken())
					.POST(HttpRequest.BodyPublishers.ofString("{\"message\": \"first\"}")));
		assertThat(saved.statusCode()).as(saved.body()).isEqualTo(201);
		int revision = JSON.readTree(saved.body()).path("number").asInt();

		// rita signs in on A and comments and approves there, through the API as the
		// pages do
		TestAccounts.Session rita = TestAccounts.signIn(port(a), "rita");
		String text = "Is 256 MB enough? " + UUID.randomUUID();
		HttpResponse<String> comment = send(a,
				postJson(a, "/api/manifests/" + id + "/revisions/" + revision + "/comments",
						"{\"anchor\": {\"group\": \"main\"}, \"text\": \"" + text + "\", \"blocking\": false}", rita));
		assertThat(comment.statusCode()).as(comment.body()).isEqualTo(201);
		HttpResponse<String> approval = send(a,
				postJson(a, "/api/manifests/" + id + "/revisions/" + revision + "/approvals",
						"{\"verdict\": \"approve\", \"message\": \"fine\"}", rita));
		assertThat(approval.statusCode()).as(approval.body()).isLessThan(300);

		// alice, signed in on A, reads both on B with the same session
		JsonNode threadsOnB = JSON.readTree(
				send(b, getJson(b, "/api/manifests/" + id + "/revisions/" + revision + "/comments", alice)).body());
		assertThat(threadsOnB.toString()).contains(text).contains("rita");
		JsonNode statusOnB = JSON
			.readTree(send(b, getJson(b, "/api/manifests/" + id + "/revisions/" + revision + "/status", alice)).body());
		assertThat(statusOnB.path("approved").asBoolean()).as(statusOnB.toString()).isTrue();
		assertThat(statusOnB.path("approvals").toString()).contains("rita");
		// an open board on B asks for its comment badges (when its stream says comments
		// changed): the comment on
		// pod main is there
		HttpResponse<String> badgesOnB = send(b,
				HttpRequest.newBuilder(uri(b, "/manifests/" + id + "/review/board-comments"))
					.header("Cookie", alice.cookie())
					.header("HX-Request", "true")
					.GET());
		assertThat(badgesOnB.statusCode()).isEqualTo(200);
		assertThat(badgesOnB.body()).contains("id=\"comments-pod-main\"", "data-comment-count=\"1\"",
				"data-open-threads=\"1\"");

		// and B's services read what A wrote: the storage is the database, not an
		// instance's memory
		List<CommentThread> threadsInB = b.getBean(Comments.class).threads(id, revision);
		assertThat(threadsInB).singleElement().satisfies((thread) -> {
			assertThat(thread.comment().text()).isEqualTo(text);
			assertThat(thread.comment().author()).isEqualTo("rita");
		});
		List<Approval> approvalsInB = b.getBean(Approvals.class).of(id, revision);
		assertThat(approvalsInB).singleElement().satisfies((approved) -> {
			assertThat(approved.reviewer()).isEqualTo("rita");
			assertThat(approved.verdict()).isEqualTo(Verdict.APPROVE);
		});
	}

	private static HttpRequest.Builder postJson(ConfigurableApplicationContext context, String path, String json,
			TestAccounts.Session session) {
		return HttpRequest.newBuilder(uri(context, path))
			.header("Content-Type", "application/json")
			.header("Accept", "application/json")
			.header("Cookie", session.cookie())
			.header("X-CSRF-TOKEN", session.csrfToken())
			.POST(HttpRequest.BodyPublishers.ofString(json, StandardCharsets.UTF_8));
	}

	private static ConfigurableApplicationContext start() {
		return new SpringApplicationBuilder(ManifestStudioApplication.class).profiles("postgres")
			.run("--server.port=0",
					"--spring.datasource.url=jdbc:postgresql://" + PostgresAvailability.address().getHostString() + ":"
							+ PostgresAvailability.address().getPort() + "/" + PostgresAvailability.database());
	}

	private static int port(ConfigurableApplicationContext context) {
		return Integer.parseInt(context.getEnvironment().getProperty("local.server.port"));
	}

	private static URI uri(ConfigurableApplicationContext context, String path) {
		return URI.create("http://localhost:" + port(context) + path);
	}

	private static HttpRequest.Builder importRequest(ConfigurableApplicationContext context, String name,
			TestAccounts.Session session) {
		return HttpRequest.newBuilder(uri(context, "/api/manifests?name=" + name))
			.header("Content-Type", "application/yaml")
			.header("Accept", "application/json")
			.header("Cookie", session.cookie())
			.header("X-CSRF-TOKEN", session.csrfToken())
			.POST(HttpRequest.BodyPublishers.ofString(MANIFEST, StandardCharsets.UTF_8));
	}

	private static HttpRequest.Builder replaceDraft(ConfigurableApplicationContext context, long id, String etag,
			String yaml, TestAccounts.Session session) {
		return HttpRequest.newBuilder(uri(context, "/api/manifests/" + id + "/role-manifest.yml"))
			.header("Content-Type", "application/yaml")
			.header("Accept", "application/json")
			.header("If-Match", etag)
			.header("Cookie", session.cookie())
			.header("X-CSRF-TOKEN", session.csrfToken())
			.PUT(HttpRequest.BodyPublishers.ofString(yaml, StandardCharsets.UTF_8));
	}

	private static HttpRequest.Builder getJson(ConfigurableApplicationContext context, String path,
			TestAccounts.Session session) {
		return HttpRequest.newBuilder(uri(context, path))
			.header("Accept", "application/json")
			.header("Cookie", session.cookie())
			.GET();
	}

	private static String draft(ConfigurableApplicationContext context, long id, TestAccounts.Session session)
			throws IOException, InterruptedException {
		HttpResponse<String> yaml = send(context,
				HttpRequest.newBuilder(uri(context, "/api/manifests/" + id + "/role-manifest.yml"))
					.header("Cookie", session.cookie())
					.GET());
		assertThat(yaml.statusCode()).isEqualTo(200);
		return yaml.body();
	}

	private static HttpResponse<String> poll(ConfigurableApplicationContext context, long id, long version,
			TestAccounts.Session session) throws IOException, InterruptedException {
		return send(context,
				HttpRequest.newBuilder(uri(context, "/manifests/" + id + "/edit/version?version=" + version))
					.header("HX-Request", "true")
					.header("Cookie", session.cookie())
					.GET());
	}

	private static HttpResponse<String> sendWhenReady(ConfigurableApplicationContext context,
			HttpRequest.Builder request, CountDownLatch ready) {
		try {
			ready.countDown();
			ready.await();
			return send(context, request);
		}
		catch (IOException | InterruptedException ex) {
			throw new IllegalStateException(ex);
		}
	}

	private static HttpResponse<String> send(ConfigurableApplicationContext context, HttpRequest.Builder request)
			throws IOException, InterruptedException {
		return HTTP.send(request.timeout(Duration.ofSeconds(60)).build(),
				HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
	}

}
