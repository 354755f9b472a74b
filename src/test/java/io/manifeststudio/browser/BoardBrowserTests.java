package io.manifeststudio.browser;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.By;

import io.manifeststudio.browser.StudioPages.Chip;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The board in the browser, each test a flow on its own manifest: drag from the palette
 * into a pod, reorder sidecars, flip a chip to sidecar and see what each Kubernetes
 * version gets, make two containers collide on a port and undo it, undo an older change
 * of one's own from the activity list, move with the keyboard only (and after an undo the
 * "Move to…" choices are current), and reload to find every change kept. Every change is
 * one edit the server applies; the findings and previews follow without a page load.
 */
class BoardBrowserTests extends BrowserTestSupport {

	/**
	 * Pod "web" places a colocated log agent and two sidecars; pod "api" places a proxy
	 * that listens on 8080 like web; "db-proxy" is placed nowhere (fissile refuses that:
	 * FISSILE-51).
	 */
	static final String MANIFEST = """
			# The board's browser tests
			instance_groups:
			- name: web
			  jobs:
			  - name: tor
			    release: tor
			    properties:
			      bosh_containerization:
			        colocated_containers: [log-agent, envoy, metrics]
			        sidecars: [envoy, metrics]
			        ports:
			        - {name: http, protocol: TCP, internal: 8080, external: 80}
			        run:
			          scaling: {min: 1, max: 3, ha: 2}
			          memory: 256
			- name: api
			  jobs:
			  - name: api
			    release: tor
			    properties:
			      bosh_containerization:
			        colocated_containers: [proxy]
			        ports:
			        - {name: api, protocol: TCP, internal: 9000}
			        run: {memory: 128}
			- name: log-agent
			  type: colocated-container
			  jobs:
			  - name: ntpd
			    release: ntp
			    properties:
			      bosh_containerization:
			        run: {memory: 64}
			- name: envoy
			  type: colocated-container
			  jobs:
			  - name: envoy
			    release: envoy
			    properties:
			      bosh_containerization:
			        ports:
			        - {name: proxy, protocol: TCP, internal: 15001}
			        run: {memory: 128}
			- name: metrics
			  type: colocated-container
			  jobs:
			  - name: exporter
			    release: tor
			    properties:
			      bosh_containerization:
			        ports:
			        - {name: metrics, protocol: TCP, internal: 9100}
			        run: {memory: 32}
			- name: proxy
			  type: colocated-container
			  jobs:
			  - name: nginx
			    release: tor
			    properties:
			      bosh_containerization:
			        ports:
			        - {name: proxy, protocol: TCP, internal: 8080}
			        run: {memory: 32}
			- name: db-proxy
			  type: colocated-container
			  jobs:
			  - name: hashmat
			    release: tor
			    properties:
			      bosh_containerization:
			        run: {memory: 16}
			""";

	BoardPage board;

	@BeforeEach
	void boardPage() {
		this.board = new BoardPage(driver, this.port);
	}

	private long openNewManifest(String name) throws Exception {
		long id = importThroughApi(name, MANIFEST);
		this.board.open(id);
		return id;
	}

	@Test
	void aContainerDraggedIntoAPodClearsItsFindingAndShowsInThePreviews() throws Exception {
		openNewManifest("board-drag");
		assertThat(this.board.findingRules()).contains("FISSILE-51");
		assertThat(BoardPage.findings(this.board.paletteItem("db-proxy"))).contains("FISSILE-51");
		assertThat(this.board.errors()).isEqualTo(1);
		this.board.openPreviews();
		this.board.markWindow();

		this.board.dragFromPalette("db-proxy", "api");

		this.board.awaitVersion(2);
		assertThat(this.board.chips("api")).containsExactly(new Chip("proxy", "colocated"),
				new Chip("db-proxy", "colocated"));
		this.board.awaitErrors(0);
		assertThat(this.board.findingRules()).doesNotContain("FISSILE-51");
		// the previews show the pod the edit changed
		this.board.awaitPreviewOf("api");
		this.board.awaitPreview("kubernetes", (yaml) -> yaml.contains("name: db-proxy"));
		this.board.awaitPreview("helm",
				(yaml) -> yaml.contains("# Source: board-drag/templates/api.yaml") && yaml.contains("name: db-proxy"));
		this.board.awaitPreview("role-manifest", (text) -> text.contains("colocated_containers: [proxy, db-proxy]"));
		assertThat(this.board.changedLines()).containsExactly("        colocated_containers: [proxy, db-proxy]");
		assertThat(this.board.undoButton().isEnabled()).isTrue();
		assertThat(this.board.undoButton().getAttribute("title")).contains("db-proxy");
		assertThat(this.board.windowStillMarked()).as("no page load").isTrue();
	}

