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
 * ({@code performance.getEntriesByType('resource')}): the requests that started from the
 * action on, read once at the end of the test's flow, a second and a half after its last
 * answer, and told apart by the moments each step of the flow started.
 */
class BoardOneRequestBrowserTests extends BrowserTestSupport {

	/**
	 * How long the page must stay without a new request after the flow's last answer: its
	 * stream's copy of its own change is looked at again a second later.
	 */
	static final long QUIET_MILLIS = 1500;

	BoardPage board;

	@BeforeEach
	void boardPage() {
		this.board = new BoardPage(driver, this.port);
	}

	@Test
	void aDropIsOneRequestAndTheBoardAndFindingsFollowFromItsAnswer() throws Exception {
		this.board.open(importThroughApi("one-request", BoardBrowserTests.MANIFEST));
		assertThat(this.board.findingRules()).contains("FISSILE-51");
		double dropped = mark();

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
		List<String> requests = requestsFrom(dropped).get(0);
		assertThat(requests).hasSize(1);
		assertThat(requests.get(0)).endsWith("/edit/edits");
	}

	@Test
	void aDropWithAPreviewOpenAsksForThatPreviewAlone() throws Exception {
		this.board.open(importThroughApi("one-request-preview", BoardBrowserTests.MANIFEST));
		this.board.openPreviews("kubernetes");
		this.board.awaitPreview("kubernetes", (yaml) -> yaml.contains("kind:"));
		double dropped = mark();

		this.board.dragFromPalette("db-proxy", "web");

		this.board.awaitVersion(2);
		this.board.awaitErrors(0);
		this.board.awaitPreviewOf("web");
		this.board.awaitPreview("kubernetes", (yaml) -> yaml.contains("name: db-proxy"));
		List<String> requests = requestsFrom(dropped).get(0);
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
		form.awaitChecks();
		double refusedSave = mark();
		form.click("save-group");

		assertThat(form.notice()).isEqualTo("refused");
		assertThat(form.value("run.scaling.max")).isEqualTo("5");
		assertThat(this.board.version()).isEqualTo(1);
		assertThat(history(id)).as("nothing written").isEmpty();

		double typing = mark();
		form.type("run.memory", "512");
		form.awaitChecks();
		form.awaitNoMessages("run.memory");
		double save = mark();
		form.click("save-group");

		assertThat(form.notice()).isEqualTo("saved");
		assertThat(form.noticeText()).contains("Saved 5 fields").contains("version 2");
		this.board.awaitVersion(2);
		assertThat(this.board.card("web").getText()).contains("2–5 replicas").contains("8080→81");
		assertThat(this.board.undoButton().getAttribute("title")).contains("run.memory of web set to 512")
			.contains("run.scaling.max of web set to 5");
		assertThat(history(id)).as("one change").containsExactly(2L);
		List<List<String>> requests = requestsFrom(refusedSave, typing, save);
		assertThat(requests.get(0)).as("the refused save, and nothing after it").hasSize(1);
		assertThat(requests.get(0).get(0)).endsWith("/edit/groups/web");
		assertThat(requests.get(1)).as("the checks of the field typed, and nothing else")
			.allSatisfy((name) -> assertThat(name.replaceFirst("\\?.*", "")).endsWith("/edit/groups/web/validate"));
		assertThat(requests.get(2)).as("the save, and nothing after it").hasSize(1);
		assertThat(requests.get(2).get(0)).endsWith("/edit/groups/web");

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
		form.awaitChecks();
		form.awaitNoMessages("name");
		double rename = mark();

		form.click("rename-group");

		assertThat(form.notice()).isEqualTo("saved");
		assertThat(form.group()).isEqualTo("frontend");
		this.board.awaitVersion(2);
		assertThat(this.board.pods()).containsExactly("frontend", "api");
		assertThat(this.board.chips("frontend")).contains(new Chip("log-agent", "colocated"));
		assertThat(this.board.undoButton().getAttribute("title")).contains("frontend");
		assertThat(history(id)).as("one change").containsExactly(2L);
		assertFindingsAsLoaded(id);

		double undo = mark();
		assertOneUndoStepBack(id, 3);
		assertThat(this.board.pods()).containsExactly("web", "api");
		List<List<String>> requests = requestsFrom(rename, undo);
		assertOneRequest(requests.get(0), "/edit/groups/web/name");
		assertOneRequest(requests.get(1), "/edit/undo");
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
		double delete = mark();

		form.deleteAndConfirm();

		assertThat(form.notice()).isEqualTo("saved");
		this.board.awaitVersion(2);
		assertThat(this.board.pods()).containsExactly("web");
		assertThat(this.board.paletteItem("proxy").getAttribute("data-unplaced")).isEqualTo("true");
		assertThat(this.board.undoButton().getAttribute("title")).contains("api");
		assertThat(history(id)).as("one change").containsExactly(2L);
		assertFindingsAsLoaded(id);

		double undo = mark();
		assertOneUndoStepBack(id, 3);
		assertThat(this.board.pods()).containsExactly("web", "api");
		List<List<String>> requests = requestsFrom(delete, undo);
		assertOneRequest(requests.get(0), "/edit/groups/api");
		assertOneRequest(requests.get(1), "/edit/undo");
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
		double open = mark();
		driver.findElement(By.cssSelector("[data-action=new-group]")).click();
		form.awaitCreateForm();
		double typing = mark();
		form.type("name", "worker");
		form.awaitChecks();
		form.awaitNoMessages("name");
		double create = mark();

		form.click("create-group");

		assertThat(form.notice()).isEqualTo("saved");
		assertThat(form.group()).isEqualTo("worker");
		this.board.awaitVersion(2);
		assertThat(this.board.pods()).containsExactly("web", "api", "worker");
		assertThat(this.board.undoButton().getAttribute("title")).contains("worker");
		assertThat(history(id)).as("one change").containsExactly(2L);
		assertFindingsAsLoaded(id);

		double undo = mark();
		assertOneUndoStepBack(id, 3);
		assertThat(this.board.pods()).containsExactly("web", "api");
		List<List<String>> requests = requestsFrom(open, typing, create, undo);
		assertOneRequest(requests.get(0), "/edit/groups/new");
		assertThat(requests.get(1)).as("the checks of the name typed, and nothing else")
			.allSatisfy((name) -> assertThat(name.replaceFirst("\\?.*", "")).endsWith("/edit/groups/new/validate"));
		assertOneRequest(requests.get(2), "/edit/groups");
		assertOneRequest(requests.get(3), "/edit/undo");
	}

