package io.manifeststudio.benchmark.load;

import java.net.URI;

import io.manifeststudio.benchmark.ManyGroupsManifest;

/**
 * The cost of one large request: one client posts a manifest of the given number of
 * instance groups ({@link ManyGroupsManifest}) to {@code POST /api/validate}, a few times
 * after two warm-up posts. Each answer must be 200. Work quadratic in the group count
 * shows here first (20,000 groups took 12 s).
 */
final class ManyGroupsScenario {

	private final URI base;

	private final int groups;

	private final int requests;

	ManyGroupsScenario(URI base, int groups, int requests) {
		this.base = base;
		this.groups = groups;
		this.requests = requests;
	}

	Latencies run() {
		String manifest = ManyGroupsManifest.text(this.groups);
		System.out.printf("%d groups, %d bytes%n", this.groups, manifest.length());
		StudioClient warmUp = new StudioClient(this.base, new Latencies());
		for (int i = 0; i < 2; i++) {
			warmUp.post(null, "/api/validate", manifest, "application/x-yaml", null, 200);
		}
		Latencies latencies = new Latencies();
		StudioClient client = new StudioClient(this.base, latencies);
		for (int i = 0; i < this.requests; i++) {
			client.post("validate-" + this.groups + "-groups", "/api/validate", manifest, "application/x-yaml", null,
					200);
		}
		return latencies;
	}

}
