package io.manifeststudio.benchmark.load;

import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import io.manifeststudio.benchmark.ScfSizedManifest;

/**
 * The load driver: a plain Java client against a running app, run on demand (never in the
 * test phase). <pre>
 * mvn -B -Pload -DskipTests package exec:exec -Dload="editors"       # 16 editors on 16 SCF-sized manifests, 60 s
 * mvn -B -Pload -DskipTests package exec:exec -Dload="editors --think-ms 0"   # the same, back to back (stress)
 * mvn -B -Pload -DskipTests package exec:exec -Dload="editors-live"  # the same plus 16 boards receiving every change
 * mvn -B -Pload -DskipTests package exec:exec -Dload="streams"       # 200 open event streams on one app, -Xmx512m
 * mvn -B -Pload -DskipTests package exec:exec -Dload="board"         # the board page of SCF 2.17.1
 * mvn -B -Pload -DskipTests package exec:exec -Dload="drops"         # drops on the SCF board in Chromium, drop to updated
 * mvn -B -Pload -DskipTests package exec:exec -Dload="validate"      # 16 clients validating SCF 2.17.1, 60 s
 * mvn -B -Pload -DskipTests package exec:exec -Dload="credentials"   # 16 Basic and 16 token clients validating SCF
 * mvn -B -Pload -DskipTests package exec:exec -Dload="groups"        # 10 validations of 20,000 groups, one by one
 * mvn -B -Pload -DskipTests package exec:exec -Dload="list"          # list and search, 10,000 manifests, PostgreSQL
 * mvn -B -Pload -DskipTests package exec:exec -Dload="diffs"         # 16 viewers asking for diffs of a 4 MB manifest
 * </pre> The {@code list} scenario runs the app on PostgreSQL
 * ({@code --postgres JDBC-URL}, by default the database {@code manifeststudio_bench} on
 * 127.0.0.1:5432; user and password from {@code POSTGRES_USER} and
 * {@code POSTGRES_PASSWORD}, else {@code manifeststudio}), seeds it ({@link ListSeed}:
 * {@code --manifests 10000}, {@code --revisions 50} each) and sends
 * {@code --requests 300} of each list and search request. Options after the scenario:
 * {@code --seconds N}, {@code --clients N}, {@code --boards N} (scenario editors-live:
 * boards open on each editor's manifest besides the editor, 1 by default),
 * {@code --streams N} and {@code --manifests N} (scenario streams: 200 streams over 20
 * manifests by default), {@code --think-ms N} (scenario editors: the mean pause between
 * two requests of one editor, 1000 by default, 0 for back to back; see
 * {@link EditorScenario}), {@code --drops N} and {@code --warm-up-drops N} (scenario
 * drops: 100 measured after 5 not measured, those after the page's own warm-up, see
 * {@link BoardDropScenario}), {@code --groups N} (scenario groups), {@code --rounds N}
 * (scenario diffs: rounds of whole and per-pod diffs, 3), {@code --clients N} is per
 * credential in scenario credentials (16 with HTTP Basic and 16 with a token by default),
 * {@code --warm-up-seconds N} (scenarios editors, drops, validate and credentials: how
 * long they send their requests, not recorded, before the run;
 * {@value #DEFAULT_WARM_UP_SECONDS} by default), {@code --settle-seconds N} (scenarios
 * editors, editors-live and drops: after the warm-up, at most how long the load goes on
 * at the run's pace, not recorded, until the app's JIT compiler is done,
 * {@link Settling}; 600 by default, 0 to measure right after the warm-up),
 * {@code --xmx 512m} (heap of the app it starts), {@code --jfr FILE} (the app it starts
 * records a Java Flight Recorder profile of the run into FILE), {@code --jvm-arg OPTION}
 * (one more option for the JVM of the app it starts, such as
 * {@code -XX:+PrintCompilation}, whose lines go to {@code target/load/app.log}; may be
 * repeated), {@code --url http://host:port} (use an app that is already running instead
 * of starting {@code target/manifest-studio.jar}). It prints one line per action (count,
 * failures, p50, p99, max) and whether the figure the project aims for was reached; it
 * exits 1 when an answer failed or the figure was missed. Response times are taken at the
 * client on the loopback interface, so they include the server's time and bound it from
 * above; the app it starts also says its own time per answer ({@code Server-Timing}),
 * which is reported beside them, and the editors' goal is checked on it, per action.
 */
