package io.manifeststudio.system;

import java.io.IOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import com.sun.tools.attach.VirtualMachine;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import io.manifeststudio.ManifestStudioApplication;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * SIGTERM, as a container runtime or systemd stops the app: the app, started as its own
 * process the way an operator starts it (its main class, in a JVM of its own, on an
 * in-memory H2 database), stops within 10 s, after Spring Boot's graceful shutdown (the
 * requests in flight finish, open event streams are ended), with the JVM's exit code for
 * SIGTERM (143). Once with a Helm preview rendered first: the Helm library (a Go runtime
 * in the process) took SIGTERM and SIGQUIT from the JVM on its first render, so the JVM
 * ignored SIGTERM and {@code jcmd} could not attach; and once without, after the app
 * prepared the Helm library at start-up (its first render, so that no request's is).
 */
class ShutdownIntegrationTests {

	private static final String PASSWORD = "shutdown-" + java.util.UUID.randomUUID();

	/**
	 * What the issue allows, and less than any container runtime's or systemd's grace
	 * period.
	 */
	private static final Duration STOPPED_WITHIN = Duration.ofSeconds(10);

	/**
	 * The JVM's exit code when SIGTERM stopped it (128 + 15), after running its shutdown
	 * hooks.
	 */
	private static final int SIGTERM_EXIT = 143;

	private static final String MANIFEST = """
			instance_groups:
			- name: main
			  jobs:
			  - name: tor
			    release: tor
			    properties:
			      bosh_containerization:
			        run: {memory: 128}
			""";

	private final HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();

	private Process app;

	@TempDir
	Path directory;

	@AfterEach
	void stopTheApp() {
		if (this.app != null && this.app.isAlive()) {
			this.app.destroyForcibly();
		}
	}

	@Test
	void sigtermAfterAHelmPreviewStopsTheAppGracefullyWithinTenSeconds() throws Exception {
		URI base = start();
		long manifest = importManifest(base);
		// the board open in a browser: its event stream stays open until the app ends it
		HttpResponse<Stream<String>> events = this.http
			.sendAsync(request(base, "/manifests/" + manifest + "/events").GET().build(),
					HttpResponse.BodyHandlers.ofLines())
			.get(30, TimeUnit.SECONDS);
		assertThat(events.statusCode()).isEqualTo(200);
		CompletableFuture<List<String>> eventLines = CompletableFuture.supplyAsync(() -> events.body().toList());

		HttpResponse<String> preview = this.http
			.send(request(base, "/manifests/" + manifest + "/edit/previews/helm?pod=main").header("HX-Request", "true")
				.GET()
				.build(), HttpResponse.BodyHandlers.ofString());
		assertThat(preview.statusCode()).isEqualTo(200);
		assertThat(preview.body()).as("the real helm template output")
			.contains("# Source: shutdown/templates/main.yaml");

		// jcmd and every other attach ask the JVM with SIGQUIT: it answers
		VirtualMachine vm = VirtualMachine.attach(Long.toString(this.app.pid()));
		try {
			Properties properties = vm.getSystemProperties();
			assertThat(properties.getProperty("java.version")).isNotBlank();
		}
		finally {
			vm.detach();
		}
		assertThat(eventLines).as("the event stream is still open").isNotDone();

		assertStopsGracefullyOnSigterm();
		assertThat(eventLines.get(5, TimeUnit.SECONDS)).as("the event stream was ended, not cut").isNotNull();
	}

	@Test
	void sigtermWithoutAHelmPreviewStopsTheAppGracefullyWithinTenSeconds() throws Exception {
		URI base = start();
		importManifest(base);
		// the app loads the Helm library at start-up, so that no request's render is its
		// first call: after that, the
		// JVM has its handlers (attach and SIGTERM work) without any preview
		long deadline = System.nanoTime() + Duration.ofMinutes(2).toNanos();
		while (!log().contains("Helm library ready") && System.nanoTime() < deadline) {
			assertThat(log()).doesNotContain("The Helm library could not be loaded");
			Thread.sleep(250);
		}
		assertThat(log()).as("the log").contains("Helm library ready");
		VirtualMachine vm = VirtualMachine.attach(Long.toString(this.app.pid()));
		try {
			assertThat(vm.getSystemProperties().getProperty("java.version")).isNotBlank();
		}
		finally {
			vm.detach();
		}
		assertStopsGracefullyOnSigterm();
	}

	private void assertStopsGracefullyOnSigterm() throws Exception {
		long sent = System.nanoTime();
		this.app.destroy(); // SIGTERM on Linux and macOS
		boolean stopped = this.app.waitFor(STOPPED_WITHIN.toMillis() + 5_000, TimeUnit.MILLISECONDS);
		Duration took = Duration.ofNanos(System.nanoTime() - sent);
		System.out.println("SIGTERM to exit: " + took.toMillis() + " ms");
		assertThat(stopped).as(() -> "the app stopped on SIGTERM; log:\n" + log()).isTrue();
		assertThat(took).as("time from SIGTERM to exit").isLessThanOrEqualTo(STOPPED_WITHIN);
		assertThat(this.app.exitValue()).isEqualTo(SIGTERM_EXIT);
		assertThat(log()).as("the log")
			.contains("Commencing graceful shutdown")
			.contains("Graceful shutdown complete")
			.doesNotContain("Graceful shutdown aborted");
	}

	private URI start() throws IOException, InterruptedException {
		int port;
		try (ServerSocket socket = new ServerSocket(0)) {
			port = socket.getLocalPort();
		}
		List<String> command = new ArrayList<>();
		command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
		command.add("-XX:TieredStopAtLevel=1");
		command.add("-Dcom.marcnuri.jkube-helm.skipRemoteJar=true");
		command.add("-cp");
		command.add(System.getProperty("java.class.path"));
		command.add(ManifestStudioApplication.class.getName());
		command.add("--server.port=" + port);
		command.add("--server.address=127.0.0.1");
		command.add("--spring.datasource.url=jdbc:h2:mem:shutdown;MODE=PostgreSQL;DATABASE_TO_LOWER=TRUE;"
				+ "DEFAULT_NULL_ORDERING=HIGH;DB_CLOSE_DELAY=-1");
		ProcessBuilder builder = new ProcessBuilder(command).directory(this.directory.toFile())
			.redirectErrorStream(true)
			.redirectOutput(this.directory.resolve("app.log").toFile())
			.redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")));
		builder.environment().put("MANIFEST_STUDIO_ADMIN_PASSWORD", PASSWORD);
		this.app = builder.start();
		URI base = URI.create("http://127.0.0.1:" + port);
		awaitHealthy(base);
		return base;
	}

	private void awaitHealthy(URI base) throws InterruptedException {
		// generous: on a loaded build machine the start alone can take minutes; the test
		// times the stop, not this
		long deadline = System.nanoTime() + Duration.ofMinutes(4).toNanos();
		while (System.nanoTime() < deadline) {
			assertThat(this.app.isAlive()).as(() -> "the app is running; log:\n" + log()).isTrue();
			try {
				HttpResponse<String> health = this.http.send(
						HttpRequest.newBuilder(base.resolve("/actuator/health")).timeout(Duration.ofSeconds(2)).build(),
						HttpResponse.BodyHandlers.ofString());
				if (health.statusCode() == 200 && health.body().contains("UP")) {
					return;
				}
			}
			catch (IOException ex) {
				// not listening yet
			}
			Thread.sleep(250);
		}
		throw new AssertionError("The app did not report UP in time; log: " + log());
	}

	private long importManifest(URI base) throws IOException, InterruptedException {
		HttpResponse<String> imported = this.http
			.send(request(base, "/api/manifests?name=shutdown").POST(HttpRequest.BodyPublishers.ofString(MANIFEST))
				.header("Content-Type", "application/yaml")
				.build(), HttpResponse.BodyHandlers.ofString());
		assertThat(imported.statusCode()).as(imported.body()).isEqualTo(201);
		String location = imported.headers().firstValue("Location").orElseThrow();
		return Long.parseLong(location.substring(location.lastIndexOf('/') + 1));
	}

	private HttpRequest.Builder request(URI base, String path) {
		String basic = Base64.getEncoder().encodeToString(("admin:" + PASSWORD).getBytes(StandardCharsets.UTF_8));
		return HttpRequest.newBuilder(base.resolve(path))
			.timeout(Duration.ofSeconds(60))
			.header("Authorization", "Basic " + basic);
	}

	private String log() {
		try {
			return Files.readString(this.directory.resolve("app.log"));
		}
		catch (IOException ex) {
			return "(unreadable: " + ex + ")";
		}
	}

}