	/**
	 * SortableJS keeps each list it was made on until it is destroyed; a card an answer
	 * replaced would stay in memory with its list, and every later drag would look
	 * through all such lists. The board gives them up: after a drop, the replaced card's
	 * list and the replaced palette have no Sortable left, and the new ones have theirs.
	 */
	@Test
	void aCardADropReplacedLetsItsDragAndDropGo() throws Exception {
		openNewManifest("board-drag-cleanup");
		JavascriptExecutor page = (JavascriptExecutor) driver;
		page.executeScript("window.replaced = [document.querySelector('#pod-api [data-sortable]'), "
				+ "document.getElementById('palette')];");
		assertThat(page.executeScript("return window.replaced.map(l => !!Sortable.get(l));"))
			.isEqualTo(List.of(true, true));

		this.board.dragFromPalette("db-proxy", "api");

		this.board.awaitVersion(2);
		assertThat(page.executeScript("return window.replaced.map(l => l.isConnected);")).as("replaced by the answer")
			.isEqualTo(List.of(false, false));
		assertThat(page.executeScript("return window.replaced.map(l => !!Sortable.get(l));"))
			.isEqualTo(List.of(false, false));
		assertThat(page.executeScript("return !!Sortable.get(document.querySelector('#pod-api [data-sortable]'));"))
			.isEqualTo(true);
	}

	@Test
	void reorderingTwoSidecarsChangesTheStartAndStopOrder() throws Exception {
		openNewManifest("board-reorder");
		assertThat(this.board.startOrder("web")).isEqualTo("envoy → metrics → web + log-agent");
		this.board.openPreviews("kubernetes");

		this.board.dragBefore("web", "metrics", "envoy");

		this.board.awaitVersion(2);
		assertThat(this.board.chips("web")).extracting(Chip::container)
			.containsExactly("log-agent", "metrics", "envoy");
		assertThat(this.board.startOrder("web")).isEqualTo("metrics → envoy → web + log-agent");
		assertThat(this.board.stopOrder("web")).isEqualTo("web + log-agent → envoy → metrics");
		this.board.awaitPreview("kubernetes", (yaml) -> yaml.indexOf("name: metrics") < yaml.indexOf("name: envoy"));
	}

	@Test
	void aChipFlippedToSidecarIsANativeSidecarFor133AndTheFallbackFor127() throws Exception {
		openNewManifest("board-flip");
		this.board.openPreviews("kubernetes", "helm");
		this.board.choosePreviewPod("web");
		assertThat(ExportPanelPage.names(this.board.podSpec("kubernetes", "StatefulSet"), "containers"))
			.containsExactly("web", "log-agent");

		this.board.toggleMode("web", "log-agent");

		this.board.awaitVersion(2);
		assertThat(this.board.chips("web")).contains(new Chip("log-agent", "sidecar"));
		for (String preview : List.of("kubernetes", "helm")) {
			// The previews ask again once the answer is in: wait for the new YAML, not
			// any with init containers.
			this.board.awaitPreview(preview,
					(yaml) -> ExportPanelPage.names(BoardPage.podSpecIn(yaml, "StatefulSet", preview), "initContainers")
						.contains("log-agent"));
			Map<String, Object> native133 = this.board.podSpec(preview, "StatefulSet");
			assertThat(ExportPanelPage.names(native133, "initContainers")).as(preview)
				.containsExactly("log-agent", "envoy", "metrics");
			assertThat(ExportPanelPage.container(native133, "initContainers", "log-agent")).as(preview)
				.containsEntry("restartPolicy", "Always");
			assertThat(ExportPanelPage.names(native133, "containers")).as(preview).containsExactly("web");
		}

		this.board.chooseVersion("1.27");

		for (String preview : List.of("kubernetes", "helm")) {
			this.board.awaitPreview(preview, (yaml) -> !yaml.contains("initContainers:"));
			Map<String, Object> fallback127 = this.board.podSpec(preview, "StatefulSet");
			assertThat(ExportPanelPage.names(fallback127, "containers")).as(preview)
				.containsExactly("log-agent", "envoy", "metrics", "web");
			Map<String, Object> sidecar = ExportPanelPage.container(fallback127, "containers", "log-agent");
			assertThat(sidecar).as(preview).doesNotContainKey("restartPolicy");
			assertThat(sidecar.get("lifecycle")).as(preview)
				.asInstanceOf(org.assertj.core.api.InstanceOfAssertFactories.MAP)
				.containsKey("postStart");
		}
		assertThat(driver.findElement(By.id("board")).getAttribute("data-sidecars")).isEqualTo("fallback");
		assertThat(this.board.stopOrder("web")).isEqualTo("log-agent + envoy + metrics + web");
	}

