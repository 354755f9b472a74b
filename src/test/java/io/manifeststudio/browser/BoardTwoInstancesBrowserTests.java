package io.manifeststudio.browser;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.UUID;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIf;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WindowType;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;

import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;

import io.manifeststudio.ManifestStudioApplication;
import io.manifeststudio.account.TestAccounts;
import io.manifeststudio.system.PostgresAvailability;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Two instances of the application on one PostgreSQL (two contexts on random ports, as a
 * load balancer spreads a team over them), each board in a browser of its own, with the
 * live settings of production (heartbeat 10 s, presence timeout 30 s):
 * <ul>
 * <li>a change made through instance A reaches a board open on instance B within one
 * second (PostgreSQL {@code LISTEN}/{@code NOTIFY} between them, the event stream to the
 * browser);</li>
 * <li>a board whose connection to B broke for 10 s (every connection reset and refused,
 * by a relay between the browser and B) catches up when its event stream reconnects:
 * every change made meanwhile shows, in its cards and its activity list, without a page
 * load;</li>
 * <li>a person who closes the tab of a board open on A goes from the presence of a board
 * open on B within 30 s.</li>
 * </ul>
 * Waits are generous (a loaded 2-core machine); the only times asserted are the issue's.
 */
@Tag("browser")
@EnabledIf(value = "io.manifeststudio.system.PostgresAvailability#shouldRun",
		disabledReason = "PostgreSQL is not reachable (localhost:5432 or POSTGRES_URL) and CI is not true: "
				+ "start it (bash .ci/run does) to run the PostgreSQL tests")
class BoardTwoInstancesBrowserTests {

	private static final HttpClient HTTP = HttpClient.newHttpClient();

	private static final JsonMapper JSON = JsonMapper.builder().build();

	/**
	 * Three pods; {@code log-agent} colocated in {@code web}, {@code metrics} placed
	 * nowhere.
	 */
	static final String MANIFEST = """
			instance_groups:
			- name: web
			  jobs:
			  - name: web-server
			    release: demo
			    properties:
			      bosh_containerization:
			        colocated_containers: [log-agent]
			        run:
			          memory: 256
			- name: worker
			  jobs:
			  - name: worker
			    release: demo
			    properties:
			      bosh_containerization:
			        run:
			          memory: 256
			- name: cache
			  jobs:
			  - name: cache
			    release: demo
			    properties:
			      bosh_containerization:
			        run:
			          memory: 256
			- name: log-agent
			  type: colocated-container
			  jobs:
			  - name: fluentd
			    release: demo
			    properties:
			      bosh_containerization:
			        run: {memory: 64}
			- name: metrics
			  type: colocated-container
			  jobs:
			  - name: exporter
			    release: demo
			    properties:
			      bosh_containerization:
			        run: {memory: 32}
			""";

	static ConfigurableApplicationContext a;

	static ConfigurableApplicationContext b;

	/** Between the browser of the board on B and instance B. */
	static CuttableProxy toB;

	static ChromeDriver onB;

	static ChromeDriver onA;

	@BeforeAll
	static void startTwoInstancesAndTwoBrowsers() {
		Chromium.assumeAvailable();
		a = start();
		b = start();
		TestAccounts.ensure(a);
		toB = new CuttableProxy(port(b));
		onB = Chromium.start(1400, 1000);
		onA = Chromium.start(1400, 1000);
		signIn(onB, toB.port(), "bob");
		signIn(onA, port(a), "alice");
	}

	@AfterAll
	static void stopThem() {
		for (WebDriver browser : new WebDriver[] { onB, onA }) {
			if (browser != null) {
				browser.quit();
			}
		}
		if (toB != null) {
			toB.close();
		}
		for (ConfigurableApplicationContext context : new ConfigurableApplicationContext[] { b, a }) {
			if (context != null) {
				context.close();
			}
		}
	}

