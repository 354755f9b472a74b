package io.manifeststudio.browser;

import java.time.Duration;

import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Swagger UI from the header's "API" link: it loads the description from the application
 * (its assets from the webjar, within the Content-Security-Policy, which the support
 * class checks after each test) and lists the API's operations.
 */
class ApiDocsBrowserTests extends BrowserTestSupport {

	@Test
	void theHeaderLinksToSwaggerUiWhichShowsTheApi() {
		driver.get("http://localhost:" + this.port + "/manifests");
		driver.findElement(By.linkText("API")).click();

		WebDriverWait wait = new WebDriverWait(driver, Duration.ofSeconds(30));
		wait.until(ExpectedConditions.textToBePresentInElementLocated(By.cssSelector(".swagger-ui .info .title"),
				"Manifest Studio API"));
		wait.until(ExpectedConditions.presenceOfElementLocated(By.cssSelector(".opblock-summary-path")));
		assertThat(driver.findElements(By.cssSelector(".opblock-summary-path[data-path='/api/manifests']")))
			.isNotEmpty();
	}

}
