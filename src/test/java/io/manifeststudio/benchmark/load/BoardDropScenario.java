package io.manifeststudio.benchmark.load;

import java.io.File;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;

import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Point;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.support.ui.WebDriverWait;
import tools.jackson.databind.json.JsonMapper;

/**
 * One person dropping containers on the board of a large manifest in headless Chromium
 * (Selenium), measured in the page with the Performance API: from the drop (SortableJS's
 * drop posts the edit: {@code htmx:beforeRequest}) to the board and the findings updated
 * from the answer (its out-of-band swaps are done at {@code htmx:afterRequest}) and
 * rendered (the task after the next animation frame's callbacks, which comes after that
 * frame's style, layout and paint). The drops alternate on each pod that places
 * {@code loggregator-agent}: the chip onto the palette (a remove), then the palette entry
 * back into the pod (a place).
 * <p>
 * <b>Warm-up.</b> A Selenium drag takes about five seconds of pointer steps, so a few
 * hundred drops to warm the app up would take longer than the run. The page itself first
 * sends the same edits the same way for {@code --warm-up-seconds} (the board's edit URL
 * through {@code htmx.ajax}, one after the other, each answer swapped in), then goes on
 * until the app's JIT compiler is done ({@link Settling}), not recorded; then a few real
 * drops warm up the drag itself, not recorded either. Each drop must be answered with a
 * new draft version and exactly one request (the edit's; the presence post of the press
 * on a card that starts a drag is not the drop's). It prints every tenth drop's time.
 * Besides the whole, each drop's edit request (resource timing: request sent to answer
 * read), the browser's part from the answer read to the board updated
 * ({@value #AFTER_ANSWER}), of it the scripts of Chrome's long animation frames
 * ({@value #ANSWER_SCRIPT}), the answer's size (its decoded body), and the 95th
 * percentile of the whole, which the goal is about.
 */
final class BoardDropScenario {

	static final String ACTION = "drop-to-updated";

	static final String REQUEST = "drop-request";

	static final String AFTER_ANSWER = "answer-to-updated";

	/**
	 * Of the browser's part, the scripts of Chrome's long animation frames (over 50 ms)
	 * between the answer read and the board updated (0 when none was that long).
	 */
	static final String ANSWER_SCRIPT = "answer-script";

	private static final Path CHROMIUM = Path.of("/usr/bin/chromium");

	private static final Path CHROMEDRIVER = Path.of("/usr/bin/chromedriver");

	private static final String CONTAINER = "loggregator-agent";

	/**
	 * Records, in the page, each drop's time to the board updated and the edit request's
	 * own duration.
	 */
	private static final String HOOK = """
			window.drops = [];
			// Chrome's long animation frames (over 50 ms), each with its scripts
			window.longFrames = [];
			new PerformanceObserver(function (list) {
				window.longFrames.push.apply(window.longFrames, list.getEntries());
			}).observe({ type: 'long-animation-frame' });
			document.addEventListener('htmx:beforeRequest', function (event) {
				if (event.detail.requestConfig.path.endsWith('/edit/edits')) {
					window.dropStart = performance.now();
					window.dropResources = performance.getEntriesByType('resource').length;
				}
			});
			document.addEventListener('htmx:afterRequest', function (event) {
				if (window.dropStart != null && event.detail.requestConfig.path.endsWith('/edit/edits')) {
					var start = window.dropStart;
					window.dropStart = null;
					// The frame's callbacks run before its style, layout and paint: the task after them is
					// the first moment the update is on the screen.
					requestAnimationFrame(function () {
						setTimeout(function () {
							var updated = performance.now();
							setTimeout(function () {
								// the presence post of the press that started the drag is that press's, not the drop's
								var entries = performance.getEntriesByType('resource').slice(window.dropResources)
									.filter(function (e) { return !e.name.endsWith('/presence'); });
								var edit = entries.filter(function (e) { return e.name.endsWith('/edit/edits'); })[0];
								var frames = window.longFrames.filter(function (f) {
									return edit && f.startTime + f.duration > edit.responseEnd && f.startTime < updated;
								});
								window.drops.push({ millis: updated - start, request: edit ? edit.duration : -1,
									afterAnswer: edit ? updated - edit.responseEnd : -1,
									script: frames.reduce(function (sum, f) {
										return sum + f.scripts.reduce(function (s, script) { return s + script.duration; }, 0);
									}, 0),
									bytes: edit ? edit.decodedBodySize : -1, requests: entries.length });
							}, 300);
						}, 0);
					});
				}
			});
			""";

	private final URI base;

	private final String manifest;

	private final int drops;

