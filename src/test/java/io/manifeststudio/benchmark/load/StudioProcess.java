package io.manifeststudio.benchmark.load;

import java.io.File;
import java.io.IOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The packaged application ({@code target/manifest-studio.jar}) started as a child
 * process for a load run, the way an operator starts it ({@code java -Xmx512m -jar}), on
 * a free loopback port and an in-memory H2 database (or the database its caller names),
 * so a run measures the app alone and leaves nothing behind. Its output goes to
 * {@code target/load/app.log}. With a flight recording file, the app records a JFR
 * profile of the run into it (open it with {@code jfr print} or JDK Mission Control).
 */
final class StudioProcess implements AutoCloseable, AppCpu {

	private final Process process;

	private final URI base;

	/**
	 * The CPU time the app's process has used so far, all its threads (garbage collection
	 * and compilation too), or -1 where the system does not say: on a shared machine, CPU
	 * per request compares where wall times do not.
	 */
	@Override
	public long nanos() {
		return this.process.info().totalCpuDuration().map(java.time.Duration::toNanos).orElse(-1L);
	}

	@Override
	public Map<String, Long> threadTicks() {
		return AppThreads.ticks(this.process.pid());
	}

	/** The app's process id (for {@code jcmd} and {@code /proc}). */
	long pid() {
		return this.process.pid();
	}

	private StudioProcess(Process process, URI base) {
		this.process = process;
		this.base = base;
	}

	static StudioProcess start(Path jar, String maxHeap, Path flightRecording)
			throws IOException, InterruptedException {
		return start(jar, maxHeap, flightRecording, List.of("--spring.datasource.url=jdbc:h2:mem:load;MODE=PostgreSQL;"
				+ "DATABASE_TO_LOWER=TRUE;DEFAULT_NULL_ORDERING=HIGH;DB_CLOSE_DELAY=-1"), List.of());
	}

	/**
	 * As above, with the database the arguments name (for example the profile
	 * {@code postgres} and its URL), and more options for the JVM (such as
	 * {@code -XX:+PrintCompilation}, whose lines go to the app's log), given before
	 * {@code -jar}.
	 */
	static StudioProcess start(Path jar, String maxHeap, Path flightRecording, List<String> databaseArguments,
			List<String> jvmArguments) throws IOException, InterruptedException {
		if (!Files.isRegularFile(jar)) {
			throw new IllegalStateException(jar + " is missing: build it first (mvn -B -DskipTests package)");
		}
		int port;
		try (ServerSocket socket = new ServerSocket(0)) {
			port = socket.getLocalPort();
		}
		Path log = Path.of("target", "load", "app.log");
		Files.createDirectories(log.getParent());
		List<String> command = new ArrayList<>();
		command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
		command.add("-Xmx" + maxHeap);
		command.add("-XX:+ExitOnOutOfMemoryError");
		if (flightRecording != null) {
			// Java Flight Recorder's profile settings; the recording is written when the
			// app stops at the end.
			command.add("-XX:StartFlightRecording=settings=profile,filename=" + flightRecording.toAbsolutePath());
			// Deep enough for the whole stack of a request (Tomcat, Spring's proxies, the
			// YAML reader's recursion):
			// with the default 64 frames, samples lose the handler that they belong to.
			command.add("-XX:FlightRecorderOptions=stackdepth=512");
		}
		command.add("-Dcom.marcnuri.jkube-helm.skipRemoteJar=true");
		command.addAll(jvmArguments);
		command.add("-jar");
		command.add(jar.toString());
		command.add("--server.port=" + port);
		command.add("--server.address=127.0.0.1");
		command.addAll(databaseArguments);
		command.add("--logging.level.root=WARN");
		// Every answer says the server's own time (Server-Timing), which the driver
		// reports beside its own.
		command.add("--manifest-studio.server-timing=true");
		ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile());
		// The first start makes the admin account with this password; the driver signs in
		// as admin with it.
		builder.environment().put("MANIFEST_STUDIO_ADMIN_PASSWORD", StudioClient.ADMIN_PASSWORD);
		Process process = builder.start();
		StudioProcess studio = new StudioProcess(process, URI.create("http://127.0.0.1:" + port));
		// 5 minutes: on a shared machine with a load average of 30 the start took more
		// than 2.
		studio.awaitHealthy(Duration.ofSeconds(300), log.toFile());
		return studio;
	}

	URI base() {
		return this.base;
	}

	private void awaitHealthy(Duration timeout, File log) throws InterruptedException {
		HttpClient client = HttpClient.newHttpClient();
		long deadline = System.nanoTime() + timeout.toNanos();
		while (System.nanoTime() < deadline) {
			if (!this.process.isAlive()) {
				throw new IllegalStateException("The app exited with " + this.process.exitValue() + "; see " + log);
			}
			try {
				HttpResponse<String> health = client.send(HttpRequest.newBuilder(this.base.resolve("/actuator/health"))
					.timeout(Duration.ofSeconds(2))
					.build(), HttpResponse.BodyHandlers.ofString());
				if (health.statusCode() == 200 && health.body().contains("UP")) {
					return;
				}
			}
			catch (IOException ex) {
				// not listening yet
			}
			Thread.sleep(250);
		}
		close();
		throw new IllegalStateException("The app did not report UP within " + timeout + "; see " + log);
	}

	boolean isAlive() {
		return this.process.isAlive();
	}

	@Override
	public void close() {
		this.process.destroy();
		try {
			if (!this.process.waitFor(Duration.ofSeconds(20).toMillis(), java.util.concurrent.TimeUnit.MILLISECONDS)) {
				this.process.destroyForcibly();
			}
		}
		catch (InterruptedException ex) {
			this.process.destroyForcibly();
			Thread.currentThread().interrupt();
		}
	}

}
