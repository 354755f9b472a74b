package io.manifeststudio.benchmark.load;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import tools.jackson.databind.json.JsonMapper;

import io.manifeststudio.benchmark.ScfSizedManifest;
import io.manifeststudio.manifest.model.ManifestCodec;

/**
 * Many open boards on one app: {@code streams} event streams over {@code manifests}
 * SCF-sized manifests. It reports the app's live threads, its Tomcat threads and how many
 * of those are busy while the streams are idle (a stream must hold none:
 * {@code SseEmitter} is Servlet async), and its heap used after a full collection, before
 * the streams and with them open (from {@code jcmd}, on the app the driver started). Then
 * one change on each manifest must reach every board of it (commit to arrival, see
 * {@link ChangeArrivals}), and health requests answer while they are open.
 */
final class StreamsScenario {

	private static final JsonMapper JSON = JsonMapper.builder().build();

	private final java.net.URI base;

	private final long pid;

	private final int streams;

	private final int manifests;

	private int busyRequestThreads = -1;

	StreamsScenario(java.net.URI base, long pid, int streams, int manifests) {
		this.base = base;
		this.pid = pid;
		this.streams = streams;
		this.manifests = manifests;
	}

	/**
	 * Tomcat's request threads that were busy while every stream was open and idle (-1:
	 * not known).
	 */
	int busyRequestThreads() {
		return this.busyRequestThreads;
	}

	Latencies run() throws Exception {
		Latencies latencies = new Latencies();
		StudioClient client = new StudioClient(this.base, latencies);
		String manifest = ScfSizedManifest.text();
		String pod = EditorScenario.Move.in(new ManifestCodec().read(manifest)).from();
		List<Long> ids = new ArrayList<>();
		Map<Long, Long> from = new LinkedHashMap<>();
		for (int i = 0; i < this.manifests; i++) {
			String location = client
				.post(null, "/api/manifests?name=load-streams-" + i + "-" + System.nanoTime(), manifest,
						"application/x-yaml", null, 201)
				.headers()
				.firstValue("Location")
				.orElseThrow();
			long id = Long.parseLong(location.substring(location.lastIndexOf('/') + 1));
			ids.add(id);
			from.put(id, 1L);
		}
		Snapshot before = snapshot();
		try (EventStreams boards = new EventStreams(this.base, client.authorization())) {
			for (int i = 0; i < this.streams; i++) {
				boards.open(ids.get(i % ids.size()));
			}
			int refused = boards.awaitOpen(60);
			// the presence events of the openings settle
			Thread.sleep(3000);
			Snapshot open = snapshot();
			this.busyRequestThreads = open.busyRequestThreads;
			System.out.printf("Streams open: %d of %d (refused or not answered: %d)%n", this.streams - refused,
					this.streams, refused);
			System.out.printf("%-44s %12s %12s%n", "", "no stream", this.streams + " streams");
			System.out.printf("%-44s %12d %12d%n", "live threads of the app", before.threads, open.threads);
			System.out.printf("%-44s %12d %12d%n", "Tomcat request threads (exec)", before.requestThreads,
					open.requestThreads);
			System.out.printf("%-44s %12d %12d%n", "request threads busy (not waiting for work)",
					before.busyRequestThreads, open.busyRequestThreads);
			System.out.printf("%-44s %12s %12s%n", "heap used after a full GC (MiB)", mib(before.heapKib),
					mib(open.heapKib));
			if (before.heapKib >= 0 && open.heapKib >= 0) {
				System.out.printf("heap per open stream: %.1f KiB%n",
						(open.heapKib - before.heapKib) / (double) this.streams);
			}
			// while they are open: the app answers, and each manifest's change reaches
			// every board of it
			for (int i = 0; i < 50; i++) {
				client.get("health", "/actuator/health", 200);
			}
			for (long id : ids) {
				client.post("edit", "/api/manifests/" + id + "/edits",
						JSON.writeValueAsString(
								Map.of("op", "set", "group", pod, "field", "run.scaling.max", "value", 4)),
						"application/json", "\"1\"", 200);
			}
			Thread.sleep(2000);
			ChangeArrivals.record(boards.boards(), from, client, latencies);
			if (refused > 0) {
				latencies.record("stream-open", 0, false);
			}
		}
		return latencies;
	}

	private static String mib(long kib) {
		return (kib < 0) ? "?" : String.format("%.1f", kib / 1024.0);
	}

	/**
	 * The app's threads and heap now (-1 where it cannot be read: no /proc, no jcmd, an
	 * app not started here).
	 */
	private Snapshot snapshot() {
		if (this.pid < 0) {
			return new Snapshot(-1, -1, -1, -1);
		}
		jcmd("GC.run");
		long heap = -1;
		Matcher used = Pattern.compile("garbage-first heap\\s+total \\d+K, used (\\d+)K").matcher(jcmd("GC.heap_info"));
		if (used.find()) {
			heap = Long.parseLong(used.group(1));
		}
		int threads = -1;
		try (var tasks = Files.list(Path.of("/proc", String.valueOf(this.pid), "task"))) {
			threads = (int) tasks.count();
		}
		catch (IOException ex) {
			// not Linux
		}
		int exec = 0;
		int busy = 0;
		// one block per thread: its quoted name on the first line, then its state and
		// stack
		for (String thread : jcmd("Thread.print").split("\n\n")) {
			if (!thread.startsWith("\"http-nio-") || !thread.contains("-exec-")) {
				continue;
			}
			exec++;
			// an idle request thread waits in the pool's queue for its next request
			if (!thread.contains("TaskQueue.take") && !thread.contains("TaskQueue.poll")) {
				busy++;
			}
		}
		return new Snapshot(threads, exec, busy, heap);
	}

	private String jcmd(String command) {
		Path jcmd = Path.of(System.getProperty("java.home"), "bin", "jcmd");
		try {
			Process process = new ProcessBuilder(jcmd.toString(), String.valueOf(this.pid), command)
				.redirectErrorStream(true)
				.start();
			String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
			process.waitFor();
			return output;
		}
		catch (IOException ex) {
			return "";
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
			return "";
		}
	}

	private record Snapshot(int threads, int requestThreads, int busyRequestThreads, long heapKib) {
	}

}
