package io.manifeststudio.browser;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * Headless Debian Chromium for the browser tests, as it runs on a build machine without a
 * display or network: the system chromedriver (so Selenium Manager never runs), no
 * sandbox (root), and no name lookups but localhost.
 */
final class Chromium {

	static final Path BINARY = Path.of("/usr/bin/chromium");

	static final Path DRIVER = Path.of("/usr/bin/chromedriver");

	private Chromium() {
	}

	/**
	 * Skips the calling test when Chromium is not installed, unless this is CI
	 * ({@code CI=true}), where a missing browser must fail the build.
	 */
	static void assumeAvailable() {
		boolean ci = "true".equals(System.getenv("CI"));
		assumeTrue(ci || (Files.isExecutable(BINARY) && Files.isExecutable(DRIVER)),
				"Browser tests need /usr/bin/chromium and /usr/bin/chromedriver (apt-get install chromium "
						+ "chromium-driver); they are skipped outside CI when those are missing");
	}

	static ChromeDriver start(int width, int height) {
		ChromeOptions options = new ChromeOptions();
		// The browser console, so that BrowserTestSupport fails a test on a
		// Content-Security-Policy violation.
		org.openqa.selenium.logging.LoggingPreferences logs = new org.openqa.selenium.logging.LoggingPreferences();
		logs.enable(org.openqa.selenium.logging.LogType.BROWSER, java.util.logging.Level.ALL);
		options.setCapability("goog:loggingPrefs", logs);
		options.setBinary(BINARY.toFile());
		options.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
				"--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run",
				"--disable-extensions", "--hide-scrollbars", "--window-size=" + width + "," + height,
				"--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE localhost", "--user-data-dir=" + profile());
		ChromeDriverService service = new ChromeDriverService.Builder()
			.usingDriverExecutable(new File(DRIVER.toString()))
			.usingAnyFreePort()
			.build();
		return new ChromeDriver(service, options);
	}

	private static String profile() {
		try {
			Path profile = Files.createTempDirectory("chromium-profile-");
			profile.toFile().deleteOnExit();
			return profile.toString();
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
	}

}
