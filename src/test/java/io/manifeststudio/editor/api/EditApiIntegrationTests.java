package io.manifeststudio.editor.api;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.UUID;

import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.boot.test.web.server.LocalServerPort;

import io.manifeststudio.manifest.Fixtures;
import io.manifeststudio.account.TestAccounts;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.ApplicationContext;
import org.junit.jupiter.api.BeforeEach;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The editing API on a real port with SCF 2.17.1, as a pipeline would use it: import, two
 * edits, two undos, and the draft downloads byte for byte as it was imported; a stale
 * ETag, an impossible edit and an undo with nothing to undo are refused with 412, 422 and
 * 409.
 */
@SpringBootTest(webEnvironment = WebEnvironment.RANDOM_PORT)
class EditApiIntegrationTests {

	static final String SCF = "real/scf-2.17.1-role-manifest.yml";

	@LocalServerPort
	int port;

	@Autowired
	ApplicationContext context;

	@BeforeEach
	void testAccounts() {
		TestAccounts.ensure(this.context);
	}

	final HttpClient http = HttpClient.newHttpClient();

	final JsonMapper json = JsonMapper.builder().build();

	@Test
	void twoEditsAndTwoUndosGiveBackTheImportedBytes() throws Exception {
		String scf = Fixtures.text(SCF);
		HttpResponse<String> created = send(HttpRequest.newBuilder(uri("/api/manifests?name=scf-" + UUID.randomUUID()))
			.header("Authorization", TestAccounts.basic("alice"))
			.POST(HttpRequest.BodyPublishers.ofString(scf)));
		assertThat(created.statusCode()).as(created.body()).isEqualTo(201);
		long id = this.json.readTree(created.body()).path("id").asLong();
		String etag = created.headers().firstValue("ETag").orElseThrow();
		assertThat(etag).isEqualTo("\"1\"");

		HttpResponse<String> moved = edit(id, etag,
				"{\"op\": \"move\", \"container\": \"loggregator-agent\", \"from\": \"router\", \"to\": \"mysql\"}");
		assertThat(moved.statusCode()).as(moved.body()).isEqualTo(200);
		JsonNode movedJson = this.json.readTree(moved.body());
		assertThat(movedJson.path("version").asLong()).isEqualTo(2);
		assertThat(movedJson.path("summary").asString())
			.isEqualTo("loggregator-agent moved from pod router to pod mysql");
		assertThat(movedJson.path("errors").isNumber()).isTrue();
		assertThat(movedJson.path("warnings").isNumber()).isTrue();
		assertThat(moved.headers().firstValue("ETag")).hasValue("\"2\"");
		assertThat(download(id)).isNotEqualTo(scf)
			.contains("        colocated_containers:\n        - loggregator-agent");

		HttpResponse<String> sidecar = edit(id, "\"2\"",
				"{\"op\": \"set-mode\", \"container\": \"loggregator-agent\", \"pod\": \"mysql\", \"mode\": \"sidecar\"}");
		assertThat(sidecar.statusCode()).as(sidecar.body()).isEqualTo(200);
		assertThat(sidecar.headers().firstValue("ETag")).hasValue("\"3\"");

		HttpResponse<String> stale = edit(id, "\"2\"", "{\"op\": \"delete-group\", \"group\": \"mysql\"}");
		assertThat(stale.statusCode()).isEqualTo(412);
		assertThat(this.json.readTree(stale.body()).path("currentETag").asString()).isEqualTo("\"3\"");

		HttpResponse<String> impossible = edit(id, "\"3\"",
				"{\"op\": \"place\", \"container\": \"router\", \"pod\": \"mysql\"}");
		assertThat(impossible.statusCode()).isEqualTo(422);
		assertThat(this.json.readTree(impossible.body()).path("detail").asString())
			.isEqualTo("router is a bosh group, which runs in a pod of its own: only colocated-container groups are "
					+ "placed in pods");

		HttpResponse<String> firstUndo = post(id, "/undo", "\"3\"");
		assertThat(firstUndo.statusCode()).as(firstUndo.body()).isEqualTo(200);
		assertThat(this.json.readTree(firstUndo.body()).path("summary").asString())
			.isEqualTo("Undid: loggregator-agent became a sidecar of mysql");
		HttpResponse<String> secondUndo = post(id, "/undo", "\"4\"");
		assertThat(secondUndo.statusCode()).as(secondUndo.body()).isEqualTo(200);
		assertThat(secondUndo.headers().firstValue("ETag")).hasValue("\"5\"");

		assertThat(downloadBytes(id)).isEqualTo(Files.readAllBytes(Fixtures.file(SCF)));

		HttpResponse<String> nothing = post(id, "/undo", "\"5\"");
		assertThat(nothing.statusCode()).isEqualTo(409);
		assertThat(this.json.readTree(nothing.body()).path("detail").asString())
			.isEqualTo("alice has no change in the draft of manifest " + id + " to undo");

		HttpResponse<String> history = send(HttpRequest.newBuilder(uri("/api/manifests/" + id + "/history")).GET());
		assertThat(history.statusCode()).isEqualTo(200);
		JsonNode entries = this.json.readTree(history.body());
		assertThat(entries.size()).isEqualTo(4);
		assertThat(entries.get(0).path("version").asLong()).isEqualTo(5);
		assertThat(entries.get(0).path("kind").asString()).isEqualTo("undo");
		assertThat(entries.get(0).path("summary").asString())
			.isEqualTo("Undid: loggregator-agent moved from pod router to pod mysql");
		assertThat(entries.get(3).path("edit").path("op").asString()).isEqualTo("move");
		assertThat(entries.get(3).path("author").asString()).isEqualTo("alice");
		assertThat(entries.get(3).path("state").asString()).isEqualTo("undone");
	}

	HttpResponse<String> edit(long id, String etag, String body) throws Exception {
		return send(HttpRequest.newBuilder(uri("/api/manifests/" + id + "/edits"))
			.header("If-Match", etag)
			.header("Authorization", TestAccounts.basic("alice"))
			.header("Content-Type", "application/json")
			.POST(HttpRequest.BodyPublishers.ofString(body)));
	}

	HttpResponse<String> post(long id, String path, String etag) throws Exception {
		return send(HttpRequest.newBuilder(uri("/api/manifests/" + id + path))
			.header("If-Match", etag)
			.header("Authorization", TestAccounts.basic("alice"))
			.POST(HttpRequest.BodyPublishers.noBody()));
	}

	String download(long id) throws Exception {
		return new String(downloadBytes(id), StandardCharsets.UTF_8);
	}

	byte[] downloadBytes(long id) throws Exception {
		HttpResponse<byte[]> draft = this.http.send(TestAccounts.signedIn(
				HttpRequest.newBuilder(uri("/api/manifests/" + id + "/role-manifest.yml")).GET().build(), "alice"),
				HttpResponse.BodyHandlers.ofByteArray());
		assertThat(draft.statusCode()).isEqualTo(200);
		return draft.body();
	}

	HttpResponse<String> send(HttpRequest.Builder request) throws Exception {
		return this.http.send(TestAccounts.signedIn(request.build(), "alice"), HttpResponse.BodyHandlers.ofString());
	}

	URI uri(String path) {
		return URI.create("http://localhost:" + this.port + path);
	}

}
