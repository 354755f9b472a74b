package io.manifeststudio.browser;

import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;

import org.springframework.test.context.TestPropertySource;

import io.manifeststudio.manifest.Fixtures;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Two editors on the board of SCF 2.17.1, each in a browser of their own, live: a drop in
 * the first reaches the second through its event stream, which shows the note of who did
 * what and then the new version, having asked for the cards of the touched pods alone
 * (one request, no page load), with the first one's badge (in the row and on the card she
 * dragged from), and the activity list names it; while nothing changes the second browser
 * sends no request (its event stream stays open) and a comment reaches it through that
 * stream; when the first closes her tab, her badge goes (presence timeout 3 s here, 30 s
 * by default).
 */
@TestPropertySource(properties = { "manifest-studio.live.heartbeat=500ms", "manifest-studio.live.presence-timeout=3s" })
class BoardLiveBrowserTests extends BrowserTestSupport {

	static final String SCF = "real/scf-2.17.1-role-manifest.yml";

	static ChromeDriver second;

	BoardPage alice;

	BoardPage bob;

	@BeforeAll
	static void startSecondBrowser() {
		Chromium.assumeAvailable();
		second = Chromium.start(1400, 1000);
	}

	@AfterAll
	static void stopSecondBrowser() {
		if (second != null) {
			second.quit();
			second = null;
		}
	}

	@BeforeEach
	void boards() {
		this.alice = new BoardPage(driver, this.port);
		this.bob = new BoardPage(second, this.port);
		signIn(second, "bob");
	}

	@Test
	void aDropInOneBoardReachesTheOtherThroughItsStreamWithNoteAndBadgeAndNoPolling() throws Exception {
		long id = importThroughApi("board-live-scf", Fixtures.text(SCF));
		this.bob.open(id);
		this.alice.open(id);
		this.bob.markWindow();
		WebDriverWait bobWaits = new WebDriverWait(second, Duration.ofSeconds(5));
		bobWaits.until(ExpectedConditions.presenceOfElementLocated(By.cssSelector("#presence [data-presence=alice]")));
		assertThat(second.findElements(By.cssSelector("#presence [data-presence=bob]"))).as("only the others")
			.isEmpty();

		// What Bob's board does about Alice's drop is watched by the events it shows,
		// each
		// awaited with a generous bound: this is a test of behaviour, not of speed (on a
		// loaded machine the way from the write to Bob's board, through the stream and
		// his
		// board's request for the touched cards, takes seconds). How fast a change
		// reaches
		// the other boards is measured by the load driver: "editors-live", change-arrival
		// (docs/speed.md).
		JavascriptExecutor bobJs = second;
		bobJs.executeScript("performance.setResourceTimingBufferSize(10000); window.dropFrom = performance.now();");
		this.alice.startDrag(this.alice.chip("router", "loggregator-agent"));
		this.alice.finishDrag(this.alice.dropPointAtEnd("mysql"));
		this.alice.awaitVersion(2);
		WebDriverWait bobWaitsLong = new WebDriverWait(second, Duration.ofSeconds(15));
		bobWaitsLong.ignoring(StaleElementReferenceException.class)
			.until(ExpectedConditions.visibilityOfElementLocated(By.id("live-note")));
		this.bob.awaitVersion(2, Duration.ofSeconds(15));

		// the stream brought it: Bob's board asked for the cards of the pods the change
		// touched, once, and for nothing else (no poll, no whole board, no page load)
		@SuppressWarnings("unchecked")
		List<String> asked = (List<String>) bobJs.executeScript("return performance.getEntriesByType('resource')"
				+ ".filter(function (e) { return e.startTime >= window.dropFrom; })"
				+ ".map(function (e) { return decodeURIComponent(e.name); });");
		assertThat(asked).as("Bob's requests for Alice's drop").singleElement().satisfies((request) -> {
			assertThat(request).contains("/edit/cards?");
			assertThat(request).containsPattern("pods=[^&]*router").containsPattern("pods=[^&]*mysql");
		});
		assertThat(second.findElement(By.id("live-note")).getText())
			.isEqualTo("alice: loggregator-agent moved from pod router to pod mysql");
		assertThat(
				second.findElements(By.cssSelector("#board [data-pod='mysql'] [data-container='loggregator-agent']")))
			.hasSize(1);
		bobWaits.ignoring(StaleElementReferenceException.class)
			.until(ExpectedConditions
				.presenceOfElementLocated(By.cssSelector("#pod-router .pod-head [data-presence=alice]")));
		String activity = second.findElement(By.cssSelector("#activity li:first-child")).getText();
		assertThat(activity).startsWith("alice: loggregator-agent moved from pod router to pod mysql")
			.endsWith("s ago");
		assertThat(this.bob.windowStillMarked()).as("no page load").isTrue();

		// Idle: over 10 s without changes Bob's browser asks for nothing (the stream is
		// one open request)
		bobJs.executeScript("window.idleFrom = performance.now();");
		Thread.sleep(10_000);
		// the requests started in those 10 s (one the reload started before may still
		// finish in them)
		@SuppressWarnings("unchecked")
		List<String> requests = (List<String>) bobJs.executeScript("return performance.getEntriesByType('resource')"
				+ ".filter(function (e) { return e.startTime >= window.idleFrom; })"
				+ ".map(function (e) { return e.name; });");
		assertThat(requests).as("requests of an idle board besides its stream").isEmpty();

		// A comment on the revision (here through the API) reaches Bob's comments line
		// through the same stream
		HttpResponse<String> revision = send(HttpRequest.newBuilder(api("/api/manifests/" + id + "/revisions"))
			.header("Content-Type", "application/json")
			.POST(HttpRequest.BodyPublishers.ofString("{\"message\": \"first\"}")));
		assertThat(revision.statusCode()).as(revision.body()).isEqualTo(201);
		HttpResponse<String> comment = send(
				HttpRequest.newBuilder(api("/api/manifests/" + id + "/revisions/1/comments"))
					.header("Content-Type", "application/json")
					.POST(HttpRequest.BodyPublishers.ofString("{\"text\": \"Why in mysql?\"}")));
		assertThat(comment.statusCode()).as(comment.body()).isEqualTo(201);
		bobWaits.until(ExpectedConditions
			.presenceOfElementLocated(By.cssSelector(".board-comments-line[data-open-threads='1']")));
		assertThat(this.bob.windowStillMarked()).as("no page load").isTrue();

		// Alice closes her tab: her badge goes from Bob's board
		driver.get("about:blank");
		new WebDriverWait(second, Duration.ofSeconds(10))
			.until(ExpectedConditions.numberOfElementsToBe(By.cssSelector("#presence [data-presence=alice]"), 0));
		assertThat(second.findElements(By.cssSelector("[data-presence=alice]"))).isEmpty();
	}

