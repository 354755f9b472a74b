package io.manifeststudio.browser;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
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
import io.manifeststudio.review.AuditEvent;
import io.manifeststudio.review.AuditLog;
import io.manifeststudio.review.AuditQuery;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Team review in the browser: alice signs in, saves a revision, moves a container on the
 * board, saves again, compares the two revisions and comments on the moved container
 * (with script in the text, shown as text and never run); the full diff shows the comment
 * beside the change of its place and the board shows its badge on that chip; then rita
 * signs in and approves on the review page, and the approved chart's link answers the
 * chart, whose {@code Chart.yaml} names revision, hash and approver; an admin finds each
 * step in the audit page, and both sign-ins in the log.
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
			.send(HttpRequest
				.newBuilder(
						URI.create("http://localhost:" + this.port + "/api/manifests/" + id + "/revisions/1/comments"))
				.header("Authorization", TestAccounts.basic("rita"))
				.header("Content-Type", "application/json")
				.POST(HttpRequest.BodyPublishers.ofString(
						"{\"anchor\": {\"group\": \"web\", \"container\": "
								+ "\"log-agent\"}, \"text\": \"why here?\", \"blocking\": false}",
						StandardCharsets.UTF_8))
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
		Instant started = Instant.now().minusSeconds(1);
		signIn("alice");

		saveRevisionOnTheManifestPage(id, "first", 1, wait);
		BoardPage board = new BoardPage(driver, this.port).open(id);
		board.moveWithKeyboard("web", "log-agent", "api");
		board.awaitVersion(2);
		saveRevisionOnTheManifestPage(id, "log agent beside the api", 2, wait);

		// the revision list links each revision's review; revision 2's shows what changed
		// since revision 1
		driver.findElement(By.cssSelector("[data-revision='2'] [data-action=revision-review]")).click();
		wait.until(ExpectedConditions.presenceOfElementLocated(By.id("review-activity")));
		assertThat(driver.findElements(By.cssSelector("#review-changes [data-change]"))).extracting(WebElement::getText)
			.containsExactly("log-agent moved from pod web to pod api");
		assertThat(driver.findElement(By.id("review-status")).getAttribute("data-approved")).isEqualTo("false");
		assertThat(driver.findElements(By.id("review-form"))).as("an editor does not approve").isEmpty();

		new Select(driver.findElement(By.id("comment-group"))).selectByValue("api");
		new Select(driver.findElement(By.id("comment-container"))).selectByValue("log-agent");
		driver.findElement(By.id("comment-text")).sendKeys(HOSTILE);
		driver.findElement(By.cssSelector("[data-action=comment]")).click();
		WebElement text = wait.until(ExpectedConditions
			.presenceOfElementLocated(By.cssSelector("#comments [data-thread] [data-comment-text]")));
		assertThat(text.getText()).isEqualTo(HOSTILE);
		assertThat(driver.findElements(By.cssSelector("#comments [data-thread] script, #comments [data-thread] img")))
			.isEmpty();
		assertThat(((JavascriptExecutor) driver).executeScript("return window.pwned === undefined")).isEqualTo(true);
		assertThat(driver.findElement(By.cssSelector("#comments .thread-place")).getText())
			.isEqualTo("api / log-agent");
		// the answer also brought the changes again: the new thread is beside the move,
		// without a reload
		WebElement beside = wait.until(ExpectedConditions
			.presenceOfElementLocated(By.cssSelector("#review-changes [data-thread-note] [data-comment-text]")));
		assertThat(beside.getText()).isEqualTo(HOSTILE);
		assertThat(driver.findElements(By.cssSelector("#review-changes script, #review-changes img"))).isEmpty();

		// the full diff of revisions 1 and 2 shows the comment beside the change of its
		// place, as text
		driver.findElement(By.cssSelector("[data-action=full-diff]")).click();
		wait.until(ExpectedConditions.presenceOfElementLocated(By.id("diff-summary")));
		assertThat(driver.getCurrentUrl()).endsWith("/manifests/" + id + "/diff?from=1&to=2");
		assertThat(driver.findElements(By.cssSelector("#diff-summary [data-change]"))).extracting(WebElement::getText)
			.containsExactly("log-agent moved from pod web to pod api");
		WebElement note = driver.findElement(By.cssSelector("#diff-summary .change-list [data-thread-note]"));
		assertThat(note.findElement(By.cssSelector("[data-comment-text]")).getText()).isEqualTo(HOSTILE);
		assertThat(note.findElement(By.cssSelector(".thread-note-place")).getText()).isEqualTo("api / log-agent");
		assertThat(driver.findElements(By.cssSelector("#diff-summary script, #diff-summary img"))).isEmpty();
		assertThat(((JavascriptExecutor) driver).executeScript("return window.pwned === undefined")).isEqualTo(true);
		assertThat(driver.findElements(By.id("diff-comments-elsewhere"))).isEmpty();
		assertThat(driver.findElements(By.cssSelector("#diff-role-manifest .diff-line.added"))).isNotEmpty();

		// the board shows the open comment on the chip, and the badge opens the review
		// there
		board.open(id);
		WebElement badge = wait.until(ExpectedConditions
			.presenceOfElementLocated(By.cssSelector("[id='comments-chip-api/log-agent'].comment-badge")));
		assertThat(badge.getAttribute("data-comment-count")).isEqualTo("1");
		badge.click();
		wait.until(ExpectedConditions.urlContains("/revisions/2/review"));
		wait.until(ExpectedConditions.presenceOfElementLocated(By.id("review-activity")));

		// rita reviews revision 2 (alice saved it) and approves it
		Instant ritaSignsIn = Instant.now().minusSeconds(1);
		signIn("rita");
		driver.get(base + "/manifests/" + id + "/revisions/2/review");
		wait.until(ExpectedConditions.presenceOfElementLocated(By.id("review-form")));
		driver.findElement(By.id("review-message")).sendKeys("looks right");
		driver.findElement(By.cssSelector("[data-action=approve]")).click();
		wait.until(ExpectedConditions.presenceOfElementLocated(By.cssSelector("#review-status[data-approved='true']")));
		assertThat(driver.findElement(By.cssSelector("[data-verdict=approve]")).getAttribute("data-reviewer"))
			.isEqualTo("rita");
		String href = driver.findElement(By.cssSelector("[data-action=export-approved]")).getAttribute("href");
		assertThat(href).isEqualTo(base + "/api/manifests/" + id + "/export/helm-chart.tgz?revision=2&approved=true");

		HttpResponse<byte[]> chart = HttpClient.newHttpClient()
			.send(HttpRequest.newBuilder(URI.create(href))
				.header("Authorization", TestAccounts.basic("rita"))
				.GET()
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

		assertThat(new String(chart.body(), 0, 2, StandardCharsets.ISO_8859_1)).isEqualTo("\u001f\u008b");

		// an admin finds it all in the audit log: the manifest's edit, saves, comment,
		// approval and export ...
		signIn("admin");
		driver.get(base + "/admin/audit");
		wait.until(ExpectedConditions.presenceOfElementLocated(By.id("audit-filter")));
		driver.findElement(By.id("audit-manifest")).sendKeys(String.valueOf(id));
		driver.findElement(By.id("audit-apply")).click();
		wait.until((browser) -> browser.getCurrentUrl().contains("manifest=" + id));
		List<String> rows = wait.until((browser) -> {
			List<String> found = browser.findElements(By.cssSelector("#audit-events tbody tr"))
				.stream()
				.map((row) -> String
					.join(" ",
							row.findElements(By.tagName("td")).subList(1, 5).stream().map(WebElement::getText).toList())
					.strip())
				.toList();
			return found.isEmpty() ? null : found;
		});
		assertThat(rows).as("newest first")
			.containsSubsequence("rita export-approved " + id + " 2", "rita approve " + id + " 2",
					"alice comment " + id + " 2", "alice save " + id + " 2", "alice edit " + id,
					"alice save " + id + " 1", "alice import " + id);
		// ... and both sign-ins (they name no manifest)
		AuditLog audit = this.context.getBean(AuditLog.class);
		assertThat(audit.find(new AuditQuery(null, "alice", started, 100))).extracting(AuditEvent::action)
			.contains("sign-in");
		assertThat(audit.find(new AuditQuery(null, "rita", ritaSignsIn, 100))).extracting(AuditEvent::action)
			.contains("sign-in");
	}

	private void saveRevisionOnTheManifestPage(long id, String message, int number, WebDriverWait wait) {
		this.pages.openManifest(id);
		driver.findElement(By.id("revision-message")).sendKeys(message);
		driver.findElement(By.cssSelector("#revision-form button[type=submit]")).click();
		wait.until(ExpectedConditions.presenceOfElementLocated(By.cssSelector("[data-revision='" + number + "']")));
	}

}
