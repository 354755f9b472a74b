package io.manifeststudio.benchmark.load;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

import io.manifeststudio.benchmark.FourMegabyteManifest;

/**
 * Viewers asking for diffs of a 4 MB manifest ({@link FourMegabyteManifest}) whose every
 * pod changed, while a probe asks for {@code /actuator/health} every 100 ms: first
 * {@code clients} viewers at once for the whole-manifest diff (the same one, not yet
 * computed), then {@code clients} viewers at once for one pod's diff each (all
 * different), {@code rounds} times. An answer counts as failed unless it is a 200 of less
 * than {@value #MAX_ANSWER_BYTES} bytes (a health answer unless it is a 200). The goal:
 * no failed answer and every health answer within 1 s.
 */
final class DiffScenario {

	static final int MAX_ANSWER_BYTES = 512 * 1024;

	private static final String VIEWER = "load-viewer";

	private static final String VIEWER_PASSWORD = "load-viewer-" + java.util.UUID.randomUUID();

	private final URI base;

	private final int clients;

	private final int rounds;

	private final HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();

	DiffScenario(URI base, int clients, int rounds) {
		this.base = base;
		this.clients = clients;
		this.rounds = rounds;
	}

	Latencies run() throws Exception {
		StudioClient admin = new StudioClient(this.base, new Latencies());
		admin.post(null, "/api/users",
				"{\"username\": \"" + VIEWER + "\", \"password\": \"" + VIEWER_PASSWORD + "\", \"role\": \"viewer\"}",
				"application/json", null, 201);
		HttpResponse<String> created = admin.post(null, "/api/manifests?name=load-diff", FourMegabyteManifest.text(64),
				"application/x-yaml", null, 201);
		String location = created.headers().firstValue("Location").orElseThrow();
		long id = Long.parseLong(location.substring(location.lastIndexOf('/') + 1));
		admin.post(null, "/api/manifests/" + id + "/revisions", "{\"message\": \"64 MB each\"}", "application/json",
				null, 201);
		HttpResponse<String> draft = this.http
			.send(HttpRequest.newBuilder(this.base.resolve("/api/manifests/" + id + "/role-manifest.yml"))
				.header("Authorization", admin.authorization())
				.PUT(HttpRequest.BodyPublishers.ofString(FourMegabyteManifest.text(65)))
				.header("Content-Type", "application/yaml")
				.header("If-Match", "\"1\"")
				.build(), HttpResponse.BodyHandlers.ofString());
		if (draft.statusCode() != 200) {
			throw new IllegalStateException("Replacing the draft failed (" + draft.statusCode() + "): " + draft.body());
		}
		System.out.printf("Manifest %d: %d characters, revision 1 and a draft that changes every pod's memory%n", id,
				FourMegabyteManifest.text(64).length());

		Latencies latencies = new Latencies();
		HealthProbe probe = new HealthProbe(latencies);
		Thread probing = new Thread(probe, "health-probe");
		probing.start();
		ExecutorService viewers = Executors.newFixedThreadPool(this.clients);
		try {
			for (int round = 0; round < this.rounds; round++) {
				List<Future<?>> asked = new ArrayList<>();
				for (int i = 0; i < this.clients; i++) {
					asked.add(viewers
						.submit(() -> ask(latencies, "diff-whole", "/api/manifests/" + id + "/diff?from=1")));
				}
				await(asked);
				asked.clear();
				for (int i = 0; i < this.clients; i++) {
					// every 20th group of the manifest is a colocated container, with no
					// pod of its own
					int group = round * this.clients + i;
					String pod = "g" + (group + group / 19);
					asked.add(viewers
						.submit(() -> ask(latencies, "diff-pod", "/api/manifests/" + id + "/diff?from=1&pod=" + pod)));
				}
				await(asked);
			}
		}
		finally {
			viewers.shutdownNow();
			probe.stopped = true;
			probing.join(TimeUnit.SECONDS.toMillis(30));
		}
		return latencies;
	}

	private void ask(Latencies latencies, String action, String path) {
		String basic = "Basic "
				+ Base64.getEncoder().encodeToString((VIEWER + ":" + VIEWER_PASSWORD).getBytes(StandardCharsets.UTF_8));
		long start = System.nanoTime();
		try {
			HttpResponse<byte[]> answer = this.http.send(HttpRequest.newBuilder(this.base.resolve(path))
				.timeout(Duration.ofMinutes(5))
				.header("Authorization", basic)
				.GET()
				.build(), HttpResponse.BodyHandlers.ofByteArray());
			boolean ok = answer.statusCode() == 200 && answer.body().length < MAX_ANSWER_BYTES;
			if (!ok) {
				System.out.printf("%s %s: %d, %d bytes: %s%n", action, path, answer.statusCode(), answer.body().length,
						new String(answer.body(), 0, Math.min(300, answer.body().length), StandardCharsets.UTF_8));
			}
			latencies.record(action, System.nanoTime() - start, StudioClient.serverNanos(answer), ok);
		}
		catch (IOException ex) {
			System.out.printf("%s %s: %s%n", action, path, ex);
			latencies.record(action, System.nanoTime() - start, false);
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
		}
	}

	private static void await(List<Future<?>> asked) throws Exception {
		for (Future<?> answer : asked) {
			answer.get(10, TimeUnit.MINUTES);
		}
	}

	/**
	 * Asks for {@code /actuator/health} every 100 ms until stopped (10 s at most per
	 * answer).
	 */
	private final class HealthProbe implements Runnable {

		private final Latencies latencies;

		private volatile boolean stopped;

		HealthProbe(Latencies latencies) {
			this.latencies = latencies;
		}

		@Override
		public void run() {
			while (!this.stopped) {
				long start = System.nanoTime();
				try {
					HttpResponse<String> health = DiffScenario.this.http
						.send(HttpRequest.newBuilder(DiffScenario.this.base.resolve("/actuator/health"))
							.timeout(Duration.ofSeconds(10))
							.build(), HttpResponse.BodyHandlers.ofString());
					this.latencies.record("health", System.nanoTime() - start, health.statusCode() == 200);
				}
				catch (IOException ex) {
					this.latencies.record("health", System.nanoTime() - start, false);
				}
				catch (InterruptedException ex) {
					return;
				}
				try {
					Thread.sleep(100);
				}
				catch (InterruptedException ex) {
					return;
				}
			}
		}

	}

}