	private GroupFormPage openGroupForm(String group) {
		GroupFormPage form = new GroupFormPage(driver, this.port);
		driver.findElement(By.cssSelector("#board [data-pod='" + group + "'] .pod-title[data-action=edit-group]"))
			.click();
		form.awaitGroup(group);
		return form;
	}

	/**
	 * A step's requests (of {@link #requestsFrom}) were one, to an address ending so.
	 */
	private static void assertOneRequest(List<String> requests, String path) {
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
	 * One undo takes the change back whole (in one request, which the caller counts; a
	 * pod it brings back comes with its answer): the draft's text is the imported one
	 * again, at {@code version}, and there is no second step.
	 */
	private void assertOneUndoStepBack(long id, long version) throws Exception {
		this.board.undo();
		this.board.awaitVersion(version);
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
	 * Now on the page's clock ({@code performance.now()}): the start of a step whose
	 * requests {@link #requestsFrom} tells apart. The page's requests of before (its
	 * loading, the answers awaited) started earlier.
	 */
	private double mark() {
		return ((Number) ((JavascriptExecutor) driver)
			.executeScript("performance.setResourceTimingBufferSize(10000); return performance.now();")).doubleValue();
	}

	/**
	 * The addresses of the requests the page started in each step, from one mark to the
	 * next and from the last one on, read after {@link #QUIET_MILLIS} more (so any
	 * request an answer would cause is in). A request that comes late lands in a later
	 * step, which then has one more.
	 */
	@SuppressWarnings("unchecked")
	private List<List<String>> requestsFrom(double... marks) throws InterruptedException {
		Thread.sleep(QUIET_MILLIS);
		List<List<Object>> started = (List<List<Object>>) ((JavascriptExecutor) driver)
			.executeScript("return performance.getEntriesByType('resource').map(e => [e.name, e.startTime]);");
		List<List<String>> steps = new ArrayList<>();
		for (int step = 0; step < marks.length; step++) {
			double from = marks[step];
			double to = (step + 1 < marks.length) ? marks[step + 1] : Double.MAX_VALUE;
			steps.add(started.stream()
				.filter((entry) -> ((Number) entry.get(1)).doubleValue() >= from
						&& ((Number) entry.get(1)).doubleValue() < to)
				.map((entry) -> (String) entry.get(0))
				.toList());
		}
		return steps;
	}

}
