package io.manifeststudio.browser;

import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.interactions.Actions;

import io.manifeststudio.browser.StudioPages.Chip;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Two people on one draft, each in a browser of their own. One sees the other's change
 * within seconds without reloading; a refresh waits while a drag is under way; an edit
 * made on a version someone else has changed since is rebased when their change touched
 * nothing it touches, and otherwise refused with a message that names their change beside
 * the card, the board showing their version and offering to apply the edit on it. Ctrl+Z
 * undoes one's own change, not the other's.
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

		// Bob starts a drag; meanwhile Alice changes the draft: Bob's board hears of it
		// (its activity list shows it) but waits for the drag to end
		second.executeScript("window.dragFrom = performance.now();");
		this.bob.startDrag(this.bob.paletteItem("db-proxy"));
		this.alice.toggleMode("web", "envoy");
		this.alice.awaitVersion(3);
		this.bob.until((browser) -> !browser.findElements(By.cssSelector("#activity [data-version='3']")).isEmpty());
		// a board that does not wait asks for the cards at once: in flight, or answered
		Thread.sleep(1000);
		assertThat(this.bob.version()).as("no refresh in the middle of a drag").isEqualTo(2);
		assertThat(second.executeScript("return document.querySelectorAll('.htmx-request').length + "
				+ "performance.getEntriesByType('resource').filter((e) => e.startTime >= window.dragFrom).length;"))
			.as("requests of Bob's board during the drag")
			.isEqualTo(0L);

		this.bob.finishDrag(this.bob.dropPointAtEnd("api"));

		// Made on version 2, Bob's drop did not touch what Alice changed: it is rebased
		// on version 3 and applied
		this.bob.awaitVersion(4);
		assertThat(this.bob.chips("api")).extracting(Chip::container).containsExactly("proxy", "log-agent", "db-proxy");
		assertThat(this.bob.chips("web")).contains(new Chip("envoy", "colocated"));
		assertThat(second.findElements(By.cssSelector("#board-notice [data-notice]"))).isEmpty();
		this.alice.awaitVersion(4, Duration.ofSeconds(8));
		assertThat(this.alice.chips("api")).extracting(Chip::container)
			.containsExactly("proxy", "log-agent", "db-proxy");

		// Bob drags log-agent out of api while Alice moves it to web: his drop conflicts
		// and says with whose change
		this.bob.startDrag(this.bob.chip("api", "log-agent"));
		this.alice.moveWithKeyboard("api", "log-agent", "web");
		this.alice.awaitVersion(5);
		this.bob.finishDrag(new BoardPage.Target(second.findElement(By.id("palette")), 0, 0));

		WebElement notice = this.bob.notice();
		assertThat(notice.getAttribute("data-notice")).isEqualTo("conflict");
		assertThat(notice.getText()).contains("alice")
			.contains("version 5")
			.contains("log-agent moved from pod api to pod web");
		this.bob.awaitVersion(5);
		WebElement beside = this.bob.card("api").findElement(By.cssSelector(".card-conflict"));
		assertThat(beside.getText()).contains("alice changed the same part of the draft in version 5");
		assertThat(this.bob.chips("web")).extracting(Chip::container).contains("log-agent");
		assertThat(this.bob.chips("api")).extracting(Chip::container).doesNotContain("log-agent");
		assertThat(notice.findElement(By.cssSelector("[data-action=reapply]")).getText())
			.isEqualTo("Reapply on version 5");
		assertThat(this.bob.windowStillMarked()).as("no page load on Bob's side").isTrue();
	}

	/**
	 * The flow: alice moves a container, bob changes another pod's field, alice
	 * presses Ctrl+Z. Her move is undone and bob's change stays: between the text before
	 * her undo and after it only her move's lines differ, each back to what it was before
	 * her move. Bob's Ctrl+Z then undoes his change, not hers.
	 */
	@Test
	void ctrlZUndoesOnesOwnChangeKeepingTheOthersAndTheRestOfTheTextByteForByte() throws Exception {
		long id = importThroughApi("board-two-editors-undo", BoardBrowserTests.MANIFEST);
		String imported = roleManifest(id);
		this.alice.open(id);
		this.bob.open(id);

		this.alice.moveWithKeyboard("web", "log-agent", "api");
		this.alice.awaitVersion(2);
		String moved = roleManifest(id);
		List<Integer> herLines = changedLines(imported, moved);
		assertThat(herLines).as("her move changes the two pods' container lists").hasSize(2);

		this.bob.awaitVersion(2, Duration.ofSeconds(8));
		GroupFormPage bobsForm = new GroupFormPage(second, this.port).open(id, "api");
		bobsForm.type("run.memory", "512");
		bobsForm.awaitNoMessages("run.memory");
		bobsForm.click("save-group");
		String beforeHerUndo = awaitDraft(id, 3);
		List<Integer> bobsLines = changedLines(moved, beforeHerUndo);
		assertThat(bobsLines).as("bob's change is one other line").hasSize(1).doesNotContainAnyElementsOf(herLines);

		this.alice.awaitVersion(3, Duration.ofSeconds(8));
		assertThat(this.alice.undoButton().getAttribute("title")).contains("log-agent");
		pressCtrlZ(driver);
		this.alice.awaitVersion(4);
		String afterHerUndo = roleManifest(id);
		assertThat(changedLines(beforeHerUndo, afterHerUndo)).as("only her move's lines change").isEqualTo(herLines);
		String[] before = lines(beforeHerUndo);
		String[] after = lines(afterHerUndo);
		String[] original = lines(imported);
		for (int line : herLines) {
			assertThat(after[line]).as("line " + (line + 1) + " as before her move").isEqualTo(original[line]);
		}
		for (int line : bobsLines) {
			assertThat(after[line]).as("bob's line stays").isEqualTo(before[line]).contains("512");
		}
		assertThat(afterHerUndo.length() - beforeHerUndo.length()).as("no byte elsewhere")
			.isEqualTo(imported.length() - moved.length());

		this.bob.open(id);
		this.bob.awaitVersion(4);
		assertThat(this.bob.undoButton().getAttribute("title")).as("bob's own newest change")
			.contains("run.memory")
			.doesNotContain("log-agent");
		pressCtrlZ(second);
		this.bob.awaitVersion(5);
		assertThat(roleManifest(id)).as("his change undone, hers still undone").isEqualTo(imported);
	}

	private static void pressCtrlZ(ChromeDriver browser) {
		browser.executeScript("if (document.activeElement) { document.activeElement.blur(); }");
		new Actions(browser).keyDown(Keys.CONTROL).sendKeys("z").keyUp(Keys.CONTROL).perform();
	}

	private String awaitDraft(long id, long version) throws Exception {
		long deadline = System.nanoTime() + Duration.ofSeconds(15).toNanos();
		while (System.nanoTime() < deadline) {
			HttpResponse<String> draft = send(
					HttpRequest.newBuilder(api("/api/manifests/" + id + "/role-manifest.yml")).GET());
			if (draft.headers().firstValue("ETag").orElse("").equals("\"" + version + "\"")) {
				return draft.body();
			}
			Thread.sleep(100);
		}
		throw new AssertionError("The draft did not reach version " + version);
	}

	private String roleManifest(long id) throws Exception {
		HttpResponse<String> draft = send(
				HttpRequest.newBuilder(api("/api/manifests/" + id + "/role-manifest.yml")).GET());
		assertThat(draft.statusCode()).isEqualTo(200);
		return draft.body();
	}

	private static String[] lines(String text) {
		return text.split("\n", -1);
	}

	/** The indexes of the lines that differ; both texts must have as many lines. */
	private static List<Integer> changedLines(String before, String after) {
		String[] old = lines(before);
		String[] now = lines(after);
		assertThat(now).as("no line added or removed").hasSameSizeAs(old);
		List<Integer> changed = new ArrayList<>();
		for (int i = 0; i < old.length; i++) {
			if (!old[i].equals(now[i])) {
				changed.add(i);
			}
		}
		return changed;
	}

}
