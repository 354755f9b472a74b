package io.manifeststudio.browser;

import java.time.Duration;
import java.util.List;
import java.util.UUID;

import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

import io.manifeststudio.account.TestAccounts;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * In the browser: an admin creates a user on {@code /admin/users} (a refused password
 * first, shown at its field with the name kept), the user signs in and makes a token on
 * their tokens page (shown once), and the admin finds the user's sign-in and token in
 * {@code /admin/audit}, filtered by user.
 */
class AdminPagesBrowserTests extends BrowserTestSupport {

	@Test
	void anAdminCreatesAUserWhoMakesATokenAndTheAdminSeesItInTheAuditLog() {
		String name = "sel-" + UUID.randomUUID().toString().substring(0, 8);
		WebDriverWait wait = new WebDriverWait(driver, Duration.ofSeconds(10));

		signIn("admin");
		driver.get("http://localhost:" + this.port + "/manifests");
		driver.findElement(By.linkText("Users")).click();
		wait.until(ExpectedConditions.presenceOfElementLocated(By.id("new-account")));
		driver.findElement(By.id("new-username")).sendKeys(name);
		driver.findElement(By.id("new-password")).sendKeys("short");
		new Select(driver.findElement(By.id("new-role"))).selectByValue("editor");
		driver.findElement(By.id("new-account-submit")).click();
		wait.until(ExpectedConditions.textToBePresentInElementLocated(By.id("new-account"), "A password has"));
		assertThat(driver.findElement(By.id("new-username")).getDomProperty("value")).isEqualTo(name);
		assertThat(new Select(driver.findElement(By.id("new-role"))).getFirstSelectedOption().getText())
			.isEqualTo("editor");
		WebElement password = driver.findElement(By.id("new-password"));
		password.clear();
		password.sendKeys(TestAccounts.PASSWORD);
		driver.findElement(By.id("new-account-submit")).click();
		wait.until(ExpectedConditions.textToBePresentInElementLocated(By.id("users"), "Created " + name));
		assertThat(driver.findElement(By.cssSelector("tr[data-user='" + name + "'] select")).getDomProperty("value"))
			.isEqualTo("editor");

		signIn(name);
		driver.findElement(By.linkText("Tokens")).click();
		wait.until(ExpectedConditions.presenceOfElementLocated(By.id("token-form")));
		assertThat(driver.findElements(By.linkText("Users"))).isEmpty();
		driver.findElement(By.id("token-name")).sendKeys("laptop");
		driver.findElement(By.id("token-submit")).click();
		String token = wait.until(ExpectedConditions.visibilityOfElementLocated(By.id("new-token-value"))).getText();
		assertThat(token).startsWith("mst_").hasSizeGreaterThan(40);
		driver.navigate().refresh();
		wait.until(ExpectedConditions.presenceOfElementLocated(By.id("token-table")));
		assertThat(driver.findElements(By.id("new-token-value"))).isEmpty();
		assertThat(driver.getPageSource()).doesNotContain(token).contains("laptop");

		signIn("admin");
		driver.get("http://localhost:" + this.port + "/manifests");
		driver.findElement(By.linkText("Audit")).click();
		wait.until(ExpectedConditions.presenceOfElementLocated(By.id("audit-filter")));
		driver.findElement(By.id("audit-user")).sendKeys(name);
		driver.findElement(By.id("audit-apply")).click();
		wait.until((browser) -> browser.getCurrentUrl().contains("user=" + name));
		wait.until((browser) -> {
			List<String> users = browser.findElements(By.cssSelector("#audit-events .audit-user"))
				.stream()
				.map(WebElement::getText)
				.toList();
			return !users.isEmpty() && users.stream().allMatch(name::equals);
		});
		List<String> actions = driver.findElements(By.cssSelector("#audit-events .audit-action"))
			.stream()
			.map(WebElement::getText)
			.toList();
		assertThat(actions).containsExactly("token-create", "sign-in");
		assertThat(driver.findElement(By.id("audit-csv")).getDomAttribute("href"))
			.isEqualTo("/api/audit.csv?user=" + name);
	}

}
