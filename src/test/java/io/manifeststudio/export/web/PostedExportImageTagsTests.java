package io.manifeststudio.export.web;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.UUID;

import com.marcnuri.helm.Helm;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.context.ApplicationContext;

import io.manifeststudio.account.TestAccounts;
import io.manifeststudio.export.helm.FissileImageTagExportTests;
import io.manifeststudio.release.ReleaseCatalog;
import io.manifeststudio.release.ReleaseReader;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code POST /api/export/...} with the image tag inputs in the request (a real server,
 * so Tomcat reads the {@code multipart/form-data} body): with the releases of the catalog
 * the manifest names ({@code releases=catalog}), the fissile version, both opinions files
 * and its scripts, the Kubernetes YAML and the chart ({@code helm template}) pull
 * fissile's tag, computed as {@link FissileImageTagExportTests} computes it with
 * {@code printf | sha1sum}, and the chart's version carries the tags' fingerprint;
 * without an input the {@code X-Unresolved-Images} header names what is missing; a part
 * that is not read, a script the manifest does not name or a missing manifest is a 400
 * naming it.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class PostedExportImageTagsTests {

	private static final HttpClient HTTP = HttpClient.newHttpClient();

	private static final String FISSILE_VERSION = "fissileVersion=7.0.0%2B224.gb8e8e6af";

	@LocalServerPort
	int port;

	@Autowired
	ApplicationContext context;

	@Autowired
	ReleaseCatalog catalog;

	@TempDir
	Path dir;

	String manifest;

	@BeforeEach
	void theReleasesAreInTheCatalog() {
		TestAccounts.ensure(this.context);
		// release versions of this run's own (the catalog keeps one content per version);
		// the version is not hashed into the tag
		String run = UUID.randomUUID().toString().substring(0, 8);
		this.catalog.add(release(
				FissileImageTagExportTests.NATS_RELEASE_MF.replace("version: \"30\"", "version: \"30." + run + "\""),
				"nats", FissileImageTagExportTests.NATS_JOB_MF), "alice");
		this.catalog.add(release(
				FissileImageTagExportTests.BPM_RELEASE_MF.replace("version: \"1\"", "version: \"1." + run + "\""),
				"bpm", FissileImageTagExportTests.BPM_JOB_MF), "alice");
		this.manifest = FissileImageTagExportTests.MANIFEST_TEXT
			.replace("{name: nats, version: \"30\"}", "{name: nats, version: \"30." + run + "\"}")
			.replace("{name: bpm, version: \"1\"}", "{name: bpm, version: \"1." + run + "\"}");
	}

	@Test
	void aPostedManifestWithItsInputsPullsFissilesTag() throws Exception {
		HttpResponse<byte[]> yaml = post(
				"/api/export/kubernetes.yaml?secrets=empty&releases=catalog&" + FISSILE_VERSION, allParts());
		assertThat(yaml.statusCode()).as(new String(yaml.body(), StandardCharsets.UTF_8)).isEqualTo(200);
		assertThat(new String(yaml.body(), StandardCharsets.UTF_8))
			.contains("image: fissile-nats:" + FissileImageTagExportTests.TAG + "\n");
		assertThat(yaml.headers().allValues("X-Unresolved-Images")).isEmpty();

		HttpResponse<byte[]> chart = post("/api/export/helm-chart.tgz?name=nats&releases=catalog&" + FISSILE_VERSION,
				allParts());
		assertThat(chart.statusCode()).as(new String(chart.body(), StandardCharsets.UTF_8)).isEqualTo(200);
		// printf '%s' "$manifest" | sha256sum (the content), then the tags' fingerprint
		String content = java.util.HexFormat.of()
			.formatHex(java.security.MessageDigest.getInstance("SHA-256")
				.digest(this.manifest.getBytes(StandardCharsets.UTF_8)))
			.substring(0, 12);
		assertThat(chart.headers().firstValue("Content-Disposition").orElseThrow())
			.contains("nats-0.1.0+" + content + "-da695ee8b672.tgz");
		Path archive = Files.write(this.dir.resolve("nats.tgz"), chart.body());
		String rendered = Helm.template(archive.toString()).withName("nats").withNamespace("test").call();
		assertThat(rendered).contains("/fissile-nats:" + FissileImageTagExportTests.TAG + "\n");
		assertThat(chart.headers().allValues("X-Unresolved-Images")).isEmpty();
	}

	@Test
	void whatIsMissingIsNamedInAHeader() throws Exception {
		HttpResponse<byte[]> noVersion = post("/api/export/kubernetes.yaml?secrets=empty&releases=catalog", allParts());
		assertThat(noVersion.statusCode()).isEqualTo(200);
		assertThat(new String(noVersion.body(), StandardCharsets.UTF_8)).contains("image: fissile-nats:latest\n");
		assertThat(noVersion.headers().allValues("X-Unresolved-Images"))
			.containsExactly("nats (fissile-nats:latest): the fissile version string is not set");

		HttpResponse<byte[]> noReleases = post("/api/export/helm-chart.tgz?" + FISSILE_VERSION, allParts());
		assertThat(noReleases.statusCode()).isEqualTo(200);
		assertThat(noReleases.headers().allValues("X-Unresolved-Images")).containsExactly(
				"nats (fissile-nats:latest): release nats is not attached to the manifest or in the catalog");

		// the YAML body alone, as before: nothing derived, and said so
		HttpResponse<byte[]> plain = send(HttpRequest
			.newBuilder(URI.create("http://localhost:" + this.port + "/api/export/kubernetes.yaml?secrets=empty"))
			.header("Content-Type", "application/yaml")
			.POST(HttpRequest.BodyPublishers.ofString(this.manifest))
			.build());
		assertThat(plain.statusCode()).isEqualTo(200);
		assertThat(plain.headers().allValues("X-Unresolved-Images")).hasSize(1);
	}

	/**
	 * An older fissile build's formula, chosen from its version string; the tag was
	 * computed with sha1sum in FissileImageTagExportTests
	 * ({@code anOlderFissileBuildsTagIsInTheChartAndItsVersion}).
	 */
	@Test
	void anOlderFissileBuildsTagOrWhyItIsUnresolved() throws Exception {
		HttpResponse<byte[]> older = post(
				"/api/export/kubernetes.yaml?secrets=empty&releases=catalog&fissileVersion=fissile-5.0.0%2B127.gb7566f71",
				allParts());
		assertThat(older.statusCode()).as(new String(older.body(), StandardCharsets.UTF_8)).isEqualTo(200);
		assertThat(new String(older.body(), StandardCharsets.UTF_8))
			.contains("image: fissile-nats:52840d4ce0220d4a9b1053f7eabf1b922c5faaaf\n");
		assertThat(older.headers().allValues("X-Unresolved-Images")).isEmpty();

		HttpResponse<byte[]> ambiguous = post(
				"/api/export/helm-chart.tgz?releases=catalog&fissileVersion=fissile-5.0.0%2B31", allParts());
		assertThat(ambiguous.statusCode()).isEqualTo(200);
		assertThat(ambiguous.headers().allValues("X-Unresolved-Images")).singleElement()
			.asString()
			.startsWith("nats (fissile-nats:latest): fissile fissile-5.0.0+31 is ambiguous: the commits 31 after"
					+ " 5.0.0 on different branches");
	}

	@Test
	void aWrongPartOrParameterIsA400NamingIt() throws Exception {
		Map<String, String> unknown = allParts();
		unknown.put("opinions", "properties: {}\n");
		assertBadRequest(post("/api/export/kubernetes.yaml?" + FISSILE_VERSION, unknown), "opinions");

		Map<String, String> otherScript = allParts();
		otherScript.put("script:scripts/c.sh", "true\n");
		assertBadRequest(post("/api/export/helm-chart.tgz?" + FISSILE_VERSION, otherScript), "script:scripts/c.sh");

		Map<String, String> noManifest = allParts();
		noManifest.remove("manifest");
		assertBadRequest(post("/api/export/kubernetes.yaml", noManifest), "manifest");

		assertBadRequest(post("/api/export/kubernetes.yaml?releases=attached", allParts()), "releases");
	}

	private static void assertBadRequest(HttpResponse<byte[]> response, String field) {
		String body = new String(response.body(), StandardCharsets.UTF_8);
		assertThat(response.statusCode()).as(body).isEqualTo(400);
		assertThat(body).contains("\"field\":\"" + field + "\"");
	}

	private Map<String, String> allParts() {
		Map<String, String> parts = new LinkedHashMap<>();
		parts.put("manifest", this.manifest);
		parts.put("lightOpinions", "properties:\n  nats:\n    user: admin\n");
		parts.put("darkOpinions", "properties:\n  nats:\n    password: secret\n");
		parts.put("script:scripts/a.sh", "echo a\n");
		parts.put("script:scripts/b.sh", "true\n");
		return parts;
	}

	/**
	 * A {@code multipart/form-data} POST, each part a file, as {@code curl -F name=@file}
	 * sends it.
	 */
	private HttpResponse<byte[]> post(String path, Map<String, String> parts) throws IOException, InterruptedException {
		String boundary = "studio-" + UUID.randomUUID();
		ByteArrayOutputStream body = new ByteArrayOutputStream();
		for (Map.Entry<String, String> part : parts.entrySet()) {
			body.writeBytes(("--" + boundary + "\r\nContent-Disposition: form-data; name=\"" + part.getKey()
					+ "\"; filename=\"part\"\r\nContent-Type: application/octet-stream\r\n\r\n")
				.getBytes(StandardCharsets.UTF_8));
			body.writeBytes(part.getValue().getBytes(StandardCharsets.UTF_8));
			body.writeBytes("\r\n".getBytes(StandardCharsets.UTF_8));
		}
		body.writeBytes(("--" + boundary + "--\r\n").getBytes(StandardCharsets.UTF_8));
		return send(HttpRequest.newBuilder(URI.create("http://localhost:" + this.port + path))
			.header("Content-Type", "multipart/form-data; boundary=" + boundary)
			.POST(HttpRequest.BodyPublishers.ofByteArray(body.toByteArray()))
			.build());
	}

	private HttpResponse<byte[]> send(HttpRequest request) throws IOException, InterruptedException {
		return HTTP.send(TestAccounts.signedIn(request, "alice"), HttpResponse.BodyHandlers.ofByteArray());
	}

	private static io.manifeststudio.release.BoshRelease release(String releaseMf, String job, String jobMf) {
		return new ReleaseReader()
			.readTarball(new ByteArrayInputStream(FissileImageTagExportTests.tarball(releaseMf, job, jobMf)));
	}

}
