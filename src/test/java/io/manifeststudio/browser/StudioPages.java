package io.manifeststudio.browser;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The page object of the browser tests: what a user does on the import form and sees on a
 * manifest page, through the stable hooks the pages keep for tests and scripts
 * ({@code data-pod}, {@code data-container}, {@code data-mode}, {@code #findings}).
 */
final class StudioPages {

	/** One container chip on a pod card. */
	record Chip(String container, String mode) {
	}

	private final WebDriver driver;

	private final String base;

	private final WebDriverWait wait;

	StudioPages(WebDriver driver, int port) {
		this.driver = driver;
		this.base = "http://localhost:" + port;
		// htmx swaps whole regions: an element found a moment ago may be gone by the time
		// it is read.
		this.wait = new WebDriverWait(driver, Duration.ofSeconds(15));
		this.wait.ignoring(StaleElementReferenceException.class);
	}

	StudioPages openImport() {
		this.driver.get(this.base + "/manifests/new");
		this.wait.until(ExpectedConditions.presenceOfElementLocated(By.id("import-form")));
		return this;
	}

	StudioPages openList() {
		this.driver.get(this.base + "/manifests");
		this.wait.until(ExpectedConditions.presenceOfElementLocated(By.id("manifest-results")));
		return this;
	}

	/**
	 * Types into the search box, as a user would, and waits until the results show
	 * exactly these names.
	 */
	void search(String text, List<String> expectedNames) {
		WebElement box = this.driver.findElement(By.id("search"));
		box.clear();
		box.sendKeys(text);
		this.wait.until((driver) -> listedNames().equals(expectedNames));
	}

	List<String> listedNames() {
		return this.driver.findElements(By.cssSelector("#manifest-results [data-manifest]"))
			.stream()
			.map((row) -> row.getAttribute("data-manifest"))
			.toList();
	}

	StudioPages openManifest(long id) {
		this.driver.get(this.base + "/manifests/" + id);
		this.wait.until(ExpectedConditions.presenceOfElementLocated(By.id("findings")));
		return this;
	}

	/**
	 * Fills in the name and uploads the file, then submits and waits for the manifest
	 * page.
	 */
	long importFile(String name, Path file) {
		fillName(name);
		this.driver.findElement(By.id("import-file")).sendKeys(canonical(file));
		return submitImportAndAwaitManifestPage();
	}

	/**
	 * Fills in the name and pastes the YAML, then submits and waits for the manifest
	 * page.
	 */
	long importPasted(String name, String yaml) {
		fillName(name);
		paste(yaml);
		return submitImportAndAwaitManifestPage();
	}

	/**
	 * Pastes YAML that cannot be read and submits; waits for the form to come back with
	 * the problem.
	 */
	WebElement importPastedExpectingProblem(String name, String yaml) {
		fillName(name);
		paste(yaml);
		this.driver.findElement(By.cssSelector("#import-form button[type=submit]")).click();
		return this.wait.until(ExpectedConditions.presenceOfElementLocated(By.cssSelector("#import-form .problem")));
	}

	/**
	 * Fills in the name, chooses a file the page refuses before sending (larger than a
	 * role manifest may be) and tries to submit; the refusal shown beside the file field.
	 */
	WebElement chooseTooLargeFileAndSubmit(String name, Path file) {
		fillName(name);
		this.driver.findElement(By.id("import-file")).sendKeys(canonical(file));
		WebElement refusal = this.wait.until(ExpectedConditions.visibilityOfElementLocated(By.id("import-file-error")));
		this.driver.findElement(By.cssSelector("#import-form button[type=submit]")).click();
		return refusal;
	}

	String importName() {
		return this.driver.findElement(By.id("import-name")).getAttribute("value");
	}

	boolean fileInputRefusesItsFile() {
		return Boolean.FALSE.equals(((org.openqa.selenium.JavascriptExecutor) this.driver)
			.executeScript("return document.getElementById('import-file').validity.valid"));
	}

	String currentPath() {
		return java.net.URI.create(this.driver.getCurrentUrl()).getPath();
	}

	/** chromedriver takes only canonical paths for uploads. */
	private static String canonical(Path file) {
		try {
			return file.toRealPath().toString();
		}
		catch (java.io.IOException ex) {
			throw new java.io.UncheckedIOException(ex);
		}
	}

	private void fillName(String name) {
		WebElement field = this.driver.findElement(By.id("import-name"));
		field.clear();
		field.sendKeys(name);
	}

	private void paste(String yaml) {
		WebElement area = this.driver.findElement(By.id("import-content"));
		area.clear();
		area.sendKeys(yaml);
	}

	private long submitImportAndAwaitManifestPage() {
		this.driver.findElement(By.cssSelector("#import-form button[type=submit]")).click();
		this.wait.until(ExpectedConditions.urlMatches("/manifests/\\d+$"));
		this.wait.until(ExpectedConditions.presenceOfElementLocated(By.id("findings")));
		String url = this.driver.getCurrentUrl();
		return Long.parseLong(url.substring(url.lastIndexOf('/') + 1));
	}

	List<String> podNames() {
		return this.driver.findElements(By.cssSelector("[data-pod]"))
			.stream()
			.map((card) -> card.getAttribute("data-pod"))
			.toList();
	}

	WebElement podCard(String pod) {
		return this.driver.findElement(By.cssSelector("[data-pod='" + pod + "']"));
	}

	/** The main container's name on a pod card. */
	String mainContainer(String pod) {
		return podCard(pod).findElement(By.cssSelector(".chip-main")).getAttribute("data-container");
	}

	/** The containers a pod places, in order, with their marking. */
	List<Chip> placedChips(String pod) {
		return podCard(pod).findElements(By.cssSelector("[data-container][data-mode]"))
			.stream()
			.map((chip) -> new Chip(chip.getAttribute("data-container"), chip.getAttribute("data-mode")))
			.toList();
	}

	/**
	 * Every pod card in page order with its main container and placed chips, read in one
	 * script call (a page of forty cards would otherwise take hundreds of WebDriver round
	 * trips).
	 */
	@SuppressWarnings("unchecked")
	java.util.Map<String, PodLayout> podLayout() {
		List<java.util.Map<String, Object>> cards = (List<java.util.Map<String, Object>>) ((JavascriptExecutor) this.driver)
			.executeScript("""
					return Array.from(document.querySelectorAll('[data-pod]')).map((card) => ({
						pod: card.dataset.pod,
						main: card.querySelector('.chip-main').dataset.container,
						chips: Array.from(card.querySelectorAll('[data-container][data-mode]'))
							.map((chip) => [chip.dataset.container, chip.dataset.mode])
					}));""");
		java.util.Map<String, PodLayout> layout = new java.util.LinkedHashMap<>();
		for (java.util.Map<String, Object> card : cards) {
			List<Chip> chips = ((List<List<String>>) card.get("chips")).stream()
				.map((chip) -> new Chip(chip.get(0), chip.get(1)))
				.toList();
			layout.put((String) card.get("pod"), new PodLayout((String) card.get("main"), chips));
		}
		return layout;
	}

	/** What a pod card shows: its main container, then the containers it places. */
	record PodLayout(String main, List<Chip> placed) {
	}

	WebElement findings() {
		return this.driver.findElement(By.id("findings"));
	}

	int errorCount() {
		return Integer.parseInt(findings().getAttribute("data-errors"));
	}

	/** Waits (through htmx's poll) until the findings panel shows this many errors. */
	void awaitErrorCount(int errors) {
		this.wait.until(ExpectedConditions.attributeToBe(By.id("findings"), "data-errors", String.valueOf(errors)));
	}

	void awaitPod(String pod) {
		this.wait.until(ExpectedConditions.presenceOfElementLocated(By.cssSelector("[data-pod='" + pod + "']")));
	}

	WebElement finding(String rule) {
		return findings().findElement(By.cssSelector("[data-rule='" + rule + "']"));
	}

	/** Leaves a mark in the page's window that a full reload would wipe out. */
	void markWindow() {
		((JavascriptExecutor) this.driver).executeScript("window.studioTestMark = 'still here';");
	}

	boolean windowStillMarked() {
		return "still here".equals(((JavascriptExecutor) this.driver).executeScript("return window.studioTestMark;"));
	}

	boolean isMarked(WebElement element) {
		return element.getAttribute("class").contains("is-marked");
	}

	/** Waits for an element to become marked (the finding click marks its subject). */
	void awaitMarked(By selector) {
		this.wait.until(ExpectedConditions.attributeContains(selector, "class", "is-marked"));
	}

}
