package io.manifeststudio.benchmark.load;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Response times per action, recorded by many client threads, and their percentiles
 * (nearest rank). Also counts the answers that were not what the action expects, so that
 * a fast error never passes for a fast answer.
 * <p>
 * Two times per answer: the client's (request sent to answer read, on loopback, so it
 * bounds the server's time from above and includes the client's own waiting for a core)
 * and the server's own, from the answer's {@code Server-Timing} header
 * ({@code app;dur=...}, which the app sends when {@code manifest-studio.server-timing} is
 * on, as it is in the app the driver starts).
 */
final class Latencies {

	private final Map<String, List<Long>> nanos = new TreeMap<>();

	private final Map<String, List<Long>> serverNanos = new TreeMap<>();

	private final Map<String, Integer> failures = new TreeMap<>();

	private int withoutServerTime;

	synchronized void record(String action, long elapsedNanos, boolean ok) {
		record(action, elapsedNanos, -1, ok);
	}

	/** {@code serverNanos} is negative when the answer did not say the server's time. */
	synchronized void record(String action, long elapsedNanos, long serverNanos, boolean ok) {
		this.nanos.computeIfAbsent(action, (key) -> new ArrayList<>()).add(elapsedNanos);
		if (serverNanos >= 0) {
			this.serverNanos.computeIfAbsent(action, (key) -> new ArrayList<>()).add(serverNanos);
		}
		else {
			this.withoutServerTime++;
		}
		if (!ok) {
			this.failures.merge(action, 1, Integer::sum);
		}
	}

	/**
	 * Whether every answer said the server's time, so that the server's percentiles cover
	 * every request.
	 */
	synchronized boolean allHaveServerTime() {
		return this.withoutServerTime == 0 && count() > 0;
	}

	/**
	 * The server's own times: the same table as {@link #report()}; empty when no answer
	 * said it.
	 */
	synchronized List<String> serverReport() {
		if (this.serverNanos.isEmpty()) {
			return List.of();
		}
		return table(this.serverNanos);
	}

	/**
	 * The highest 99th percentile of any action, the server's own when every answer said
	 * it, else the client's.
	 */
	synchronized double worstP99Millis() {
		Map<String, List<Long>> times = allHaveServerTime() ? this.serverNanos : this.nanos;
		return times.values().stream().mapToDouble((values) -> percentile(sorted(values), 99)).max().orElse(0.0);
	}

	synchronized int count() {
		return this.nanos.values().stream().mapToInt(List::size).sum();
	}

	/** How many answers of this action were recorded. */
	synchronized int count(String action) {
		return this.nanos.getOrDefault(action, List.of()).size();
	}

	synchronized int failures() {
		return this.failures.values().stream().mapToInt(Integer::intValue).sum();
	}

	/**
	 * One line per action and one for all of them: count, failures, p50, p99, max in
	 * milliseconds.
	 */
	synchronized List<String> report() {
		return table(this.nanos);
	}

	private List<String> table(Map<String, List<Long>> times) {
		List<String> lines = new ArrayList<>();
		lines
			.add(String.format("%-16s %8s %8s %9s %9s %9s", "action", "count", "failed", "p50 ms", "p99 ms", "max ms"));
		List<Long> all = new ArrayList<>();
		times.forEach((action, values) -> {
			lines.add(line(action, values, this.failures.getOrDefault(action, 0)));
			all.addAll(values);
		});
		lines.add(line("all", all, failures()));
		return lines;
	}

	synchronized double percentileMillis(String action, double percentile) {
		List<Long> values = (action == null) ? this.nanos.values().stream().flatMap(List::stream).toList()
				: this.nanos.getOrDefault(action, List.of());
		return percentile(sorted(values), percentile);
	}

	private static String line(String action, List<Long> values, int failed) {
		long[] sorted = sorted(values);
		return String.format("%-16s %8d %8d %9.1f %9.1f %9.1f", action, sorted.length, failed, percentile(sorted, 50),
				percentile(sorted, 99), (sorted.length == 0) ? 0.0 : sorted[sorted.length - 1] / 1e6);
	}

	private static long[] sorted(List<Long> values) {
		long[] sorted = values.stream().mapToLong(Long::longValue).toArray();
		Arrays.sort(sorted);
		return sorted;
	}

	private static double percentile(long[] sorted, double percentile) {
		if (sorted.length == 0) {
			return 0.0;
		}
		int rank = (int) Math.ceil(percentile / 100.0 * sorted.length);
		return sorted[Math.max(0, rank - 1)] / 1e6;
	}

}
