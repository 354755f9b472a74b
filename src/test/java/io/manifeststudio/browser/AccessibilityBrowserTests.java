package io.manifeststudio.browser;

import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;

import io.manifeststudio.browser.Axe.Violation;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * axe-core on every page a person works with: sign-in, the list, import, a manifest page,
 * the board with a pod's form open, a review, a diff, the admin's users and audit pages,
 * the tokens page and the releases. No violation of impact serious or critical on any of
 * them; the output lists each page's count, and what failed where.
 */
class AccessibilityBrowserTests extends BrowserTestSupport {

	@Test
	void noSeriousOrCriticalViolationOnAnyPage() throws Exception {
		driver.manage().timeouts().scriptTimeout(Duration.ofSeconds(60));
		WebDriverWait wait = new WebDriverWait(driver, Duration.ofSeconds(20));
		String base = "http://localhost:" + this.port;
		long id = importThroughApi("axe-pages", BoardBrowserTests.MANIFEST);
		saveRevision(id, "first");
		BoardPage board = new BoardPage(driver, this.port).open(id);
		board.moveWithKeyboard("web", "log-agent", "api");
		board.awaitVersion(2);
		saveRevision(id, "log agent beside the api");
		Map<String, List<Violation>> pages = new LinkedHashMap<>();

		this.pages.openList();
		pages.put("list /manifests", Axe.seriousOrCritical(driver));
		this.pages.openImport();
		pages.put("import /manifests/new", Axe.seriousOrCritical(driver));
		this.pages.openManifest(id);
		// every panel the page loads after it: export, chart settings, releases
		wait.until((browser) -> browser.findElements(By.cssSelector("main [hx-trigger=load]")).isEmpty());
		pages.put("manifest /manifests/" + id, Axe.seriousOrCritical(driver));

		board.open(id);
		board.openPreviews();
		board.choosePreviewPod("web");
		board.card("web").findElement(By.cssSelector(".pod-title")).click();
		// the form goes into the side panel, which stays (the board around the title
		// swaps its own outerHTML)
		wait.until(ExpectedConditions
			.presenceOfElementLocated(By.cssSelector("#group-panel > #group-form[data-group=web]")));
		pages.put("board /manifests/" + id + "/edit (pod web's form open)", Axe.seriousOrCritical(driver));

		driver.get(base + "/manifests/" + id + "/revisions/2/review");
		wait.until(ExpectedConditions.presenceOfElementLocated(By.id("review-activity")));
		pages.put("review /manifests/" + id + "/revisions/2/review", Axe.seriousOrCritical(driver));
		driver.get(base + "/manifests/" + id + "/diff?from=1&to=2");
		wait.until(ExpectedConditions.presenceOfElementLocated(By.id("diff-summary")));
		pages.put("diff /manifests/" + id + "/diff?from=1&to=2", Axe.seriousOrCritical(driver));
		driver.get(base + "/releases");
		pages.put("releases /releases", Axe.seriousOrCritical(driver));
		driver.get(base + "/account/tokens");
		wait.until(ExpectedConditions.presenceOfElementLocated(By.id("token-form")));
		pages.put("tokens /account/tokens", Axe.seriousOrCritical(driver));

		signIn("admin");
		driver.get(base + "/admin/users");
		wait.until(ExpectedConditions.presenceOfElementLocated(By.id("new-account")));
		pages.put("admin /admin/users", Axe.seriousOrCritical(driver));
		driver.get(base + "/admin/audit");
		wait.until(ExpectedConditions.presenceOfElementLocated(By.id("audit-filter")));
		pages.put("admin /admin/audit", Axe.seriousOrCritical(driver));

		driver.manage().deleteAllCookies();
		driver.get(base + "/login");
		wait.until(ExpectedConditions.presenceOfElementLocated(By.id("login-submit")));
		pages.put("login /login", Axe.seriousOrCritical(driver));

		StringBuilder summary = new StringBuilder("axe-core ").append(axeVersion())
			.append(": serious or critical violations per page\n");
		pages.forEach((page, violations) -> {
			summary.append(String.format("  %-62s %d%n", page, violations.size()));
			violations.forEach((violation) -> summary.append("      ").append(violation).append('\n'));
		});
		System.out.println(summary);
		assertThat(pages.entrySet().stream().filter((page) -> !page.getValue().isEmpty()).map(Map.Entry::getKey))
			.as(summary.toString())
			.isEmpty();
	}

