package io.manifeststudio.browser;

import java.net.http.HttpRequest;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;

import io.manifeststudio.browser.StudioPages.Chip;
import io.manifeststudio.editor.pages.BrokenNameRule;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * In the browser: import through the page and see the pod cards with their colocated and
 * sidecar chips; see a parse error at its line; watch the findings panel and the pods
 * follow a draft replaced through the API, without a reload, then click a finding to mark
 * its pod; and see an edit made through the API on an open manifest page within a second,
 * through its event stream (the page does not poll).
 */
class ManifestPagesBrowserTests extends BrowserTestSupport {

	static final Path FIXTURES = Path.of("../shared/fixtures");

	static final Path COLOCATED_EXAMPLE = FIXTURES
		.resolve("fissile/fissile-output-examples/colocated-example-role-manifest.yml");

	static final String SIDECAR_YAML = """
			instance_groups:
			- name: api
			  jobs:
			  - name: api-server
			    release: demo
			    properties:
			      bosh_containerization:
			        colocated_containers: [log-agent, envoy]
			        sidecars: [envoy]
			        run: {memory: 256}
			- name: log-agent
			  type: colocated-container
			  jobs:
			  - name: fluentd
			    release: demo
			    properties:
			      bosh_containerization:
			        run: {memory: 64}
			- name: envoy
			  type: colocated-container
			  jobs:
			  - name: envoy
			    release: demo
			    properties:
			      bosh_containerization:
			        run: {memory: 64}
			""";

	@Test
	void importFissilesColocatedExampleByUploadAndSeeItsPodCard() {
		assumeTrue(Files.isRegularFile(COLOCATED_EXAMPLE), "fissile's colocated example is not at "
				+ COLOCATED_EXAMPLE.toAbsolutePath() + " (../shared/fixtures)");

		this.pages.openImport().importFile("colocated-example", COLOCATED_EXAMPLE);

		assertThat(this.pages.podNames()).containsExactly("web");
		assertThat(this.pages.mainContainer("web")).isEqualTo("web");
		assertThat(this.pages.placedChips("web")).containsExactly(new Chip("log-agent", "colocated"));
	}

	@Test
	void importAPastedManifestWithASidecarAndSeeBothMarkings() {
		this.pages.openImport().importPasted("with-sidecar", SIDECAR_YAML);

		assertThat(this.pages.podNames()).containsExactly("api");
		assertThat(this.pages.placedChips("api")).containsExactly(new Chip("log-agent", "colocated"),
				new Chip("envoy", "sidecar"));
	}

	@Test
	void importOfYamlThatCannotBeReadShowsTheOffendingLine() {
		WebElement problem = this.pages.openImport()
			.importPastedExpectingProblem("unreadable", "instance_groups:\n- name: web\n  jobs: [a\n  tags: x\n");

		assertThat(problem.getAttribute("data-line")).isEqualTo("4");
		WebElement offending = problem.findElement(By.cssSelector(".excerpt-line.offending"));
		assertThat(offending.getAttribute("data-line")).isEqualTo("4");
		assertThat(offending.getText()).contains("tags: x");
		assertThat(this.pages.podNames()).isEmpty();
	}

	@Test
	void aFileOverFiveMegabytesIsRefusedBeforeItIsSentAndTheNameStays(@TempDir Path dir) throws Exception {
		Path big = dir.resolve("big.yml");
		byte[] sixMegabytes = new byte[6 * 1024 * 1024];
		java.util.Arrays.fill(sixMegabytes, (byte) '#');
		Files.write(big, sixMegabytes);

		WebElement refusal = this.pages.openImport().chooseTooLargeFileAndSubmit("too-big", big);

		assertThat(refusal.getText()).contains("larger than 5 MB");
		assertThat(this.pages.fileInputRefusesItsFile()).as("the browser keeps an invalid form from being sent")
			.isTrue();
		assertThat(this.pages.currentPath()).isEqualTo("/manifests/new");
		assertThat(this.pages.importName()).isEqualTo("too-big");
	}

	@Test
	void findingsAndPodsFollowADraftReplacedThroughTheApiWithoutAReload() throws Exception {
		long id = importThroughApi("followed", SIDECAR_YAML);
		this.pages.openManifest(id);
		assertThat(this.pages.errorCount()).isZero();
		this.pages.markWindow();

		replaceDraftThroughApi(id, SIDECAR_YAML.replace("name: api", "name: broken-api"));

		this.pages.awaitErrorCount(1);
		this.pages.awaitPod("broken-api");
		assertThat(this.pages.windowStillMarked()).as("the page was not reloaded").isTrue();
		assertThat(this.pages.podNames()).containsExactly("broken-api");
		WebElement finding = this.pages.finding(BrokenNameRule.ID);
		assertThat(finding.getAttribute("data-subject")).isEqualTo("broken-api");

		finding.click();

		this.pages.awaitMarked(By.cssSelector("[data-pod='broken-api']"));
		assertThat(this.pages.isMarked(this.pages.podCard("broken-api"))).isTrue();
	}

