package io.manifeststudio;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.UUID;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.json.JsonMapper;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.context.ApplicationContext;

import io.manifeststudio.account.TestAccounts;
import io.manifeststudio.release.ReleaseTarballs;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The whole application on a real port: a release tarball uploaded over HTTP is found by
 * the manifest's {@code releases:} entry, and the stored manifest's export gives each
 * container only what its jobs read; every validation of the stored manifest (its
 * findings API, the manifest JSON, the board's findings panel) runs fissile's release
 * rules with the releases it uses, attached or named.
 */
@SpringBootTest(webEnvironment = WebEnvironment.RANDOM_PORT)
class ReleaseCatalogIntegrationTests {

	@LocalServerPort
	int port;

	@Autowired
	ApplicationContext context;

	final HttpClient http = HttpClient.newHttpClient();

	@BeforeEach
	void testAccounts() {
		TestAccounts.ensure(this.context);
	}

	@Test
	void anUploadedReleaseScopesTheStoredManifestsExport() throws Exception {
		String version = UUID.randomUUID().toString();
		byte[] tarball = ReleaseTarballs.release("scoped", version, "name: db\nproperties:\n  db.password: {}\n",
				"name: web\nproperties:\n  web.secret: {}\n");
		HttpResponse<String> uploaded = send(
				HttpRequest.newBuilder(uri("/api/releases")).POST(HttpRequest.BodyPublishers.ofByteArray(tarball)));
		assertThat(uploaded.statusCode()).as(uploaded.body()).isEqualTo(201);
		String manifest = """
				instance_groups:
				- name: pg
				  jobs:
				  - {name: db, release: scoped, properties: {bosh_containerization: {run: {memory: 1}}}}
				- name: frontend
				  jobs:
				  - {name: web, release: scoped, properties: {bosh_containerization: {run: {memory: 1}}}}
				releases:
				- {name: scoped, version: "%s"}
				configuration:
				  templates:
				    properties.db.password: ((DB_PASSWORD))
				    properties.web.secret: ((WEB_SECRET))
				variables:
				- {name: DB_PASSWORD, type: password, options: {description: d}}
				- {name: WEB_SECRET, type: password, options: {description: w}}
				""".formatted(version);
		HttpResponse<String> imported = send(HttpRequest.newBuilder(uri("/api/manifests?name=scoped-" + version))
			.POST(HttpRequest.BodyPublishers.ofString(manifest)));
		assertThat(imported.statusCode()).as(imported.body()).isEqualTo(201);
		long id = JsonMapper.builder().build().readTree(imported.body()).path("id").asLong();
		HttpResponse<String> frontend = send(
				HttpRequest.newBuilder(uri("/api/manifests/" + id + "/export/kubernetes.yaml?pod=frontend")).GET());
		assertThat(frontend.statusCode()).as(frontend.body()).isEqualTo(200);
		assertThat(frontend.body()).contains("name: WEB_SECRET").doesNotContain("name: DB_PASSWORD");
		assertThat(frontend.headers().firstValue("X-Export-Warnings")).isPresent();
		HttpResponse<String> hostile = send(HttpRequest.newBuilder(uri("/api/releases"))
			.POST(HttpRequest.BodyPublishers.ofByteArray(ReleaseTarballs.tarball().file("/etc/passwd", "x").bytes())));
		assertThat(hostile.statusCode()).isEqualTo(400);
		assertThat(hostile.body()).contains("\"field\":\"/etc/passwd\"");
	}

	@Test
	void theStoredManifestsFindingsEverywhereUseTheReleasesItUses() throws Exception {
		String version = UUID.randomUUID().toString();
		byte[] tarball = ReleaseTarballs.release("attachable", version, "name: db\nproperties:\n  db.password: {}\n");
		HttpResponse<String> uploaded = send(
				HttpRequest.newBuilder(uri("/api/releases")).POST(HttpRequest.BodyPublishers.ofByteArray(tarball)));
		assertThat(uploaded.statusCode()).as(uploaded.body()).isEqualTo(201);
		long release = JsonMapper.builder().build().readTree(uploaded.body()).path("id").asLong();
		// no releases: entry, so only attaching the release makes it one the manifest
		// uses
		String manifest = """
				instance_groups:
				- name: pg
				  jobs:
				  - {name: db, release: attachable, properties: {bosh_containerization: {run: {memory: 1}}}}
				  - {name: dbx, release: attachable, properties: {bosh_containerization: {run: {memory: 1}}}}
				""";
		HttpResponse<String> imported = send(HttpRequest.newBuilder(uri("/api/manifests?name=attach-" + version))
			.POST(HttpRequest.BodyPublishers.ofString(manifest)));
		assertThat(imported.statusCode()).as(imported.body()).isEqualTo(201);
		long id = JsonMapper.builder().build().readTree(imported.body()).path("id").asLong();

		String notChecked = "\"rule\":\"FISSILE-RELEASES\"";
		String jobMissing = "Cannot find job dbx in release";
		assertThat(get("/api/manifests/" + id + "/findings")).contains(notChecked).doesNotContain(jobMissing);
		// the manifest's JSON counts the findings: the one warning is FISSILE-RELEASES
		assertThat(get("/api/manifests/" + id)).contains("\"errors\":0,\"warnings\":1");
		assertThat(board(id)).contains("data-rule=\"FISSILE-RELEASES\"").doesNotContain("data-rule=\"FISSILE-40\"");

		HttpResponse<String> attached = send(
				HttpRequest.newBuilder(uri("/api/manifests/" + id + "/releases/" + release))
					.PUT(HttpRequest.BodyPublishers.noBody()));
		assertThat(attached.statusCode()).as(attached.body()).isEqualTo(204);
		assertThat(get("/api/manifests/" + id + "/findings")).doesNotContain(notChecked)
			.contains("\"rule\":\"FISSILE-40\"", jobMissing);
		assertThat(get("/api/manifests/" + id)).contains("\"errors\":1,\"warnings\":0");
		assertThat(board(id)).doesNotContain("data-rule=\"FISSILE-RELEASES\"")
			.contains("data-rule=\"FISSILE-40\"", jobMissing);
	}

	@Test
	void aRevisionIsNotApprovedWhileItsReleasesFindAnError() throws Exception {
		String version = UUID.randomUUID().toString();
		byte[] tarball = ReleaseTarballs.release("reviewed", version, "name: db\nproperties: {}\n");
		HttpResponse<String> uploaded = send(
				HttpRequest.newBuilder(uri("/api/releases")).POST(HttpRequest.BodyPublishers.ofByteArray(tarball)));
		assertThat(uploaded.statusCode()).as(uploaded.body()).isEqualTo(201);
		// the releases: entry names the uploaded release by name and version: the
		// manifest uses it without attaching
		String manifest = """
				releases:
				- {name: reviewed, version: "%s"}
				instance_groups:
				- name: pg
				  jobs:
				  - {name: dbx, release: reviewed, properties: {bosh_containerization: {run: {memory: 1}}}}
				""".formatted(version);
		HttpResponse<String> imported = send(HttpRequest.newBuilder(uri("/api/manifests?name=reviewed-" + version))
			.POST(HttpRequest.BodyPublishers.ofString(manifest)));
		assertThat(imported.statusCode()).as(imported.body()).isEqualTo(201);
		long id = JsonMapper.builder().build().readTree(imported.body()).path("id").asLong();
		HttpResponse<String> saved = send(HttpRequest.newBuilder(uri("/api/manifests/" + id + "/revisions"))
			.header("Content-Type", "application/json")
			.POST(HttpRequest.BodyPublishers.ofString("{\"message\": \"first\"}")));
		assertThat(saved.statusCode()).as(saved.body()).isEqualTo(201);
		HttpResponse<String> approved = this.http
			.send(TestAccounts.signedIn(HttpRequest.newBuilder(uri("/api/manifests/" + id + "/revisions/1/approvals"))
				.header("Content-Type", "application/json")
				.POST(HttpRequest.BodyPublishers.ofString("{\"verdict\": \"approve\"}"))
				.build(), "rita"), HttpResponse.BodyHandlers.ofString());
		assertThat(approved.statusCode()).as(approved.body()).isEqualTo(201);

		// without the release, job dbx could not be checked; with it, FISSILE-40 is an
		// error, as the export finds
		String status = get("/api/manifests/" + id + "/revisions/1/status");
		assertThat(status).contains("\"approved\":false", "revision 1 has 1 error finding");
		HttpResponse<String> export = send(
				HttpRequest.newBuilder(uri("/api/manifests/" + id + "/export/helm-chart.tgz?revision=1&approved=true"))
					.GET());
		assertThat(export.statusCode()).as(export.body()).isEqualTo(409);
	}

	private String get(String path) throws Exception {
		HttpResponse<String> response = send(HttpRequest.newBuilder(uri(path)).GET());
		assertThat(response.statusCode()).as("%s: %s", path, response.body()).isEqualTo(200);
		return response.body();
	}

	/** The board region with its findings panel, as htmx asks for it. */
	private String board(long id) throws Exception {
		HttpResponse<String> response = send(
				HttpRequest.newBuilder(uri("/manifests/" + id + "/edit/board")).header("HX-Request", "true").GET());
		assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
		return response.body();
	}

	private URI uri(String path) {
		return URI.create("http://localhost:" + this.port + path);
	}

	private HttpResponse<String> send(HttpRequest.Builder request) throws Exception {
		return this.http.send(TestAccounts.signedIn(request.build(), "alice"), HttpResponse.BodyHandlers.ofString());
	}

}
