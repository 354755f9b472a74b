package io.manifeststudio.browser;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.openqa.selenium.By;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;

/**
 * The export panel of a manifest page, through its hooks: {@code #export} with
 * {@code data-kube-version} and {@code data-blocked}, the choice
 * {@code name="kubeVersion"}, the download links ({@code data-action}) and the preview
 * {@code #preview-kubernetes}.
 */
final class ExportPanelPage {

	private final WebDriver driver;

	private final WebDriverWait wait;

	ExportPanelPage(WebDriver driver) {
		this.driver = driver;
		// htmx replaces the whole panel: an element found a moment ago may be gone by the
		// time it is read.
		this.wait = new WebDriverWait(driver, Duration.ofSeconds(15));
		this.wait.ignoring(StaleElementReferenceException.class);
	}

	/** Waits until htmx has loaded the panel (the page first shows a placeholder). */
	ExportPanelPage awaitLoaded() {
		this.wait.until(ExpectedConditions.presenceOfElementLocated(By.id("preview-kubernetes")));
		return this;
	}

	/** Picks a version as a user would and waits for the panel made for it. */
	void chooseVersion(String version) {
		new Select(this.driver.findElement(By.id("export-kube-version"))).selectByValue(version);
		awaitVersion(version);
	}

	void awaitVersion(String version) {
		this.wait.until(ExpectedConditions.attributeToBe(By.id("export"), "data-kube-version", version));
		this.wait.until(ExpectedConditions.attributeToBe(By.id("preview-kubernetes"), "data-kube-version", version));
	}

	/**
	 * Picks who makes the chart's generated secrets and waits for the panel made for it.
	 */
	void chooseSecrets(String mode) {
		new Select(this.driver.findElement(By.id("export-secrets"))).selectByValue(mode);
		this.wait.until((driver) -> new Select(driver.findElement(By.id("export-secrets"))).getFirstSelectedOption()
			.getAttribute("value")
			.equals(mode) && downloadHref("download-helm").contains("secrets=helm") == "helm".equals(mode));
	}

	String chosenSecrets() {
		return new Select(this.driver.findElement(By.id("export-secrets"))).getFirstSelectedOption()
			.getAttribute("value");
	}

	String generation() {
		return this.driver.findElement(By.cssSelector("#export .export-generation")).getAttribute("data-generation");
	}

	String chosenVersion() {
		return new Select(this.driver.findElement(By.id("export-kube-version"))).getFirstSelectedOption()
			.getAttribute("value");
	}

	List<String> offeredVersions() {
		return new Select(this.driver.findElement(By.id("export-kube-version"))).getOptions()
			.stream()
			.map((option) -> option.getAttribute("value"))
			.toList();
	}

	/**
	 * The href of a download link ({@code download-kubernetes}, {@code download-helm},
	 * {@code download-pod}).
	 */
	String downloadHref(String action) {
		return this.driver.findElement(By.cssSelector("#export a[data-action='" + action + "']")).getAttribute("href");
	}

	/** The download control of an action, link or (when refused) disabled button. */
	WebElement download(String action) {
		return this.driver.findElement(By.cssSelector("#export [data-action='" + action + "']"));
	}

	boolean isBlocked() {
		return "true".equals(this.driver.findElement(By.id("export")).getAttribute("data-blocked"));
	}

	void awaitBlocked(boolean blocked) {
		this.wait.until(ExpectedConditions.attributeToBe(By.id("export"), "data-blocked", String.valueOf(blocked)));
	}

	String blockedText() {
		return this.driver.findElement(By.id("export-blocked")).getText();
	}

	String sidecars() {
		return this.driver.findElement(By.cssSelector("#export [data-sidecars]")).getAttribute("data-sidecars");
	}

	String previewText() {
		return this.driver.findElement(By.cssSelector("#preview-kubernetes pre code")).getAttribute("textContent");
	}

	/**
	 * Waits until the preview shows (or no longer shows) a piece of text, as htmx swaps
	 * it in.
	 */
	void awaitPreview(String text, boolean shown) {
		this.wait.until((driver) -> previewText().contains(text) == shown);
	}

	/** The pod spec of the previewed workload ({@code StatefulSet} or {@code Job}). */
	@SuppressWarnings("unchecked")
	Map<String, Object> previewedPodSpec(String kind) {
		Yaml yaml = new Yaml(new SafeConstructor(new LoaderOptions()));
		List<Map<String, Object>> documents = new ArrayList<>();
		for (Object document : yaml.loadAll(previewText())) {
			if (document != null) {
				documents.add((Map<String, Object>) document);
			}
		}
		Map<String, Object> workload = documents.stream()
			.filter((document) -> kind.equals(document.get("kind")))
			.findFirst()
			.orElseThrow(() -> new AssertionError("no " + kind + " in the preview"));
		Map<String, Object> template = (Map<String, Object>) ((Map<String, Object>) workload.get("spec"))
			.get("template");
		return (Map<String, Object>) template.get("spec");
	}

	/**
	 * The names of the containers in a list of a pod spec ({@code containers},
	 * {@code initContainers}).
	 */
	@SuppressWarnings("unchecked")
	static List<String> names(Map<String, Object> podSpec, String list) {
		List<Map<String, Object>> containers = (List<Map<String, Object>>) podSpec.get(list);
		return (containers != null) ? containers.stream().map((container) -> (String) container.get("name")).toList()
				: List.of();
	}

	@SuppressWarnings("unchecked")
	static Map<String, Object> container(Map<String, Object> podSpec, String list, String name) {
		return ((List<Map<String, Object>>) podSpec.get(list)).stream()
			.filter((container) -> name.equals(container.get("name")))
			.findFirst()
			.orElseThrow(() -> new AssertionError("no " + name + " in " + list));
	}

}
