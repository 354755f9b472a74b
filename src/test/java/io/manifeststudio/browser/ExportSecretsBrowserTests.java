package io.manifeststudio.browser;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

import io.manifeststudio.export.helm.ChartArchives;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * In the browser: the export panel's choice of who makes the chart's generated secrets
 * (fissile's generator Job or the chart) goes into the chart download, survives a version
 * change, and the panel names the fissile generation; the Kubernetes YAML download holds
 * freshly generated secrets. Choosing another generation on the manifest page reloads the
 * page, and the export panel and the chart download follow it.
 */
class ExportSecretsBrowserTests extends BrowserTestSupport {

	static final Path EXAMPLE = Path.of("src/test/resources/manifests/generated-secrets-example.yml");

	@Test
	void theSecretsChoiceGoesIntoTheChartLinkAndTheYamlDownloadHasGeneratedSecrets() throws Exception {
		long id = importThroughApi("export-secrets", Files.readString(EXAMPLE));
		this.pages.openManifest(id);
		ExportPanelPage export = new ExportPanelPage(driver).awaitLoaded();
		assertThat(export.chosenSecrets()).isEqualTo("fissile");
		assertThat(export.generation()).isEqualTo("fissile-7-final");
		assertThat(export.downloadHref("download-helm"))
			.endsWith("/api/manifests/" + id + "/export/helm-chart.tgz?kubeVersion=1.33");
		this.pages.markWindow();

		export.chooseSecrets("helm");

		assertThat(export.downloadHref("download-helm"))
			.endsWith("/api/manifests/" + id + "/export/helm-chart.tgz?kubeVersion=1.33&secrets=helm");
		export.chooseVersion("1.29");
		assertThat(export.chosenSecrets()).as("the choice survives the version change").isEqualTo("helm");
		assertThat(export.downloadHref("download-helm")).endsWith("helm-chart.tgz?kubeVersion=1.29&secrets=helm");
		assertThat(this.pages.windowStillMarked()).as("the page was not reloaded").isTrue();

		HttpResponse<String> yaml = HttpClient.newHttpClient()
			.send(io.manifeststudio.account.TestAccounts.signedIn(
					HttpRequest.newBuilder(URI.create(export.downloadHref("download-kubernetes"))).GET().build(),
					"alice"), HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
		assertThat(yaml.statusCode()).isEqualTo(200);
		assertThat(yaml.body()).contains("# Generated at export by Manifest Studio")
			.doesNotContain("admin-password: ''");
	}

	/**
	 * A group that may be switched off: fissile before April 2019 left {@code min: 0} at
	 * 0 instances.
	 */
	static final String OPTIONAL_GROUP = """
			instance_groups:
			- name: api
			  jobs:
			  - name: api
			    release: demo
			    properties:
			      bosh_containerization:
			        run: {memory: 64}
			- name: autoscaler
			  jobs:
			  - name: autoscaler
			    release: demo
			    properties:
			      bosh_containerization:
			        run:
			          scaling: {min: 0, max: 3}
			          memory: 64
			""";

	@Test
	void choosingAnotherGenerationReloadsThePageAndTheExportPanelAndChartFollowIt() throws Exception {
		long id = importThroughApi("export-generation", OPTIONAL_GROUP);
		this.pages.openManifest(id);
		ExportPanelPage export = new ExportPanelPage(driver).awaitLoaded();
		assertThat(export.generation()).isEqualTo("fissile-7-final");
		assertThat(driver.findElement(By.id("generation")).getAttribute("data-chosen")).isEqualTo("false");
		assertThat(chartTemplate(export, "autoscaler")).as("fissile from April 2019: at least one instance")
			.contains("\"min\" : 1,");
		this.pages.markWindow();

		new Select(driver.findElement(By.id("generation-choice"))).selectByValue("fissile-7");
		driver.findElement(By.cssSelector("#generation-form [data-action='choose-generation']")).click();

		// the page reloads: an element found just before it may be gone when its
		// attribute is read
		new WebDriverWait(driver, java.time.Duration.ofSeconds(15)).ignoring(StaleElementReferenceException.class)
			.until(ExpectedConditions.attributeToBe(By.id("generation"), "data-chosen", "true"));
		assertThat(this.pages.windowStillMarked()).as("the page was reloaded").isFalse();
		assertThat(driver.findElement(By.id("generation")).getAttribute("data-generation")).isEqualTo("fissile-7");
		export = new ExportPanelPage(driver).awaitLoaded();
		assertThat(export.generation()).as("the export panel follows the choice").isEqualTo("fissile-7");
		assertThat(chartTemplate(export, "autoscaler")).as("fissile before April 2019: min 0 is 0 instances")
			.contains("\"min\" : 0,");
	}

	/** A group's template in the chart the panel's download link gives. */
	private static String chartTemplate(ExportPanelPage export, String group) throws Exception {
		HttpResponse<byte[]> chart = HttpClient.newHttpClient()
			.send(io.manifeststudio.account.TestAccounts.signedIn(
					HttpRequest.newBuilder(URI.create(export.downloadHref("download-helm"))).GET().build(), "alice"),
					HttpResponse.BodyHandlers.ofByteArray());
		assertThat(chart.statusCode()).isEqualTo(200);
		return ChartArchives.untar(chart.body())
			.entrySet()
			.stream()
			.filter((file) -> file.getKey().endsWith("/templates/" + group + ".yaml"))
			.findFirst()
			.orElseThrow()
			.getValue();
	}

}