	@Test
	void aChangeThroughTheApiShowsOnAnOpenManifestPageWithinASecondWithoutAPoll() throws Exception {
		// waits are generous (a loaded machine); the one time asserted is the issue's
		WebDriverWait wait = new WebDriverWait(driver, Duration.ofSeconds(20));
		wait.ignoring(StaleElementReferenceException.class);
		long id = importThroughApi("live-page", SIDECAR_YAML);
		this.pages.openManifest(id);
		this.pages.markWindow();
		JavascriptExecutor page = driver;
		page.executeScript("performance.setResourceTimingBufferSize(10000); window.idleFrom = performance.now();");

		// Idle: for 5 s (more than two periods of the poll it had) the page asks for
		// nothing; its event stream is
		// the one request it keeps open, started before
		Thread.sleep(5_000);
		@SuppressWarnings("unchecked")
		List<String> requests = (List<String>) page.executeScript("return performance.getEntriesByType('resource')"
				+ ".filter(function (e) { return e.startTime >= window.idleFrom; })"
				+ ".map(function (e) { return e.name; });");
		assertThat(requests).as("requests of an idle manifest page").isEmpty();

		// a first change warms the path (the stream's delivery, the page's answer); the
		// second one is timed
		editThroughApi(id, "{\"op\": \"set\", \"group\": \"log-agent\", \"field\": \"run.memory\", \"value\": 128}");
		wait.until(ExpectedConditions.attributeToBe(By.id("draft-live"), "data-draft-version", "2"));
		page.executeScript("""
				window.liveTimes = {};
				new MutationObserver(function () {
					if (document.querySelector("[data-pod='api'] [data-container='log-agent'][data-mode='sidecar']")
							&& !window.liveTimes.card) {
						window.liveTimes.card = Date.now();
					}
				}).observe(document.body, { subtree: true, childList: true, attributes: true });
				""");
		editThroughApi(id,
				"{\"op\": \"set-mode\", \"pod\": \"api\", \"container\": \"log-agent\", \"mode\": \"sidecar\"}");
		long written = changedAt(id, 3).toEpochMilli();
		wait.until((browser) -> page.executeScript("return window.liveTimes.card;") != null);

		long shown = ((Number) page.executeScript("return window.liveTimes.card;")).longValue();
		assertThat(shown - written).as("ms from the change's write to its card on the open manifest page")
			.isLessThan(1000);
		// the export panel follows the board's event for a new version, draftChanged
		wait.until(ExpectedConditions.attributeToBe(By.id("export"), "data-draft-version", "3"));
		assertThat(driver.findElement(By.id("draft-live")).getAttribute("data-draft-version")).isEqualTo("3");
		assertThat(this.pages.placedChips("api")).containsExactly(new Chip("log-agent", "sidecar"),
				new Chip("envoy", "sidecar"));
		assertThat(this.pages.windowStillMarked()).as("no page load").isTrue();
	}

	/**
	 * When the change that made {@code version} was written: its time in the change log,
	 * taken before its commit.
	 */
	private Instant changedAt(long id, long version) throws Exception {
		String history = send(HttpRequest.newBuilder(api("/api/manifests/" + id + "/history")).GET()).body();
		for (JsonNode change : JsonMapper.builder().build().readTree(history)) {
			if (change.path("version").asLong() == version) {
				return Instant.parse(change.path("time").asString());
			}
		}
		throw new AssertionError("no version " + version + " in " + history);
	}

	@Test
	void clickingAFindingAboutAPlacedContainerMarksItsChip() throws Exception {
		long id = importThroughApi("chip-marking", SIDECAR_YAML.replace("envoy", "shaky-envoy"));
		this.pages.openManifest(id);
		By chip = By.cssSelector("[data-pod='api'] [data-container='shaky-envoy'][data-mode='sidecar']");
		assertThat(this.pages.isMarked(driver.findElement(chip))).isFalse();

		this.pages.finding(BrokenNameRule.ID).click();

		this.pages.awaitMarked(chip);
		assertThat(this.pages.isMarked(this.pages.podCard("api"))).as("only the chip, not its pod").isFalse();
	}

	@Test
	void replacingTheDraftOnThePageRefreshesThePodsAndFindings() {
		long id = this.pages.openImport().importPasted("replaced-on-page", SIDECAR_YAML);
		this.pages.markWindow();

		driver.findElement(By.id("draft-content")).sendKeys(SIDECAR_YAML.replace("name: api", "name: broken-api"));
		driver.findElement(By.cssSelector("#replace-draft-form button[type=submit]")).click();

		this.pages.awaitErrorCount(1);
		this.pages.awaitPod("broken-api");
		assertThat(driver.findElement(By.id("replace-draft")).getText()).contains("Draft replaced: now version 2.");
		assertThat(this.pages.windowStillMarked()).as("the page was not reloaded").isTrue();
		assertThat(driver.getCurrentUrl()).endsWith("/manifests/" + id);
	}

	@Test
	void searchByNameAsYouTypeWithoutReloadingThePage() throws Exception {
		importThroughApi("search-alpha-one", SIDECAR_YAML);
		importThroughApi("search-alpha-two", SIDECAR_YAML);
		importThroughApi("search-beta", SIDECAR_YAML);
		this.pages.openList();
		this.pages.markWindow();

		this.pages.search("search-alpha", List.of("search-alpha-one", "search-alpha-two"));
		this.pages.search("search-b", List.of("search-beta"));

		assertThat(this.pages.windowStillMarked()).as("the page was not reloaded").isTrue();
		assertThat(driver.getCurrentUrl()).endsWith("/manifests?q=search-b");
	}

}
