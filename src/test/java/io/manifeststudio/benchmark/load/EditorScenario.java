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

import io.manifeststudio.manifest.model.ManifestCodec;
import io.manifeststudio.manifest.model.PlacedContainer;
import io.manifeststudio.manifest.model.Pod;
import io.manifeststudio.manifest.model.RoleManifest;

/**
 * Editors at work: each client imports its own copy of an SCF-sized manifest, then for
 * the given time runs what a person does on the board, through the editing API: move a
 * container to another pod, make it a sidecar there, poll the draft's version, read the
 * findings, undo twice, redo, undo again, set a run setting. Every call carries the ETag
 * of the answer before it, as the board does; an answer other than 200 counts as a
 * failure.
 * <p>
 * <b>Pace.</b> The goal speaks of 16 <em>people</em> editing at once, not of 16 programs
 * sending without pause: a person drags a chip, looks at the findings and previews that
 * follow, and drags again, and the board itself asks for the draft's version every 2 s.
 * So each editor waits a think time between two of its requests:
 * {@value #DEFAULT_THINK_MILLIS} ms on average by default, drawn uniformly from half to
 * one and a half times that (so that the editors do not act in lockstep), and each editor
 * starts after a random part of one think time. One request a second per editor is faster
 * than a person works a board (a drag every few seconds, plus the poll every 2 s), so the
 * default errs on the heavy side. {@code --think-ms 0} sends back to back: the stress
 * figure, with every editor's requests queuing behind the others' on the cores.
 * <p>
 * <b>Boards.</b> With {@link #withBoards} (scenario {@code editors-live}), each manifest
 * also has that many more boards open during the measured run, each an event stream that
 * receives every change: the editors' answers are measured with those streams being
 * written to, and each change's way from its commit to every board.
 */
final class EditorScenario {

	/**
	 * The default mean pause between two requests of one editor (see the class comment).
	 */
	static final long DEFAULT_THINK_MILLIS = 1000;

	private static final JsonMapper JSON = JsonMapper.builder().build();

	private final URI base;

	private final String manifest;

	private final int clients;

	private final long seconds;

	private final long thinkMillis;

	/**
	 * How long the editors work back to back, not recorded, before the run (see
	 * {@link LoadDriver}).
	 */
	private final long warmUpSeconds;

	private final AppCpu appCpu;

	/**
	 * How many more boards each manifest has open besides its editor's, receiving every
	 * change (0: none).
	 */
	private int boards;

	private final Latencies arrivals = new Latencies();

	private final String run = Long.toString(System.currentTimeMillis(), 36);

	/** At most how long {@link Settling} goes on (0: it does not). */
	private long settleSeconds;

	EditorScenario(URI base, String manifest, int clients, long seconds, long thinkMillis, long warmUpSeconds,
			AppCpu appCpu) {
		this.base = base;
		this.appCpu = appCpu;
		this.warmUpSeconds = warmUpSeconds;
		this.manifest = manifest;
		this.clients = clients;
		this.seconds = seconds;
		this.thinkMillis = thinkMillis;
	}

	/**
	 * Opens {@code boards} more boards on each editor's manifest for the measured run:
	 * each an event stream that receives every change ({@link EventStreams});
	 * {@link #arrivals()} then says how long each change took from its commit to each of
	 * them.
	 */
	EditorScenario withBoards(int boards) {
		this.boards = boards;
		return this;
	}

	/**
	 * After the warm-up, goes on at the run's pace, not recorded, until the JIT compiler
	 * is done (see {@link Settling}), for at most {@code maxSeconds} (0: not at all).
	 */
	EditorScenario withSettling(long maxSeconds) {
		this.settleSeconds = maxSeconds;
		return this;
	}

	/**
	 * Commit to arrival of each change at each open board, of the measured run (empty
	 * without boards).
	 */
	Latencies arrivals() {
		return this.arrivals;
	}

	/** How the pace was chosen, for the report. */
	String pace() {
		if (this.thinkMillis <= 0) {
			return "no think time (--think-ms 0): every editor sends its next request as soon as the answer is in, "
					+ "a stress figure, not people at work";
		}
		return String.format("think time %d ms on average between two requests of one editor, uniformly %d to %d ms "
				+ "(--think-ms; default %d: a person drags, reads the findings, drags again, and the board polls every "
				+ "2 s by itself, so one request a second per editor is on the heavy side)", this.thinkMillis,
				this.thinkMillis / 2, this.thinkMillis * 3 / 2, DEFAULT_THINK_MILLIS);
	}