	@Test
	void aPortCollisionMarksBothChipsAndUndoTakesItAway() throws Exception {
		openNewManifest("board-collision");
		assertThat(this.board.errors()).isEqualTo(1);

		this.board.dragToPod("api", "proxy", "web");

		this.board.awaitVersion(2);
		assertThat(this.board.chips("web")).extracting(Chip::container).contains("proxy");
		this.board.until((driver) -> this.board.findingRules().contains("STUDIO-POD-PORT-COLLISION"));
		assertThat(this.board.errors()).isGreaterThan(1);
		assertThat(BoardPage.findings(this.board.mainChip("web"))).contains("STUDIO-POD-PORT-COLLISION");
		assertThat(BoardPage.findings(this.board.chip("web", "proxy"))).contains("STUDIO-POD-PORT-COLLISION");
		assertThat(this.board.chip("web", "proxy").getAttribute("class")).contains("has-error");
		assertThat(BoardPage.findings(this.board.chip("web", "envoy"))).doesNotContain("STUDIO-POD-PORT-COLLISION");

		this.board.undo();

		this.board.awaitVersion(3);
		this.board.awaitErrors(1);
		assertThat(this.board.findingRules()).doesNotContain("STUDIO-POD-PORT-COLLISION");
		assertThat(this.board.chips("api")).extracting(Chip::container).containsExactly("proxy");
		assertThat(BoardPage.findings(this.board.mainChip("web"))).isEmpty();
		assertThat(this.board.redoButton().isEnabled()).isTrue();
	}

	@Test
	void anOlderOwnChangeIsUndoneFromTheActivityListAndTheNewerOneStays() throws Exception {
		openNewManifest("board-activity-undo");
		this.board.toggleMode("web", "log-agent");
		this.board.awaitVersion(2);
		this.board.dragFromPalette("db-proxy", "api");
		this.board.awaitVersion(3);
		By undoFlip = By.cssSelector("#activity [data-action=undo-change][data-change='2']");
		this.board.until((driver) -> !driver.findElements(undoFlip).isEmpty());
		assertThat(driver.findElement(undoFlip).getAttribute("aria-label"))
			.isEqualTo("Undo log-agent became a sidecar of web");

		driver.findElement(undoFlip).click();

		this.board.awaitVersion(4);
		assertThat(this.board.chips("web")).contains(new Chip("log-agent", "colocated"));
		assertThat(this.board.chips("api")).extracting(Chip::container).containsExactly("proxy", "db-proxy");
	}

	@Test
	void aContainerMovesWithTheKeyboardAlone() throws Exception {
		openNewManifest("board-keyboard");

		this.board.moveWithKeyboard("web", "log-agent", "api");

		this.board.awaitVersion(2);
		assertThat(this.board.chips("api")).extracting(Chip::container).containsExactly("proxy", "log-agent");
		assertThat(this.board.chips("web")).extracting(Chip::container).containsExactly("envoy", "metrics");
	}

