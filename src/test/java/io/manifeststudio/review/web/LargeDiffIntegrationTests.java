package io.manifeststudio.review.web;

import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.SpringBootTest.WebEnvironment;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.context.ApplicationContext;

import io.manifeststudio.account.TestAccounts;
import io.manifeststudio.benchmark.FourMegabyteManifest;
import io.manifeststudio.review.DiffBudget;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The diff of a 4 MB manifest ({@link FourMegabyteManifest}: 2,000 pods and one job with
 * 175,000 properties, within the import limits) whose every pod's memory changed, on a
 * real port and H2, asked for by 16 viewers at once: every answer is a 200 of bounded
 * size with the complete count of changes, the first 1,000 listed, the line diffs left
 * out with the reason and a link to each pod's diff; a pod's diff has the change; the
 * page says what was left out; health answers throughout.
 */
@SpringBootTest(webEnvironment = WebEnvironment.RANDOM_PORT)
class LargeDiffIntegrationTests {

	static final int PODS = FourMegabyteManifest.PODS;

	/**
	 * The largest answer allowed: the summary, the links to 2,000 pods' diffs, and JSON
	 * around them.
	 */
	static final int MAX_ANSWER_BYTES = 512 * 1024;

	@LocalServerPort
	int port;

	@Autowired
	ApplicationContext context;

	final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();

	final JsonMapper json = JsonMapper.builder().build();

	@Test
	void sixteenViewersGetTheBoundedDiffOfAFourMegabyteManifest() throws Exception {
		TestAccounts.ensure(this.context);
		String before = FourMegabyteManifest.text(64);
		assertThat(before.length()).isBetween(3_900_000, 5_000_000);
		long id = importManifest(before);
		saveRevision(id);
		replaceDraft(id, FourMegabyteManifest.text(65));

		ExecutorService viewers = Executors.newFixedThreadPool(16);
		HealthProbe health = new HealthProbe();
		CompletableFuture<Void> probing = CompletableFuture.runAsync(health);
		List<Future<HttpResponse<String>>> answers = new ArrayList<>();
		for (int i = 0; i < 16; i++) {
			answers.add(viewers.submit(() -> send(get("/api/manifests/" + id + "/diff?from=1"), "vic")));
		}
		List<HttpResponse<String>> diffs = new ArrayList<>();
		for (Future<HttpResponse<String>> answer : answers) {
			diffs.add(answer.get(5, TimeUnit.MINUTES));
		}
		health.stop();
		probing.get(30, TimeUnit.SECONDS);
		viewers.shutdown();

		for (HttpResponse<String> diff : diffs) {
			assertThat(diff.statusCode()).as(diff.body()).isEqualTo(200);
			assertThat(diff.body().getBytes(StandardCharsets.UTF_8).length).isLessThan(MAX_ANSWER_BYTES);
			assertThat(diff.body()).isEqualTo(diffs.get(0).body());
		}
		JsonNode body = this.json.readTree(diffs.get(0).body());
		int changes = body.path("changeCount").asInt();
		assertThat(changes).isGreaterThanOrEqualTo(PODS);
		assertThat(body.path("summary")).hasSize(DiffBudget.DEFAULT.maxChanges());
		assertThat(body.path("summary").get(0).asString()).contains("g0", "64", "65");
		assertThat(body.path("changesLeftOut").asInt()).isEqualTo(changes - DiffBudget.DEFAULT.maxChanges());
		assertThat(body.has("roleManifest")).isFalse();
		assertThat(body.has("kubernetes")).isFalse();
		assertThat(body.path("overBudget").path("roleManifest").asBoolean()).isTrue();
		assertThat(body.path("overBudget").path("kubernetes").asBoolean()).isTrue();
		assertThat(body.path("overBudget").path("explanation").asString()).contains("one pod at a time");
		assertThat(body.path("podDiffs")).hasSizeGreaterThanOrEqualTo(PODS - PODS / 20);
		JsonNode first = body.path("podDiffs").get(0);
		assertThat(first.path("pod").asString()).isEqualTo("g0");
		assertThat(first.path("href").asString()).isEqualTo("/api/manifests/" + id + "/diff?from=1&to=draft&pod=g0");

		HttpResponse<String> podDiff = send(get(first.path("href").asString()), "vic");
		assertThat(podDiff.statusCode()).as(podDiff.body()).isEqualTo(200);
		JsonNode pod = this.json.readTree(podDiff.body());
		assertThat(pod.path("overBudget").path("kubernetes").asBoolean()).isFalse();
		assertThat(pod.path("overBudget").path("roleManifest").asBoolean()).isTrue();
		assertThat(pod.path("kubernetes").asString()).contains("+++ draft/g0.yaml", "-            memory: 64Mi",
				"+            memory: 65Mi");

		HttpResponse<String> page = send(get("/manifests/" + id + "/diff?from=1").header("Accept", "text/html"), "vic");
		assertThat(page.statusCode()).isEqualTo(200);
		assertThat(page.body()).contains("data-over-budget=\"role-manifest\"", "data-changes-left-out",
				"/api/manifests/" + id + "/role-manifest.yml?revision=1");
		assertThat(page.body().length()).isLessThan(2 * 1024 * 1024);

		System.out.printf("LargeDiffIntegrationTests: %d health checks during the 16 diffs, slowest %d ms%n",
				health.count, health.slowestMillis);
		assertThat(health.failures).as("health answers that were not 200").isEmpty();
		assertThat(health.count).as("health checks during the diffs").isGreaterThan(0);
		assertThat(health.slowestMillis).as("slowest health answer, ms").isLessThan(5_000);
	}