	Latencies run() throws Exception {
		Latencies latencies = new Latencies();
		Move move = Move.in(new ManifestCodec().read(this.manifest));
		System.out.printf("Each editor moves %s between pods %s and %s of its own manifest%n", move.container(),
				move.from(), move.to());
		StudioClient recorded = new StudioClient(this.base, latencies);
		// Warm-up, not recorded: the JIT and the caches, as on a server that has been up
		// for a while.
		StudioClient warmUp = new StudioClient(this.base, new Latencies());
		List<Editor> editors = new ArrayList<>();
		for (int i = 0; i < this.clients; i++) {
			// Named per run, so that runs one after the other on one app (--url) do not
			// meet.
			Editor editor = new Editor(warmUp, "load-editor-" + this.run + "-" + i, move, 0, i);
			editor.importManifest(this.manifest);
			editors.add(editor);
		}
		// The editors work back to back for the warm-up time, not recorded.
		System.out.printf("Warm-up from %s%n", java.time.Instant.now());
		runAll(editors, this.warmUpSeconds);
		for (Editor editor : editors) {
			editor.thinkMillis = this.thinkMillis;
		}
		Settling.settle(this.appCpu, this.settleSeconds, (window) -> runAll(editors, window));
		for (Editor editor : editors) {
			editor.client = recorded;
		}
		try (EventStreams streams = new EventStreams(this.base, recorded.authorization())) {
			Map<Long, Long> from = new LinkedHashMap<>();
			for (Editor editor : editors) {
				for (int board = 0; board < this.boards; board++) {
					streams.open(editor.id);
				}
				from.put(editor.id, Long.parseLong(editor.etag.replace("\"", "")));
			}
			if (streams.awaitOpen(30) > 0) {
				throw new IllegalStateException("Not every board's event stream opened");
			}
			Map<String, Long> threadsBefore = this.appCpu.threadTicks();
			// (to find the measured run in the app's log or flight recording)
			System.out.printf("Measured run from %s%n", java.time.Instant.now());
			runAll(editors, this.seconds);
			this.appCpu.reportSharesSince(threadsBefore, latencies.count());
			if (this.boards > 0) {
				// the last changes' events are on their way
				Thread.sleep(2000);
				ChangeArrivals.record(streams.boards(), from, warmUp, this.arrivals);
			}
		}
		return latencies;
	}

	/** Every editor runs its cycles until the time is up. */
	private void runAll(List<Editor> editors, long seconds) throws Exception {
		long deadline = System.nanoTime() + seconds * 1_000_000_000L;
		ExecutorService pool = Executors.newFixedThreadPool(this.clients);
		try {
			List<Future<Integer>> cycles = new ArrayList<>();
			for (Editor editor : editors) {
				cycles.add(pool.submit(() -> {
					int count = 0;
					editor.startAfterPartOfThinkTime();
					do {
						editor.cycle(++count);
					}
					while (System.nanoTime() < deadline);
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
	}

	/** A container placed in one pod, and a pod that does not place it. */
	record Move(String container, String from, String to) {

		static Move in(RoleManifest model) {
			for (Pod from : model.pods()) {
				for (PlacedContainer placed : from.containers()) {
					Optional<Pod> to = model.pods()
						.stream()
						.filter((pod) -> !pod.name().equals(placed.name())
								&& pod.containers().stream().noneMatch((other) -> other.name().equals(placed.name())))
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

		private final java.util.Random random;

		private long thinkMillis;

		private long id;

		private String etag;

		Editor(StudioClient client, String name, Move move, long thinkMillis, long seed) {
			this.client = client;
			this.name = name;
			this.move = move;
			this.thinkMillis = thinkMillis;
			this.random = new java.util.Random(seed);
		}

		void startAfterPartOfThinkTime() {
			if (this.thinkMillis > 0) {
				sleep((long) (this.random.nextDouble() * this.thinkMillis));
			}
		}

		/**
		 * A pause of half to one and a half think times, before each request (none with
		 * no think time).
		 */
		private void think() {
			if (this.thinkMillis > 0) {
				sleep(Math.round(this.thinkMillis * (0.5 + this.random.nextDouble())));
			}
		}

		private static void sleep(long millis) {
			try {
				Thread.sleep(millis);
			}
			catch (InterruptedException ex) {
				Thread.currentThread().interrupt();
				throw new IllegalStateException("Interrupted", ex);
			}
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
			edit("set-mode", Map.of("op", "set-mode", "container", this.move.container(), "pod", this.move.to(), "mode",
					"sidecar"));
			// The board's poll: 204 while the version it names is still the draft's.
			think();
			this.client.getFromBoard("poll-version",
					"/manifests/" + this.id + "/edit/version?version=" + this.etag.replace("\"", ""), 204);
			think();
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
			think();
			remember(this.client.post(action, "/api/manifests/" + this.id + "/edits", JSON.writeValueAsString(edit),
					"application/json", this.etag, 200));
		}

		private void step(String action, String path) {
			think();
			remember(this.client.post(action, "/api/manifests/" + this.id + "/" + path, "", "application/json",
					this.etag, 200));
		}

		private void remember(HttpResponse<String> response) {
			response.headers().firstValue("ETag").ifPresent((etag) -> this.etag = etag);
		}

	}

}
