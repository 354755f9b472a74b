package io.manifeststudio.benchmark.load;

import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * How long each change took from its commit to its arrival at the open boards of its
 * manifest, measured by version once the run is over: the draft's change log says when
 * each version was written (its time is taken in the writing transaction, just before the
 * commit: so the figure is an upper bound of commit to arrival); each board noted when
 * the event of that version arrived. One machine, one clock. A change that a board never
 * got is a failure.
 */
final class ChangeArrivals {

	static final String ACTION = "change-arrival";

	private static final JsonMapper JSON = JsonMapper.builder().build();

	private ChangeArrivals() {
	}

	/**
	 * Records, into {@code latencies}, the arrival of every change made after version
	 * {@code from.get(manifest)} at every board of {@code boards}; {@code client} reads
	 * the change logs (not recorded).
	 */
	static void record(List<EventStreams.Board> boards, Map<Long, Long> from, StudioClient client,
			Latencies latencies) {
		Map<Long, Map<Long, Instant>> written = new HashMap<>();
		for (EventStreams.Board board : boards) {
			long after = from.getOrDefault(board.manifestId, 0L);
			Map<Long, Instant> times = written.computeIfAbsent(board.manifestId, (id) -> history(client, id, after));
			times.forEach((version, time) -> {
				if (version <= after) {
					return;
				}
				Instant arrived = board.changes.get(version);
				if (arrived == null) {
					latencies.record(ACTION, 0, false);
				}
				else {
					latencies.record(ACTION, Math.max(0, Duration.between(time, arrived).toNanos()), true);
				}
			});
		}
	}

	/**
	 * The times of the changes after version {@code after}, read a page at a time (the
	 * API pages the history).
	 */
	private static Map<Long, Instant> history(StudioClient client, long manifestId, long after) {
		Map<Long, Instant> times = new HashMap<>();
		String page = "/api/manifests/" + manifestId + "/history?limit=500";
		while (page != null) {
			var answer = client.get(null, page, 200);
			long oldest = Long.MAX_VALUE;
			for (JsonNode change : JSON.readTree(answer.body())) {
				long version = change.path("version").asLong();
				times.put(version, Instant.parse(change.path("time").asString()));
				oldest = Math.min(oldest, version);
			}
			page = (oldest > after + 1) ? answer.headers()
				.firstValue("Link")
				.filter((link) -> link.endsWith("rel=\"next\""))
				.map((link) -> link.substring(link.indexOf('<') + 1, link.indexOf('>')))
				.orElse(null) : null;
		}
		return times;
	}

}