	@Test
	void aChangeThroughInstanceAReachesABoardOnInstanceBWithinOneSecond() throws Exception {
		long id = imported("two-instances-live");
		BoardPage bob = new BoardPage(onB, toB.port()).open(id);
		bob.markWindow();
		WebDriverWait waits = waits(onB, Duration.ofSeconds(20));

		// The first change warms both instances' paths (the NOTIFY listener, the stream,
		// the board's answer) and the
		// browser's; the second one is measured.
		edit(id, 1, "{\"op\": \"set\", \"group\": \"cache\", \"field\": \"run.memory\", \"value\": 512}");
		bob.awaitVersion(2);

		// Bob's browser notes, by its own clock (one machine), when the note of the
		// change shows and when the card of
		// the pod it moved into shows the container
		((JavascriptExecutor) onB).executeScript("""
				window.liveTimes = {};
				new MutationObserver(function () {
					var note = document.getElementById('live-note');
					if (note && !note.hidden && note.getAttribute('data-version') === '3' && !window.liveTimes.note) {
						window.liveTimes.note = Date.now();
					}
					if (document.querySelector("#board [data-pod='worker'] .chips [data-container='log-agent']")
							&& !window.liveTimes.card) {
						window.liveTimes.card = Date.now();
					}
				}).observe(document.body, { subtree: true, childList: true, attributes: true });
				""");
		edit(id, 2, "{\"op\": \"move\", \"container\": \"log-agent\", \"from\": \"web\", \"to\": \"worker\"}");
		long written = changedAt(id, 3).toEpochMilli();
		waits.until((browser) -> ((JavascriptExecutor) browser).executeScript("return window.liveTimes.card;") != null);
		waits.until((browser) -> ((JavascriptExecutor) browser).executeScript("return window.liveTimes.note;") != null);

		long noted = ((Number) ((JavascriptExecutor) onB).executeScript("return window.liveTimes.note;")).longValue();
		long shown = ((Number) ((JavascriptExecutor) onB).executeScript("return window.liveTimes.card;")).longValue();
		assertThat(noted - written).as("ms from A's write of the change to its note on the board on B")
			.isLessThan(1000);
		assertThat(shown - written)
			.as("ms from A's write of the change to the card on the board on B (its note after %d ms)", noted - written)
			.isLessThan(1000);
		assertThat(onB.findElement(By.id("live-note")).getText()).startsWith("alice: ").contains("log-agent");
		assertThat(onB.findElements(By.cssSelector("#board [data-pod='web'] .chips [data-container='log-agent']")))
			.as("gone from web")
			.isEmpty();
		assertThat(bob.windowStillMarked()).as("no page load").isTrue();
	}

	@Test
	void aBoardWhoseStreamBrokeForTenSecondsCatchesUpOnReconnectWithEveryChangeItMissed() throws Exception {
		long id = imported("two-instances-gap");
		BoardPage bob = new BoardPage(onB, toB.port()).open(id);
		bob.markWindow();
		// the stream is open (bob is present on A's side too) before it is broken
		awaitPresence(id, "bob", true, Duration.ofSeconds(30));

		toB.cut();
		Instant broken = Instant.now();
		edit(id, 1, "{\"op\": \"move\", \"container\": \"log-agent\", \"from\": \"web\", \"to\": \"worker\"}");
		edit(id, 2, "{\"op\": \"place\", \"container\": \"metrics\", \"pod\": \"cache\"}");
		edit(id, 3, "{\"op\": \"set-mode\", \"pod\": \"worker\", \"container\": \"log-agent\", \"mode\": \"sidecar\"}");
		long last = version(id);
		assertThat(last).isEqualTo(4);
		// the gap lasts 10 s; all the while the board shows none of it (its stream is
		// broken, and it does not poll)
		while (Duration.between(broken, Instant.now()).compareTo(Duration.ofSeconds(10)) < 0) {
			assertThat(bob.version()).as("the board during the gap").isEqualTo(1);
			Thread.sleep(500);
		}
		assertThat(onB.findElements(By.cssSelector("#activity [data-version='2']"))).as("nothing heard in the gap")
			.isEmpty();

		toB.resume();
		// EventSource retries by itself (every 3 s in Chromium) and sends the id of the
		// last change it had
		bob.awaitVersion(last, Duration.ofSeconds(30));
		assertThat(bob.chips("worker")).extracting(StudioPages.Chip::container, StudioPages.Chip::mode)
			.containsExactly(org.assertj.core.groups.Tuple.tuple("log-agent", "sidecar"));
		assertThat(bob.chips("web")).isEmpty();
		assertThat(bob.chips("cache")).extracting(StudioPages.Chip::container).containsExactly("metrics");
		WebDriverWait waits = waits(onB, Duration.ofSeconds(10));
		for (int version = 2; version <= last; version++) {
			waits.until(ExpectedConditions
				.presenceOfElementLocated(By.cssSelector("#activity [data-version='" + version + "']")));
		}
		assertThat(bob.windowStillMarked()).as("no page load").isTrue();
	}

	@Test
	void aTabClosedOnABoardOfInstanceAGoesFromThePresenceOnInstanceBWithin30Seconds() throws Exception {
		long id = imported("two-instances-presence");
		new BoardPage(onB, toB.port()).open(id);
		String first = onA.getWindowHandle();
		onA.switchTo().newWindow(WindowType.TAB);
		new BoardPage(onA, port(a)).open(id);
		WebDriverWait waits = waits(onB, Duration.ofSeconds(30));
		waits.until(ExpectedConditions.presenceOfElementLocated(By.cssSelector("#presence [data-presence=alice]")));

		onA.close();
		Instant closed = Instant.now();
		onA.switchTo().window(first);
		// a generous wait, so that a miss reports how long it took; the assertion is the
		// issue's 30 s
		waits(onB, Duration.ofSeconds(60))
			.until(ExpectedConditions.numberOfElementsToBe(By.cssSelector("#presence [data-presence=alice]"), 0));
		Duration gone = Duration.between(closed, Instant.now());
		assertThat(gone).as("from the tab's close to alice's badge gone on B").isLessThan(Duration.ofSeconds(30));
		assertThat(onB.findElements(By.cssSelector("[data-presence=alice]"))).as("nor on a card").isEmpty();
		awaitPresence(id, "alice", false, Duration.ofSeconds(5));
	}

