package io.manifeststudio.benchmark.load;

import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * A busy pipeline: the given number of clients post the same manifest to
 * {@code POST /api/validate} back to back for the given time. Each answer must be 200.
 */
final class ValidateScenario {

	private final URI base;

	private final String manifest;

	private final int clients;

	private final long seconds;

	private final AppCpu appCpu;

	private final long warmUpSeconds;

	ValidateScenario(URI base, String manifest, int clients, long seconds) {
		this(base, manifest, clients, seconds, AppCpu.UNKNOWN, 0);
	}

	/**
	 * With the app's CPU time: prints the app's CPU time per validation and what it went
	 * to.
	 */
	ValidateScenario(URI base, String manifest, int clients, long seconds, AppCpu appCpu, long warmUpSeconds) {
		this.base = base;
		this.warmUpSeconds = warmUpSeconds;
		this.manifest = manifest;
		this.clients = clients;
		this.seconds = seconds;
		this.appCpu = appCpu;
	}

	Latencies run() throws Exception {
		StudioClient warmUp = new StudioClient(this.base, new Latencies());
		for (int i = 0; i < 50; i++) {
			warmUp.post(null, "/api/validate", this.manifest, "application/x-yaml", null, 200);
		}
		// The same clients for the warm-up time, not recorded (see
		// LoadDriver.DEFAULT_WARM_UP_SECONDS).
		runClients(warmUp, this.warmUpSeconds);
		Latencies latencies = new Latencies();
		StudioClient client = new StudioClient(this.base, latencies);
		long cpuBefore = this.appCpu.nanos();
		Map<String, Long> threadsBefore = this.appCpu.threadTicks();
		runClients(client, this.seconds);
		long cpuAfter = this.appCpu.nanos();
		if (cpuBefore >= 0 && cpuAfter >= 0 && latencies.count() > 0) {
			System.out.printf("app CPU time per validation (all its threads, GC included): %.1f ms%n",
					(cpuAfter - cpuBefore) / 1e6 / latencies.count());
		}
		this.appCpu.reportSharesSince(threadsBefore);
		return latencies;
	}

	private void runClients(StudioClient client, long seconds) throws Exception {
		long deadline = System.nanoTime() + seconds * 1_000_000_000L;
		ExecutorService pool = Executors.newFixedThreadPool(this.clients);
		try {
			List<Future<?>> workers = new ArrayList<>();
			for (int i = 0; i < this.clients; i++) {
				workers.add(pool.submit(() -> {
					while (System.nanoTime() < deadline) {
						client.post("validate", "/api/validate", this.manifest, "application/x-yaml", null, 200);
					}
				}));
			}
			for (Future<?> worker : workers) {
				worker.get();
			}
		}
		finally {
			pool.shutdownNow();
		}
	}

}
