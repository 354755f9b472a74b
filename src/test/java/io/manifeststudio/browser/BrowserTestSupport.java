package io.manifeststudio.browser;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.openqa.selenium.chrome.ChromeDriver;

/** The running application with headless Chromium and the page object, for the {@code *BrowserTests}. */
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
	}

}
