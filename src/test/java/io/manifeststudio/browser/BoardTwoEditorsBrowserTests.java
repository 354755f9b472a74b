package io.manifeststudio.browser;

import java.time.Duration;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;

import io.manifeststudio.browser.StudioPages.Chip;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Two people on one draft, each in a browser of their own. One sees the other's change within seconds without
 * reloading; a refresh waits while a drag is under way; an edit made on a version someone else has changed since is
 * refused, the board shows their version and offers to reapply the edit on it, and reapplying works.
 */
class BoardTwoEditorsBrowserTests extends BrowserTestSupport {

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
	void oneSeesTheOthersChangeAndAStaleDropIsRefusedThenReappliedOnTheNewVersion() throws Exception {
		long id = importThroughApi("board-two-editors", BoardBrowserTests.MANIFEST);
		this.alice.open(id);
		this.bob.open(id);
		this.bob.markWindow();

		this.alice.moveWithKeyboard("web", "log-agent", "api");
		this.alice.awaitVersion(2);

		// Bob's board follows within seconds, without a page load
		this.bob.awaitVersion(2, Duration.ofSeconds(8));
		assertThat(this.bob.chips("api")).extracting(Chip::container).containsExactly("proxy", "log-agent");
		assertThat(this.bob.windowStillMarked()).isTrue();

		// Bob starts a drag; meanwhile Alice changes the draft: Bob's board waits for the drag to end
		this.bob.startDrag(this.bob.paletteItem("db-proxy"));
		this.alice.toggleMode("web", "envoy");
		this.alice.awaitVersion(3);
		Thread.sleep(5000);
		assertThat(this.bob.version()).as("no refresh in the middle of a drag").isEqualTo(2);

		this.bob.finishDrag(this.bob.dropPointAtEnd("api"));

		WebElement notice = this.bob.notice();
		assertThat(notice.getAttribute("data-notice")).isEqualTo("stale");
		assertThat(notice.getText()).contains("version 3").contains("place db-proxy in api");
		this.bob.awaitVersion(3);
		assertThat(this.bob.chips("web")).contains(new Chip("envoy", "colocated"));
		assertThat(this.bob.chips("api")).extracting(Chip::container).doesNotContain("db-proxy");
		WebElement reapply = notice.findElement(By.cssSelector("[data-action=reapply]"));
		assertThat(reapply.getText()).isEqualTo("Reapply on version 3");

		reapply.click();

		this.bob.awaitVersion(4);
		assertThat(this.bob.chips("api")).extracting(Chip::container).containsExactly("proxy", "log-agent", "db-proxy");
		assertThat(second.findElements(By.cssSelector("#board-notice [data-notice]"))).isEmpty();
		this.alice.awaitVersion(4, Duration.ofSeconds(8));
		assertThat(this.alice.chips("api")).extracting(Chip::container).containsExactly("proxy", "log-agent", "db-proxy");
		assertThat(this.bob.windowStillMarked()).as("no page load on Bob's side").isTrue();
	}

}
