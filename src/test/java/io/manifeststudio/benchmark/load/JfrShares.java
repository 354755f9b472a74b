package io.manifeststudio.benchmark.load;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordedFrame;
import jdk.jfr.consumer.RecordingFile;

/**
 * Where the request threads of a flight recording spent their time: the share of the CPU
 * samples ({@code jdk.ExecutionSample}) whose stack holds each method, the method's
 * callees included, for the methods of one package. The figures of {@code docs/speed.md}
 * that say "n % of the request threads' samples" come from here:
 *
 * <pre>
 * mvn -B -Pload exec:exec -Dload="editors --jfr /tmp/editors.jfr"
 * mvn -B -q test-compile
 * java -cp target/test-classes io.manifeststudio.benchmark.load.JfrShares /tmp/editors.jfr --skip-seconds 130
 * </pre>
 *
 * Options: {@code --skip-seconds N} leaves out the samples of the recording's first N
 * seconds (the app's start and the driver's warm-up), {@code --threads PREFIX} counts the
 * threads whose name starts with it (default {@code http-nio}, Tomcat's request threads),
 * {@code --package NAME} lists that package's methods (default
 * {@code io.manifeststudio}), {@code --top N} how many (default 40).
 */
public final class JfrShares {

	private JfrShares() {
	}

	public static void main(String[] args) throws IOException {
		if (args.length == 0) {
			System.err
				.println("Usage: JfrShares FILE [--skip-seconds N] [--threads PREFIX] [--package NAME] [--top N]");
			System.exit(2);
		}
		List<String> options = List.of(args);
		Path file = Path.of(args[0]);
		long skipSeconds = Long.parseLong(LoadDriver.option(options, "--skip-seconds", "0"));
		String threads = LoadDriver.option(options, "--threads", "http-nio");
		String pkg = LoadDriver.option(options, "--package", "io.manifeststudio");
		int top = Integer.parseInt(LoadDriver.option(options, "--top", "40"));

		List<RecordedEvent> events = RecordingFile.readAllEvents(file);
		Instant start = events.stream().map(RecordedEvent::getStartTime).min(Instant::compareTo).orElseThrow();
		Instant from = start.plus(Duration.ofSeconds(skipSeconds));
		Map<String, Integer> inclusive = new HashMap<>();
		int samples = 0;
		for (RecordedEvent event : events) {
			if (!"jdk.ExecutionSample".equals(event.getEventType().getName()) || event.getStartTime().isBefore(from)
					|| event.getStackTrace() == null) {
				continue;
			}
			String thread = event.getThread("sampledThread").getJavaName();
			if (thread == null || !thread.startsWith(threads)) {
				continue;
			}
			samples++;
			Set<String> seen = new HashSet<>();
			for (RecordedFrame frame : event.getStackTrace().getFrames()) {
				String method = frame.getMethod().getType().getName() + "." + frame.getMethod().getName();
				if (method.startsWith(pkg) && seen.add(method)) {
					inclusive.merge(method, 1, Integer::sum);
				}
			}
		}
		System.out.printf("%d samples of threads %s* after the first %d s of %s%n", samples, threads, skipSeconds,
				file);
		if (samples == 0) {
			return;
		}
		int total = samples;
		inclusive.entrySet()
			.stream()
			.sorted(Map.Entry.<String, Integer>comparingByValue().reversed())
			.limit(top)
			.forEach((entry) -> System.out.printf("%6.1f %%  %s%n", 100.0 * entry.getValue() / total, entry.getKey()));
	}

}
