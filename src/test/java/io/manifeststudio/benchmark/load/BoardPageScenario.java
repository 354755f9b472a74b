package io.manifeststudio.benchmark.load;

import java.net.URI;
import java.net.http.HttpResponse;

/**
 * One person opening the board of a large manifest: the manifest is imported once, the
 * board page is loaded a few times to warm up, then the given number of times one after
 * another. Each answer must be 200.
 */
final class BoardPageScenario {

	private final URI base;

	private final String manifest;

	private final int requests;

	BoardPageScenario(URI base, String manifest, int requests) {
		this.base = base;
		this.manifest = manifest;
		this.requests = requests;
	}

	Latencies run() {
		Latencies latencies = new Latencies();
		StudioClient warmUp = new StudioClient(this.base, new Latencies());
		HttpResponse<String> created = warmUp.post(null, "/api/manifests?name=load-board", this.manifest,
				"application/x-yaml", null, 201);
		String location = created.headers().firstValue("Location").orElseThrow();
		String board = "/manifests/" + location.substring(location.lastIndexOf('/') + 1) + "/edit";
		for (int i = 0; i < 30; i++) {
			warmUp.get(null, board, 200);
		}
		StudioClient client = new StudioClient(this.base, latencies);
		for (int i = 0; i < this.requests; i++) {
			client.get("board-page", board, 200);
		}
		return latencies;
	}

}
