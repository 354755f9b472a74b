import java.io.IOException;
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
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Kills the packaged app with SIGKILL while it writes, on its default H2 file database, and checks that nothing it
 * acknowledged was lost and that no draft version or revision number was handed out twice for different content.
 * Run by .ci/h2-kill-check (see there); plain Java, no dependencies.
 */
public class H2KillCheck {

	static final Pattern ID = Pattern.compile("\"id\":(\\d+)");

	static final Pattern NUMBER = Pattern.compile("\"number\":(\\d+)");

	static final String MANIFEST = "instance_groups:\n- name: main\n  jobs:\n  - name: job\n    release: release\n";

	final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

	final String base;

	/** Acknowledged imports: id to name. */
	final Map<Long, String> imports = new ConcurrentHashMap<>();

	/** Acknowledged draft writes: "id/version" to the content written. */
	final Map<String, String> drafts = new ConcurrentHashMap<>();

	/** The last acknowledged ETag of each manifest, for the next If-Match. */
	final Map<Long, String> etags = new ConcurrentHashMap<>();

	/** Acknowledged revisions: "id/number" to the message. */
	final Map<String, String> revisions = new ConcurrentHashMap<>();

	final List<String> problems = new ArrayList<>();

	H2KillCheck(int port) {
		this.base = "http://localhost:" + port;
	}

	public static void main(String[] args) throws Exception {
		Path jar = Path.of(args[0]).toAbsolutePath();
		int port = Integer.parseInt(args[1]);
		int cycles = Integer.parseInt(args[2]);
		Path work = Files.createTempDirectory("h2-kill-check");
		H2KillCheck check = new H2KillCheck(port);
		for (int cycle = 1; cycle <= cycles; cycle++) {
			Process app = check.start(jar, port, work);
			AtomicBoolean running = new AtomicBoolean(true);
			List<Thread> writers = List.of(new Thread(() -> check.importing(running)),
					new Thread(() -> check.replacing(running)), new Thread(() -> check.replacing(running)),
					new Thread(() -> check.saving(running)));
			writers.forEach(Thread::start);
			Thread.sleep(ThreadLocalRandom.current().nextLong(4000, 9000));
			app.destroyForcibly(); // SIGKILL while the writers are writing
			app.waitFor(30, TimeUnit.SECONDS);
			running.set(false);
			for (Thread writer : writers) {
				writer.join();
			}
			Process restarted = check.start(jar, port, work);
			int before = check.problems.size();
			check.verify();
			System.out.printf("cycle %d: %d imports, %d draft writes, %d revisions acknowledged so far; %s%n", cycle,
					check.imports.size(), check.drafts.size(), check.revisions.size(),
					(check.problems.size() == before) ? "all there" : (check.problems.size() - before) + " problem(s)");
			restarted.destroyForcibly();
			restarted.waitFor(30, TimeUnit.SECONDS);
		}
		check.problems.forEach(System.out::println);
		System.out.println(check.problems.isEmpty() ? "OK: nothing acknowledged was lost, no number was reused"
				: "FAILED: " + check.problems.size() + " problem(s)");
		System.exit(check.problems.isEmpty() ? 0 : 1);
	}

	Process start(Path jar, int port, Path work) throws Exception {
		// The working directory holds ./data, where the app keeps its default H2 database.
		Process app = new ProcessBuilder("java", "-Xmx512m", "-Dcom.marcnuri.jkube-helm.skipRemoteJar=true", "-jar",
				jar.toString(), "--server.port=" + port)
			.directory(work.toFile())
			.redirectErrorStream(true)
			.redirectOutput(work.resolve("app.log").toFile())
			.start();
		for (int i = 0; i < 300; i++) {
			try {
				if (get("/actuator/health").body().contains("\"UP\"")) {
					return app;
				}
			}
			catch (IOException ex) {
				// not yet
			}
			if (!app.isAlive()) {
				throw new IllegalStateException("The app did not start; see " + work.resolve("app.log"));
			}
			Thread.sleep(500);
		}
		throw new IllegalStateException("The app did not answer within 150 s");
	}

	void importing(AtomicBoolean running) {
		while (running.get()) {
			String name = "kill-" + UUID.randomUUID();
			try {
				HttpResponse<String> created = send(HttpRequest.newBuilder(uri("/api/manifests?name=" + name))
					.header("Content-Type", "application/yaml")
					.POST(HttpRequest.BodyPublishers.ofString(MANIFEST)));
				if (created.statusCode() == 201) {
					long id = id(created.body(), ID);
					this.imports.put(id, name);
					this.etags.put(id, created.headers().firstValue("ETag").orElseThrow());
				}
			}
			catch (IOException | InterruptedException ex) {
				pause();
			}
		}
	}

