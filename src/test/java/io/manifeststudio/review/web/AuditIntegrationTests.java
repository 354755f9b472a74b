package io.manifeststudio.review.web;

import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.context.ApplicationContext;

import io.manifeststudio.account.TestAccounts;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The audit log on a real port and H2, as people and CI use the studio: bob signs in with
 * the form, imports, edits, saves and exports; an admin finds all of it in
 * {@code /api/audit} with who, which manifest and which revision (and in the CSV),
 * account changes and refused sign-ins too; nobody else may read it.
 */
@SpringBootTest(webEnvironment = WebEnvironment.RANDOM_PORT)
class AuditIntegrationTests {

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
	void anImportAnEditASaveAnExportAndASignInAreInTheLog() throws Exception {
		Instant start = Instant.now().minus(1, ChronoUnit.SECONDS);
		TestAccounts.signIn(this.port, "bob");
		HttpResponse<String> created = send("bob", HttpRequest
			.newBuilder(uri(
					"/api/manifests?name=" + URLEncoder.encode("audit-" + UUID.randomUUID(), StandardCharsets.UTF_8)))
			.header("Content-Type", "application/yaml")
			.POST(HttpRequest.BodyPublishers.ofString(DiffFixtures.BEFORE)));
		assertThat(created.statusCode()).as(created.body()).isEqualTo(201);
		long id = this.json.readTree(created.body()).path("id").asLong();
		HttpResponse<String> edited = send("bob",
				HttpRequest.newBuilder(uri("/api/manifests/" + id + "/edits"))
					.header("Content-Type", "application/json")
					.header("If-Match", "\"1\"")
					.POST(HttpRequest.BodyPublishers.ofString(
							"{\"op\": \"move\", \"container\": \"log-agent\", \"from\": \"web\", \"to\": \"api\"}")));
		assertThat(edited.statusCode()).as(edited.body()).isEqualTo(200);
		HttpResponse<String> saved = send("bob",
				HttpRequest.newBuilder(uri("/api/manifests/" + id + "/revisions"))
					.header("Content-Type", "application/json")
					.POST(HttpRequest.BodyPublishers.ofString("{\"message\": \"log agent beside the api\"}")));
		assertThat(saved.statusCode()).as(saved.body()).isEqualTo(201);
		HttpResponse<String> chart = send("bob",
				HttpRequest.newBuilder(uri("/api/manifests/" + id + "/export/helm-chart.tgz?revision=1")).GET());
		assertThat(chart.statusCode()).as(chart.body()).isEqualTo(200);
		HttpResponse<String> yaml = send("bob",
				HttpRequest.newBuilder(uri("/api/manifests/" + id + "/export/kubernetes.yaml")).GET());
		assertThat(yaml.statusCode()).as(yaml.body()).isEqualTo(200);

		HttpResponse<String> audit = send("admin", HttpRequest.newBuilder(uri("/api/audit?manifest=" + id)).GET());
		assertThat(audit.statusCode()).as(audit.body()).isEqualTo(200);
		List<JsonNode> events = events(audit.body());
		// newest first
		assertThat(events).extracting((event) -> event.path("action").asString())
			.containsExactly("export-kubernetes", "export-helm", "save", "edit", "import");
		assertThat(events).allSatisfy((event) -> {
			assertThat(event.path("actor").asString()).isEqualTo("bob");
			assertThat(event.path("manifestId").asLong()).isEqualTo(id);
		});
		assertThat(events.get(0).path("revision").isMissingNode() || events.get(0).path("revision").isNull()).isTrue();
		assertThat(events.get(0).path("detail").asString()).contains("the draft, version 2");
		assertThat(events.get(1).path("revision").asInt()).isEqualTo(1);
		assertThat(events.get(2).path("revision").asInt()).isEqualTo(1);
		assertThat(events.get(2).path("detail").asString()).contains("log agent beside the api");
		assertThat(events.get(3).path("detail").asString()).contains("draft version 2");

		HttpResponse<String> byBob = send("admin",
				HttpRequest.newBuilder(uri("/api/audit?user=bob&since=" + start)).GET());
		assertThat(events(byBob.body())).extracting((event) -> event.path("action").asString())
			.contains("sign-in")
			.last()
			.isEqualTo("sign-in");

		HttpResponse<String> csv = send("admin", HttpRequest.newBuilder(uri("/api/audit.csv?manifest=" + id)).GET());
		assertThat(csv.statusCode()).isEqualTo(200);
		assertThat(csv.headers().firstValue("Content-Disposition").orElse("")).contains("attachment");
		assertThat(csv.body()).contains(",bob,save," + id + ",1,");

		for (String caller : List.of("bob", "vic", "rita")) {
			assertThat(send(caller, HttpRequest.newBuilder(uri("/api/audit")).GET()).statusCode()).isEqualTo(403);
		}
	}

