package io.manifeststudio.browser;

import java.time.Duration;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;

import org.springframework.test.context.TestPropertySource;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A first run: on a database of its own with no manifest, the list offers "Try an
 * example" to someone who may import, and one click lands on the example's board with its
 * pods and the findings panel; a viewer is not offered what they cannot do.
 */
@TestPropertySource(properties = "spring.datasource.url=jdbc:h2:mem:first-run-${random.uuid};MODE=PostgreSQL;"
		+ "DATABASE_TO_LOWER=TRUE;DEFAULT_NULL_ORDERING=HIGH;DB_CLOSE_DELAY=-1")
class FirstRunBrowserTests extends BrowserTestSupport {

	@Test
	void anEditorTriesAnExampleWithOneClickAndLandsOnItsBoard() {
		driver.get("http://localhost:" + this.port + "/manifests");
		WebElement examples = driver.findElement(By.id("examples"));
		assertThat(examples.findElement(By.tagName("h2")).getText()).isEqualTo("Try an example");
		List<String> offered = examples.findElements(By.cssSelector("[data-example]"))
			.stream()
			.map((item) -> item.getAttribute("data-example"))
			.toList();
		assertThat(offered).containsExactly("pods-and-sidecars", "chat-platform");

		examples.findElement(By.cssSelector("[data-example='pods-and-sidecars'] button")).click();

		new WebDriverWait(driver, Duration.ofSeconds(20))
			.until(ExpectedConditions.presenceOfElementLocated(By.cssSelector("[data-pod='storefront']")));
		assertThat(driver.getCurrentUrl()).matches(".*/manifests/\\d+/edit");
		WebElement storefront = driver.findElement(By.cssSelector("[data-pod='storefront']"));
		assertThat(storefront.findElement(By.cssSelector("[data-container='mesh-proxy']")).getAttribute("data-mode"))
			.isEqualTo("sidecar");
		assertThat(storefront.findElement(By.cssSelector("[data-container='log-shipper']")).getAttribute("data-mode"))
			.isEqualTo("colocated");
		WebElement findings = new WebDriverWait(driver, Duration.ofSeconds(20))
			.until(ExpectedConditions.presenceOfElementLocated(By.id("findings")));
		assertThat(findings.getAttribute("data-errors")).isEqualTo("0");

		driver.get("http://localhost:" + this.port + "/manifests");
		assertThat(driver.findElements(By.id("examples"))).as("offered only while there is no manifest").isEmpty();
	}

	@Test
	void aViewerIsNotOfferedTheExamples() {
		signIn("vic");
		driver.get("http://localhost:" + this.port + "/manifests");
		assertThat(driver.findElements(By.id("examples"))).isEmpty();
	}

}
