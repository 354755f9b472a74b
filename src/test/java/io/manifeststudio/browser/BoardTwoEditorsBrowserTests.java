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
 * rebased when their change touched nothing it touches, and otherwise refused with a message that names their change
 * beside the card, the board showing their version and offering to apply the edit on it.
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
	void oneSeesTheOthersChangeAStaleDropIsRebasedAndAConflictingOneSaysWhy() throws Exception {
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

		// Made on version 2, Bob's drop did not touch what Alice changed: it is rebased on version 3 and applied
		this.bob.awaitVersion(4);
		assertThat(this.bob.chips("api")).extracting(Chip::container).containsExactly("proxy", "log-agent", "db-proxy");
		assertThat(this.bob.chips("web")).contains(new Chip("envoy", "colocated"));
		assertThat(second.findElements(By.cssSelector("#board-notice [data-notice]"))).isEmpty();
		this.alice.awaitVersion(4, Duration.ofSeconds(8));
		assertThat(this.alice.chips("api")).extracting(Chip::container).containsExactly("proxy", "log-agent", "db-proxy");

		// Bob drags log-agent out of api while Alice moves it to web: his drop conflicts and says with whose change
		this.bob.startDrag(this.bob.chip("api", "log-agent"));
		this.alice.moveWithKeyboard("api", "log-agent", "web");
		this.alice.awaitVersion(5);
		this.bob.finishDrag(new BoardPage.Target(second.findElement(By.id("palette")), 0, 0));

		WebElement notice = this.bob.notice();
		assertThat(notice.getAttribute("data-notice")).isEqualTo("conflict");
		assertThat(notice.getText()).contains("alice").contains("version 5").contains("log-agent moved from pod api to pod web");
		this.bob.awaitVersion(5);
		WebElement beside = this.bob.card("api").findElement(By.cssSelector(".card-conflict"));
		assertThat(beside.getText()).contains("alice changed the same part of the draft in version 5");
		assertThat(this.bob.chips("web")).extracting(Chip::container).contains("log-agent");
		assertThat(this.bob.chips("api")).extracting(Chip::container).doesNotContain("log-agent");
		assertThat(notice.findElement(By.cssSelector("[data-action=reapply]")).getText())
			.isEqualTo("Reapply on version 5");
		assertThat(this.bob.windowStillMarked()).as("no page load on Bob's side").isTrue();
	}

}
