package io.manifeststudio.browser;

import java.util.List;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.JavascriptExecutor;

import io.manifeststudio.browser.StudioPages.Chip;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * One round trip per action: a drop on the board is one HTTP request, whose answer brings
 * the changed cards, the findings and the marks; the only other requests a drop may cause
 * are those of the previews that are open. Counted with the browser's resource timing
 * ({@code performance.getEntriesByType('resource')}) before and after the drop.
 */
class BoardOneRequestBrowserTests extends BrowserTestSupport {

	BoardPage board;

	@BeforeEach
	void boardPage() {
		this.board = new BoardPage(driver, this.port);
	}

	@Test
	void aDropIsOneRequestAndTheBoardAndFindingsFollowFromItsAnswer() throws Exception {
		this.board.open(importThroughApi("one-request", BoardBrowserTests.MANIFEST));
		assertThat(this.board.findingRules()).contains("FISSILE-51");
		int before = settledRequests();

		this.board.dragFromPalette("db-proxy", "api");

		this.board.awaitVersion(2);
		this.board.awaitErrors(0);
		assertThat(this.board.chips("api")).containsExactly(new Chip("proxy", "colocated"),
				new Chip("db-proxy", "colocated"));
		assertThat(this.board.findingRules()).doesNotContain("FISSILE-51");
		assertThat(BoardPage.findings(this.board.paletteItem("db-proxy"))).doesNotContain("FISSILE-51");
		assertThat(this.board.undoButton().getAttribute("title")).contains("db-proxy");
		// the event stream brings this change too; a board does not ask for what its own
		// answer brought
		List<String> requests = requestsSince(before, 1500);
		assertThat(requests).hasSize(1);
		assertThat(requests.get(0)).endsWith("/edit/edits");
	}

	@Test
	void aDropWithAPreviewOpenAsksForThatPreviewAlone() throws Exception {
		this.board.open(importThroughApi("one-request-preview", BoardBrowserTests.MANIFEST));
		this.board.openPreviews("kubernetes");
		this.board.awaitPreview("kubernetes", (yaml) -> yaml.contains("kind:"));
		int before = settledRequests();

		this.board.dragFromPalette("db-proxy", "web");

		this.board.awaitVersion(2);
		this.board.awaitErrors(0);
		this.board.awaitPreviewOf("web");
		this.board.awaitPreview("kubernetes", (yaml) -> yaml.contains("name: db-proxy"));
		List<String> requests = requestsSince(before, 1500);
		assertThat(requests).hasSize(2);
		assertThat(requests).anySatisfy((name) -> assertThat(name).endsWith("/edit/edits"));
		assertThat(requests).anySatisfy((name) -> assertThat(name).contains("/edit/previews/kubernetes"));
	}

	/**
	 * The number of requests the page made, once it made none for half a second (its own
	 * loading is done).
	 */
	private int settledRequests() throws InterruptedException {
		int count = count();
		for (int i = 0; i < 50; i++) {
			Thread.sleep(500);
			int now = count();
			if (now == count) {
				return now;
			}
			count = now;
		}
		return count;
	}

	/**
	 * The addresses of the requests made since the first {@code before}, after waiting
	 * {@code quietMillis} more.
	 */
	@SuppressWarnings("unchecked")
	private List<String> requestsSince(int before, long quietMillis) throws InterruptedException {
		Thread.sleep(quietMillis);
		return (List<String>) ((JavascriptExecutor) driver).executeScript(
				"return performance.getEntriesByType('resource').slice(arguments[0]).map(e => e.name);", before);
	}

	private int count() {
		return ((Number) ((JavascriptExecutor) driver)
			.executeScript("return performance.getEntriesByType('resource').length;")).intValue();
	}

}