	/**
	 * The board's edits the page sends by itself, one after the other until
	 * {@code window.warm.on} is false: the edit a drop of {@code arguments[1]} onto the
	 * palette or back into the pods {@code arguments[0]} (in turn) posts, with the values
	 * board.js posts. Each must give a new draft version.
	 */
	private static final String WARM_UP = """
			var pods = arguments[0], container = arguments[1];
			window.warm = { on: true, count: 0, error: null, done: false };
			function value(id) {
				var element = document.getElementById(id);
				return element ? element.value : '';
			}
			function version() {
				return document.getElementById('board').getAttribute('data-draft-version');
			}
			(async function () {
				try {
					// until told to stop, and then after a place: the container is back where it was
					for (var i = 0; window.warm.on || i % 2 === 1; i++) {
						var pod = pods[Math.floor(i / 2) % pods.length];
						var edit = { op: (i % 2 === 0) ? 'remove' : 'place', container: container, pod: pod };
						var order = [];
						if (i % 2 === 1) {
							order = Array.from(document.querySelectorAll('#pod-' + pod + ' .chips.placed [data-container]'))
								.map(function (chip) { return chip.getAttribute('data-container'); });
							order.push(container);
						}
						var before = version();
						var board = document.getElementById('board');
						await htmx.ajax('POST', board.getAttribute('data-edit-url'), { source: board, target: '#board',
							swap: 'outerHTML', values: { version: value('board-version'), kubeVersion: value('kube-version'),
								edit: JSON.stringify(edit), order: order } });
						for (var wait = 0; version() === before; wait++) {
							if (wait === 500) {
								throw new Error(edit.op + ' of ' + container + ' in ' + pod + ' gave no new version');
							}
							await new Promise(function (resolve) { setTimeout(resolve, 10); });
						}
						window.warm.count++;
					}
				}
				catch (e) {
					window.warm.error = String(e);
				}
				window.warm.done = true;
			})();
			""";

	private final int warmUp;

	private final long warmUpSeconds;

	private final long settleSeconds;

	private final AppCpu appCpu;

	private Path cpuProfile;

	BoardDropScenario(URI base, String manifest, int drops, int warmUp, long warmUpSeconds, long settleSeconds,
			AppCpu appCpu) {
		this.base = base;
		this.manifest = manifest;
		this.drops = drops;
		this.warmUp = warmUp;
		this.warmUpSeconds = warmUpSeconds;
		this.settleSeconds = settleSeconds;
		this.appCpu = appCpu;
	}

	/**
	 * After the warm-up, records the page's CPU profile (Chrome DevTools' Profiler, every
	 * 200 µs) of its own edits for {@value Settling#WINDOW} s more into {@code file}, a
	 * {@code .cpuprofile} that Chrome's DevTools open and {@link CpuProfileShares} sums
	 * up: what the answers cost the page, without the drags.
	 */
	BoardDropScenario withCpuProfile(Path file) {
		this.cpuProfile = file;
		return this;
	}

