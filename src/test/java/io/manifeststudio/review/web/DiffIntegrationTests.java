package io.manifeststudio.review.web;

import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
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
 * The diff on a real port and H2, as a client does it: import, save revision 1, move a
 * container with the editing API, save revision 2, then ask what changed (API and page);
 * versions of another manifest or that do not exist are 4xx.
 */
@SpringBootTest(webEnvironment = WebEnvironment.RANDOM_PORT)
class DiffIntegrationTests {

	@LocalServerPort
	int port;

	@Autowired
	ApplicationContext context;

	final HttpClient http = HttpClient.newHttpClient();

	@BeforeEach
	void testAccounts() {
		TestAccounts.ensure(this.context);
	}

	final JsonMapper json = JsonMapper.builder().build();

	@Test
	void revisionsSavedAroundAnEditAreComparedByApiAndPage() throws Exception {
		long id = importManifest(DiffFixtures.BEFORE);
		saveRevision(id, "before the move");
		HttpResponse<String> edited = send(HttpRequest.newBuilder(uri("/api/manifests/" + id + "/edits"))
			.header("Content-Type", "application/json")
			.header("If-Match", "\"1\"")
			.POST(HttpRequest.BodyPublishers
				.ofString("{\"op\": \"move\", \"container\": \"log-agent\", \"from\": \"web\", \"to\": \"api\"}")));
		assertThat(edited.statusCode()).as(edited.body()).isEqualTo(200);
		saveRevision(id, "log agent beside the api");

		HttpResponse<String> diff = send(
				HttpRequest.newBuilder(uri("/api/manifests/" + id + "/diff?from=1&to=2&pod=api")).GET());
		assertThat(diff.statusCode()).as(diff.body()).isEqualTo(200);
		JsonNode body = this.json.readTree(diff.body());
		assertThat(body.path("summary").get(0).asString()).isEqualTo("log-agent moved from pod web to pod api");
		assertThat(body.path("summary")).hasSize(1);
		assertThat(body.path("roleManifest").asString()).contains("+++ revision-2/role-manifest.yml");
		assertThat(body.path("kubernetes").asString()).contains("+        name: log-agent\n");

		HttpResponse<String> draft = send(HttpRequest.newBuilder(uri("/api/manifests/" + id + "/diff?from=2")).GET());
		assertThat(this.json.readTree(draft.body()).path("summary")).isEmpty();

		HttpResponse<String> page = send(HttpRequest.newBuilder(uri("/manifests/" + id + "/diff?from=1&to=2")).GET());
		assertThat(page.statusCode()).isEqualTo(200);
		assertThat(page.body()).contains("<span data-change>log-agent moved from pod web to pod api</span>");

		HttpResponse<String> manifestPage = send(HttpRequest.newBuilder(uri("/manifests/" + id)).GET());
		assertThat(manifestPage.body()).contains("href=\"/manifests/" + id + "/diff?from=1&amp;to=2\"",
				"href=\"/manifests/" + id + "/diff?from=2&amp;to=draft\"");
	}

	@Test
	void versionsOfAnotherManifestMissingOrNotNumbersAre4xx() throws Exception {
		long first = importManifest(DiffFixtures.BEFORE);
		saveRevision(first, "one");
		saveRevision(first, "two");
		long other = importManifest(DiffFixtures.AFTER);
		saveRevision(other, "only one");

		// revision 2 exists, but of the first manifest
		assertError(send(HttpRequest.newBuilder(uri("/api/manifests/" + other + "/diff?from=2")).GET()), 404, null);
		assertError(send(HttpRequest.newBuilder(uri("/api/manifests/" + other + "/diff?from=1&to=9")).GET()), 404,
				null);
		assertError(send(HttpRequest.newBuilder(uri("/api/manifests/" + other + "/diff?from=x")).GET()), 400, "from");
		assertError(send(HttpRequest.newBuilder(uri("/api/manifests/" + other + "/diff?from=1&to=-1")).GET()), 400,
				"to");
		assertError(send(HttpRequest.newBuilder(uri("/api/manifests/999999/diff?from=1")).GET()), 404, null);
		assertError(send(HttpRequest.newBuilder(uri("/api/manifests/abc/diff?from=1")).GET()), 400, null);
		HttpResponse<String> page = send(HttpRequest.newBuilder(uri("/manifests/" + other + "/diff?from=2"))
			.header("Accept", "text/html")
			.GET());
		assertThat(page.statusCode()).isEqualTo(404);
		assertThat(page.body()).contains("data-status=\"404\"");
	}

	private void assertError(HttpResponse<String> response, int status, String field) throws Exception {
		assertThat(response.statusCode()).as(response.body()).isEqualTo(status);
		JsonNode error = this.json.readTree(response.body());
		assertThat(error.path("status").asInt()).isEqualTo(status);
		assertThat(error.path("detail").asString()).isNotBlank();
		if (field != null) {
			assertThat(error.path("field").asString()).isEqualTo(field);
		}
	}

	private long importManifest(String yaml) throws Exception {
		HttpResponse<String> created = send(HttpRequest
			.newBuilder(uri(
					"/api/manifests?name=" + URLEncoder.encode("diff-" + UUID.randomUUID(), StandardCharsets.UTF_8)))
			.header("Content-Type", "application/yaml")
			.POST(HttpRequest.BodyPublishers.ofString(yaml)));
		assertThat(created.statusCode()).as(created.body()).isEqualTo(201);
		return this.json.readTree(created.body()).path("id").asLong();
	}

	private void saveRevision(long id, String message) throws Exception {
		HttpResponse<String> saved = send(HttpRequest.newBuilder(uri("/api/manifests/" + id + "/revisions"))
			.header("Content-Type", "application/json")
			.POST(HttpRequest.BodyPublishers.ofString("{\"message\": \"" + message + "\"}")));
		assertThat(saved.statusCode()).as(saved.body()).isEqualTo(201);
	}

	private HttpResponse<String> send(HttpRequest.Builder request) throws Exception {
		return this.http.send(TestAccounts.signedIn(request.build(), "alice"), HttpResponse.BodyHandlers.ofString());
	}

	private URI uri(String path) {
		return URI.create("http://localhost:" + this.port + path);
	}

}
