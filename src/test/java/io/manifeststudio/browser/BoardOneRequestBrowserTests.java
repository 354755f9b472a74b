package io.manifeststudio.browser;

import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;

import io.manifeststudio.browser.StudioPages.Chip;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * One round trip per action: a drop on the board is one HTTP request, whose answer brings
 * the changed cards, the findings and the marks; the only other requests a drop may cause
 * are those of the previews that are open. So is a save of the group form in the board's
 * side panel. Counted with the browser's resource timing
 * ({@code performance.getEntriesByType('resource')}) before and after the action.
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
	 * The group form in the board's side panel saves all its changed fields as one change
	 * in one request, whose answer brings the form, the changed card, the findings and
	 * undo: one version, one row of the history, one undo step. A save whose third field
	 * is invalid writes nothing (and is one request too).
	 */
	@Test
	void aGroupFormSaveOnTheBoardIsOneRequestOneVersionAndOneUndoStep() throws Exception {
		long id = importThroughApi("one-request-form", BoardBrowserTests.MANIFEST);
		this.board.open(id);
		GroupFormPage form = new GroupFormPage(driver, this.port);
		driver.findElement(By.cssSelector("#board [data-pod='web'] .pod-title[data-action=edit-group]")).click();
		form.awaitGroup("web");

		form.type("run.scaling.min", "2");
		form.type("run.scaling.max", "5");
		form.type("run.memory", "512Mi");
		form.type("run.virtual-cpus", "1");
		form.type("ports[0].external", "81");
		form.awaitError("run.memory", "write 256, not 512Mi");
		int before = settledRequests();
		form.click("save-group");

		assertThat(form.notice()).isEqualTo("refused");
		assertThat(form.value("run.scaling.max")).isEqualTo("5");
		List<String> refused = requestsSince(before, 1500);
		assertThat(refused).hasSize(1);
		assertThat(refused.get(0)).endsWith("/edit/groups/web");
		assertThat(this.board.version()).isEqualTo(1);
		assertThat(history(id)).as("nothing written").isEmpty();

		form.type("run.memory", "512");
		form.awaitNoMessages("run.memory");
		before = settledRequests();
		form.click("save-group");

		assertThat(form.notice()).isEqualTo("saved");
		assertThat(form.noticeText()).contains("Saved 5 fields").contains("version 2");
		this.board.awaitVersion(2);
		assertThat(this.board.card("web").getText()).contains("2–5 replicas").contains("8080→81");
		assertThat(this.board.undoButton().getAttribute("title")).contains("run.memory of web set to 512")
			.contains("run.scaling.max of web set to 5");
		List<String> saved = requestsSince(before, 1500);
		assertThat(saved).as("the save, and nothing after it").hasSize(1);
		assertThat(saved.get(0)).endsWith("/edit/groups/web");
		assertThat(history(id)).as("one change").containsExactly(2L);

		this.board.undo();

		this.board.awaitVersion(3);
		assertThat(this.board.card("web").getText()).contains("1–3 replicas").contains("8080→80");
		String text = send(HttpRequest.newBuilder(api("/api/manifests/" + id + "/role-manifest.yml")).GET()).body();
		assertThat(text).as("one undo step takes back all five").isEqualTo(BoardBrowserTests.MANIFEST);
		assertThat(this.board.undoButton().isEnabled()).as("no second step").isFalse();
	}

	/**
	 * Renaming a pod's group in the board's side panel is one request, whose answer
	 * brings the renamed form, the card under its new name (where the old one was), the
	 * findings, the move targets and undo: one version, one undo step.
	 */
	@Test
	void aRenameOnTheBoardIsOneRequestOneVersionAndOneUndoStep() throws Exception {
		long id = importThroughApi("one-request-rename", BoardBrowserTests.MANIFEST);
		this.board.open(id);
		GroupFormPage form = openGroupForm("web");
		form.type("name", "frontend");
		form.awaitNoMessages("name");
		int before = settledRequests();

		form.click("rename-group");

		assertThat(form.notice()).isEqualTo("saved");
		assertThat(form.group()).isEqualTo("frontend");
		this.board.awaitVersion(2);
		assertThat(this.board.pods()).containsExactly("frontend", "api");
		assertThat(this.board.chips("frontend")).contains(new Chip("log-agent", "colocated"));
		assertThat(this.board.undoButton().getAttribute("title")).contains("frontend");
		assertOneRequest(before, "/edit/groups/web/name");
		assertThat(history(id)).as("one change").containsExactly(2L);
		assertFindingsAsLoaded(id);

		assertOneUndoStepBack(id, 3);
		assertThat(this.board.pods()).containsExactly("web", "api");
	}

	/**
	 * Deleting a pod's group in the side panel is one request: the card goes, the
	 * container it placed shows in the palette as placed nowhere, with its finding.
	 */
	@Test
	void aDeleteOnTheBoardIsOneRequestOneVersionAndOneUndoStep() throws Exception {
		long id = importThroughApi("one-request-delete", BoardBrowserTests.MANIFEST);
		this.board.open(id);
		GroupFormPage form = openGroupForm("api");
		int before = settledRequests();

		form.deleteAndConfirm();

		assertThat(form.notice()).isEqualTo("saved");
		this.board.awaitVersion(2);
		assertThat(this.board.pods()).containsExactly("web");
		assertThat(this.board.paletteItem("proxy").getAttribute("data-unplaced")).isEqualTo("true");
		assertThat(this.board.undoButton().getAttribute("title")).contains("api");
		assertOneRequest(before, "/edit/groups/api");
		assertThat(history(id)).as("one change").containsExactly(2L);
		assertFindingsAsLoaded(id);

		assertOneUndoStepBack(id, 3);
		assertThat(this.board.pods()).containsExactly("web", "api");
	}

	/**
	 * Opening the create form from the board is one request, and creating the group is
	 * one more: the new pod's card comes with the answer, after the others.
	 */
	@Test
	void aCreateOnTheBoardIsOneRequestOneVersionAndOneUndoStep() throws Exception {
		long id = importThroughApi("one-request-create", BoardBrowserTests.MANIFEST);
		this.board.open(id);
		GroupFormPage form = new GroupFormPage(driver, this.port);
		int before = settledRequests();
		driver.findElement(By.cssSelector("[data-action=new-group]")).click();
		form.awaitCreateForm();
		assertOneRequest(before, "/edit/groups/new");
		form.type("name", "worker");
		form.awaitNoMessages("name");
		before = settledRequests();

		form.click("create-group");

		assertThat(form.notice()).isEqualTo("saved");
		assertThat(form.group()).isEqualTo("worker");
		this.board.awaitVersion(2);
		assertThat(this.board.pods()).containsExactly("web", "api", "worker");
		assertThat(this.board.undoButton().getAttribute("title")).contains("worker");
		assertOneRequest(before, "/edit/groups");
		assertThat(history(id)).as("one change").containsExactly(2L);
		assertFindingsAsLoaded(id);

		assertOneUndoStepBack(id, 3);
		assertThat(this.board.pods()).containsExactly("web", "api");
	}

	private GroupFormPage openGroupForm(String group) {
		GroupFormPage form = new GroupFormPage(driver, this.port);
		driver.findElement(By.cssSelector("#board [data-pod='" + group + "'] .pod-title[data-action=edit-group]"))
			.click();
		form.awaitGroup(group);
		return form;
	}

	/** The action since {@code before} was one request, to an address ending so. */
	private void assertOneRequest(int before, String path) throws InterruptedException {
		List<String> requests = requestsSince(before, 1500);
		assertThat(requests).as("the action, and nothing after it").hasSize(1);
		assertThat(requests.get(0).replaceFirst("\\?.*", "")).endsWith(path);
	}

	/**
	 * The findings panel shows what a board loaded now shows: the answer brought the
	 * findings of the change (the page is loaded again in another tab).
	 */
	private void assertFindingsAsLoaded(long id) {
		List<String> shown = this.board.findingRules();
		int errors = this.board.errors();
		String here = driver.getWindowHandle();
		driver.switchTo().newWindow(org.openqa.selenium.WindowType.TAB);
		try {
			BoardPage loaded = new BoardPage(driver, this.port).open(id);
			assertThat(shown).as("the findings the answer brought").isEqualTo(loaded.findingRules());
			assertThat(errors).isEqualTo(loaded.errors());
		}
		finally {
			driver.close();
			driver.switchTo().window(here);
		}
	}

	/**
	 * One undo takes the change back whole, in one request (a pod it brings back comes
	 * with its answer): the draft's text is the imported one again, at {@code version},
	 * and there is no second step.
	 */
	private void assertOneUndoStepBack(long id, long version) throws Exception {
		int before = settledRequests();
		this.board.undo();
		this.board.awaitVersion(version);
		assertOneRequest(before, "/edit/undo");
		String text = send(HttpRequest.newBuilder(api("/api/manifests/" + id + "/role-manifest.yml")).GET()).body();
		assertThat(text).as("one undo step takes the change back").isEqualTo(BoardBrowserTests.MANIFEST);
		assertThat(this.board.undoButton().isEnabled()).as("no second step").isFalse();
		this.board.awaitLoaded();
	}

	/** The versions of the draft's history, newest first. */
	private List<Long> history(long id) throws Exception {
		HttpResponse<String> history = send(HttpRequest.newBuilder(api("/api/manifests/" + id + "/history")).GET());
		assertThat(history.statusCode()).as(history.body()).isEqualTo(200);
		List<Long> versions = new ArrayList<>();
		Matcher version = Pattern.compile("\"version\"\\s*:\\s*(\\d+)").matcher(history.body());
		while (version.find()) {
			versions.add(Long.parseLong(version.group(1)));
		}
		return versions;
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