	Latencies run() throws Exception {
		StudioClient api = new StudioClient(this.base, new Latencies());
		HttpResponse<String> created = api.post(null, "/api/manifests?name=load-drops", this.manifest,
				"application/x-yaml", null, 201);
		String location = created.headers().firstValue("Location").orElseThrow();
		String board = this.base + "/manifests/" + location.substring(location.lastIndexOf('/') + 1) + "/edit";
		Latencies latencies = new Latencies();
		List<Long> bytes = new java.util.ArrayList<>();
		ChromeDriver driver = start();
		try {
			signIn(driver);
			driver.get(board);
			WebDriverWait wait = new WebDriverWait(driver, Duration.ofSeconds(60));
			wait.until((page) -> !page.findElements(By.cssSelector("#findings[data-errors]")).isEmpty());
			@SuppressWarnings("unchecked")
			List<String> pods = (List<String>) js(driver,
					"return Array.from(document.querySelectorAll('.pod-card'))"
							+ ".filter(c => c.querySelector('.chips [data-container=\"" + CONTAINER + "\"]'))"
							+ ".map(c => c.getAttribute('data-pod'));");
			System.out.printf("Board of %d pods, %d of them place %s%n",
					((Number) js(driver, "return document.querySelectorAll('.pod-card').length;")).intValue(),
					pods.size(), CONTAINER);
			warmUp(driver, pods);
			js(driver, HOOK);
			for (int i = 0; i < this.warmUp + this.drops; i++) {
				String pod = pods.get((i / 2) % pods.size());
				long version = version(driver);
				if (i % 2 == 0) {
					drag(driver,
							driver.findElement(
									By.cssSelector("#pod-" + pod + " .chips [data-container='" + CONTAINER + "']")),
							driver.findElement(By.id("palette")), false);
				}
				else {
					drag(driver, driver.findElement(By.cssSelector("#palette [data-palette-item='" + CONTAINER + "']")),
							driver.findElement(By.cssSelector("#pod-" + pod + " .chips.placed")), true);
				}
				int index = i;
				try {
					new WebDriverWait(driver, Duration.ofSeconds(20))
						.until((page) -> ((Number) js(driver, "return window.drops.length;")).intValue() > index);
				}
				catch (org.openqa.selenium.TimeoutException ex) {
					throw new IllegalStateException("drop " + i + " in " + pod + " was not answered: "
							+ js(driver, "return JSON.stringify({drops: window.drops.length, version: "
									+ "document.getElementById('board').getAttribute('data-draft-version'), edits: "
									+ "performance.getEntriesByType('resource').filter(e => e.name.endsWith('/edit/edits'))"
									+ ".length, dragging: document.documentElement.classList.contains('is-dragging')});"),
							ex);
				}
				@SuppressWarnings("unchecked")
				java.util.Map<String, Object> drop = (java.util.Map<String, Object>) js(driver,
						"return window.drops[" + i + "];");
				boolean ok = version(driver) == version + 1 && ((Number) drop.get("requests")).intValue() == 1;
				if (!ok) {
					System.out.printf("drop %d in %s: version %d -> %d, %s requests%n", i, pod, version,
							version(driver), drop.get("requests"));
				}
				if (i % 10 == 0) {
					System.out.printf("drop %d: %.0f ms%n", i, ((Number) drop.get("millis")).doubleValue());
				}
				if (i >= this.warmUp) {
					latencies.record(ACTION, millisToNanos(drop.get("millis")), ok);
					latencies.record(REQUEST, millisToNanos(drop.get("request")), ok);
					latencies.record(AFTER_ANSWER, millisToNanos(drop.get("afterAnswer")), ok);
					latencies.record(ANSWER_SCRIPT, millisToNanos(drop.get("script")), ok);
					bytes.add(((Number) drop.get("bytes")).longValue());
				}
			}
		}
		finally {
			driver.quit();
		}
		bytes.sort(null);
		if (!bytes.isEmpty()) {
			System.out.printf("Answer to a drop (decoded body): median %,d bytes, largest %,d bytes%n",
					bytes.get(bytes.size() / 2), bytes.get(bytes.size() - 1));
			System.out.printf("Drop to updated at the 95th percentile: %.1f ms%n",
					latencies.percentileMillis(ACTION, 95));
		}
		return latencies;
	}

	/**
	 * The page's own edits ({@link #WARM_UP}) for the warm-up time, then until the app is
	 * settled; it stops them and waits for the last answer.
	 */
	private void warmUp(ChromeDriver driver, List<String> pods) throws Exception {
		if (this.warmUpSeconds <= 0) {
			return;
		}
		System.out.printf("Warm-up from %s: the page posts the drops' edits itself for %d s, not recorded%n",
				java.time.Instant.now(), this.warmUpSeconds);
		js(driver, WARM_UP, pods, CONTAINER);
		try {
			for (long window = 0; window < this.warmUpSeconds; window += Settling.WINDOW) {
				keepWarming(driver, Math.min(Settling.WINDOW, this.warmUpSeconds - window));
			}
			Settling.settle(this.appCpu, this.settleSeconds, (window) -> keepWarming(driver, window));
			if (this.cpuProfile != null) {
				profile(driver);
			}
		}
		finally {
			js(driver, "window.warm.on = false;");
		}
		new WebDriverWait(driver, Duration.ofSeconds(30))
			.until((page) -> Boolean.TRUE.equals(js(driver, "return window.warm.done;")));
		Object error = js(driver, "return window.warm.error;");
		if (error != null) {
			throw new IllegalStateException("The warm-up's edits failed: " + error);
		}
		System.out.printf("Warm-up: %s edits posted by the page%n", js(driver, "return window.warm.count;"));
		// the page's resource timing buffer (250 entries) is full of the warm-up's
		// requests
		js(driver, "performance.clearResourceTimings();");
	}

	/**
	 * One more window of the page's own edits with Chrome's CPU profiler on: the work of
	 * the answers in the page, without the drags.
	 */
	private void profile(ChromeDriver driver) throws Exception {
		driver.executeCdpCommand("Profiler.enable", Map.of());
		driver.executeCdpCommand("Profiler.setSamplingInterval", Map.of("interval", 200));
		driver.executeCdpCommand("Profiler.start", Map.of());
		keepWarming(driver, Settling.WINDOW);
		Object profile = driver.executeCdpCommand("Profiler.stop", Map.of()).get("profile");
		Files.writeString(this.cpuProfile, JsonMapper.builder().build().writeValueAsString(profile));
		System.out.printf("The page's CPU profile of its own edits in those %d s (a .cpuprofile): %s%n",
				Settling.WINDOW, this.cpuProfile);
	}