	/**
	 * Asks for {@code /actuator/health} every 100 ms until stopped, keeping the slowest
	 * time and any failure.
	 */
	final class HealthProbe implements Runnable {

		volatile boolean stopped;

		volatile long slowestMillis;

		volatile int count;

		final List<String> failures = new ArrayList<>();

		@Override
		public void run() {
			while (!this.stopped) {
				long start = System.nanoTime();
				try {
					HttpResponse<String> health = LargeDiffIntegrationTests.this.http.send(
							HttpRequest.newBuilder(uri("/actuator/health")).timeout(Duration.ofSeconds(10)).build(),
							HttpResponse.BodyHandlers.ofString());
					if (health.statusCode() != 200) {
						this.failures.add(health.statusCode() + " " + health.body());
					}
				}
				catch (Exception ex) {
					this.failures.add(ex.toString());
				}
				this.slowestMillis = Math.max(this.slowestMillis, (System.nanoTime() - start) / 1_000_000);
				this.count++;
				try {
					Thread.sleep(100);
				}
				catch (InterruptedException ex) {
					return;
				}
			}
		}

		void stop() {
			this.stopped = true;
		}

	}

	private long importManifest(String yaml) throws Exception {
		HttpResponse<String> created = send(HttpRequest
			.newBuilder(uri(
					"/api/manifests?name=" + URLEncoder.encode("large-" + UUID.randomUUID(), StandardCharsets.UTF_8)))
			.header("Content-Type", "application/yaml")
			.POST(HttpRequest.BodyPublishers.ofString(yaml)), "alice");
		assertThat(created.statusCode()).as(created.body()).isEqualTo(201);
		return this.json.readTree(created.body()).path("id").asLong();
	}

	private void saveRevision(long id) throws Exception {
		HttpResponse<String> saved = send(HttpRequest.newBuilder(uri("/api/manifests/" + id + "/revisions"))
			.header("Content-Type", "application/json")
			.POST(HttpRequest.BodyPublishers.ofString("{\"message\": \"64 MB each\"}")), "alice");
		assertThat(saved.statusCode()).as(saved.body()).isEqualTo(201);
	}

	private void replaceDraft(long id, String yaml) throws Exception {
		HttpResponse<String> current = send(get("/api/manifests/" + id + "/role-manifest.yml"), "alice");
		String etag = current.headers().firstValue("ETag").orElseThrow();
		HttpResponse<String> replaced = send(HttpRequest.newBuilder(uri("/api/manifests/" + id + "/role-manifest.yml"))
			.header("Content-Type", "application/yaml")
			.header("If-Match", etag)
			.PUT(HttpRequest.BodyPublishers.ofString(yaml)), "alice");
		assertThat(replaced.statusCode()).as(replaced.body()).isEqualTo(200);
	}

	private HttpRequest.Builder get(String path) {
		return HttpRequest.newBuilder(uri(path)).timeout(Duration.ofMinutes(4)).GET();
	}

	private HttpResponse<String> send(HttpRequest.Builder request, String user) throws Exception {
		return this.http.send(TestAccounts.signedIn(request.build(), user), HttpResponse.BodyHandlers.ofString());
	}

	private URI uri(String path) {
		return URI.create("http://localhost:" + this.port + path);
	}

}
