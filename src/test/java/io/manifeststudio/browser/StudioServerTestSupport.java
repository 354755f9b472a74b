package io.manifeststudio.browser;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.test.context.bean.override.convention.TestBean;

import io.manifeststudio.editor.pages.BrokenNameRule;
import io.manifeststudio.validation.ManifestValidator;
import io.manifeststudio.account.TestAccounts;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.ApplicationContext;
import org.junit.jupiter.api.BeforeEach;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The whole application on a random port (H2 in memory), one context shared by the
 * browser and page-error tests. The validator is the application's plus a test-only rule,
 * so the findings panel has something to show whatever the rule families hold today. Also
 * a small HTTP client, the "other client" of the tests.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
abstract class StudioServerTestSupport {

	private static final HttpClient HTTP = HttpClient.newHttpClient();

	@TestBean
	ManifestValidator manifestValidator;

	@LocalServerPort
	int port;

	@Autowired
	ApplicationContext context;

	@BeforeEach
	void testAccounts() {
		TestAccounts.ensure(this.context);
	}

	static ManifestValidator manifestValidator() {
		return BrokenNameRule.validatorWithThisRule();
	}

	/** Imports through the API, as another client would; the new manifest's id. */
	long importThroughApi(String name, String yaml) throws IOException, InterruptedException {
		HttpResponse<String> response = send(HttpRequest.newBuilder(api("/api/manifests?name=" + name))
			.header("Content-Type", "application/yaml")
			.POST(HttpRequest.BodyPublishers.ofString(yaml, StandardCharsets.UTF_8)));
		assertThat(response.statusCode()).as(response.body()).isEqualTo(201);
		Matcher id = Pattern.compile("\"id\"\\s*:\\s*(\\d+)").matcher(response.body());
		assertThat(id.find()).as(response.body()).isTrue();
		return Long.parseLong(id.group(1));
	}

	/**
	 * Replaces the draft through the API with the ETag just read, as another client
	 * would.
	 */
	void replaceDraftThroughApi(long id, String yaml) throws IOException, InterruptedException {
		HttpResponse<String> current = send(
				HttpRequest.newBuilder(api("/api/manifests/" + id + "/role-manifest.yml")).GET());
		String etag = current.headers().firstValue("ETag").orElseThrow();
		HttpResponse<String> replaced = send(HttpRequest.newBuilder(api("/api/manifests/" + id + "/role-manifest.yml"))
			.header("Content-Type", "application/yaml")
			.header("If-Match", etag)
			.PUT(HttpRequest.BodyPublishers.ofString(yaml, StandardCharsets.UTF_8)));
		assertThat(replaced.statusCode()).as(replaced.body()).isEqualTo(200);
	}

	/**
	 * Applies one edit (its JSON) through the API on the draft's current version, as
	 * another client would.
	 */
	void editThroughApi(long id, String edit) throws IOException, InterruptedException {
		HttpResponse<String> current = send(
				HttpRequest.newBuilder(api("/api/manifests/" + id + "/role-manifest.yml")).GET());
		String etag = current.headers().firstValue("ETag").orElseThrow();
		HttpResponse<String> edited = send(HttpRequest.newBuilder(api("/api/manifests/" + id + "/edits"))
			.header("Content-Type", "application/json")
			.header("If-Match", etag)
			.POST(HttpRequest.BodyPublishers.ofString(edit, StandardCharsets.UTF_8)));
		assertThat(edited.statusCode()).as(edited.body()).isEqualTo(200);
	}

	/** A GET as a browser sends it (asking for HTML). */
	HttpResponse<String> getHtml(String path) throws IOException, InterruptedException {
		return send(HttpRequest.newBuilder(api(path)).header("Accept", "text/html").GET());
	}

	URI api(String path) {
		return URI.create("http://localhost:" + this.port + path);
	}

	static HttpResponse<String> send(HttpRequest.Builder request) throws IOException, InterruptedException {
		return HTTP.send(TestAccounts.signedIn(request.build(), "alice"),
				HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
	}

}
