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
 * The whole application on a real port: a release tarball uploaded over HTTP is found by the manifest's
 * {@code releases:} entry, and the stored manifest's export gives each container only what its jobs read.
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
		HttpResponse<String> uploaded = send(HttpRequest.newBuilder(uri("/api/releases"))
			.POST(HttpRequest.BodyPublishers.ofByteArray(tarball)));
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

	private URI uri(String path) {
		return URI.create("http://localhost:" + this.port + path);
	}

	private HttpResponse<String> send(HttpRequest.Builder request) throws Exception {
		return this.http.send(TestAccounts.signedIn(request.build(), "alice"), HttpResponse.BodyHandlers.ofString());
	}

}
