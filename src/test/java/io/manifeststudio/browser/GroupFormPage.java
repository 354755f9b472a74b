package io.manifeststudio.browser;

import java.time.Duration;
import java.util.LinkedHashSet;
import java.util.Set;

import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Keys;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The page object of a group form in the side panel ({@code #group-panel}, on the board
 * or on the form's own page): what a person types into its fields, the messages beside
 * them, and what the panel shows after a save. Fields are found by their names, which are
 * the paths the {@code set} edits name ({@code run.memory}).
 */
final class GroupFormPage {

	private final WebDriver driver;

	private final String base;

	private final WebDriverWait wait;

	/** The fields typed into since the last {@link #awaitChecks}. */
	private final Set<String> typed = new LinkedHashSet<>();

	GroupFormPage(WebDriver driver, int port) {
		this.driver = driver;
		this.base = "http://localhost:" + port;
		this.wait = new WebDriverWait(driver, Duration.ofSeconds(15));
		this.wait.ignoring(StaleElementReferenceException.class);
	}

	/** Opens a group's form at its own address. */
	GroupFormPage open(long manifest, String group) {
		this.driver.get(this.base + "/manifests/" + manifest + "/edit/groups/" + group);
		awaitGroup(group);
		return this;
	}

	/** Opens the form that creates a group at its own address. */
	GroupFormPage openNew(long manifest) {
		this.driver.get(this.base + "/manifests/" + manifest + "/edit/groups/new");
		this.wait.until(ExpectedConditions.presenceOfElementLocated(By.id("group-create-form")));
		return this;
	}

	/** Waits for the form that creates a group in the panel. */
	void awaitCreateForm() {
		this.wait.until(ExpectedConditions.presenceOfElementLocated(By.cssSelector("#group-panel #group-create-form")));
	}

	void awaitGroup(String group) {
		this.wait.until(ExpectedConditions
			.presenceOfElementLocated(By.cssSelector("#group-panel #group-form[data-group='" + group + "']")));
	}

	WebElement form() {
		return this.driver.findElement(By.id("group-form"));
	}

	WebElement input(String name) {
		return form().findElement(By.cssSelector("[name='" + name + "']"));
	}

	/** Replaces a field's text as a person does: select all, then type. */
	void type(String name, String text) {
		recordChecks(name);
		WebElement input = input(name);
		centre(input);
		input.click();
		input.sendKeys(Keys.chord(Keys.CONTROL, "a"), Keys.DELETE);
		input.sendKeys(text);
	}

	/**
	 * Notes in the page, from now on, the values of this field that its checks (the
	 * validation requests as it is typed) were answered for.
	 */
	private void recordChecks(String name) {
		((JavascriptExecutor) this.driver).executeScript("""
				if (!window.fieldChecks) {
					window.fieldChecks = {};
					document.addEventListener('htmx:afterRequest', function (event) {
						var config = event.detail.requestConfig;
						var field = config && config.elt;
						if (field && field.name && String(config.path).split('?')[0].endsWith('/validate')) {
							(window.fieldChecks[field.name] = window.fieldChecks[field.name] || [])
								.push(config.formData.get(field.name));
						}
					});
				}
				window.fieldChecks[arguments[0]] = [];""", name);
		this.typed.add(name);
	}

	/**
	 * Waits until each field typed into since the last call was checked with the value it
	 * has (the check of the last keystroke is answered) and no request of the page's is
	 * in flight: a request made after this is not one of typing. Each field must have
	 * been given a new value (an unchanged one is not checked).
	 */
	void awaitChecks() {
		for (String name : this.typed) {
			String value = value(name);
			this.wait.until((driver) -> Boolean.TRUE.equals(((JavascriptExecutor) driver)
				.executeScript("return (window.fieldChecks[arguments[0]] || []).indexOf(arguments[1]) >= 0"
						+ " && !document.querySelector('.htmx-request');", name, value)));
		}
		this.typed.clear();
	}

	void choose(String name, String value) {
		centre(input(name));
		new Select(input(name)).selectByValue(value);
	}

	/**
	 * Scrolls an element to the middle of the window, clear of the form's sticky save
	 * bar.
	 */
	private void centre(WebElement element) {
		((JavascriptExecutor) this.driver).executeScript("arguments[0].scrollIntoView({block: 'center'});", element);
	}

	String value(String name) {
		return input(name).getDomProperty("value");
	}

	/** The text of the messages beside a field. */
	String messages(String name) {
		String id = input(name).getAttribute("aria-describedby");
		return this.driver.findElement(By.id(id)).getText();
	}

	/**
	 * Waits until the messages beside a field contain an error with this text, as the
	 * field's checks answer.
	 */
	void awaitError(String name, String text) {
		String id = input(name).getAttribute("aria-describedby");
		this.wait.until((driver) -> {
			WebElement messages = driver.findElement(By.id(id));
			return messages.findElements(By.cssSelector(".field-message-error"))
				.stream()
				.anyMatch((message) -> message.getText().contains(text));
		});
	}

	/** Waits until the messages beside a field are empty. */
	void awaitNoMessages(String name) {
		String id = input(name).getAttribute("aria-describedby");
		this.wait.until((driver) -> driver.findElement(By.id(id)).findElements(By.cssSelector("li")).isEmpty());
	}

	/**
	 * Clicks a button of the panel and waits for the panel's answer, which replaces the
	 * form.
	 */
	void click(String action) {
		WebElement old = form();
		WebElement button = form().findElement(By.cssSelector("[data-action='" + action + "']"));
		centre(button);
		button.click();
		this.wait.until(ExpectedConditions.stalenessOf(old));
		this.wait.until(ExpectedConditions.presenceOfElementLocated(By.id("group-form")));
	}

	/**
	 * Clicks delete, accepts the browser's confirmation, and waits for the panel's
	 * answer.
	 */
	void deleteAndConfirm() {
		WebElement old = form();
		WebElement button = form().findElement(By.cssSelector("[data-action='delete-group']"));
		centre(button);
		button.click();
		this.wait.until(ExpectedConditions.alertIsPresent()).accept();
		this.wait.until(ExpectedConditions.stalenessOf(old));
		this.wait.until(ExpectedConditions.presenceOfElementLocated(By.id("group-form")));
	}

	/**
	 * The kind of the notice the panel shows (saved, refused, stale, unchanged), or
	 * {@code null}.
	 */
	String notice() {
		return form().findElements(By.cssSelector(".form-notice"))
			.stream()
			.map((notice) -> notice.getAttribute("data-notice"))
			.findFirst()
			.orElse(null);
	}

	String noticeText() {
		return form().findElement(By.cssSelector(".form-notice")).getText();
	}

	String group() {
		return form().getAttribute("data-group");
	}

	long version() {
		return Long.parseLong(form().getAttribute("data-version"));
	}

}
