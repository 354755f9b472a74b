package io.manifeststudio.benchmark.load;

import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Pipelines with either credential, in the same run: half of the clients send HTTP Basic
 * with the admin's password (stored as Argon2id) on every call, the other half a personal
 * access token ({@code Bearer}); all post the same manifest to {@code POST /api/validate}
 * back to back. Each answer must be 200. The figure is the requests per second of the
 * Basic clients against those of the token clients.
 */
final class CredentialsScenario {

	static final String BASIC = "validate-basic";

	static final String TOKEN = "validate-token";

	private final URI base;

	private final String manifest;

	private final int clientsPerCredential;

	private final long seconds;

	private final long warmUpSeconds;

	CredentialsScenario(URI base, String manifest, int clientsPerCredential, long seconds, long warmUpSeconds) {
		this.base = base;
		this.manifest = manifest;
		this.clientsPerCredential = clientsPerCredential;
		this.seconds = seconds;
		this.warmUpSeconds = warmUpSeconds;
	}

	Latencies run() throws Exception {
		String token = new StudioClient(this.base, new Latencies()).authorization();
		runClients(new Latencies(), token, this.warmUpSeconds);
		Latencies latencies = new Latencies();
		runClients(latencies, token, this.seconds);
		double basic = latencies.count(BASIC) / (double) this.seconds;
		double tokens = latencies.count(TOKEN) / (double) this.seconds;
		System.out.printf(
				"HTTP Basic (password): %.1f requests/s; token (Bearer): %.1f requests/s; Basic/token: %.0f %%%n",
				basic, tokens, 100 * basic / tokens);
		return latencies;
	}

	/**
	 * Whether the Basic clients got at least {@code percent} of the token clients'
	 * requests.
	 */
	static boolean basicReaches(Latencies latencies, double percent) {
		return latencies.count(TOKEN) > 0 && latencies.count(BASIC) >= percent / 100 * latencies.count(TOKEN);
	}

	private void runClients(Latencies latencies, String token, long seconds) throws Exception {
		if (seconds <= 0) {
			return;
		}
		StudioClient basic = new StudioClient(this.base, latencies, StudioClient.adminBasic());
		StudioClient bearer = new StudioClient(this.base, latencies, token);
		long deadline = System.nanoTime() + seconds * 1_000_000_000L;
		ExecutorService pool = Executors.newFixedThreadPool(2 * this.clientsPerCredential);
		try {
			List<Future<?>> workers = new ArrayList<>();
			for (int i = 0; i < this.clientsPerCredential; i++) {
				workers.add(pool.submit(() -> validate(basic, BASIC, deadline)));
				workers.add(pool.submit(() -> validate(bearer, TOKEN, deadline)));
			}
			for (Future<?> worker : workers) {
				worker.get();
			}
		}
		finally {
			pool.shutdownNow();
		}
	}

	private void validate(StudioClient client, String action, long deadline) {
		while (System.nanoTime() < deadline) {
			client.post(action, "/api/validate", this.manifest, "application/x-yaml", null, 200);
		}
	}

}