public final class LoadDriver {

	/**
	 * How long the editors and validate scenarios run their requests, not recorded,
	 * before the measured run, as on a server that has been up for a while. In the first
	 * 40 s after start, the JIT compiled for 5 to 7 s of every 10 (JFR's jdk.Compilation
	 * of the editors scenario with a warm-up of one cycle per editor) on the two cores
	 * that serve the requests. Under 16 busy request threads its two compiler threads get
	 * a small share of those cores and work through their queue slowly: after a warm-up
	 * of 30 s the JIT still used 7.5 % of the app's CPU during the validate scenario's
	 * measured minute, and a validation cost 15.0 to 16.8 ms of the app's CPU, against
	 * 13.1 and 13.8 ms after warm-ups of 120 and 240 s (docs/speed.md, "Warm-up"). The
	 * report says the JIT's share.
	 */
	static final long DEFAULT_WARM_UP_SECONDS = 120;

	private static final Path SCF = Path.of("../shared/fixtures/real/scf-2.17.1-role-manifest.yml");

	private LoadDriver() {
	}

	public static void main(String[] args) throws Exception {
		List<String> arguments = new ArrayList<>(List.of(args));
		String scenario = arguments.isEmpty() ? "editors" : arguments.remove(0);
		long seconds = Long.parseLong(option(arguments, "--seconds", "60"));
		int clients = Integer.parseInt(option(arguments, "--clients", "16"));
		String heap = option(arguments, "--xmx", "512m");
		String url = option(arguments, "--url", null);
		String jfr = option(arguments, "--jfr", null);
		List<String> jvmArguments = options(arguments, "--jvm-arg");
		if (!jvmArguments.isEmpty()) {
			System.out.println("The app's JVM also gets: " + String.join(" ", jvmArguments));
		}
		long warmUp = Long.parseLong(option(arguments, "--warm-up-seconds", String.valueOf(DEFAULT_WARM_UP_SECONDS)));
		long settle = Long.parseLong(option(arguments, "--settle-seconds", "600"));
		System.out.printf("Scenario %s: %d clients, %d s, app heap %s, %d cores, load average %.1f%n", scenario,
				clients, seconds, (url != null) ? "(running app)" : heap, Runtime.getRuntime().availableProcessors(),
				loadAverage());
		if (scenario.startsWith("editors") || scenario.equals("drops") || scenario.equals("validate")
				|| scenario.equals("credentials")) {
			System.out.printf("Warm-up: %d s of the same requests before the run, not recorded (--warm-up-seconds)%n",
					warmUp);
		}
		boolean reached;
		String postgres = option(arguments, "--postgres", "jdbc:postgresql://127.0.0.1:5432/manifeststudio_bench");
		String user = env("POSTGRES_USER", "manifeststudio");
		String password = env("POSTGRES_PASSWORD", "manifeststudio");
		List<String> database = List.of("--spring.datasource.url=jdbc:h2:mem:load;MODE=PostgreSQL;"
				+ "DATABASE_TO_LOWER=TRUE;DEFAULT_NULL_ORDERING=HIGH;DB_CLOSE_DELAY=-1");
		if (scenario.equals("list")) {
			BenchDatabase.ensureExists(postgres, user, password);
			database = List.of("--spring.profiles.active=postgres", "--spring.datasource.url=" + postgres,
					"--spring.datasource.username=" + user, "--spring.datasource.password=" + password);
		}
		try (StudioProcess app = (url != null) ? null : StudioProcess.start(Path.of("target/manifest-studio.jar"), heap,
				(jfr != null) ? Path.of(jfr) : null, database, jvmArguments)) {
			URI base = (app != null) ? app.base() : URI.create(url);
			reached = switch (scenario) {
				case "editors" -> {
					EditorScenario editors = new EditorScenario(base, ScfSizedManifest.text(), clients, seconds,
							Long.parseLong(option(arguments, "--think-ms",
									String.valueOf(EditorScenario.DEFAULT_THINK_MILLIS))),
							warmUp, (app != null) ? app : AppCpu.UNKNOWN)
						.withSettling(settle);
					System.out.println("Pace: " + editors.pace());
					yield report(editors.run(), seconds,
							"every editor action under 50 ms at the 99th percentile on the server",
							(l) -> l.worstP99Millis() < 50);
				}
				case "editors-live" -> {
					EditorScenario editors = new EditorScenario(base, ScfSizedManifest.text(), clients, seconds,
							Long.parseLong(option(arguments, "--think-ms",
									String.valueOf(EditorScenario.DEFAULT_THINK_MILLIS))),
							warmUp, (app != null) ? app : AppCpu.UNKNOWN)
						.withBoards(Integer.parseInt(option(arguments, "--boards", "1")))
						.withSettling(settle);
					System.out.println("Pace: " + editors.pace());
					boolean answered = report(editors.run(), seconds,
							"every editor action under 50 ms at the 99th percentile on the server",
							(l) -> l.worstP99Millis() < 50);
					System.out.println("Boards: commit of each change to its event read at each other open board:");
					yield report(editors.arrivals(), 0,
							"a change reaches the other boards within 250 ms at the 99th percentile",
							(l) -> l.percentileMillis(ChangeArrivals.ACTION, 99) < 250) && answered;
				}
				case "streams" -> {
					StreamsScenario streams = new StreamsScenario(base, (app != null) ? app.pid() : -1,
							Integer.parseInt(option(arguments, "--streams", "200")),
							Integer.parseInt(option(arguments, "--manifests", "20")));
					yield report(streams.run(), 0,
							"every stream opens and gets its manifest's change, and no request thread is busy while "
									+ "they are idle",
							(l) -> streams.busyRequestThreads() == 0);
				}
				case "board" -> report(new BoardPageScenario(base, scf(), 200).run(), 0,
						"the board page of SCF 2.17.1 under 150 ms at the 99th percentile",
						(l) -> l.percentileMillis("board-page", 99) < 150);
				case "drops" -> report(
						new BoardDropScenario(base, scf(), Integer.parseInt(option(arguments, "--drops", "100")),
								Integer.parseInt(option(arguments, "--warm-up-drops", "5")), warmUp, settle,
								(app != null) ? app : AppCpu.UNKNOWN)
							.withCpuProfile(Optional.ofNullable(option(arguments, "--cpu-profile", null))
								.map(Path::of)
								.orElse(null))
							.run(),
						0,
						"a drop on the SCF board until the board and the findings are updated under 150 ms at the 95th "
								+ "percentile (in the browser)",
						(l) -> l.percentileMillis(BoardDropScenario.ACTION, 95) < 150);
				case "validate" -> report(
						new ValidateScenario(base, scf(), clients, seconds, (app != null) ? app : AppCpu.UNKNOWN,
								warmUp)
							.run(),
						seconds, "at least 120 validations a second", (l) -> l.count() / (double) seconds >= 120);
				case "credentials" -> report(new CredentialsScenario(base, scf(), clients, seconds, warmUp).run(),
						seconds, "HTTP Basic with a password gets at least 80 % of the requests per second of a token",
						(l) -> CredentialsScenario.basicReaches(l, 80));
				case "groups" -> report(
						new ManyGroupsScenario(base, Integer.parseInt(option(arguments, "--groups", "20000")), 10)
							.run(),
						0, "each validation of 20,000 groups under 2 s", (l) -> l.percentileMillis(null, 100) < 2000);
				case "list" -> {
					int manifests = Integer.parseInt(option(arguments, "--manifests", "10000"));
					int revisions = Integer.parseInt(option(arguments, "--revisions", "50"));
					new ListSeed(postgres, user, password).seed(manifests, revisions);
					BenchDatabase.adminPassword(postgres, user, password, StudioClient.ADMIN_PASSWORD);
					yield report(
							new ListScenario(base, manifests, Integer.parseInt(option(arguments, "--requests", "300")))
								.run(),
							0,
							"each kind of list and search request under 50 ms at the 99th percentile (on the server when "
									+ "every answer says its time)",
							(l) -> l.worstP99Millis() < 50);
				}
				case "diffs" ->
					report(new DiffScenario(base, clients, Integer.parseInt(option(arguments, "--rounds", "3"))).run(),
							0, "no failed or oversized diff answer, and every health answer within 1 s",
							(l) -> l.percentileMillis("health", 100) < 1000);
				default -> throw new IllegalArgumentException("Unknown scenario " + scenario
						+ ": use editors, editors-live, streams, board, drops, validate, "
						+ "credentials, groups, list or diffs");
			};
			if (app != null && !app.isAlive()) {
				System.out.println("The app died during the run: see target/load/app.log");
				reached = false;
			}
		}
		// After the app was stopped (and wrote its flight recording, if asked).
		System.exit(reached ? 0 : 1);
	}