	/**
	 * After an undo every chip of the container it moved back offers the pods it can go
	 * to now, not those of before the undo: the cards of the other pods that place it are
	 * in the undo's answer too.
	 */
	@Test
	void afterAnUndoTheMoveChoicesOfTheContainersOtherChipsAreCurrent() throws Exception {
		long id = importThroughApi("board-undo-moves", SHARED);
		this.board.open(id);
		assertThat(this.board.moveChoices("api", "agent")).containsExactly("db");

		this.board.moveWithKeyboard("web", "agent", "db");

		this.board.awaitVersion(2);
		assertThat(this.board.moveChoices("api", "agent")).containsExactly("web");

		this.board.undo();

		this.board.awaitVersion(3);
		assertThat(this.board.chips("web")).extracting(Chip::container).containsExactly("agent");
		assertThat(this.board.moveChoices("api", "agent")).containsExactly("db");
		assertThat(this.board.moveChoices("web", "agent")).containsExactly("db");

		this.board.moveWithKeyboard("api", "agent", "db");

		this.board.awaitVersion(4);
		assertThat(this.board.chips("db")).extracting(Chip::container).containsExactly("agent");
		assertThat(this.board.moveChoices("web", "agent")).containsExactly("api");
	}

	/**
	 * A chip's "Move to…" menu has its choices without being focused (a screen reader in
	 * browse mode reads them so): as the board is loaded, after a drop that changes them
	 * for the chips of cards the drop's answer did not bring, and after an undo.
	 */
	@Test
	void theMoveChoicesAreThereWithoutFocusAfterADropAndAnUndo() throws Exception {
		this.board.open(importThroughApi("board-moves-unfocused", SHARED));
		assertThat(this.board.unfocusedMoveChoices("api", "agent")).containsExactly("db");
		assertThat(this.board.unfocusedMoveChoices("web", "agent")).containsExactly("db");

		this.board.dragFromPalette("agent", "db");

		this.board.awaitVersion(2);
		assertThat(this.board.chips("db")).extracting(Chip::container).containsExactly("agent");
		assertThat(this.board.unfocusedMoveChoices("api", "agent")).isEmpty();
		assertThat(this.board.unfocusedMoveChoices("web", "agent")).isEmpty();
		assertThat(this.board.unfocusedMoveChoices("db", "agent")).isEmpty();

		this.board.undo();

		this.board.awaitVersion(3);
		assertThat(this.board.chips("db")).isEmpty();
		assertThat(this.board.unfocusedMoveChoices("api", "agent")).containsExactly("db");
		assertThat(this.board.unfocusedMoveChoices("web", "agent")).containsExactly("db");
	}

	/** agent is placed in web and api; db places nothing. */
	static final String SHARED = """
			instance_groups:
			- name: web
			  jobs:
			  - name: web
			    release: tor
			    properties:
			      bosh_containerization:
			        colocated_containers: [agent]
			- name: api
			  jobs:
			  - name: api
			    release: tor
			    properties:
			      bosh_containerization:
			        colocated_containers: [agent]
			- name: db
			  jobs:
			  - name: db
			    release: tor
			    properties:
			      bosh_containerization:
			        run: {memory: 128}
			- name: agent
			  type: colocated-container
			  jobs:
			  - name: agent
			    release: tor
			    properties:
			      bosh_containerization:
			        run: {memory: 16}
			""";

	@Test
	void aReloadAfterChangesShowsThemAll() throws Exception {
		openNewManifest("board-reload");
		this.board.toggleMode("web", "log-agent");
		this.board.awaitVersion(2);
		this.board.dragFromPalette("db-proxy", "api");
		this.board.awaitVersion(3);
		this.board.moveWithKeyboard("web", "metrics", "api");
		this.board.awaitVersion(4);
		List<Chip> web = this.board.chips("web");
		List<Chip> api = this.board.chips("api");

		this.board.reload();

		assertThat(this.board.version()).isEqualTo(4);
		assertThat(this.board.chips("web")).isEqualTo(web)
			.containsExactly(new Chip("log-agent", "sidecar"), new Chip("envoy", "sidecar"));
		assertThat(this.board.chips("api")).isEqualTo(api)
			.containsExactly(new Chip("proxy", "colocated"), new Chip("db-proxy", "colocated"),
					new Chip("metrics", "sidecar"));
		assertThat(this.board.undoButton().getAttribute("title")).contains("metrics");
	}

}
