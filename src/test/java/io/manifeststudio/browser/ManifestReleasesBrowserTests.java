package io.manifeststudio.browser;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;

import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;

import io.manifeststudio.account.TestAccounts;
import io.manifeststudio.release.ReleaseReaderTestsAccess;
import io.manifeststudio.release.ReleaseTarballs;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * In the browser, on the manifest page: the releases panel offers a release of the
 * catalog, attaching it runs fissile's release rules (the warning that they were not
 * checked goes), detaching brings the warning back.
 */
class ManifestReleasesBrowserTests extends BrowserTestSupport {

	static final String YAML = """
			instance_groups:
			- name: clock
			  jobs:
			  - name: ntpd
			    release: ntp-panel
			    properties:
			      bosh_containerization:
			        run: {memory: 64}
			""";

	@Test
	void attachingAReleaseRunsTheReleaseRulesAndDetachingBringsTheWarningBack() throws Exception {
		HttpResponse<String> uploaded = HttpClient.newHttpClient()
			.send(TestAccounts
				.signedIn(HttpRequest.newBuilder(URI.create("http://localhost:" + this.port + "/api/releases"))
					.POST(HttpRequest.BodyPublishers
						.ofByteArray(ReleaseTarballs.release("ntp-panel", "4", ReleaseReaderTestsAccess.NTPD)))
					.build(), "alice"), HttpResponse.BodyHandlers.ofString());
		assertThat(uploaded.statusCode()).as(uploaded.body()).isEqualTo(201);
		long id = importThroughApi("releases-panel", YAML);
		this.pages.openManifest(id);
		WebDriverWait wait = new WebDriverWait(driver, Duration.ofSeconds(20));
		wait.ignoring(StaleElementReferenceException.class);
		By available = By.cssSelector("#releases [data-available='ntp-panel/4']");
		By notChecked = By.cssSelector("#releases [data-rule='FISSILE-RELEASES']");
		wait.until(ExpectedConditions.presenceOfElementLocated(available));
		assertThat(driver.findElements(notChecked)).hasSize(1);
		this.pages.markWindow();

		driver.findElement(available).findElement(By.cssSelector("[data-action='attach-release']")).click();

		By attached = By.cssSelector("#releases [data-attached='ntp-panel/4']");
		wait.until(ExpectedConditions.presenceOfElementLocated(attached));
		assertThat(driver.findElements(notChecked)).as("the release rules ran").isEmpty();
		assertThat(driver.findElements(available)).isEmpty();

		driver.findElement(attached).findElement(By.cssSelector("[data-action='detach-release']")).click();

		wait.until(ExpectedConditions.presenceOfElementLocated(available));
		assertThat(driver.findElements(notChecked)).hasSize(1);
		assertThat(this.pages.windowStillMarked()).as("the page was not reloaded").isTrue();
	}

}
