package io.manifeststudio.browser;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;

import io.manifeststudio.release.ReleaseReaderTestsAccess;
import io.manifeststudio.release.ReleaseTarballs;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * In the browser: on the releases page a user uploads a release tarball (the page shows
 * its progress, then the release in the table without reloading), a hostile tarball is
 * refused with the API's message naming the entry, and a release is deleted after the
 * confirmation.
 */
class ReleasesPageBrowserTests extends BrowserTestSupport {

	@TempDir
	Path dir;

	@Test
	void uploadShowsProgressThenTheReleaseAHostileOneIsRefusedAndDeleteRemovesIt() throws Exception {
		Path good = Files.write(this.dir.resolve("ntp-4.tgz"),
				ReleaseTarballs.release("ntp-browser", "4", ReleaseReaderTestsAccess.NTPD));
		Path hostile = Files.write(this.dir.resolve("evil.tgz"),
				ReleaseTarballs.tarball()
					.file("./release.MF", "name: evil\nversion: 1\n")
					.symlink("./jobs/x.tgz", "/etc/shadow")
					.bytes());
		WebDriverWait wait = new WebDriverWait(driver, Duration.ofSeconds(20));
		wait.ignoring(StaleElementReferenceException.class);
		driver.get("http://localhost:" + this.port + "/releases");
		wait.until(ExpectedConditions.presenceOfElementLocated(By.id("release-upload")));
		assertThat(driver.findElement(By.cssSelector(".topnav a[aria-current='page']")).getText())
			.isEqualTo("Releases");
		this.pages.markWindow();

		driver.findElement(By.id("release-file")).sendKeys(good.toString());
		driver.findElement(By.cssSelector("[data-action='upload-release']")).click();

		By row = By.cssSelector("#release-table tr[data-release='ntp-browser/4']");
		wait.until(ExpectedConditions.presenceOfElementLocated(row));
		assertThat(driver.findElement(By.id("release-upload")).getAttribute("data-state")).isEqualTo("done");
		assertThat(driver.findElement(By.id("release-progress")).getAttribute("value")).isEqualTo("100");
		assertThat(driver.findElement(By.id("release-status")).getText()).contains("Stored ntp-browser/4 (1)");
		assertThat(driver.findElement(row).getText()).contains("ntp-browser").contains("alice");
		assertThat(this.pages.windowStillMarked()).as("the page was not reloaded").isTrue();

		driver.findElement(By.id("release-file")).sendKeys(hostile.toString());
		driver.findElement(By.cssSelector("[data-action='upload-release']")).click();
		wait.until(ExpectedConditions.attributeToBe(By.id("release-upload"), "data-state", "failed"));
		assertThat(driver.findElement(By.id("release-status")).getText()).contains("Refused:")
			.contains("./jobs/x.tgz")
			.contains("Symbolic links are not allowed");
		assertThat(driver.findElements(By.cssSelector("#release-table tr[data-release^='evil/']"))).isEmpty();

		driver.findElement(row).findElement(By.cssSelector("[data-action='delete-release']")).click();
		wait.until(ExpectedConditions.alertIsPresent());
		assertThat(driver.switchTo().alert().getText()).contains("ntp-browser/4");
		driver.switchTo().alert().accept();
		wait.until(ExpectedConditions.numberOfElementsToBe(row, 0));
		assertThat(this.pages.windowStillMarked()).isTrue();
	}

}
