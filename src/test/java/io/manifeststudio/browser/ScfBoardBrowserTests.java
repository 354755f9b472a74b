package io.manifeststudio.browser;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;

import com.marcnuri.helm.Helm;
import com.marcnuri.helm.LintResult;
import com.marcnuri.helm.TemplateCommand;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;

import io.manifeststudio.browser.StudioPages.Chip;
import io.manifeststudio.export.helm.HelmChartExporter;
import io.manifeststudio.manifest.model.ManifestCodec;
import io.manifeststudio.manifest.model.Pod;
import io.manifeststudio.manifest.model.RoleManifest;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * End to end on SCF 2.17.1: imported through the page, opened on the board from the
 * manifest page, rearranged there (loggregator-agent dragged from the router's pod to
 * mysql's and made a sidecar), then exported: the Helm chart of the draft passes real
 * {@code helm lint} and renders the sidecar for Kubernetes 1.33.
 * <p>
 * Also takes the screenshot of the board at 1280x800: always to
 * {@code target/screenshots/board.png}, and to the path in system property
 * {@code studio.boardScreenshot} when given:
 * {@code mvn -B -o test -Dtest=ScfBoardBrowserTests -Dstudio.boardScreenshot=docs/screenshot-board.png}.
 */
class ScfBoardBrowserTests extends BrowserTestSupport {

	static final Path SCF = Path.of("../shared/fixtures/real/scf-2.17.1-role-manifest.yml");

	@TempDir
	Path dir;

	@Test
	void scfImportedRearrangedOnTheBoardAndExportedPassesHelmLint() throws Exception {
		assumeTrue(Files.isRegularFile(SCF), "SCF 2.17.1 is not at " + SCF.toAbsolutePath() + " (../shared/fixtures)");
		RoleManifest model = new ManifestCodec().read(Files.readAllBytes(SCF));
		long id = this.pages.openImport().importFile("scf-board", SCF);
		driver.findElement(By.cssSelector("[data-action=open-board]")).click();
		BoardPage board = new BoardPage(driver, this.port).awaitLoaded();
		assertThat(this.pages.podNames()).containsExactlyElementsOf(model.pods().stream().map(Pod::name).toList());
		assertThat(board.chips("router")).contains(new Chip("loggregator-agent", "colocated"));
		assertThat(board.chips("mysql")).isEmpty();
		int errors = board.errors();
		board.openPreviews("kubernetes", "helm");

		board.dragToPod("router", "loggregator-agent", "mysql");
		board.awaitVersion(2);
		board.toggleMode("mysql", "loggregator-agent");
		board.awaitVersion(3);

		assertThat(board.chips("router")).extracting(Chip::container).doesNotContain("loggregator-agent");
		assertThat(board.chips("mysql")).containsExactly(new Chip("loggregator-agent", "sidecar"));
		assertThat(board.startOrder("mysql")).isEqualTo("loggregator-agent → mysql");
		// After a move and a toggle, each chip's menu offers the pods its container
		// can go to, in the order of #move-targets; loggregator-agent's offer router.
		assertThat(board.staleMoveMenus()).as("chips whose \"Move to...\" menu differs from its container's targets")
			.isEmpty();
		String placing = board.pods()
			.stream()
			.filter((pod) -> !pod.equals("mysql")
					&& board.chips(pod).stream().anyMatch((chip) -> chip.container().equals("loggregator-agent")))
			.findFirst()
			.orElseThrow();
		assertThat(board.unfocusedMoveChoices(placing, "loggregator-agent")).as("the choices of %s's chip", placing)
			.contains("router")
			.doesNotContain("mysql", placing);
		board.awaitPreviewOf("mysql");
		board.awaitPreview("helm", (yaml) -> yaml.contains("# Source: scf-board/templates/mysql.yaml")
				&& yaml.contains("initContainers:") && yaml.contains("restartPolicy: Always"));
		board.awaitErrors(errors);
		screenshot();

		HttpResponse<byte[]> chart = HttpClient.newHttpClient()
			.send(HttpRequest
				.newBuilder(
						URI.create("http://localhost:" + this.port + "/api/manifests/" + id + "/export/helm-chart.tgz"))
				.header("Authorization", io.manifeststudio.account.TestAccounts.basic("alice"))
				.GET()
				.build(), HttpResponse.BodyHandlers.ofByteArray());
		assertThat(chart.statusCode()).as(new String(chart.body())).isEqualTo(200);
		Path archive = this.dir.resolve("scf-board.tgz");
		Files.write(archive, chart.body());
		LintResult lint = new Helm(archive).lint().strict().call();
		assertThat(lint.isFailed()).as("helm lint --strict: %s", lint.getMessages()).isFalse();
		// as an installer must, give the required values that have no default
		TemplateCommand template = Helm.template(archive.toString()).withName("scf").withKubeVersion("1.33.0");
		HelmChartExporter.valuesToSet(model).forEach((value) -> template.set(value, "given"));
		String rendered = template.call();
		String mysql = rendered.substring(rendered.indexOf("# Source: scf-board/templates/mysql.yaml"));
		assertThat(mysql.substring(mysql.indexOf("initContainers:"))).contains("name: loggregator-agent")
			.contains("restartPolicy: Always");
	}

	/** The top of the board at 1280x800, as a person sees it first. */
	private void screenshot() throws IOException {
		driver.manage().window().setSize(new Dimension(1280, 800));
		Long inner = (Long) ((JavascriptExecutor) driver).executeScript("return window.innerHeight;");
		driver.manage().window().setSize(new Dimension(1280, 800 + (800 - inner.intValue())));
		// the pods that place loggregator-agent, mysql's among them since the drag
		driver.findElement(By.id("board-filter")).sendKeys("loggregator");
		((JavascriptExecutor) driver).executeScript("window.scrollTo(0, 0);");
		new WebDriverWait(driver, java.time.Duration.ofSeconds(10))
			.until(ExpectedConditions.presenceOfElementLocated(By.cssSelector("#preview-helm pre")));
		byte[] png = driver.getScreenshotAs(OutputType.BYTES);
		assertThat(png).hasSizeGreaterThan(10_000);
		write(Path.of("target/screenshots/board.png"), png);
		String wanted = System.getProperty("studio.boardScreenshot");
		if (wanted != null && !wanted.isBlank()) {
			write(Path.of(wanted), png);
		}
		driver.findElement(By.id("board-filter")).clear();
		driver.manage().window().setSize(new Dimension(1400, 1000));
	}

	private static void write(Path path, byte[] png) throws IOException {
		Files.createDirectories(path.toAbsolutePath().getParent());
		Files.write(path, png);
	}

}