	/**
	 * A pod that comes or goes on another board comes or goes card by card: the stream's
	 * change brings one request for its cards (the new pod's card to add, the deleted
	 * pod's card to remove), not the whole board, and the console stays free of errors
	 * (htmx's "no target" of a card the board did not have).
	 */
	@Test
	void aPodCreatedOrDeletedElsewhereComesAndGoesCardByCard() throws Exception {
		long id = importThroughApi("board-live-pods", BoardBrowserTests.MANIFEST);
		this.bob.open(id);
		this.bob.markWindow();
		second.manage().logs().get(org.openqa.selenium.logging.LogType.BROWSER);
		JavascriptExecutor bobJs = second;

		bobJs.executeScript("window.changeFrom = performance.now();");
		edit(id, 1, "{\"op\": \"create-group\", \"group\": \"worker\", \"type\": \"bosh\"}");
		this.bob.awaitVersion(2, Duration.ofSeconds(15));
		new WebDriverWait(second, Duration.ofSeconds(10))
			.until(ExpectedConditions.presenceOfElementLocated(By.cssSelector("#board .pod-card[data-pod='worker']")));
		assertThat(this.bob.pods()).containsExactly("web", "api", "worker");
		assertThat(requestsSince(second)).as("Bob's requests for the new pod").singleElement().satisfies((request) -> {
			assertThat(request).contains("/edit/cards?").contains("missing=worker");
		});

		bobJs.executeScript("window.changeFrom = performance.now();");
		edit(id, 2, "{\"op\": \"delete-group\", \"group\": \"worker\"}");
		this.bob.awaitVersion(3, Duration.ofSeconds(15));
		new WebDriverWait(second, Duration.ofSeconds(10))
			.until(ExpectedConditions.numberOfElementsToBe(By.cssSelector("#board .pod-card[data-pod='worker']"), 0));
		assertThat(this.bob.pods()).containsExactly("web", "api");
		assertThat(requestsSince(second)).as("Bob's requests for the deleted pod")
			.singleElement()
			.satisfies((request) -> assertThat(request).contains("/edit/cards?").contains("pods=worker"));
		assertThat(this.bob.windowStillMarked()).as("no page load").isTrue();
		assertThat(second.manage().logs().get(org.openqa.selenium.logging.LogType.BROWSER).getAll())
			.as("errors in Bob's console")
			.noneMatch((entry) -> entry.getLevel().intValue() >= java.util.logging.Level.SEVERE.intValue());
	}

	private void edit(long id, long base, String edit) throws Exception {
		HttpResponse<String> answer = send(HttpRequest.newBuilder(api("/api/manifests/" + id + "/edits?base=" + base))
			.header("Content-Type", "application/json")
			.POST(HttpRequest.BodyPublishers.ofString(edit)));
		assertThat(answer.statusCode()).as(answer.body()).isEqualTo(200);
	}

	/**
	 * The requests Bob's board started since {@code window.changeFrom}, decoded, once the
	 * change is on his board (the caller waited for it) and his board has no request in
	 * flight, twice half a second apart: a request the answer causes starts as it comes.
	 */
	@SuppressWarnings("unchecked")
	private static List<String> requestsSince(ChromeDriver browser) throws InterruptedException {
		WebDriverWait idle = new WebDriverWait(browser, Duration.ofSeconds(10));
		idle.until((page) -> page.findElements(By.cssSelector(".htmx-request")).isEmpty());
		Thread.sleep(500);
		idle.until((page) -> page.findElements(By.cssSelector(".htmx-request")).isEmpty());
		return (List<String>) browser.executeScript("return performance.getEntriesByType('resource')"
				+ ".filter(function (e) { return e.startTime >= window.changeFrom; })"
				+ ".map(function (e) { return decodeURIComponent(e.name); });");
	}

}
