package io.manifeststudio.browser;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;
import org.yaml.snakeyaml.Yaml;

import io.manifeststudio.account.TestAccounts;
import io.manifeststudio.export.helm.ChartArchives;
import io.manifeststudio.manifest.ManifestService;
import io.manifeststudio.review.AuditLog;
import io.manifeststudio.review.AuditQuery;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Team review in the browser: alice saves a revision, moves a container on the board, saves again, compares the two
 * revisions and comments on the moved container (with script in the text, shown as text and never run); the board
 * shows the comment's badge on that chip; then rita approves on the review page and the approved chart's link answers
 * the chart, whose {@code Chart.yaml} names revision, hash and approver; the audit log has each step.
 */
class ReviewBrowserTests extends BrowserTestSupport {

	static final String MANIFEST = """
			instance_groups:
			- name: web
			  jobs:
			  - name: tor
			    release: tor
			    properties:
			      bosh_containerization:
			        colocated_containers: [log-agent]
			        run: {memory: 256}
			- name: api
			  jobs:
			  - name: capi
			    release: capi
			    properties:
			      bosh_containerization:
			        run: {memory: 512}
			- name: log-agent
			  type: colocated-container
			  jobs:
			  - name: ntpd
			    release: ntp
			    properties:
			      bosh_containerization:
			        run: {memory: 64}
			""";

	/** Would set {@code window.pwned} if the page ran it. */
	static final String HOSTILE = "<script>window.pwned = 1</script><img src=x onerror=\"window.pwned = 2\">";

	@Test
	void aCommentMadeElsewhereShowsOnAnOpenBoardWithinSeconds() throws Exception {
		long id = importThroughApi("review-live", MANIFEST);
		WebDriverWait wait = new WebDriverWait(driver, Duration.ofSeconds(25));
		wait.ignoring(StaleElementReferenceException.class);
		saveRevisionOnTheManifestPage(id, "first", 1, wait);
		BoardPage board = new BoardPage(driver, this.port).open(id);
		wait.until(ExpectedConditions.presenceOfElementLocated(By.cssSelector(".board-comments-line")));
		assertThat(driver.findElements(By.cssSelector(".comment-badge"))).isEmpty();
		long version = board.version();

		// rita comments through the API while alice's board stays open, not reloaded
		HttpResponse<String> comment = HttpClient.newHttpClient()
			.send(HttpRequest.newBuilder(URI.create("http://localhost:" + this.port + "/api/manifests/" + id
					+ "/revisions/1/comments"))
				.header("Authorization", TestAccounts.basic("rita"))
				.header("Content-Type", "application/json")
				.POST(HttpRequest.BodyPublishers.ofString("{\"anchor\": {\"group\": \"web\", \"container\": "
						+ "\"log-agent\"}, \"text\": \"why here?\", \"blocking\": false}", StandardCharsets.UTF_8))
				.build(), HttpResponse.BodyHandlers.ofString());
		assertThat(comment.statusCode()).as(comment.body()).isEqualTo(201);

		WebElement badge = wait.until(ExpectedConditions
			.presenceOfElementLocated(By.cssSelector("[id='comments-chip-web/log-agent'].comment-badge")));
		assertThat(badge.getAttribute("data-comment-count")).isEqualTo("1");
		assertThat(board.version()).as("the board itself was not reloaded").isEqualTo(version);
	}