	void replacing(AtomicBoolean running) {
		while (running.get()) {
			Long id = any();
			if (id == null) {
				pause();
				continue;
			}
			String content = MANIFEST + "# write " + UUID.randomUUID() + "\n";
			try {
				HttpResponse<String> replaced = send(
						HttpRequest.newBuilder(uri("/api/manifests/" + id + "/role-manifest.yml"))
							.header("Content-Type", "application/yaml")
							.header("If-Match", this.etags.get(id))
							.PUT(HttpRequest.BodyPublishers.ofString(content)));
				String etag = replaced.headers().firstValue("ETag").orElse(null);
				if (replaced.statusCode() == 200) {
					acknowledge(this.drafts, id + "/" + etag.replace("\"", ""), content, "draft version");
				}
				if (etag != null) {
					this.etags.put(id, etag);
				}
			}
			catch (IOException | InterruptedException ex) {
				pause();
			}
		}
	}

	void saving(AtomicBoolean running) {
		while (running.get()) {
			Long id = any();
			if (id == null) {
				pause();
				continue;
			}
			String message = "revision " + UUID.randomUUID();
			try {
				HttpResponse<String> saved = send(HttpRequest.newBuilder(uri("/api/manifests/" + id + "/revisions"))
					.header("Content-Type", "application/json")
					.POST(HttpRequest.BodyPublishers.ofString("{\"message\": \"" + message + "\"}")));
				if (saved.statusCode() == 201) {
					acknowledge(this.revisions, id + "/" + id(saved.body(), NUMBER), message, "revision number");
				}
			}
			catch (IOException | InterruptedException ex) {
				pause();
			}
		}
	}

	/** Records an acknowledged write; the same number acknowledged before for other content is a reused number. */
	synchronized void acknowledge(Map<String, String> acknowledged, String key, String content, String what) {
		String earlier = acknowledged.putIfAbsent(key, content);
		if (earlier != null && !earlier.equals(content)) {
			this.problems.add("The " + what + " " + key + " was acknowledged twice, for different content");
		}
	}

	void verify() throws Exception {
		for (Map.Entry<Long, String> manifest : this.imports.entrySet()) {
			HttpResponse<String> found = get("/api/manifests/" + manifest.getKey());
			if (found.statusCode() != 200 || !found.body().contains(manifest.getValue())) {
				this.problems.add("Lost: the import of " + manifest.getValue() + " (id " + manifest.getKey() + ")");
			}
		}
		for (Map.Entry<String, String> draft : this.drafts.entrySet()) {
			String[] key = draft.getKey().split("/");
			HttpResponse<String> current = get("/api/manifests/" + key[0] + "/role-manifest.yml");
			long version = Long.parseLong(current.headers().firstValue("ETag").orElse("\"0\"").replace("\"", ""));
			long acknowledged = Long.parseLong(key[1]);
			if (version < acknowledged || (version == acknowledged && !current.body().equals(draft.getValue()))) {
				this.problems.add("Lost: draft version " + acknowledged + " of manifest " + key[0] + " (now version "
						+ version + ")");
			}
		}
		Map<String, String> listed = new ConcurrentHashMap<>();
		for (Long id : this.imports.keySet()) {
			String body = get("/api/manifests/" + id + "/revisions").body();
			Matcher revision = Pattern.compile("\"number\":(\\d+)[^}]*?\"message\":\"([^\"]*)\"").matcher(body);
			while (revision.find()) {
				listed.put(id + "/" + revision.group(1), revision.group(2));
			}
		}
		for (Map.Entry<String, String> revision : this.revisions.entrySet()) {
			if (!revision.getValue().equals(listed.get(revision.getKey()))) {
				this.problems.add("Lost or changed: revision " + revision.getKey() + " \"" + revision.getValue()
						+ "\" (now " + listed.get(revision.getKey()) + ")");
			}
		}
	}

	Long any() {
		List<Long> ids = new ArrayList<>(this.etags.keySet());
		return ids.isEmpty() ? null : ids.get(ThreadLocalRandom.current().nextInt(ids.size()));
	}

	static long id(String body, Pattern pattern) {
		Matcher matcher = pattern.matcher(body);
		if (!matcher.find()) {
			throw new IllegalStateException("No " + pattern + " in " + body);
		}
		return Long.parseLong(matcher.group(1));
	}

	static void pause() {
		try {
			Thread.sleep(50);
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
		}
	}

	HttpResponse<String> get(String path) throws IOException, InterruptedException {
		return send(HttpRequest.newBuilder(uri(path)).GET());
	}

	HttpResponse<String> send(HttpRequest.Builder request) throws IOException, InterruptedException {
		return this.http.send(request.timeout(Duration.ofSeconds(30)).build(), HttpResponse.BodyHandlers.ofString());
	}

	URI uri(String path) {
		return URI.create(this.base + path);
	}

}