	/**
	 * Waits that many seconds while the page posts its edits, and fails when they
	 * stopped.
	 */
	private static void keepWarming(ChromeDriver driver, long seconds) throws InterruptedException {
		long before = ((Number) js(driver, "return window.warm.count;")).longValue();
		// one look at the page afterwards: a script waits for the page's turn, which its
		// edits keep busy
		Thread.sleep(seconds * 1000);
		if (Boolean.TRUE.equals(js(driver, "return window.warm.done;"))) {
			throw new IllegalStateException("The warm-up's edits stopped: " + js(driver, "return window.warm.error;"));
		}
		long after = ((Number) js(driver, "return window.warm.count;")).longValue();
		System.out.printf("  %d edits in %d s (%.1f a second); the page: %s%n", after - before, seconds,
				(after - before) / (double) seconds,
				js(driver, "return document.getElementsByTagName('*').length + ' elements, JS heap ' "
						+ "+ Math.round(performance.memory.usedJSHeapSize / 1048576) + ' MiB';"));
	}

	private static long millisToNanos(Object millis) {
		return Math.round(((Number) millis).doubleValue() * 1_000_000);
	}

	private static long version(ChromeDriver driver) {
		return Long.parseLong(driver.findElement(By.id("board")).getAttribute("data-draft-version"));
	}

	private static Object js(ChromeDriver driver, String script, Object... arguments) {
		return ((JavascriptExecutor) driver).executeScript(script, arguments);
	}

	private void signIn(ChromeDriver driver) {
		driver.get(this.base + "/login");
		driver.findElement(By.id("username")).sendKeys("admin");
		driver.findElement(By.id("password")).sendKeys(StudioClient.ADMIN_PASSWORD);
		driver.findElement(By.id("login-submit")).click();
		new WebDriverWait(driver, Duration.ofSeconds(30)).until((page) -> !page.getCurrentUrl().contains("/login"));
	}

	/**
	 * Presses on the grip, moves to the target in steps (Sortable follows the pointer)
	 * and releases.
	 */
	private static void drag(ChromeDriver driver, WebElement source, WebElement target, boolean bottom) {
		js(driver, "arguments[0].scrollIntoView({block: 'center'});", source);
		Point from = point(driver, source.findElement(By.cssSelector(".grip")), false);
		new Actions(driver).moveToLocation(from.getX(), from.getY())
			.clickAndHold()
			.pause(Duration.ofMillis(100))
			.moveByOffset(0, 6)
			.pause(Duration.ofMillis(50))
			.moveByOffset(0, 6)
			.pause(Duration.ofMillis(50))
			.perform();
		js(driver, "arguments[0].scrollIntoView({block: 'center'});", target);
		Point to = point(driver, target, bottom);
		Actions steps = new Actions(driver);
		Point at = new Point(from.getX(), from.getY() + 12);
		for (int step = 1; step <= 4; step++) {
			steps
				.moveToLocation(at.getX() + (to.getX() - at.getX()) * step / 4,
						at.getY() + (to.getY() - at.getY()) * step / 4)
				.pause(Duration.ofMillis(50));
		}
		steps.perform();
		for (int settle = 0; settle < (bottom ? 3 : 1); settle++) {
			Point now = point(driver, target, bottom);
			new Actions(driver).moveToLocation(now.getX(), now.getY() + 1)
				.pause(Duration.ofMillis(80))
				.moveToLocation(now.getX(), now.getY())
				.pause(Duration.ofMillis(120))
				.perform();
		}
		new Actions(driver).release().perform();
	}

	/**
	 * The element's centre, or with {@code bottom} a point just above its bottom edge (a
	 * list's end).
	 */
	private static Point point(ChromeDriver driver, WebElement element, boolean bottom) {
		@SuppressWarnings("unchecked")
		List<Number> rect = (List<Number>) js(driver, "const r = arguments[0].getBoundingClientRect(); "
				+ "return [r.left + r.width / 2, r.top + r.height / 2, r.bottom];", element);
		return new Point(rect.get(0).intValue(), bottom ? rect.get(2).intValue() - 3 : rect.get(1).intValue());
	}

	private static ChromeDriver start() throws IOException {
		if (!Files.isExecutable(CHROMIUM) || !Files.isExecutable(CHROMEDRIVER)) {
			throw new IllegalStateException("The drops scenario needs " + CHROMIUM + " and " + CHROMEDRIVER
					+ " (apt-get install chromium chromium-driver)");
		}
		ChromeOptions options = new ChromeOptions();
		options.setBinary(CHROMIUM.toFile());
		options.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
				"--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run",
				"--disable-extensions", "--hide-scrollbars", "--window-size=1400,1000",
				"--user-data-dir=" + Files.createTempDirectory("chromium-load-"));
		ChromeDriverService service = new ChromeDriverService.Builder()
			.usingDriverExecutable(new File(CHROMEDRIVER.toString()))
			.usingAnyFreePort()
			.build();
		return new ChromeDriver(service, options);
	}

}