	@Test
	void editSaveDiffCommentThenApproveAndExportTheApprovedChart() throws Exception {
		long id = importThroughApi("review-flow", MANIFEST);
		String base = "http://localhost:" + this.port;
		WebDriverWait wait = new WebDriverWait(driver, Duration.ofSeconds(20));
		wait.ignoring(StaleElementReferenceException.class);

		saveRevisionOnTheManifestPage(id, "first", 1, wait);
		BoardPage board = new BoardPage(driver, this.port).open(id);
		board.moveWithKeyboard("web", "log-agent", "api");
		board.awaitVersion(2);
		saveRevisionOnTheManifestPage(id, "log agent beside the api", 2, wait);

		// the revision list links each revision's review; revision 2's shows what changed since revision 1
		driver.findElement(By.cssSelector("[data-revision='2'] [data-action=revision-review]")).click();
		wait.until(ExpectedConditions.presenceOfElementLocated(By.id("review-activity")));
		assertThat(driver.findElements(By.cssSelector("#review-changes [data-change]")))
			.extracting(WebElement::getText)
			.containsExactly("log-agent moved from pod web to pod api");
		assertThat(driver.findElement(By.id("review-status")).getAttribute("data-approved")).isEqualTo("false");
		assertThat(driver.findElements(By.id("review-form"))).as("an editor does not approve").isEmpty();

		new Select(driver.findElement(By.id("comment-group"))).selectByValue("api");
		new Select(driver.findElement(By.id("comment-container"))).selectByValue("log-agent");
		driver.findElement(By.id("comment-text")).sendKeys(HOSTILE);
		driver.findElement(By.cssSelector("[data-action=comment]")).click();
		WebElement text = wait
			.until(ExpectedConditions.presenceOfElementLocated(By.cssSelector("#comments [data-thread] [data-comment-text]")));
		assertThat(text.getText()).isEqualTo(HOSTILE);
		assertThat(driver.findElements(By.cssSelector("#comments [data-thread] script, #comments [data-thread] img")))
			.isEmpty();
		assertThat(((JavascriptExecutor) driver).executeScript("return window.pwned === undefined")).isEqualTo(true);
		assertThat(driver.findElement(By.cssSelector("#comments .thread-place")).getText()).isEqualTo("api / log-agent");

		// the board shows the open comment on the chip, and the badge opens the review there
		board.open(id);
		WebElement badge = wait.until(ExpectedConditions
			.presenceOfElementLocated(By.cssSelector("[id='comments-chip-api/log-agent'].comment-badge")));
		assertThat(badge.getAttribute("data-comment-count")).isEqualTo("1");
		badge.click();
		wait.until(ExpectedConditions.urlContains("/revisions/2/review"));
		wait.until(ExpectedConditions.presenceOfElementLocated(By.id("review-activity")));

		// rita reviews revision 2 (alice saved it) and approves it
		signIn("rita");
		driver.get(base + "/manifests/" + id + "/revisions/2/review");
		wait.until(ExpectedConditions.presenceOfElementLocated(By.id("review-form")));
		driver.findElement(By.id("review-message")).sendKeys("looks right");
		driver.findElement(By.cssSelector("[data-action=approve]")).click();
		wait.until(ExpectedConditions
			.presenceOfElementLocated(By.cssSelector("#review-status[data-approved='true']")));
		assertThat(driver.findElement(By.cssSelector("[data-verdict=approve]")).getAttribute("data-reviewer"))
			.isEqualTo("rita");
		String href = driver.findElement(By.cssSelector("[data-action=export-approved]")).getAttribute("href");
		assertThat(href).isEqualTo(base + "/api/manifests/" + id + "/export/helm-chart.tgz?revision=2&approved=true");

		HttpResponse<byte[]> chart = HttpClient.newHttpClient()
			.send(HttpRequest.newBuilder(URI.create(href)).header("Authorization", TestAccounts.basic("rita")).GET()
				.build(), HttpResponse.BodyHandlers.ofByteArray());
		assertThat(chart.statusCode()).isEqualTo(200);
		String chartYaml = ChartArchives.untar(chart.body())
			.entrySet()
			.stream()
			.filter((entry) -> entry.getKey().endsWith("/Chart.yaml"))
			.map(Map.Entry::getValue)
			.findFirst()
			.orElseThrow();
		Map<String, Object> chartFile = new Yaml().load(chartYaml);
		String hash = this.context.getBean(ManifestService.class).revision(id, 2).contentHash();
		assertThat(chartFile.get("annotations")).isEqualTo(Map.of("manifeststudio.io/manifest", "review-flow",
				"manifeststudio.io/revision", "2", "manifeststudio.io/content-hash", "sha256:" + hash,
				"manifeststudio.io/review", "approved", "manifeststudio.io/approvers", "rita"));

		List<String> audit = this.context.getBean(AuditLog.class)
			.find(new AuditQuery(id, null, null, 100))
			.stream()
			.map((event) -> event.actor() + " " + event.action() + " " + event.revision())
			.toList();
		assertThat(audit).containsSubsequence("rita export-approved 2", "rita approve 2", "alice comment 2");
		assertThat(new String(chart.body(), 0, 2, StandardCharsets.ISO_8859_1)).isEqualTo("\u001f\u008b");
	}

	private void saveRevisionOnTheManifestPage(long id, String message, int number, WebDriverWait wait) {
		this.pages.openManifest(id);
		driver.findElement(By.id("revision-message")).sendKeys(message);
		driver.findElement(By.cssSelector("#revision-form button[type=submit]")).click();
		wait.until(ExpectedConditions.presenceOfElementLocated(By.cssSelector("[data-revision='" + number + "']")));
	}

}
