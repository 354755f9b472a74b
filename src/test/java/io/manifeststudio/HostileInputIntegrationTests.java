package io.manifeststudio;

import java.io.IOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.UUID;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
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
 * Input a client should never have sent, on the real server (Tomcat decodes the query
 * string, and its error path answers what no controller does): each gets a 4xx with the
 * JSON error shape ({@code status}, {@code error} and, where there is one, {@code field}
 * or {@code line}), never a 500.
 */
@SpringBootTest(webEnvironment = WebEnvironment.RANDOM_PORT)
class HostileInputIntegrationTests {

	static final String VALID = """
			instance_groups:
			- name: web
			  jobs:
			  - name: tor
			    release: tor
			    properties:
			      bosh_containerization:
			        ports: [{name: http, protocol: TCP, internal: 8080}]
			        run: {memory: 256}
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

	/**
	 * An explicit tag on a value of another type: SnakeYAML's construction throws, which
	 * once became a 500.
	 */
	@ParameterizedTest
	@ValueSource(strings = { "!!int \"abc\"", "!!float \"abc\"", "!!int \"1.5\"", "!!bool \"maybe\"", "!!map \"abc\"",
			"!!seq \"1\"", "!!str {a: 1}", "!!timestamp \"abc\"" })
	void explicitTagsOnTheWrongValueAre400OnEveryBodyEndpoint(String tagged) throws Exception {
		String yaml = VALID.replace("memory: 256", "memory: " + tagged);
		long id = importValid();
		String etag = send(get("/api/manifests/" + id + "/role-manifest.yml")).headers()
			.firstValue("ETag")
			.orElseThrow();
		List<HttpRequest.Builder> requests = List.of(post("/api/validate", yaml),
				post("/api/export/kubernetes.yaml", yaml), post("/api/export/helm-chart.tgz", yaml),
				post("/api/manifests?name=" + UUID.randomUUID(), yaml),
				request("/api/manifests/" + id + "/role-manifest.yml").header("If-Match", etag)
					.PUT(HttpRequest.BodyPublishers.ofString(yaml)));
		for (HttpRequest.Builder request : requests) {
			HttpRequest built = request.build();
			HttpResponse<String> response = this.http.send(TestAccounts.signedIn(built, "alice"),
					HttpResponse.BodyHandlers.ofString());
			assertThat(response.statusCode()).as(built + " " + response.body()).isEqualTo(400);
			JsonNode error = this.json.readTree(response.body());
			assertThat(error.path("kind").asString()).isEqualTo("SYNTAX");
			assertThat(error.path("detail").asString()).contains(tagged.substring(0, tagged.indexOf(' ')));
			assertThat(error.path("line").asInt()).isEqualTo(9);
		}
		assertThat(send(get("/api/manifests/" + id)).body()).contains("\"draftVersion\":1");
	}

	@Test
	void explicitTagsOnTheWrongValueShowTheImportFormWithTheProblem() throws Exception {
		String form = "name=" + encode("tagged-" + UUID.randomUUID()) + "&content="
				+ encode(VALID.replace("memory: 256", "memory: !!int \"abc\""));
		HttpResponse<String> page = send(
				request("/manifests/new").header("Content-Type", "application/x-www-form-urlencoded")
					.POST(HttpRequest.BodyPublishers.ofString(form)));

		assertThat(page.statusCode()).isEqualTo(200);
		assertThat(page.body()).contains("!!int").contains("abc");
	}

	@Test
	void aPageNumberPastAnyListIs400OnTheApiAndTheLastPageOnThePage() throws Exception {
		HttpResponse<String> api = send(get("/api/manifests?page=2147483647"));
		assertThat(api.statusCode()).as(api.body()).isEqualTo(400);
		assertThat(this.json.readTree(api.body()).path("field").asString()).isEqualTo("page");
		assertThat(this.json.readTree(api.body()).path("detail").asString()).contains("past the end");

		HttpResponse<String> withSize = send(get("/api/manifests?page=21474836&size=100"));
		assertThat(withSize.statusCode()).as(withSize.body()).isEqualTo(400);
		assertThat(send(get("/api/manifests?page=21474835&size=100")).statusCode()).isEqualTo(200);

		importValid();
		HttpResponse<String> page = send(get("/manifests?page=2147483647"));
		assertThat(page.statusCode()).isEqualTo(200);
		assertThat(page.body()).contains("page-list");
	}

	@ParameterizedTest
	@ValueSource(strings = { "%FF", "%C3%28", "%E2%82", "%ED%A0%80" })
	void aQueryParameterThatIsNotUtf8Is400NamingIt(String value) throws Exception {
		HttpResponse<String> list = send(get("/api/manifests?size=5&q=" + value));
		assertThat(list.statusCode()).as(list.body()).isEqualTo(400);
		assertThat(this.json.readTree(list.body()).path("field").asString()).isEqualTo("q");
		assertThat(this.json.readTree(list.body()).path("detail").asString()).contains("not UTF-8");

		// A form-typed body (curl --data-binary) takes its parameters from the query
		// string alone: the same answer.
		HttpResponse<String> imported = send(
				request("/api/manifests?name=" + value).header("Content-Type", "application/x-www-form-urlencoded")
					.POST(HttpRequest.BodyPublishers.ofString(VALID)));
		assertThat(imported.statusCode()).as(imported.body()).isEqualTo(400);
		assertThat(this.json.readTree(imported.body()).path("field").asString()).isEqualTo("name");
	}

	@Test
	void theErrorPathAskedForDirectlyIsA404() throws Exception {
		HttpResponse<String> json = send(get("/error"));
		assertThat(json.statusCode()).isEqualTo(404);
		assertThat(this.json.readTree(json.body()).path("status").asInt()).isEqualTo(404);
		assertThat(this.json.readTree(json.body()).path("detail").asString()).isNotBlank();

		HttpResponse<String> page = send(request("/error").header("Accept", "text/html").GET());
		assertThat(page.statusCode()).isEqualTo(404);
		assertThat(page.body()).contains("data-status=\"404\"").doesNotContain("Whitelabel");
	}

	@Test
	void anUnknownApiPathAnswersTheSameJsonShape() throws Exception {
		HttpResponse<String> response = send(get("/api/nothing-here"));
		assertThat(response.statusCode()).isEqualTo(404);
		assertThat(this.json.readTree(response.body()).path("status").asInt()).isEqualTo(404);
		assertThat(this.json.readTree(response.body()).has("detail")).isTrue();
	}

	@ParameterizedTest
	@ValueSource(strings = { "0x10", "+1", "%EF%BC%91", "1e1", "%231", "1.0", "99999999999999999999" })
	void idsArePlainDecimalNumbers(String id) throws Exception {
		long stored = importValid();
		for (String path : new String[] { "/api/manifests/" + id, "/api/manifests/" + id + "/role-manifest.yml",
				"/api/manifests/" + id + "/findings", "/api/manifests/" + id + "/revisions" }) {
			HttpResponse<String> response = send(get(path));
			assertThat(response.statusCode()).as(path + " " + response.body()).isEqualTo(400);
			JsonNode error = this.json.readTree(response.body());
			assertThat(error.path("field").asString()).isEqualTo("id");
			assertThat(error.path("detail").asString()).contains("plain decimal number");
		}
		// In a query string "+" is a space: a literal plus is %2B.
		HttpResponse<String> revision = send(
				get("/api/manifests/" + stored + "/role-manifest.yml?revision=" + id.replace("+", "%2B")));
		assertThat(revision.statusCode()).as(revision.body()).isEqualTo(400);
		assertThat(this.json.readTree(revision.body()).path("field").asString()).isEqualTo("revision");

		HttpResponse<String> page = send(request("/manifests/" + id).header("Accept", "text/html").GET());
		assertThat(page.statusCode()).isEqualTo(400);
		assertThat(page.body()).contains("data-status=\"400\"");
	}

	@Test
	void plainDecimalIdsStillWork() throws Exception {
		long id = importValid();
		assertThat(send(get("/api/manifests/" + id)).statusCode()).isEqualTo(200);
		assertThat(send(get("/api/manifests/00" + id)).statusCode()).isEqualTo(200);
		assertThat(send(get("/api/manifests/-1")).statusCode()).isEqualTo(404);
	}

	@Test
	void aRevisionMessageWithANulByteIs400AndTheNextSaveWorks() throws Exception {
		long id = importValid();
		HttpResponse<String> refused = send(
				request("/api/manifests/" + id + "/revisions").header("Content-Type", "application/json")
					.POST(HttpRequest.BodyPublishers.ofString("{\"message\": \"before\\u0000after\"}")));
		assertThat(refused.statusCode()).as(refused.body()).isEqualTo(400);
		assertThat(this.json.readTree(refused.body()).path("field").asString()).isEqualTo("message");

		HttpResponse<String> saved = send(
				request("/api/manifests/" + id + "/revisions").header("Content-Type", "application/json")
					.POST(HttpRequest.BodyPublishers.ofString("{\"message\": \"line one\\nline two\\tand a tab\"}")));
		assertThat(saved.statusCode()).as(saved.body()).isEqualTo(201);
		assertThat(this.json.readTree(saved.body()).path("number").asInt()).isEqualTo(1);
	}

	@Test
	void aSearchWithANulByteFindsNothing() throws Exception {
		HttpResponse<String> list = send(get("/api/manifests?q=a%00b"));
		assertThat(list.statusCode()).isEqualTo(200);
		assertThat(this.json.readTree(list.body()).path("totalElements").asLong()).isZero();
	}

	private long importValid() throws Exception {
		HttpResponse<String> created = send(post("/api/manifests?name=" + encode("valid-" + UUID.randomUUID()), VALID));
		assertThat(created.statusCode()).as(created.body()).isEqualTo(201);
		return this.json.readTree(created.body()).path("id").asLong();
	}

	private HttpRequest.Builder get(String path) {
		return request(path).GET();
	}

	private HttpRequest.Builder post(String path, String yaml) {
		return request(path).header("Content-Type", "application/yaml").POST(HttpRequest.BodyPublishers.ofString(yaml));
	}

	private HttpRequest.Builder request(String path) {
		return HttpRequest.newBuilder(URI.create("http://localhost:" + this.port + path));
	}

	private HttpResponse<String> send(HttpRequest.Builder request) throws IOException, InterruptedException {
		return this.http.send(TestAccounts.signedIn(request.build(), "alice"),
				HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
	}

	private static String encode(String text) {
		return URLEncoder.encode(text, StandardCharsets.UTF_8);
	}

}