	/**
	 * The findings panel is a polite live region that stays in place, so that a change's
	 * new counts are announced (and not the list, which is not live); a change made with
	 * the keyboard leaves the focus, visibly, on the chip it moved, in its new pod;
	 * colocated and sidecar differ in text and in the legend's shape, not in colour only.
	 */
	@Test
	void findingsAnnounceTheCountsAndTheFocusStaysOnTheMovedChip() throws Exception {
		BoardPage board = new BoardPage(driver, this.port)
			.open(importThroughApi("axe-live", BoardBrowserTests.MANIFEST));
		WebElement findings = driver.findElement(By.id("findings"));
		assertThat(findings.getAttribute("aria-live")).isEqualTo("polite");
		assertThat(findings.findElement(By.cssSelector(".counts")).getAttribute("aria-atomic")).isEqualTo("true");
		assertThat(driver.findElements(By.cssSelector("#findings .severity"))).isNotEmpty()
			.allSatisfy((list) -> assertThat(list.getAttribute("aria-live")).isEqualTo("off"));
		assertThat(announced()).matches("Findings 1 error \\d+ warnings? \\d+ info").doesNotContain("FISSILE-51");
		assertThat(board.findingRules()).contains("FISSILE-51");
		js().executeScript("arguments[0].keptByTheTest = true;", findings);

		board.placeWithKeyboard("db-proxy", "api");
		board.awaitVersion(2);
		board.awaitErrors(0);
		assertThat(js().executeScript("return document.getElementById('findings').keptByTheTest === true;"))
			.as("the live region stays the same element, so its change is announced")
			.isEqualTo(true);
		assertThat(announced()).startsWith("Findings 0 errors ");
		board.until((driver) -> List.of("api", "db-proxy").equals(board.focusedChip()));

		board.moveWithKeyboard("web", "log-agent", "api");
		board.awaitVersion(3);
		board.until((driver) -> List.of("api", "log-agent").equals(board.focusedChip()));
		assertThat(js().executeScript("return document.activeElement.matches(':focus-visible');")).isEqualTo(true);
		assertThat(js().executeScript("return getComputedStyle(document.activeElement).outlineStyle;"))
			.isEqualTo("solid");

		assertThat(board.chip("web", "envoy").findElement(By.cssSelector(".chip-mode")).getText()).isEqualTo("SIDECAR");
		assertThat(board.chip("api", "proxy").findElement(By.cssSelector(".chip-mode")).getText())
			.isEqualTo("COLOCATED");
		assertThat(js().executeScript("""
				const radius = (selector) => getComputedStyle(document.querySelector(selector)).borderRadius;
				return radius('.legend .swatch-colocated') !== radius('.legend .swatch-sidecar');"""))
			.as("the legend's swatches differ in shape")
			.isEqualTo(true);
	}

	/**
	 * With the dark scheme and reduced motion asked for (Chromium's emulation), the board
	 * honours both.
	 */
	@Test
	void theBoardHonoursTheDarkSchemeAndReducedMotion() throws Exception {
		BoardPage board = new BoardPage(driver, this.port)
			.open(importThroughApi("axe-dark", BoardBrowserTests.MANIFEST));
		assertThat(luminance("html", "backgroundColor")).isGreaterThan(0.8);
		assertThat(
				js().executeScript("return getComputedStyle(document.querySelector('.pod-card')).transitionDuration;"))
			.isNotEqualTo("0s");
		assertThat(js().executeScript("return Sortable.get(document.getElementById('palette')).option('animation');"))
			.isEqualTo(150L);
		driver.manage().timeouts().scriptTimeout(Duration.ofSeconds(60));
		try {
			emulate(Map.of("name", "prefers-color-scheme", "value", "dark"),
					Map.of("name", "prefers-reduced-motion", "value", "reduce"));
			board.reload();
			assertThat(luminance("html", "backgroundColor")).isLessThan(0.05);
			assertThat(luminance(".pod-card", "backgroundColor")).isLessThan(0.05);
			assertThat(luminance(".pod-card .pod-title", "color")).isGreaterThan(0.6);
			List<Violation> dark = Axe.seriousOrCritical(driver);
			System.out.println("axe-core, board in the dark scheme: " + dark.size() + " serious or critical" + dark);
			assertThat(dark).isEmpty();
			assertThat(js()
				.executeScript("return getComputedStyle(document.querySelector('.pod-card')).transitionDuration;"))
				.asString()
				.matches("0s(, 0s)*");
			assertThat(
					js().executeScript("return Sortable.get(document.getElementById('palette')).option('animation');"))
				.isEqualTo(0L);
		}
		finally {
			emulate();
		}
	}

	@SafeVarargs
	private static void emulate(Map<String, String>... features) {
		driver.executeCdpCommand("Emulation.setEmulatedMedia", Map.of("features", List.of(features)));
	}

	/**
	 * The relative luminance (0 black, 1 white) of a colour property of the first element
	 * that matches.
	 */
	private static double luminance(String selector, String property) {
		return ((Number) js().executeScript("""
				const value = getComputedStyle(document.querySelector(arguments[0]))[arguments[1]];
				const [r, g, b] = value.match(/[\\d.]+/g).slice(0, 3).map(Number).map((c) => c / 255)
				  .map((c) => c <= 0.03928 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4));
				return 0.2126 * r + 0.7152 * g + 0.0722 * b;""", selector, property)).doubleValue();
	}

	/**
	 * What a screen reader announces of the live region: its text, less what is hidden or
	 * not live.
	 */
	private static String announced() {
		return (String) js().executeScript("""
				const text = (node) => node.nodeType === Node.TEXT_NODE ? node.textContent
				  : node.nodeType !== Node.ELEMENT_NODE || node.hidden || node.getAttribute('aria-live') === 'off'
				    || node.getAttribute('aria-hidden') === 'true' ? ''
				  : Array.from(node.childNodes).map(text).join(' ');
				return text(document.getElementById('findings')).replace(/\\s+/g, ' ').trim();""");
	}

	private static JavascriptExecutor js() {
		return driver;
	}

	private static String axeVersion() {
		return String.valueOf(js().executeScript("return axe.version;"));
	}

	private void saveRevision(long id, String message) throws Exception {
		HttpResponse<String> saved = send(HttpRequest.newBuilder(api("/api/manifests/" + id + "/revisions"))
			.header("Content-Type", "application/json")
			.POST(HttpRequest.BodyPublishers.ofString("{\"message\": \"" + message + "\"}")));
		assertThat(saved.statusCode()).as(saved.body()).isEqualTo(201);
	}

}
