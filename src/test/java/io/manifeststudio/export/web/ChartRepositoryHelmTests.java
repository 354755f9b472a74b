package io.manifeststudio.export.web;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import com.marcnuri.helm.Helm;
import com.marcnuri.helm.SearchResult;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.context.ApplicationContext;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;
import org.yaml.snakeyaml.Yaml;

import io.manifeststudio.account.TestAccounts;
import io.manifeststudio.export.helm.FissileImageTagExportTests;
import io.manifeststudio.export.repository.ImageTagSettings;
import io.manifeststudio.export.repository.TestSigningKey;
import io.manifeststudio.manifest.yaml.ManifestYamlWriter;
import io.manifeststudio.manifest.ManifestService;
import io.manifeststudio.release.BoshRelease;
import io.manifeststudio.release.ReleaseCatalog;
import io.manifeststudio.release.ReleaseReader;
import io.manifeststudio.review.Approvals;
import io.manifeststudio.review.Verdict;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The chart repository as Helm uses it (helm-java: Helm's own Go code, in-process)
 * against the running application: {@code helm repo add} with a personal access token as
 * the password, {@code helm search repo} finds the approved revision's version and not
 * the unapproved one's, {@code helm template <repo>/<chart> --version} renders it; a
 * request for changes takes the version out of the index and its archive is no longer
 * served. With a signing key configured (made here with BouncyCastle), Helm's own
 * verification ({@code helm dependency update --verify}, the one helm-java offers: it
 * downloads the chart and its {@code .prov} and checks both against the public keyring)
 * passes, and fails once the stored archive is changed.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class ChartRepositoryHelmTests {

	private static final HttpClient HTTP = HttpClient.newHttpClient();

	/** The admin's signing key: made once, before the application starts with it. */
	static final TestSigningKey KEY;

	static {
		try {
			KEY = TestSigningKey.create(Files.createTempDirectory("chart-signing"), "chart passphrase");
		}
		catch (IOException ex) {
			throw new java.io.UncheckedIOException(ex);
		}
	}

	@DynamicPropertySource
	static void signingKey(DynamicPropertyRegistry properties) {
		properties.add("manifest-studio.charts.signing-key", () -> KEY.secretKeyFile().toString());
		properties.add("manifest-studio.charts.signing-passphrase", KEY::passphrase);
	}

	@LocalServerPort
	int port;

	@Autowired
	JdbcTemplate jdbc;

	/**
	 * The repository URL with credentials, as a dependency of a chart names it (Helm has
	 * no entry for it).
	 */
	String dependencyRepository;

	@Autowired
	ApplicationContext context;

	@Autowired
	ManifestService manifests;

	@Autowired
	Approvals approvals;

	@Autowired
	ReleaseCatalog catalog;

	@Autowired
	ImageTagSettings tagInputs;

	@TempDir
	Path helmHome;

	String repo;

	String chart;

	long id;

	@BeforeEach
	void aManifestWithAnApprovedAndAnUnapprovedRevision() {
		TestAccounts.ensure(this.context);
		String run = UUID.randomUUID().toString().substring(0, 8);
		this.repo = "studio-" + run;
		this.chart = "shop-" + run;
		this.id = this.manifests
			.importManifest(this.chart, HelmChartApiControllerTests.VALID.getBytes(StandardCharsets.UTF_8), "alice")
			.id();
		this.manifests.saveRevision(this.id, "first", "alice");
		this.approvals.review(this.id, 1, Verdict.APPROVE, "fine", "rita");
		this.manifests.replaceDraft(this.id,
				HelmChartApiControllerTests.VALID.replace("internal: 8080", "internal: 8081")
					.getBytes(StandardCharsets.UTF_8),
				this.manifests.draftVersion(this.id), "alice");
		this.manifests.saveRevision(this.id, "second", "alice");
	}

	/**
	 * What Helm keeps in its cache of repositories (in the user's cache directory) for
	 * this test's repository, and the index {@code helm dependency update} keeps of a
	 * repository it has no entry for: helm-java leaves its cache directory unset, so that
	 * lands in the working directory as
	 * {@code helm-manager-<sha256 of the URL>-index.yaml}.
	 */
	@AfterEach
	void forgetTheRepository() throws Exception {
		Path cache = Path.of(System.getProperty("user.home"), ".cache", "helm", "repository");
		for (String file : List.of(this.repo + "-index.yaml", this.repo + "-charts.txt", this.chart + "-1.33.0.tgz")) {
			Files.deleteIfExists(cache.resolve(file));
		}
		if (Files.isDirectory(cache)) {
			try (var files = Files.list(cache)) {
				for (Path file : files
					.filter((path) -> path.getFileName().toString().startsWith(this.chart + "-1.33.0+"))
					.toList()) {
					Files.deleteIfExists(file);
				}
			}
		}
		if (this.dependencyRepository != null) {
			String key = "helm-manager-" + java.util.HexFormat.of()
				.formatHex(java.security.MessageDigest.getInstance("SHA-256")
					.digest(this.dependencyRepository.getBytes(StandardCharsets.UTF_8)));
			Files.deleteIfExists(Path.of(key + "-index.yaml"));
			Files.deleteIfExists(Path.of(key + "-charts.txt"));
		}
	}

	@Test
	void helmAddsTheRepositoryFindsTheApprovedVersionAndRendersIt() throws Exception {
		Path repositories = this.helmHome.resolve("repositories.yaml");
		Helm.repo()
			.add()
			.withRepositoryConfig(repositories)
			.withName(this.repo)
			.withUrl(charts())
			.withUsername("alice")
			.withPassword(token("alice"))
			.call();

		List<SearchResult> found = Helm.search()
			.repo()
			.withRepositoryConfig(repositories)
			.withKeyword(this.chart)
			.call();
		assertThat(found).extracting(SearchResult::getName).containsOnly(this.repo + "/" + this.chart);
		assertThat(found).extracting(SearchResult::getChartVersion).containsExactly("1.33.0");

		String rendered = Helm.template(this.repo + "/" + this.chart)
			.withRepositoryConfig(repositories)
			.withVersion("1.33.0")
			.withName("shop")
			.withNamespace("test")
			.call();
		assertThat(rendered)
			.contains("kind: StatefulSet", "name: web", "manifeststudio.io/revision: \"1\"", "containerPort: 8080")
			.doesNotContain("8081");

		this.approvals.review(this.id, 1, Verdict.REQUEST_CHANGES, "not yet", "rita");
		Helm.repo().update().withRepositoryConfig(repositories).call();
		assertThat(Helm.search().repo().withRepositoryConfig(repositories).withKeyword(this.chart).call()).isEmpty();
		assertThat(get("/charts/" + this.chart + "-1.33.0.tgz").statusCode()).isEqualTo(404);
	}

	@Test
	void theArchiveIsTheSameBytesOnEveryRequestAndItsDigestIsInTheIndex() throws Exception {
		HttpResponse<String> index = get("/charts/index.yaml");
		assertThat(index.statusCode()).isEqualTo(200);
		byte[] first = getBytes("/charts/" + this.chart + "-1.33.0.tgz");
		byte[] second = getBytes("/charts/" + this.chart + "-1.33.0.tgz");
		assertThat(second).isEqualTo(first);
		assertThat(index.body()).contains("digest: "
				+ java.util.HexFormat.of().formatHex(java.security.MessageDigest.getInstance("SHA-256").digest(first)));
	}

	@Test
	void helmVerifiesTheProvenanceAndRefusesAChangedArchive() throws Exception {
		this.dependencyRepository = "http://alice:" + token("alice") + "@localhost:" + this.port + "/charts";
		Path parent = this.helmHome.resolve("parent");
		Files.createDirectories(parent);
		Map<String, Object> dependency = new LinkedHashMap<>();
		dependency.put("name", this.chart);
		dependency.put("version", "1.33.0");
		dependency.put("repository", this.dependencyRepository);
		Map<String, Object> chartYaml = new LinkedHashMap<>();
		chartYaml.put("apiVersion", "v2");
		chartYaml.put("name", "parent");
		chartYaml.put("version", "0.1.0");
		chartYaml.put("dependencies", List.of(dependency));
		Files.writeString(parent.resolve("Chart.yaml"), new Yaml(ManifestYamlWriter.options()).dump(chartYaml));

		String verified = new Helm(parent).dependency().update().withKeyring(KEY.publicKeyring()).verify().call();
		assertThat(parent.resolve("charts").resolve(this.chart + "-1.33.0.tgz")).exists();
		assertThat(verified).contains("Downloading " + this.chart);
		HttpResponse<String> provenance = get("/charts/" + this.chart + "-1.33.0.tgz.prov");
		assertThat(provenance.statusCode()).isEqualTo(200);
		assertThat(provenance.body()).startsWith("-----BEGIN PGP SIGNED MESSAGE-----")
			.contains("files:\n  " + this.chart + "-1.33.0.tgz: sha256:");

		byte[] stored = getBytes("/charts/" + this.chart + "-1.33.0.tgz");
		byte[] changed = java.util.Arrays.copyOf(stored, stored.length + 1);
		this.jdbc.update("update chart_archive set archive = ? where chart_name = ? and version = ?", changed,
				this.chart, "1.33.0");
		Files.delete(parent.resolve("charts").resolve(this.chart + "-1.33.0.tgz"));
		Files.deleteIfExists(parent.resolve("Chart.lock"));
		assertThatThrownBy(
				() -> new Helm(parent).dependency().update().withKeyring(KEY.publicKeyring()).verify().call())
			.hasMessageContaining("sha256 sum does not match");
	}

	@Test
	void anArchiveAskedForBeforeTheIndexIsBuiltAndServed() throws Exception {
		byte[] archive = getBytes("/charts/" + this.chart + "-1.33.0.tgz");

		assertThat(get("/charts/index.yaml").body()).contains("digest: " + java.util.HexFormat.of()
			.formatHex(java.security.MessageDigest.getInstance("SHA-256").digest(archive)));
		assertThat(get("/charts/" + this.chart + "-2.33.0.tgz").statusCode()).as("revision 2 is not approved")
			.isEqualTo(404);
	}

	/**
	 * An approved revision whose releases (with their release.MF SHA-1s) are in the
	 * catalog and whose tag inputs are stored: the index and the served chart name
	 * fissile's derived tag, under a version whose build metadata is the tags'
	 * fingerprint ({@code printf 'nats <tag>\n' | sha256sum}, as in
	 * {@code ChartVersionsTests}). Changing an input ({@code --tag-extra}) publishes the
	 * same revision under another version with the other tag; the version before still
	 * serves the same bytes (its digest unchanged) and no longer is in the index.
	 */
	@Test
	void publishedChartsPullFissilesTagAndAChangedInputIsAnotherVersion() throws Exception {
		String run = UUID.randomUUID().toString().substring(0, 8);
		// release versions of this run's own, so that the catalog has no other content
		// under them; the version is not hashed into the tag
		String nats = FissileImageTagExportTests.NATS_RELEASE_MF.replace("version: \"30\"",
				"version: \"30." + run + "\"");
		String bpm = FissileImageTagExportTests.BPM_RELEASE_MF.replace("version: \"1\"", "version: \"1." + run + "\"");
		this.catalog.add(release(nats, "nats", FissileImageTagExportTests.NATS_JOB_MF), "alice");
		this.catalog.add(release(bpm, "bpm", FissileImageTagExportTests.BPM_JOB_MF), "alice");
		this.chart = "nats-" + run;
		long natsId = this.manifests
			.importManifest(this.chart,
					FissileImageTagExportTests.MANIFEST_TEXT
						.replace("{name: nats, version: \"30\"}", "{name: nats, version: \"30." + run + "\"}")
						.replace("{name: bpm, version: \"1\"}", "{name: bpm, version: \"1." + run + "\"}")
						.getBytes(StandardCharsets.UTF_8),
					"alice")
			.id();
		this.manifests.saveRevision(natsId, "first", "alice");
		this.approvals.review(natsId, 1, Verdict.APPROVE, "fine", "rita");
		this.tagInputs.set(natsId, "7.0.0+224.gb8e8e6af", "", "properties:\n  nats:\n    user: admin\n",
				"properties:\n  nats:\n    password: secret\n", false, "alice");
		this.tagInputs.putScript(natsId, "scripts/a.sh", "echo a\n".getBytes(StandardCharsets.UTF_8), "alice");
		this.tagInputs.putScript(natsId, "scripts/b.sh", "true\n".getBytes(StandardCharsets.UTF_8), "alice");
		String first = "1.33.0+da695ee8b672";

		Path repositories = this.helmHome.resolve("repositories.yaml");
		Helm.repo()
			.add()
			.withRepositoryConfig(repositories)
			.withName(this.repo)
			.withUrl(charts())
			.withUsername("alice")
			.withPassword(token("alice"))
			.call();
		assertThat(Helm.search().repo().withRepositoryConfig(repositories).withKeyword(this.chart).call())
			.extracting(SearchResult::getChartVersion)
			.containsExactly(first);
		assertThat(render(repositories, first)).contains("/fissile-nats:" + FissileImageTagExportTests.TAG + "\n")
			.doesNotContain("fissile-nats:latest");
		byte[] firstArchive = getBytes("/charts/" + this.chart + "-" + first + ".tgz");

		this.tagInputs.set(natsId, "7.0.0+224.gb8e8e6af", "x", null, null, false, "alice");
		Helm.repo().update().withRepositoryConfig(repositories).call();
		List<SearchResult> now = Helm.search().repo().withRepositoryConfig(repositories).withKeyword(this.chart).call();
		assertThat(now).hasSize(1);
		String second = now.get(0).getChartVersion();
		assertThat(second).startsWith("1.33.0+").isNotEqualTo(first);
		assertThat(render(repositories, second)).contains("/fissile-nats:")
			.doesNotContain(FissileImageTagExportTests.TAG)
			.doesNotContain("fissile-nats:latest");
		assertThat(getBytes("/charts/" + this.chart + "-" + first + ".tgz")).isEqualTo(firstArchive);
		assertThat(get("/charts/index.yaml").body()).contains(this.chart + "-" + second + ".tgz")
			.doesNotContain(this.chart + "-" + first + ".tgz");
	}

	private String render(Path repositories, String version) {
		return Helm.template(this.repo + "/" + this.chart)
			.withRepositoryConfig(repositories)
			.withVersion(version)
			.withName("nats")
			.withNamespace("test")
			.call();
	}

	private static BoshRelease release(String releaseMf, String job, String jobMf) {
		return new ReleaseReader()
			.readTarball(new java.io.ByteArrayInputStream(FissileImageTagExportTests.tarball(releaseMf, job, jobMf)));
	}

	@Test
	void aViewerIsRefusedTheRepository() throws Exception {
		HttpResponse<String> refused = HTTP.send(TestAccounts
			.signedIn(HttpRequest.newBuilder(charts().resolve("charts/index.yaml")).GET().build(), "vic"),
				HttpResponse.BodyHandlers.ofString());
		assertThat(refused.statusCode()).isEqualTo(403);
	}

	/** A new personal access token of the account, as Helm's password. */
	private String token(String name) {
		return TestAccounts.bearer(this.context, name).substring("Bearer ".length());
	}

	private URI charts() {
		return URI.create("http://localhost:" + this.port + "/charts");
	}

	private HttpResponse<String> get(String path) throws IOException, InterruptedException {
		return HTTP.send(TestAccounts.signedIn(
				HttpRequest.newBuilder(URI.create("http://localhost:" + this.port + path)).GET().build(), "alice"),
				HttpResponse.BodyHandlers.ofString());
	}

	private byte[] getBytes(String path) throws IOException, InterruptedException {
		HttpResponse<byte[]> response = HTTP.send(TestAccounts.signedIn(
				HttpRequest.newBuilder(URI.create("http://localhost:" + this.port + path)).GET().build(), "alice"),
				HttpResponse.BodyHandlers.ofByteArray());
		assertThat(response.statusCode()).isEqualTo(200);
		return response.body();
	}

}