	@Test
	void accountChangesAndRefusedSignInsAreInTheLog() throws Exception {
		Instant start = Instant.now().minus(1, ChronoUnit.SECONDS);
		String name = "audit-" + UUID.randomUUID().toString().substring(0, 8);
		HttpResponse<String> created = send("admin", HttpRequest.newBuilder(uri("/api/users"))
			.header("Content-Type", "application/json")
			.POST(HttpRequest.BodyPublishers
				.ofString("{\"username\": \"" + name + "\", \"password\": \"long-password\", \"role\": \"viewer\"}")));
		assertThat(created.statusCode()).as(created.body()).isEqualTo(201);
		for (HttpRequest.Builder change : List.of(
				json(HttpRequest.newBuilder(uri("/api/users/" + name + "/role")), "PUT", "{\"role\": \"editor\"}"),
				json(HttpRequest.newBuilder(uri("/api/users/" + name + "/enabled")), "PUT", "{\"enabled\": false}"),
				json(HttpRequest.newBuilder(uri("/api/users/" + name + "/enabled")), "PUT", "{\"enabled\": true}"),
				json(HttpRequest.newBuilder(uri("/api/users/admin/role")), "PUT", "{\"role\": \"wizard\"}"))) {
			send("admin", change);
		}
		String token = TestAccounts.bearer(this.context, name);
		assertThat(this.http
			.send(HttpRequest.newBuilder(uri("/api/tokens")).header("Authorization", token).GET().build(),
					HttpResponse.BodyHandlers.ofString())
			.body()).contains("\"revoked\":false");
		HttpResponse<String> revoked = this.http.send(
				HttpRequest
					.newBuilder(uri("/api/tokens/" + this.json.readTree(this.http
						.send(HttpRequest.newBuilder(uri("/api/tokens")).header("Authorization", token).GET().build(),
								HttpResponse.BodyHandlers.ofString())
						.body()).get(0).path("id").asLong() + "/revoke"))
					.header("Authorization", token)
					.POST(HttpRequest.BodyPublishers.noBody())
					.build(),
				HttpResponse.BodyHandlers.ofString());
		assertThat(revoked.statusCode()).as(revoked.body()).isEqualTo(200);
		HttpResponse<String> refused = this.http.send(HttpRequest.newBuilder(uri("/api/manifests"))
			.header("Authorization",
					"Basic " + java.util.Base64.getEncoder()
						.encodeToString((name + ":wrong-password").getBytes(StandardCharsets.UTF_8)))
			.GET()
			.build(), HttpResponse.BodyHandlers.ofString());
		assertThat(refused.statusCode()).isEqualTo(401);
		HttpResponse<String> badToken = this.http.send(HttpRequest.newBuilder(uri("/api/manifests"))
			.header("Authorization", "Bearer mst_not-a-token")
			.GET()
			.build(), HttpResponse.BodyHandlers.ofString());
		assertThat(badToken.statusCode()).isEqualTo(401);

		List<JsonNode> events = events(
				send("admin", HttpRequest.newBuilder(uri("/api/audit?since=" + start + "&limit=1000")).GET()).body());
		assertThat(events).anySatisfy((event) -> {
			assertThat(event.path("actor").asString()).isEqualTo("admin");
			assertThat(event.path("action").asString()).isEqualTo("account-create");
			assertThat(event.path("detail").asString()).isEqualTo("account '" + name + "': role viewer");
		});
		assertThat(events).anySatisfy((event) -> {
			assertThat(event.path("actor").asString()).isEqualTo(name);
			assertThat(event.path("action").asString()).isEqualTo("sign-in-failed");
		});
		List<String> changes = events.stream()
			.filter((event) -> event.path("detail").asString().startsWith("account '" + name + "'"))
			.map((event) -> event.path("actor").asString() + " " + event.path("action").asString())
			.toList();
		// newest first; a refused change (an unknown role) leaves nothing
		assertThat(changes).containsExactly(name + " token-revoke", "system token-create", "admin account-enable",
				"admin account-disable", "admin account-role", "admin account-create");
		assertThat(events).noneSatisfy((event) -> assertThat(event.path("detail").asString()).contains("wizard"));
		assertThat(events).anySatisfy((event) -> {
			assertThat(event.path("actor").asString()).isEqualTo("(access token)");
			assertThat(event.path("action").asString()).isEqualTo("sign-in-failed");
			assertThat(event.path("detail").asString()).doesNotContain("mst_not-a-token");
		});
	}

