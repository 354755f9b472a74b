package io.manifeststudio;

import java.io.IOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.UUID;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.boot.test.web.server.LocalServerPort;
import io.manifeststudio.account.TestAccounts;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.ApplicationContext;
import org.junit.jupiter.api.BeforeEach;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The whole application on a real port and H2: health, then import, read, replace the
 * draft with its ETag, save a revision and read it back, as a client of the HTTP API
 * would.
 */
@SpringBootTest(webEnvironment = WebEnvironment.RANDOM_PORT)
class ManifestApiIntegrationTests {

	static final Path SCF = Path.of("../shared/fixtures/real/scf-2.17.1-role-manifest.yml");

	static final String V2 = """
			instance_groups:
			- name: main
			  jobs:
			  - name: main-job
			    release: demo
			  run:
			    memory: 256
			""";

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
	void healthIsUp() throws Exception {
		HttpResponse<String> health = send(HttpRequest.newBuilder(uri("/actuator/health")).GET());

		assertThat(health.statusCode()).isEqualTo(200);
		assertThat(this.json.readTree(health.body()).path("status").asString()).isEqualTo("UP");
	}

	@Test
	void importReadReplaceSaveAndReadTheRevision() throws Exception {
		String name = "flow-" + UUID.randomUUID();
		// curl --data-binary sends form-typed bodies: the YAML must still arrive whole.
		HttpResponse<String> created = send(HttpRequest.newBuilder(uri("/api/manifests?name=" + encode(name)))
			.header("Content-Type", "application/x-www-form-urlencoded")
			.header("Authorization", TestAccounts.basic("alice"))
			.POST(HttpRequest.BodyPublishers.ofString(V2)));
		assertThat(created.statusCode()).as(created.body()).isEqualTo(201);
		JsonNode manifest = this.json.readTree(created.body());
		long id = manifest.path("id").asLong();
		assertThat(created.headers().firstValue("Location")).hasValue("/api/manifests/" + id);
		assertThat(manifest.path("name").asString()).isEqualTo(name);
		assertThat(manifest.path("format").asString()).isEqualTo("v2");
		assertThat(manifest.has("errors")).isTrue();
		assertThat(manifest.has("warnings")).isTrue();

		HttpResponse<String> one = send(HttpRequest.newBuilder(uri("/api/manifests/" + id)).GET());
		assertThat(one.statusCode()).isEqualTo(200);
		assertThat(this.json.readTree(one.body()).path("draftVersion").asLong()).isEqualTo(1);

		HttpResponse<String> draft = send(
				HttpRequest.newBuilder(uri("/api/manifests/" + id + "/role-manifest.yml")).GET());
		assertThat(draft.statusCode()).isEqualTo(200);
		assertThat(draft.headers().firstValue("Content-Type"))
			.hasValueSatisfying((type) -> assertThat(type).startsWith("application/yaml"));
		assertThat(draft.body()).isEqualTo(V2);
		String etag = draft.headers().firstValue("ETag").orElseThrow();

		String changed = V2 + "# reviewed\n";
		HttpResponse<String> replaced = send(HttpRequest.newBuilder(uri("/api/manifests/" + id + "/role-manifest.yml"))
			.header("If-Match", etag)
			.header("Content-Type", "application/x-www-form-urlencoded")
			.header("Authorization", TestAccounts.basic("bob"))
			.PUT(HttpRequest.BodyPublishers.ofString(changed)));
		assertThat(replaced.statusCode()).as(replaced.body()).isEqualTo(200);
		assertThat(replaced.headers().firstValue("ETag")).isPresent().isNotEqualTo(etag);

		HttpResponse<String> stale = send(HttpRequest.newBuilder(uri("/api/manifests/" + id + "/role-manifest.yml"))
			.header("If-Match", etag)
			.PUT(HttpRequest.BodyPublishers.ofString(V2 + "# lost update\n")));
		assertThat(stale.statusCode()).isEqualTo(412);
		assertThat(this.json.readTree(stale.body()).path("currentETag").asString())
			.isEqualTo(replaced.headers().firstValue("ETag").orElseThrow());

		HttpResponse<String> saved = send(HttpRequest.newBuilder(uri("/api/manifests/" + id + "/revisions"))
			.header("Content-Type", "application/json")
			.header("Authorization", TestAccounts.basic("bob"))
			.POST(HttpRequest.BodyPublishers.ofString("{\"message\": \"Reviewed\"}")));
		assertThat(saved.statusCode()).as(saved.body()).isEqualTo(201);
		assertThat(this.json.readTree(saved.body()).path("number").asInt()).isEqualTo(1);

		HttpResponse<String> revision = send(
				HttpRequest.newBuilder(uri("/api/manifests/" + id + "/role-manifest.yml?revision=1")).GET());
		assertThat(revision.statusCode()).isEqualTo(200);
		assertThat(revision.body()).isEqualTo(changed);

		HttpResponse<String> revisions = send(HttpRequest.newBuilder(uri("/api/manifests/" + id + "/revisions")).GET());
		JsonNode list = this.json.readTree(revisions.body());
		assertThat(list.size()).isEqualTo(1);
		assertThat(list.get(0).path("author").asString()).isEqualTo("bob");
		assertThat(list.get(0).path("message").asString()).isEqualTo("Reviewed");
	}

	@Test
	void aRejectedImportStoresNothing() throws Exception {
		String name = "rejected-" + UUID.randomUUID();

		HttpResponse<String> rejected = send(HttpRequest.newBuilder(uri("/api/manifests?name=" + encode(name)))
			.header("Content-Type", "application/yaml")
			.POST(HttpRequest.BodyPublishers.ofString("instance_groups: !!java.io.File [x]\n")));

		assertThat(rejected.statusCode()).isEqualTo(400);
		assertThat(this.json.readTree(rejected.body()).path("kind").asString()).isEqualTo("FORBIDDEN_TAG");
		HttpResponse<String> list = send(HttpRequest.newBuilder(uri("/api/manifests?q=" + encode(name))).GET());
		assertThat(this.json.readTree(list.body()).path("totalElements").asLong()).isZero();
	}

	@Test
	void scfImportsAndComesBackByteForByte() throws Exception {
		Assumptions.assumeTrue(Files.isRegularFile(SCF), "the fixtures folder ../shared/fixtures is absent");
		byte[] scf = Files.readAllBytes(SCF);

		HttpResponse<String> created = send(
				HttpRequest.newBuilder(uri("/api/manifests?name=" + encode("scf-" + UUID.randomUUID())))
					.header("Content-Type", "application/yaml")
					.POST(HttpRequest.BodyPublishers.ofByteArray(scf)));

		assertThat(created.statusCode()).as(created.body()).isEqualTo(201);
		long id = this.json.readTree(created.body()).path("id").asLong();
		HttpResponse<byte[]> back = this.http.send(TestAccounts.signedIn(
				HttpRequest.newBuilder(uri("/api/manifests/" + id + "/role-manifest.yml")).GET().build(), "alice"),
				HttpResponse.BodyHandlers.ofByteArray());
		assertThat(back.body()).isEqualTo(scf);
	}

	private HttpResponse<String> send(HttpRequest.Builder request) throws IOException, InterruptedException {
		return this.http.send(TestAccounts.signedIn(request.build(), "alice"),
				HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
	}

	private URI uri(String path) {
		return URI.create("http://localhost:" + this.port + path);
	}

	private static String encode(String text) {
		return URLEncoder.encode(text, StandardCharsets.UTF_8);
	}

}
