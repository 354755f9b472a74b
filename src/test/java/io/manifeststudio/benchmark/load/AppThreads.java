package io.manifeststudio.benchmark.load;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.StringJoiner;
import java.util.TreeMap;

/**
 * The CPU time of the app's threads by kind (Tomcat's threads, which serve the requests,
 * the JIT compiler, the garbage collector, the rest), read from Linux's
 * {@code /proc/<pid>/task/*}: what the measured run's CPU went to. A JIT that still
 * compiles during the run means the app was not warmed up yet, and its figures are those
 * of a server just started. Empty where there is no {@code /proc}.
 */
final class AppThreads {

	/**
	 * Tomcat's threads: those that serve the requests, and its poller and acceptor, which
	 * take little. The kernel keeps 15 characters of a thread's name
	 * ({@code http-nio-127.0.}), so the three cannot be told apart there.
	 */
	static final String REQUESTS = "Tomcat's threads";

	static final String JIT = "JIT compiler";

	static final String GC = "garbage collector";

	static final String OTHER = "other";

	/**
	 * Linux's clock ticks a second for {@code /proc/<pid>/task/<tid>/stat} (USER_HZ,
	 * which is 100 on every architecture Linux runs on).
	 */
	static final long TICKS_PER_SECOND = 100;

	private AppThreads() {
	}

	/**
	 * Clock ticks of CPU (user and system) so far, per kind of thread, of the threads
	 * alive now.
	 */
	static Map<String, Long> ticks(long pid) {
		Map<String, Long> ticks = new TreeMap<>();
		try (DirectoryStream<Path> tasks = Files.newDirectoryStream(Path.of("/proc", String.valueOf(pid), "task"))) {
			for (Path task : tasks) {
				try {
					String name = Files.readString(task.resolve("comm")).strip();
					String stat = Files.readString(task.resolve("stat"));
					// The fields after the name (which may hold spaces) in parentheses;
					// utime and stime are the
					// 14th and 15th fields of the line, the 12th and 13th after it.
					String[] fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
					ticks.merge(kind(name), Long.parseLong(fields[11]) + Long.parseLong(fields[12]), Long::sum);
				}
				catch (IOException | RuntimeException ex) {
					// The thread ended while it was read.
				}
			}
		}
		catch (IOException ex) {
			return Map.of();
		}
		return ticks;
	}

	static String kind(String threadName) {
		if (threadName.startsWith("http-nio-")) {
			return REQUESTS;
		}
		if (threadName.startsWith("C1 CompilerThre") || threadName.startsWith("C2 CompilerThre")) {
			return JIT;
		}
		if (threadName.startsWith("GC Thread") || threadName.startsWith("G1 ")) {
			return GC;
		}
		return OTHER;
	}

	/**
	 * Each kind's share of the CPU used between two readings, such as
	 * {@code "Tomcat's threads 86 %, JIT compiler 7 %, garbage collector 5 %, other 2 %"};
	 * null when unknown. Threads that ended between the two readings are not counted.
	 */
	static String shares(Map<String, Long> before, Map<String, Long> after) {
		Map<String, Long> used = used(before, after);
		long total = used.values().stream().mapToLong(Long::longValue).sum();
		if (total == 0) {
			return null;
		}
		StringJoiner text = new StringJoiner(", ");
		used.forEach((kind, ticks) -> text.add(kind + " " + Math.round(100.0 * ticks / total) + " %"));
		return text.toString();
	}

	/**
	 * The CPU each kind used between two readings, in seconds and per request, such as
	 * {@code "Tomcat's threads 8.6 s (8.6 ms a request), JIT compiler 0.7 s (0.7 ms a
	 * request), ..."}: a share alone hides whether a kind used more or the others less.
	 * Null when unknown.
	 */
	static String seconds(Map<String, Long> before, Map<String, Long> after, long requests) {
		Map<String, Long> used = used(before, after);
		if (used.values().stream().mapToLong(Long::longValue).sum() == 0) {
			return null;
		}
		StringJoiner text = new StringJoiner(", ");
		used.forEach((kind, ticks) -> text.add(String.format(java.util.Locale.ROOT, "%s %.1f s (%.1f ms a request)",
				kind, ticks / (double) TICKS_PER_SECOND, 1000.0 * ticks / TICKS_PER_SECOND / Math.max(1, requests))));
		return text.toString();
	}

	private static Map<String, Long> used(Map<String, Long> before, Map<String, Long> after) {
		Map<String, Long> used = new LinkedHashMap<>();
		for (String kind : List.of(REQUESTS, JIT, GC, OTHER)) {
			used.put(kind, Math.max(0, after.getOrDefault(kind, 0L) - before.getOrDefault(kind, 0L)));
		}
		return used;
	}

}