	@Test
	void undoAndRedoAreInTheLogAsChangesOfTheDraft() throws Exception {
		HttpResponse<String> created = send("alice", HttpRequest
			.newBuilder(uri(
					"/api/manifests?name=" + URLEncoder.encode("audit-" + UUID.randomUUID(), StandardCharsets.UTF_8)))
			.POST(HttpRequest.BodyPublishers.ofString(DiffFixtures.BEFORE)));
		long id = this.json.readTree(created.body()).path("id").asLong();
		send("alice", json(HttpRequest.newBuilder(uri("/api/manifests/" + id + "/edits")).header("If-Match", "\"1\""),
				"POST", "{\"op\": \"move\", \"container\": \"log-agent\", \"from\": \"web\", \"to\": \"api\"}"));
		HttpResponse<String> undone = send("alice",
				HttpRequest.newBuilder(uri("/api/manifests/" + id + "/undo"))
					.header("If-Match", "\"2\"")
					.POST(HttpRequest.BodyPublishers.noBody()));
		assertThat(undone.statusCode()).as(undone.body()).isEqualTo(200);
		// undo and redo are per person: alice redoes her own undone change
		HttpResponse<String> redone = send("alice",
				HttpRequest.newBuilder(uri("/api/manifests/" + id + "/redo"))
					.header("If-Match", "\"3\"")
					.POST(HttpRequest.BodyPublishers.noBody()));
		assertThat(redone.statusCode()).as(redone.body()).isEqualTo(200);
		List<JsonNode> events = events(
				send("admin", HttpRequest.newBuilder(uri("/api/audit?manifest=" + id)).GET()).body());
		assertThat(events).extracting((event) -> event.path("actor").asString() + " " + event.path("action").asString())
			.containsExactly("alice redo", "alice undo", "alice edit", "alice import");
		assertThat(events.get(0).path("detail").asString()).startsWith("draft version 4: Redid: ");
	}

	private static HttpRequest.Builder json(HttpRequest.Builder request, String method, String body) {
		return request.header("Content-Type", "application/json")
			.method(method, HttpRequest.BodyPublishers.ofString(body));
	}

	private List<JsonNode> events(String body) throws Exception {
		List<JsonNode> events = new ArrayList<>();
		this.json.readTree(body).path("events").forEach(events::add);
		return events;
	}

	private HttpResponse<String> send(String user, HttpRequest.Builder request) throws Exception {
		return this.http.send(TestAccounts.signedIn(request.build(), user), HttpResponse.BodyHandlers.ofString());
	}

	private URI uri(String path) {
		return URI.create("http://localhost:" + this.port + path);
	}

}
