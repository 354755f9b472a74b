package io.manifeststudio.browser;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import java.time.Duration;
import java.util.List;

import org.junit.jupiter.api.AfterEach;
import org.openqa.selenium.By;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.logging.LogEntry;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.support.ui.WebDriverWait;

import io.manifeststudio.account.TestAccounts;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The running application with headless Chromium and the page object, for the
 * {@code *BrowserTests}.
 */
@Tag("browser")
abstract class BrowserTestSupport extends StudioServerTestSupport {

	static ChromeDriver driver;

	StudioPages pages;

	@BeforeAll
	static void startBrowser() {
		Chromium.assumeAvailable();
		driver = Chromium.start(1400, 1000);
	}

	@AfterAll
	static void stopBrowser() {
		if (driver != null) {
			driver.quit();
			driver = null;
		}
	}

	@BeforeEach
	void pages() {
		this.pages = new StudioPages(driver, this.port);
		signIn("alice");
	}

	/**
	 * Signs in through the sign-in form, as a person does (a test account of
	 * {@code TestAccounts}).
	 */
	void signIn(String name) {
		signIn(driver, name);
	}

	/** Signs in a browser of the test's own through the sign-in form. */
	void signIn(ChromeDriver driver, String name) {
		// Leave the page of the test before (a stylesheet runs no script) so that none of
		// its requests still in flight
		// can set a session cookie after the cookies are deleted: the sign-in form's CSRF
		// token would then belong to
		// another session than the one its post sends, and the sign-in would be refused.
		driver.get("http://localhost:" + this.port + "/css/studio.css");
		driver.manage().deleteAllCookies();
		driver.get("http://localhost:" + this.port + "/login");
		driver.findElement(By.id("username")).sendKeys(name);
		driver.findElement(By.id("password")).sendKeys(TestAccounts.PASSWORD);
		driver.findElement(By.id("login-submit")).click();
		// a sign-in checks the password with an adaptive hash and stores the session:
		// slow on a loaded machine
		new WebDriverWait(driver, Duration.ofSeconds(30))
			.until((browser) -> !browser.getCurrentUrl().contains("/login"));
		driver.manage().logs().get(LogType.BROWSER);
	}

	/**
	 * Fails the test when the page broke the Content-Security-Policy (an inline script,
	 * style or handler).
	 */
	@AfterEach
	void noContentSecurityPolicyViolation() {
		List<String> violations = driver.manage()
			.logs()
			.get(LogType.BROWSER)
			.getAll()
			.stream()
			.map(LogEntry::getMessage)
			.filter((message) -> message.contains("Content Security Policy")
					|| message.contains("Content-Security-Policy"))
			.toList();
		assertThat(violations).as("Content-Security-Policy violations in the browser console").isEmpty();
	}

}