	private static WebDriverWait waits(WebDriver browser, Duration timeout) {
		WebDriverWait wait = new WebDriverWait(browser, timeout);
		wait.ignoring(StaleElementReferenceException.class);
		return wait;
	}

	/** Signs in through the sign-in form of the instance behind {@code port}. */
	private static void signIn(ChromeDriver browser, int port, String name) {
		browser.get("http://localhost:" + port + "/login");
		browser.findElement(By.id("username")).sendKeys(name);
		browser.findElement(By.id("password")).sendKeys(TestAccounts.PASSWORD);
		browser.findElement(By.id("login-submit")).click();
		new WebDriverWait(browser, Duration.ofSeconds(30)).until((page) -> !page.getCurrentUrl().contains("/login"));
	}

	/**
	 * Waits until instance A's presence of the manifest has (or no longer has)
	 * {@code username}.
	 */
	private static void awaitPresence(long id, String username, boolean present, Duration within) throws Exception {
		long deadline = System.nanoTime() + within.toNanos();
		String body = null;
		while (System.nanoTime() < deadline) {
			body = get("/api/manifests/" + id + "/presence");
			if (body.contains("\"username\":\"" + username + "\"") == present) {
				return;
			}
			Thread.sleep(200);
		}
		throw new AssertionError(
				username + (present ? " not present" : " still present") + " on A after " + within + ": " + body);
	}

	private static long imported(String name) throws Exception {
		HttpResponse<String> created = HTTP
			.send(HttpRequest.newBuilder(uri(a, "/api/manifests?name=" + name + "-" + UUID.randomUUID()))
				.header("Authorization", TestAccounts.basic("alice"))
				.header("Content-Type", "application/yaml")
				.POST(HttpRequest.BodyPublishers.ofString(MANIFEST, StandardCharsets.UTF_8))
				.build(), HttpResponse.BodyHandlers.ofString());
		assertThat(created.statusCode()).as(created.body()).isEqualTo(201);
		Matcher id = Pattern.compile("\"id\"\\s*:\\s*(\\d+)").matcher(created.body());
		assertThat(id.find()).as(created.body()).isTrue();
		return Long.parseLong(id.group(1));
	}

	/**
	 * One edit through instance A, made on {@code version} (strict: the test knows the
	 * version).
	 */
	private static void edit(long id, long version, String edit) throws Exception {
		HttpResponse<String> answer = HTTP.send(HttpRequest.newBuilder(uri(a, "/api/manifests/" + id + "/edits"))
			.header("If-Match", "\"" + version + "\"")
			.header("Authorization", TestAccounts.basic("alice"))
			.header("Content-Type", "application/json")
			.POST(HttpRequest.BodyPublishers.ofString(edit))
			.build(), HttpResponse.BodyHandlers.ofString());
		assertThat(answer.statusCode()).as(answer.body()).isEqualTo(200);
	}

	private static long version(long id) throws Exception {
		return JSON.readTree(get("/api/manifests/" + id)).path("draftVersion").asLong();
	}

	/**
	 * When A wrote the change that made {@code version}: its time in the change log,
	 * taken in the writing transaction just before the commit (so the figures bound
	 * commit-to-arrival from above).
	 */
	private static Instant changedAt(long id, long version) throws Exception {
		String history = get("/api/manifests/" + id + "/history");
		for (JsonNode change : JSON.readTree(history)) {
			if (change.path("version").asLong() == version) {
				return Instant.parse(change.path("time").asString());
			}
		}
		throw new AssertionError("no version " + version + " in " + history);
	}

	private static String get(String path) throws Exception {
		HttpResponse<String> answer = HTTP.send(
				HttpRequest.newBuilder(uri(a, path)).header("Authorization", TestAccounts.basic("alice")).GET().build(),
				HttpResponse.BodyHandlers.ofString());
		assertThat(answer.statusCode()).as(answer.body()).isEqualTo(200);
		return answer.body();
	}

	private static ConfigurableApplicationContext start() {
		return new SpringApplicationBuilder(ManifestStudioApplication.class).profiles("postgres")
			.run("--server.port=0",
					"--spring.datasource.url=jdbc:postgresql://" + PostgresAvailability.address().getHostString() + ":"
							+ PostgresAvailability.address().getPort() + "/" + PostgresAvailability.database());
	}

	private static int port(ConfigurableApplicationContext context) {
		return Integer.parseInt(context.getEnvironment().getProperty("local.server.port"));
	}

	private static URI uri(ConfigurableApplicationContext context, String path) {
		return URI.create("http://localhost:" + port(context) + path);
	}

}
