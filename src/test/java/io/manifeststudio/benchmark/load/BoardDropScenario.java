package io.manifeststudio.benchmark.load;

import java.io.File;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Point;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * One person dropping containers on the board of a large manifest in headless Chromium
 * (Selenium), measured in the page with the Performance API: from the drop (SortableJS's
 * drop posts the edit: {@code htmx:beforeRequest}) to the board and the findings updated
 * from the answer (its out-of-band swaps are done at {@code htmx:afterRequest}) and
 * painted (the next animation frame). The drops alternate on each pod that places
 * {@code loggregator-agent}: the chip onto the palette (a remove), then the palette entry
 * back into the pod (a place). A few drops warm up first and are not recorded. Each drop
 * must be answered with a new draft version and exactly one request (the edit's; the
 * presence post of the press on a card that starts a drag is not the drop's). It prints
 * every tenth drop's time. Besides the whole, each drop's edit request (resource timing:
 * request sent to answer read), the browser's part from the answer read to the board
 * updated ({@value #AFTER_ANSWER}) and the answer's size (its decoded body).
 */
final class BoardDropScenario {

	static final String ACTION = "drop-to-updated";

	static final String REQUEST = "drop-request";

	static final String AFTER_ANSWER = "answer-to-updated";

	private static final Path CHROMIUM = Path.of("/usr/bin/chromium");

	private static final Path CHROMEDRIVER = Path.of("/usr/bin/chromedriver");

	private static final String CONTAINER = "loggregator-agent";

	/**
	 * Records, in the page, each drop's time to the board updated and the edit request's
	 * own duration.
	 */
	private static final String HOOK = """
			window.drops = [];
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
					requestAnimationFrame(function () {
						var updated = performance.now();
						setTimeout(function () {
							// the presence post of the press that started the drag is that press's, not the drop's
							var entries = performance.getEntriesByType('resource').slice(window.dropResources)
								.filter(function (e) { return !e.name.endsWith('/presence'); });
							var edit = entries.filter(function (e) { return e.name.endsWith('/edit/edits'); })[0];
							window.drops.push({ millis: updated - start, request: edit ? edit.duration : -1,
								afterAnswer: edit ? updated - edit.responseEnd : -1,
								bytes: edit ? edit.decodedBodySize : -1, requests: entries.length });
						}, 300);
					});
				}
			});
			""";

	private final URI base;

	private final String manifest;

	private final int drops;

	private final int warmUp;

	BoardDropScenario(URI base, String manifest, int drops, int warmUp) {
		this.base = base;
		this.manifest = manifest;
		this.drops = drops;
		this.warmUp = warmUp;
	}

	Latencies run() throws IOException {
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
			js(driver, HOOK);
			@SuppressWarnings("unchecked")
			List<String> pods = (List<String>) js(driver,
					"return Array.from(document.querySelectorAll('.pod-card'))"
							+ ".filter(c => c.querySelector('.chips [data-container=\"" + CONTAINER + "\"]'))"
							+ ".map(c => c.getAttribute('data-pod'));");
			System.out.printf("Board of %d pods, %d of them place %s%n",
					((Number) js(driver, "return document.querySelectorAll('.pod-card').length;")).intValue(),
					pods.size(), CONTAINER);
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
		}
		return latencies;
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
