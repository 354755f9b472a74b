package io.manifeststudio.export.web;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.UUID;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.json.JsonMapper;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.context.ApplicationContext;

import io.manifeststudio.account.TestAccounts;
import io.manifeststudio.export.helm.ChartArchives;
import io.manifeststudio.manifest.model.SecretMask;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A viewer never reads a secret variable's value, in any form a stored manifest reaches
 * them: its text (draft and revision), the Kubernetes YAML export, the Helm chart, the
 * board's three previews, and the diff of two versions (API and page). An editor reads
 * the value everywhere. The value is looked for as it is and base64-encoded (as a
 * Kubernetes Secret holds it).
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class SecretMaskingIntegrationTests {

	static final String SECRET = "hunter2-" + UUID.randomUUID();

	static final String MANIFEST = """
			instance_groups:
			- name: web
			  jobs:
			  - name: tor
			    release: tor
			    properties:
			      bosh_containerization:
			        run: {}
			  configuration:
			    templates:
			      properties.tor.password: ((API_PASSWORD))
			      properties.tor.plain: ((PLAIN))
			variables:
			- name: API_PASSWORD
			  options:
			    description: The API's password
			    secret: true
			    default: %s
			- name: PLAIN
			  options:
			    description: No secret
			    default: visible-value
			""".formatted(SECRET);

	@LocalServerPort
	int port;

	@Autowired
	ApplicationContext context;

	final HttpClient http = HttpClient.newHttpClient();

	long id;

	@BeforeEach
	void importAsEditor() throws Exception {
		TestAccounts.ensure(this.context);
		HttpResponse<String> created = this.http.send(HttpRequest
			.newBuilder(
					URI.create("http://localhost:" + this.port + "/api/manifests?name=secrets-" + UUID.randomUUID()))
			.header("Authorization", TestAccounts.basic("alice"))
			.header("Content-Type", "application/yaml")
			.POST(HttpRequest.BodyPublishers.ofString(MANIFEST))
			.build(), HttpResponse.BodyHandlers.ofString());
		assertThat(created.statusCode()).as(created.body()).isEqualTo(201);
		this.id = JsonMapper.builder().build().readTree(created.body()).path("id").asLong();
		HttpResponse<String> saved = this.http.send(HttpRequest
			.newBuilder(URI.create("http://localhost:" + this.port + "/api/manifests/" + this.id + "/revisions"))
			.header("Authorization", TestAccounts.basic("alice"))
			.header("Content-Type", "application/json")
			.header("If-Match", "\"1\"")
			.POST(HttpRequest.BodyPublishers.ofString("{\"message\": \"one\"}"))
			.build(), HttpResponse.BodyHandlers.ofString());
		assertThat(saved.statusCode()).as(saved.body()).isEqualTo(201);
	}

	@Test
	void theRoleManifestDraftAndRevision() throws Exception {
		for (String path : new String[] { "/role-manifest.yml", "/role-manifest.yml?revision=1" }) {
			String viewer = text(get("vic", "/api/manifests/" + this.id + path));
			assertHidden(viewer, path);
			assertThat(viewer).as(path).contains("API_PASSWORD", "secret: true", "visible-value");
			assertThat(text(get("alice", "/api/manifests/" + this.id + path))).as(path).isEqualTo(MANIFEST);
		}
	}

	@Test
	void theKubernetesExport() throws Exception {
		for (String path : new String[] { "/export/kubernetes.yaml", "/export/kubernetes.yaml?revision=1" }) {
			String viewer = text(get("vic", "/api/manifests/" + this.id + path));
			assertHidden(viewer, path);
			assertThat(viewer).as(path).contains("API_PASSWORD");
			assertShown(text(get("alice", "/api/manifests/" + this.id + path)), path);
		}
	}

	@Test
	void theHelmChart() throws Exception {
		for (String path : new String[] { "/export/helm-chart.tgz", "/export/helm-chart.tgz?revision=1" }) {
			String viewer = String.join("\n",
					ChartArchives.untar(bytes(get("vic", "/api/manifests/" + this.id + path))).values());
			assertHidden(viewer, path);
			String editor = String.join("\n",
					ChartArchives.untar(bytes(get("alice", "/api/manifests/" + this.id + path))).values());
			assertShown(editor, path);
		}
	}

	@Test
	void theBoardPreviews() throws Exception {
		for (String preview : new String[] { "role-manifest", "kubernetes?pod=web", "helm?pod=web" }) {
			String path = "/manifests/" + this.id + "/edit/previews/" + preview;
			HttpResponse<byte[]> viewer = get("vic", path);
			assertThat(viewer.statusCode()).as(path).isEqualTo(200);
			assertHidden(text(viewer), path);
			String editor = text(get("alice", path));
			assertThat(editor).as(path).doesNotContain(SecretMask.HIDDEN, "&lt;secret hidden&gt;");
		}
		assertThat(text(get("alice", "/manifests/" + this.id + "/edit/previews/role-manifest"))).contains(SECRET);
		assertThat(text(get("vic", "/manifests/" + this.id + "/edit/previews/role-manifest")))
			.contains("&lt;secret hidden&gt;");
	}

	@Test
	void theDiffOfTwoVersions() throws Exception {
		HttpResponse<String> changed = this.http.send(HttpRequest
			.newBuilder(
					URI.create("http://localhost:" + this.port + "/api/manifests/" + this.id + "/role-manifest.yml"))
			.header("Authorization", TestAccounts.basic("alice"))
			.header("Content-Type", "application/yaml")
			.header("If-Match", "\"1\"")
			.PUT(HttpRequest.BodyPublishers.ofString(MANIFEST.replace(SECRET, SECRET + "-rotated")))
			.build(), HttpResponse.BodyHandlers.ofString());
		assertThat(changed.statusCode()).as(changed.body()).isEqualTo(200);
		for (String path : new String[] { "/api/manifests/" + this.id + "/diff?from=1",
				"/manifests/" + this.id + "/diff?from=1" }) {
			assertHidden(text(get("vic", path)), path);
			assertThat(text(get("alice", path))).as(path).contains(SECRET + "-rotated");
		}
	}

	private static void assertHidden(String body, String what) {
		assertThat(body).as(what).doesNotContain(SECRET).doesNotContain(base64(SECRET));
	}

	private static void assertShown(String body, String what) {
		assertThat(body.contains(SECRET) || body.contains(base64(SECRET))).as(what + ": the value for an editor")
			.isTrue();
	}

	private static String base64(String value) {
		return Base64.getEncoder().encodeToString(value.getBytes(StandardCharsets.UTF_8));
	}

	private HttpResponse<byte[]> get(String user, String path) throws IOException, InterruptedException {
		return this.http.send(HttpRequest.newBuilder(URI.create("http://localhost:" + this.port + path))
			.header("Authorization", TestAccounts.basic(user))
			.header("HX-Request", "true")
			.GET()
			.build(), HttpResponse.BodyHandlers.ofByteArray());
	}

	private static byte[] bytes(HttpResponse<byte[]> response) {
		assertThat(response.statusCode()).as(response.uri().toString()).isEqualTo(200);
		return response.body();
	}

	private static String text(HttpResponse<byte[]> response) {
		return new String(bytes(response), StandardCharsets.UTF_8);
	}

}
