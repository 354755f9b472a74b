package io.manifeststudio.benchmark.load;

import java.io.IOException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Where a page's main thread spent its time, from a Chrome CPU profile
 * ({@code .cpuprofile}, as the drops scenario's {@code --cpu-profile FILE} writes it):
 * per function, the time of the samples in which it ran itself (self) and of those in
 * which it was on the stack (total), with the page's idle time left out. Chrome's
 * rendering work that a script did not force (style, layout and paint after a task) shows
 * as {@code (program)}.
 *
 * <pre>
 * mvn -B -Pload exec:exec -Dload="drops --cpu-profile /tmp/drops.cpuprofile"
 * mvn -B -q dependency:build-classpath -Dmdep.outputFile=target/test.classpath
 * java -cp target/test-classes:$(cat target/test.classpath) io.manifeststudio.benchmark.load.CpuProfileShares /tmp/drops.cpuprofile
 * </pre>
 */
public final class CpuProfileShares {

	private CpuProfileShares() {
	}

	public static void main(String[] args) throws IOException {
		if (args.length == 0) {
			System.err.println("Usage: CpuProfileShares FILE [--top N]");
			System.exit(2);
		}
		int top = Integer.parseInt(LoadDriver.option(List.of(args), "--top", "40"));
		JsonNode profile = JsonMapper.builder().build().readTree(Path.of(args[0]).toFile());
		Map<Integer, String> names = new HashMap<>();
		Map<Integer, Integer> parents = new HashMap<>();
		for (JsonNode node : profile.get("nodes")) {
			int id = node.get("id").asInt();
			JsonNode frame = node.get("callFrame");
			String url = frame.get("url").asString();
			names.put(id,
					(frame.get("functionName").asString().isEmpty() ? "(anonymous)"
							: frame.get("functionName").asString())
							+ (url.isEmpty() ? "" : " " + url.substring(url.lastIndexOf('/') + 1) + ":"
									+ (frame.get("lineNumber").asInt() + 1)));
			for (JsonNode child : node.path("children")) {
				parents.put(child.asInt(), id);
			}
		}
		Map<String, Long> self = new HashMap<>();
		Map<String, Long> total = new HashMap<>();
		long busy = 0;
		JsonNode samples = profile.get("samples");
		JsonNode deltas = profile.get("timeDeltas");
		for (int i = 0; i < samples.size(); i++) {
			// a sample's time is the delta to the next one
			long micros = (i + 1 < deltas.size()) ? deltas.get(i + 1).asLong() : 0;
			int node = samples.get(i).asInt();
			if (names.get(node).startsWith("(idle)")) {
				continue;
			}
			busy += micros;
			self.merge(names.get(node), micros, Long::sum);
			Set<String> seen = new HashSet<>();
			for (Integer at = node; at != null; at = parents.get(at)) {
				if (seen.add(names.get(at))) {
					total.merge(names.get(at), micros, Long::sum);
				}
			}
		}
		System.out.printf("%.1f s busy of %.1f s profiled%n", busy / 1e6,
				(profile.get("endTime").asLong() - profile.get("startTime").asLong()) / 1e6);
		System.out.println("   self %   total %  function");
		long all = Math.max(busy, 1);
		total.entrySet()
			.stream()
			.sorted(Map.Entry.<String, Long>comparingByValue().reversed())
			.limit(top)
			.forEach((entry) -> System.out.printf("%8.1f %8.1f  %s%n",
					100.0 * self.getOrDefault(entry.getKey(), 0L) / all, 100.0 * entry.getValue() / all,
					entry.getKey()));
	}

}
