package io.manifeststudio.system;

import java.net.URI;
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
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.context.ApplicationContext;
import org.springframework.test.context.bean.override.mockito.MockitoSpyBean;
import org.springframework.transaction.CannotCreateTransactionException;

import io.manifeststudio.account.ManifestContent;
import io.manifeststudio.account.TestAccounts;

import static org.assertj.core.api.Assertions.assertThat;
import static org.mockito.Mockito.doThrow;

/**
 * One error of each kind the API answers, on a real port through every filter: each is
 * {@code application/problem+json} with {@code type}, {@code title}, {@code status},
 * {@code detail} and {@code instance}, the extensions that say where, and no stack trace.
 * The 503 is a database outage as Spring reports it (the connection pool gave up), for
 * one manifest id only.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class ProblemDetailsIntegrationTests {

	static final String YAML = """
			instance_groups:
			- name: api
			  jobs:
			  - name: api-job
			    release: demo
			  run:
			    memory: 256
			- name: agent
			  type: colocated-container
			  jobs:
			  - name: agent-job
			    release: demo
			""";

	static final long UNREACHABLE = 503_503L;

	@LocalServerPort
	int port;

	@Autowired
	ApplicationContext context;

	@MockitoSpyBean
	ManifestContent content;

	final HttpClient http = HttpClient.newHttpClient();

	final JsonMapper json = JsonMapper.builder().build();

	@BeforeEach
	void accounts() {
		TestAccounts.ensure(this.context);
		doThrow(new CannotCreateTransactionException("Could not open JPA EntityManager for transaction"))
			.when(this.content)
			.manifest(UNREACHABLE);
	}

	@Test
	void everyKindOfErrorIsAProblemWithoutAStackTrace() throws Exception {
		String name = "problems-" + UUID.randomUUID();
		HttpResponse<String> imported = send(
				as("alice", post("/api/manifests?name=" + name, "application/yaml", YAML)));
		assertThat(imported.statusCode()).as(imported.body()).isEqualTo(201);
		long id = this.json.readTree(imported.body()).path("id").asLong();
		String manifest = "/api/manifests/" + id;

		JsonNode notYaml = problem(send(as("alice", post("/api/validate", "application/yaml", "a: [1, 2\nb: :"))), 400,
				"/api/validate");
		assertThat(notYaml.path("kind").asString()).isEqualTo("SYNTAX");
		assertThat(notYaml.path("line").asInt()).isPositive();

		problem(send(
				get("/api/manifests").header("Authorization",
						"Basic " + java.util.Base64.getEncoder()
							.encodeToString("alice:wrong-password".getBytes(StandardCharsets.UTF_8)))),
				401, "/api/manifests");

		problem(send(as("vic", post("/api/manifests?name=" + name + "-viewer", "application/yaml", YAML))), 403,
				"/api/manifests");

		assertThat(problem(send(as("alice", get("/api/manifests/999999999"))), 404, "/api/manifests/999999999")
			.path("detail")
			.asString()).isEqualTo("There is no manifest with id 999999999");

		assertThat(problem(send(as("alice", post("/api/manifests?name=" + name, "application/yaml", YAML))), 409,
				"/api/manifests")
			.path("field")
			.asString()).isEqualTo("name");

		JsonNode stale = problem(
				send(as("alice", put(manifest + "/role-manifest.yml", YAML).header("If-Match", "\"0\""))), 412,
				manifest + "/role-manifest.yml");
		assertThat(stale.path("currentETag").asString()).isEqualTo("\"1\"");

		JsonNode tooLarge = problem(
				send(as("alice", post("/api/validate", "application/yaml", "# " + "x".repeat(5 * 1024 * 1024) + "\n"))),
				413, "/api/validate");
		assertThat(tooLarge.path("kind").asString()).isEqualTo("TOO_LARGE");

		problem(send(as("alice", post(manifest + "/revisions", "text/plain", "first"))), 415, manifest + "/revisions");

		problem(send(as("alice",
				post(manifest + "/edits", "application/json",
						"{\"op\": \"place\", \"container\": \"api\", \"pod\": \"api\"}")
					.header("If-Match", "\"1\""))),
				422, manifest + "/edits");

		problem(send(as("alice", put(manifest + "/role-manifest.yml", YAML))), 428, manifest + "/role-manifest.yml");

		HttpResponse<String> unavailable = send(as("alice", get("/api/manifests/" + UNREACHABLE)));
		assertThat(unavailable.headers().firstValue("Retry-After")).hasValue("10");
		assertThat(problem(unavailable, 503, "/api/manifests/" + UNREACHABLE).path("detail").asString())
			.startsWith("The database is not reachable");
	}

	private JsonNode problem(HttpResponse<String> response, int status, String instance) {
		assertThat(response.statusCode()).as(response.body()).isEqualTo(status);
		assertThat(response.headers().firstValue("Content-Type")).as(status + " " + response.body())
			.hasValueSatisfying((type) -> assertThat(type).startsWith("application/problem+json"));
		JsonNode problem = this.json.readTree(response.body());
		assertThat(problem.path("type").asString()).isEqualTo("about:blank");
		assertThat(problem.path("title").asString())
			.isEqualTo(org.springframework.http.HttpStatus.valueOf(status).getReasonPhrase());
		assertThat(problem.path("status").asInt()).isEqualTo(status);
		assertThat(problem.path("detail").asString()).isNotBlank();
		assertThat(problem.path("instance").asString()).isEqualTo(instance);
		assertThat(response.body()).doesNotContain("Exception").doesNotContain("\tat ").doesNotContain("\"error\"");
		return problem;
	}

	private HttpRequest.Builder as(String name, HttpRequest.Builder request) {
		return request.header("Authorization", TestAccounts.basic(name));
	}

	private HttpRequest.Builder get(String path) {
		return HttpRequest.newBuilder(uri(path)).GET();
	}

	private HttpRequest.Builder post(String path, String type, String body) {
		return HttpRequest.newBuilder(uri(path))
			.header("Content-Type", type)
			.POST(HttpRequest.BodyPublishers.ofString(body));
	}

	private HttpRequest.Builder put(String path, String body) {
		return HttpRequest.newBuilder(uri(path))
			.header("Content-Type", "application/yaml")
			.PUT(HttpRequest.BodyPublishers.ofString(body));
	}

	private URI uri(String path) {
		return URI.create("http://localhost:" + this.port + path);
	}

	private HttpResponse<String> send(HttpRequest.Builder request) throws Exception {
		return this.http.send(request.build(), HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
	}

}
