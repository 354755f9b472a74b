package io.manifeststudio.benchmark.load;

import java.net.URI;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import tools.jackson.databind.json.JsonMapper;

import io.manifeststudio.manifest.ManifestCodec;
import io.manifeststudio.manifest.PlacedContainer;
import io.manifeststudio.manifest.Pod;
import io.manifeststudio.manifest.RoleManifest;

/**
 * Editors at work: each client imports its own copy of an SCF-sized manifest, then for the given time runs what a
 * person does on the board, through the editing API: move a container to another pod, make it a sidecar there,
 * poll the draft's version, read the findings, undo twice, redo, undo again, set a run setting. Every call carries
 * the ETag of the answer before it, as the board does; an answer other than 200 counts as a failure.
 */
final class EditorScenario {

	private static final JsonMapper JSON = JsonMapper.builder().build();

	private final URI base;

	private final String manifest;

	private final int clients;

	private final long seconds;

	EditorScenario(URI base, String manifest, int clients, long seconds) {
		this.base = base;
		this.manifest = manifest;
		this.clients = clients;
		this.seconds = seconds;
	}

	Latencies run() throws Exception {
		Latencies latencies = new Latencies();
		Move move = Move.in(new ManifestCodec().read(this.manifest));
		System.out.printf("Each editor moves %s between pods %s and %s of its own manifest%n", move.container(),
				move.from(), move.to());
		StudioClient recorded = new StudioClient(this.base, latencies);
		// Warm-up, not recorded: the JIT and the caches, as on a server that has been up for a while.
		StudioClient warmUp = new StudioClient(this.base, new Latencies());
		List<Editor> editors = new ArrayList<>();
		for (int i = 0; i < this.clients; i++) {
			Editor editor = new Editor(warmUp, "load-editor-" + i, move);
			editor.importManifest(this.manifest);
			editor.cycle(0);
			editor.client = recorded;
			editors.add(editor);
		}
		long deadline = System.nanoTime() + this.seconds * 1_000_000_000L;
		ExecutorService pool = Executors.newFixedThreadPool(this.clients);
		try {
			List<Future<Integer>> cycles = new ArrayList<>();
			for (Editor editor : editors) {
				cycles.add(pool.submit(() -> {
					int count = 0;
					while (System.nanoTime() < deadline) {
						editor.cycle(++count);
					}
					return count;
				}));
			}
			for (Future<Integer> cycle : cycles) {
				cycle.get();
			}
		}
		finally {
			pool.shutdownNow();
		}
		return latencies;
	}

	/** A container placed in one pod, and a pod that does not place it. */
	record Move(String container, String from, String to) {

		static Move in(RoleManifest model) {
			for (Pod from : model.pods()) {
				for (PlacedContainer placed : from.containers()) {
					Optional<Pod> to = model.pods()
						.stream()
						.filter((pod) -> !pod.name().equals(placed.name()) && pod.containers()
							.stream()
							.noneMatch((other) -> other.name().equals(placed.name())))
						.findFirst();
					if (placed.group() != null && to.isPresent()) {
						return new Move(placed.name(), from.name(), to.get().name());
					}
				}
			}
			throw new IllegalStateException("The manifest has no container that could move to another pod");
		}

	}

	private static final class Editor {

		private StudioClient client;

		private final String name;

		private final Move move;

		private long id;

		private String etag;

		Editor(StudioClient client, String name, Move move) {
			this.client = client;
			this.name = name;
			this.move = move;
		}

		void importManifest(String text) {
			HttpResponse<String> created = this.client.post(null, "/api/manifests?name=" + this.name, text,
					"application/x-yaml", null, 201);
			if (created.statusCode() != 201) {
				throw new IllegalStateException("Import failed: " + created.statusCode() + " " + created.body());
			}
			String location = created.headers().firstValue("Location").orElseThrow();
			this.id = Long.parseLong(location.substring(location.lastIndexOf('/') + 1));
			this.etag = this.client.get(null, "/api/manifests/" + this.id + "/role-manifest.yml", 200)
				.headers()
				.firstValue("ETag")
				.orElseThrow();
		}

		void cycle(int count) {
			edit("move", Map.of("op", "move", "container", this.move.container(), "from", this.move.from(), "to",
					this.move.to()));
			edit("set-mode", Map.of("op", "set-mode", "container", this.move.container(), "pod", this.move.to(),
					"mode", "sidecar"));
			// The board's poll: 204 while the version it names is still the draft's.
			this.client.getFromBoard("poll-version",
					"/manifests/" + this.id + "/edit/version?version=" + this.etag.replace("\"", ""), 204);
			this.client.get("findings", "/api/manifests/" + this.id + "/findings", 200);
			step("undo", "undo");
			step("undo", "undo");
			step("redo", "redo");
			step("undo", "undo");
			Map<String, Object> set = new LinkedHashMap<>();
			set.put("op", "set");
			set.put("group", this.move.from());
			set.put("field", "run.scaling.max");
			set.put("value", 3 + (count % 5));
			edit("set", set);
		}

		private void edit(String action, Map<String, Object> edit) {
			remember(this.client.post(action, "/api/manifests/" + this.id + "/edits", JSON.writeValueAsString(edit),
					"application/json", this.etag, 200));
		}

		private void step(String action, String path) {
			remember(this.client.post(action, "/api/manifests/" + this.id + "/" + path, "", "application/json",
					this.etag, 200));
		}

		private void remember(HttpResponse<String> response) {
			response.headers().firstValue("ETag").ifPresent((etag) -> this.etag = etag);
		}

	}

}