	private static boolean report(Latencies latencies, long seconds, String goal,
			java.util.function.Predicate<Latencies> reached) {
		System.out.println("Client side (request sent to answer read, loopback):");
		latencies.report().forEach(System.out::println);
		List<String> server = latencies.serverReport();
		if (!server.isEmpty()) {
			System.out
				.println(
						"Server side (the app's own time per request, from its Server-Timing header"
								+ (latencies.allHaveServerTime() ? ""
										: "; some answers did not say it, so the goal uses the " + "client side")
								+ "):");
			server.forEach(System.out::println);
		}
		if (seconds > 0) {
			System.out.printf("throughput: %.1f requests/s%n", latencies.count() / (double) seconds);
		}
		System.out.printf("load average at the end: %.1f%n", loadAverage());
		boolean ok = latencies.failures() == 0 && reached.test(latencies);
		System.out.printf("goal: %s: %s%s%n", goal, reached.test(latencies) ? "reached" : "MISSED",
				(latencies.failures() > 0) ? " (but " + latencies.failures() + " answers failed)" : "");
		return ok;
	}

	/**
	 * The machine's load average over the last minute (other processes slow every figure
	 * down).
	 */
	private static double loadAverage() {
		return java.lang.management.ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
	}

	private static String scf() throws java.io.IOException {
		if (!Files.isRegularFile(SCF)) {
			throw new IllegalStateException(
					SCF + " is missing: this scenario needs the shared fixtures beside the project");
		}
		return Files.readString(SCF);
	}

	/**
	 * Every value after {@code name} in the arguments, in order ({@code --jvm-arg} may be
	 * given more than once).
	 */
	static List<String> options(List<String> arguments, String name) {
		List<String> values = new ArrayList<>();
		for (int at = arguments.indexOf(name); at >= 0 && at + 1 < arguments.size(); at++) {
			if (arguments.get(at).equals(name)) {
				values.add(arguments.get(++at));
			}
		}
		return values;
	}

	private static String env(String name, String fallback) {
		String value = System.getenv(name);
		return (value != null && !value.isBlank()) ? value : fallback;
	}

	/**
	 * The value after {@code name} in the arguments, or {@code fallback} (also used by
	 * {@link JfrShares}).
	 */
	static String option(List<String> arguments, String name, String fallback) {
		int at = arguments.indexOf(name);
		if (at < 0 || at + 1 >= arguments.size()) {
			return fallback;
		}
		return arguments.get(at + 1);
	}

}
