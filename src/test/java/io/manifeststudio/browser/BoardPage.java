package io.manifeststudio.browser;

import java.time.Duration;
import java.util.List;

import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Keys;
import org.openqa.selenium.Point;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.interactions.Interactive;
import org.openqa.selenium.interactions.Pause;
import org.openqa.selenium.interactions.PointerInput;
import org.openqa.selenium.interactions.Sequence;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

import io.manifeststudio.browser.StudioPages.Chip;

/**
 * The page object of the board ({@code /manifests/{id}/edit}), through the automation
 * hooks of the editor: {@code data-pod}, {@code data-container}, {@code data-mode},
 * {@code data-action}, {@code #palette}, {@code #findings}, the three {@code #preview-*}
 * regions (in panels that render only while open) and {@code kubeVersion}. Drags go
 * through the mouse, in small steps, as SortableJS's pointer-driven drag expects.
 */
final class BoardPage {

	private final WebDriver driver;

	/**
	 * The pointer of the drags, and how long each of its moves takes (see
	 * {@link Gesture}).
	 */
	private static final PointerInput MOUSE = new PointerInput(PointerInput.Kind.MOUSE, "drag");

	private static final Duration MOVE = Duration.ofMillis(20);

	private final String base;

	private final WebDriverWait wait;

	/** Where the held drag left the pointer (viewport coordinates). */
	private Point pointer = new Point(0, 0);

	BoardPage(WebDriver driver, int port) {
		this.driver = driver;
		this.base = "http://localhost:" + port;
		this.wait = new WebDriverWait(driver, Duration.ofSeconds(20));
		this.wait.ignoring(StaleElementReferenceException.class);
	}

	BoardPage open(long id) {
		this.driver.get(this.base + "/manifests/" + id + "/edit");
		awaitLoaded();
		return this;
	}

	/**
	 * Waits for the board and the findings of the page as loaded (the previews load when
	 * opened).
	 */
	BoardPage awaitLoaded() {
		this.wait.until(ExpectedConditions.presenceOfElementLocated(By.cssSelector("#board[data-draft-version]")));
		this.wait.until(ExpectedConditions.presenceOfElementLocated(By.cssSelector("#findings[data-errors]")));
		return this;
	}

	/**
	 * Opens the previews ({@code role-manifest}, {@code kubernetes}, {@code helm}; all
	 * three without names) and waits for what each shows.
	 */
	BoardPage openPreviews(String... which) {
		List<String> names = (which.length == 0) ? List.of("role-manifest", "kubernetes", "helm") : List.of(which);
		for (String name : names) {
			WebElement panel = this.driver.findElement(By.cssSelector("details[data-preview-panel='" + name + "']"));
			if (panel.getAttribute("open") == null) {
				scrollIntoView(panel);
				panel.findElement(By.tagName("summary")).click();
			}
		}
		for (String name : names) {
			this.wait.until(
					ExpectedConditions.presenceOfElementLocated(By.cssSelector("#preview-" + name + " .preview-body")));
		}
		return this;
	}

	long version() {
		return Long.parseLong(this.driver.findElement(By.id("board")).getAttribute("data-draft-version"));
	}

	/**
	 * Waits until the board shows this draft version (an edit's answer, or the poll's
	 * refresh).
	 */
	void awaitVersion(long version) {
		this.wait
			.until(ExpectedConditions.attributeToBe(By.id("board"), "data-draft-version", String.valueOf(version)));
	}

	void awaitVersion(long version, Duration within) {
		new WebDriverWait(this.driver, within).ignoring(StaleElementReferenceException.class)
			.until(ExpectedConditions.attributeToBe(By.id("board"), "data-draft-version", String.valueOf(version)));
	}

	/** The pods the board shows cards of, in order. */
	List<String> pods() {
		return this.driver.findElements(By.cssSelector("#pods > .pod-card[data-pod]"))
			.stream()
			.map((card) -> card.getAttribute("data-pod"))
			.toList();
	}

	WebElement card(String pod) {
		return this.driver.findElement(By.cssSelector("#board [data-pod='" + pod + "']"));
	}

	WebElement chip(String pod, String container) {
		return this.driver
			.findElement(By.cssSelector("#board [data-pod='" + pod + "'] .chips [data-container='" + container + "']"));
	}

	WebElement mainChip(String pod) {
		return this.driver.findElement(By.cssSelector("#board [data-pod='" + pod + "'] .chip-main"));
	}

	WebElement paletteItem(String container) {
		return this.driver.findElement(By.cssSelector("#palette [data-palette-item='" + container + "']"));
	}

	/** The containers a pod places, in order, with their marking. */
	List<Chip> chips(String pod) {
		return card(pod).findElements(By.cssSelector(".chips [data-container][data-mode]"))
			.stream()
			.map((chip) -> new Chip(chip.getAttribute("data-container"), chip.getAttribute("data-mode")))
			.toList();
	}

	String startOrder(String pod) {
		return card(pod).findElement(By.cssSelector("[data-order=start]")).getAttribute("data-line");
	}

	String stopOrder(String pod) {
		return card(pod).findElement(By.cssSelector("[data-order=stop]")).getAttribute("data-line");
	}

	/**
	 * The rule ids of the findings that mark an element ({@code data-findings}), or
	 * empty.
	 */
	static String findings(WebElement element) {
		String rules = element.getAttribute("data-findings");
		return (rules != null) ? rules : "";
	}

	int errors() {
		return Integer.parseInt(this.driver.findElement(By.id("findings")).getAttribute("data-errors"));
	}

	void awaitErrors(int errors) {
		this.wait.until(ExpectedConditions.attributeToBe(By.id("findings"), "data-errors", String.valueOf(errors)));
	}

	List<String> findingRules() {
		return this.driver.findElements(By.cssSelector("#findings [data-rule]"))
			.stream()
			.map((finding) -> finding.getAttribute("data-rule"))
			.toList();
	}

	/** Drags a palette entry into a pod, after its placed containers. */
	void dragFromPalette(String container, String pod) {
		drag(paletteItem(container), dropPointAtEnd(pod));
	}

	/** Drags a chip into another pod, after its placed containers. */
	void dragToPod(String fromPod, String container, String toPod) {
		drag(chip(fromPod, container), dropPointAtEnd(toPod));
	}

	/**
	 * Drags a chip onto the upper part of another chip of the same pod: it goes before
	 * it.
	 */
	void dragBefore(String pod, String container, String before) {
		WebElement target = chip(pod, before);
		drag(chip(pod, container), new Target(target, 0, -target.getSize().getHeight() / 2 + 4));
	}

	/** Drags a chip back onto the palette: out of its pod. */
	void dragToPalette(String pod, String container) {
		drag(chip(pod, container), new Target(this.driver.findElement(By.id("palette")), 0, 0));
	}

	/** A point inside the pod's list of placed containers, below its last one. */
	Target dropPointAtEnd(String pod) {
		WebElement list = card(pod).findElement(By.cssSelector(".chips.placed"));
		List<WebElement> chips = list.findElements(By.cssSelector(":scope > li"));
		if (chips.isEmpty()) {
			return new Target(list, 0, 0);
		}
		// the list's bottom padding, below its last chip: Sortable puts a drop there last
		return new Target(list, 0, 0, true);
	}

	/**
	 * Where to drop: an offset from the element's centre, or with {@code bottom} a point
	 * just above its bottom edge (measured again at each step: the list grows when the
	 * dragged chip's placeholder enters it).
	 */
	record Target(WebElement element, int dx, int dy, boolean bottom) {

		Target(WebElement element, int dx, int dy) {
			this(element, dx, dy, false);
		}

	}

	/** Press, move there in steps, release: the whole drag in one go. */
	void drag(WebElement source, Target target) {
		startDrag(source);
		finishDrag(target);
	}

	/**
	 * Presses on the element's grip and moves a little, so the drag has started (and
	 * stays held).
	 */
	void startDrag(WebElement source) {
		scrollIntoView(source);
		WebElement grip = source.findElement(By.cssSelector(".grip"));
		Point at = center(grip);
		this.pointer = new Point(at.getX(), at.getY() + 12);
		new Gesture().moveTo(at.getX(), at.getY())
			.press()
			.pause(150)
			.moveTo(at.getX(), at.getY() + 6)
			.pause(100)
			.moveTo(at.getX(), at.getY() + 12)
			.pause(100)
			.perform();
	}

	/** Moves the held drag to the target in steps and releases it. */
	void finishDrag(Target target) {
		scrollIntoView(target.element());
		Point to = point(target);
		Gesture steps = new Gesture();
		// Sortable follows the pointer: a few steps towards the target
		Point from = this.pointer;
		for (int step = 1; step <= 6; step++) {
			steps
				.moveTo(from.getX() + (to.getX() - from.getX()) * step / 6,
						from.getY() + (to.getY() - from.getY()) * step / 6)
				.pause(80);
		}
		steps.perform();
		// then onto the target as it is now; a list's end is measured again until it
		// stays put (the list grows when
		// the placeholder enters it), a chip's place once (it moves away when the
		// placeholder passes it)
		for (int settle = 0; settle < (target.bottom() ? 3 : 1); settle++) {
			Point at = target.bottom() ? point(target) : to;
			new Gesture().moveTo(at.getX(), at.getY() + 1).pause(100).moveTo(at.getX(), at.getY()).pause(150).perform();
		}
		new Gesture().release().perform();
	}

	/**
	 * A drag's pointer steps, performed at once. Each move takes {@link #MOVE}, not
	 * Selenium's 250 ms of {@code Actions.moveToLocation}, which made a drag of a dozen
	 * moves take five seconds; the pauses are where SortableJS needs time to follow. The
	 * pointer keeps its button held between two gestures (one input source,
	 * {@link #MOUSE}).
	 */
	private final class Gesture {

		private final Sequence steps = new Sequence(MOUSE, 0);

		Gesture moveTo(int x, int y) {
			this.steps.addAction(MOUSE.createPointerMove(MOVE, PointerInput.Origin.viewport(), x, y));
			return this;
		}

		Gesture pause(long millis) {
			this.steps.addAction(new Pause(MOUSE, Duration.ofMillis(millis)));
			return this;
		}

		Gesture press() {
			this.steps.addAction(MOUSE.createPointerDown(PointerInput.MouseButton.LEFT.asArg()));
			return this;
		}

		Gesture release() {
			this.steps.addAction(MOUSE.createPointerUp(PointerInput.MouseButton.LEFT.asArg()));
			return this;
		}

		void perform() {
			((Interactive) BoardPage.this.driver).perform(List.of(this.steps));
		}

	}

	private Point point(Target target) {
		@SuppressWarnings("unchecked")
		List<Number> rect = (List<Number>) ((JavascriptExecutor) this.driver).executeScript(
				"const r = arguments[0].getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2, r.bottom];",
				target.element());
		int x = rect.get(0).intValue() + target.dx();
		int y = target.bottom() ? rect.get(2).intValue() - 3 : rect.get(1).intValue() + target.dy();
		return new Point(x, y);
	}

	private Point center(WebElement element) {
		@SuppressWarnings("unchecked")
		List<Number> xy = (List<Number>) ((JavascriptExecutor) this.driver).executeScript(
				"const r = arguments[0].getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2];",
				element);
		return new Point(xy.get(0).intValue(), xy.get(1).intValue());
	}

	private void scrollIntoView(WebElement element) {
		((JavascriptExecutor) this.driver).executeScript("arguments[0].scrollIntoView({block: 'center'});", element);
	}

	/**
	 * Flips a chip's mode. The chip is found again when its card was swapped under the
	 * click (a card can come again after the board showed a version: the event stream's
	 * copy of this board's own change when its answer took over a second), which then did
	 * not happen.
	 */
	void toggleMode(String pod, String container) {
		this.wait.until((driver) -> {
			try {
				chip(pod, container).findElement(By.cssSelector("[data-action=toggle-mode]")).click();
				return true;
			}
			catch (StaleElementReferenceException ex) {
				return false;
			}
		});
	}

	void undo() {
		this.driver.findElement(By.cssSelector("[data-action=undo]")).click();
	}

	WebElement undoButton() {
		return this.driver.findElement(By.cssSelector("[data-action=undo]"));
	}

	WebElement redoButton() {
		return this.driver.findElement(By.cssSelector("[data-action=redo]"));
	}

	/**
	 * Moves a container with the keyboard only: focus on its "move to…" menu, type the
	 * pod's name to choose it, Tab to the Move button, Enter.
	 */
	void moveWithKeyboard(String pod, String container, String toPod) {
		WebElement menu = chip(pod, container).findElement(By.cssSelector("[data-action=move]"));
		((JavascriptExecutor) this.driver).executeScript("arguments[0].focus();", menu);
		new Actions(this.driver).sendKeys(toPod).pause(Duration.ofMillis(200)).perform();
		this.wait.until((driver) -> new Select(menu).getFirstSelectedOption().getText().equals(toPod));
		new Actions(this.driver).sendKeys(Keys.TAB).perform();
		WebElement focused = this.driver.switchTo().activeElement();
		if (!"submit".equals(focused.getAttribute("type"))) {
			throw new AssertionError(
					"Tab from the move menu should reach its Move button, not " + focused.getTagName());
		}
		new Actions(this.driver).sendKeys(Keys.ENTER).perform();
	}

	/**
	 * The pods a chip's "Move to…" choice offers (not "remove from pod") when reached
	 * for: it is filled when focused or pressed.
	 */
	List<String> moveChoices(String pod, String container) {
		WebElement menu = chip(pod, container).findElement(By.cssSelector("select[data-action=move]"));
		((JavascriptExecutor) this.driver).executeScript("arguments[0].focus(); arguments[0].blur();", menu);
		return menu.findElements(By.cssSelector("option[data-to-pod]"))
			.stream()
			.map((option) -> option.getAttribute("data-to-pod"))
			.toList();
	}

	/**
	 * The pods a chip's "Move to…" choice offers (not "remove from pod") as the page has
	 * them, read without focusing or pressing it (as a screen reader in browse mode reads
	 * it); fails when the menu is focused.
	 */
	@SuppressWarnings("unchecked")
	List<String> unfocusedMoveChoices(String pod, String container) {
		WebElement menu = chip(pod, container).findElement(By.cssSelector("select[data-action=move]"));
		return (List<String>) ((JavascriptExecutor) this.driver).executeScript("""
				const menu = arguments[0];
				if (document.activeElement === menu) {
					throw new Error('the menu is focused');
				}
				return Array.from(menu.options).filter((option) => option.hasAttribute('data-to-pod'))
					.map((option) => option.getAttribute('data-to-pod'));""", menu);
	}

	/**
	 * The chips (as pod/container) whose "Move to..." menu does not offer, in order, the
	 * pods of its container's list in #move-targets, read without focusing them.
	 */
	@SuppressWarnings("unchecked")
	List<String> staleMoveMenus() {
		return (List<String>) ((JavascriptExecutor) this.driver).executeScript("""
				const values = (options) => Array.from(options)
					.map((option) => option.value + '=' + option.textContent).join(',');
				return Array.from(document.querySelectorAll('#pods .chip[data-container]'))
					.filter((chip) => {
						const menu = chip.querySelector('select[data-action=move]');
						const list = document.querySelector('#move-targets [data-moves-for="'
							+ CSS.escape(chip.getAttribute('data-container')) + '"]');
						return menu && values(menu.querySelectorAll('option[data-to-pod]'))
							!== values(list ? list.querySelectorAll('option') : []);
					})
					.map((chip) => chip.closest('[data-pod]').getAttribute('data-pod') + '/'
						+ chip.getAttribute('data-container'));""");
	}

	/**
	 * Places a palette entry in a pod with the keyboard only: its "place in…" menu, the
	 * pod's name, Tab, Enter.
	 */
	void placeWithKeyboard(String container, String pod) {
		WebElement menu = paletteItem(container).findElement(By.cssSelector("[data-action=place]"));
		((JavascriptExecutor) this.driver).executeScript("arguments[0].focus();", menu);
		new Actions(this.driver).sendKeys(pod).pause(Duration.ofMillis(200)).perform();
		this.wait.until((driver) -> new Select(menu).getFirstSelectedOption().getText().equals(pod));
		new Actions(this.driver).sendKeys(Keys.TAB).pause(Duration.ofMillis(100)).sendKeys(Keys.ENTER).perform();
	}

	/**
	 * The pod and container of the chip the focused element belongs to, or an empty list.
	 */
	@SuppressWarnings("unchecked")
	List<String> focusedChip() {
		return (List<String>) ((JavascriptExecutor) this.driver).executeScript("""
				const chip = document.activeElement && document.activeElement.closest('.chips [data-container]');
				const card = chip && chip.closest('[data-pod]');
				return chip ? [card.getAttribute('data-pod'), chip.getAttribute('data-container')] : [];""");
	}

	/**
	 * Chooses the Kubernetes version and waits for the board (and the Kubernetes preview,
	 * when open) to show it.
	 */
	void chooseVersion(String version) {
		new Select(this.driver.findElement(By.name("kubeVersion"))).selectByValue(version);
		this.wait.until(ExpectedConditions.attributeToBe(By.id("board"), "data-kube-version", version));
		if (this.driver.findElement(By.cssSelector("details[data-preview-panel=kubernetes]"))
			.getAttribute("open") != null) {
			this.wait.until(ExpectedConditions.attributeToBe(By.cssSelector("#preview-kubernetes .preview-body"),
					"data-kube-version", version));
		}
	}

	/**
	 * Chooses the pod the previews show, with the Kubernetes preview open, and waits for
	 * it there.
	 */
	void choosePreviewPod(String pod) {
		openPreviews("kubernetes");
		new Select(this.driver.findElement(By.id("preview-pod"))).selectByValue(pod);
		awaitPreviewOf(pod);
	}

	void awaitPreviewOf(String pod) {
		this.wait.until(ExpectedConditions.attributeToBe(By.cssSelector("#preview-kubernetes .preview-body"),
				"data-preview-pod", pod));
	}

	/**
	 * The text of a preview ({@code role-manifest}, {@code kubernetes} or {@code helm}).
	 */
	String preview(String which) {
		return this.driver.findElement(By.cssSelector("#preview-" + which + " pre")).getAttribute("textContent");
	}

	void awaitPreview(String which, java.util.function.Predicate<String> condition) {
		try {
			this.wait.until((driver) -> {
				List<WebElement> pre = driver.findElements(By.cssSelector("#preview-" + which + " pre"));
				return !pre.isEmpty() && condition.test(pre.get(0).getAttribute("textContent"));
			});
		}
		catch (org.openqa.selenium.TimeoutException ex) {
			List<WebElement> section = this.driver.findElements(By.id("preview-" + which));
			Object requests = ((org.openqa.selenium.JavascriptExecutor) this.driver).executeScript(
					"return performance.getEntriesByType('resource').filter(e => e.name.indexOf('/edit/') >= 0)"
							+ ".map(e => e.name.replace(location.origin, '') + ' ' + e.responseStatus + ' '"
							+ " + Math.round(e.startTime) + '+' + Math.round(e.duration)).join('\\n');");
			throw new AssertionError("The " + which + " preview did not come as expected; it shows: "
					+ (section.isEmpty() ? "(no preview)" : section.get(0).getAttribute("outerHTML"))
					+ "\nthe board's requests:\n" + requests, ex);
		}
	}

	/**
	 * The pod spec of the workload of this kind in a preview ({@code kubernetes} or
	 * {@code helm}), read as YAML.
	 */
	@SuppressWarnings("unchecked")
	java.util.Map<String, Object> podSpec(String which, String kind) {
		return podSpecIn(preview(which), kind, which);
	}

	/** The pod spec of the workload of this kind in a preview's text. */
	@SuppressWarnings("unchecked")
	static java.util.Map<String, Object> podSpecIn(String text, String kind, String which) {
		org.yaml.snakeyaml.Yaml yaml = new org.yaml.snakeyaml.Yaml(
				new org.yaml.snakeyaml.constructor.SafeConstructor(new org.yaml.snakeyaml.LoaderOptions()));
		for (Object document : yaml.loadAll(text)) {
			if (document instanceof java.util.Map<?, ?> object && kind.equals(object.get("kind"))) {
				java.util.Map<String, Object> spec = (java.util.Map<String, Object>) object.get("spec");
				java.util.Map<String, Object> template = (java.util.Map<String, Object>) spec.get("template");
				return (java.util.Map<String, Object>) template.get("spec");
			}
		}
		throw new AssertionError("no " + kind + " in the " + which + " preview");
	}

	/** The changed lines the role manifest preview marks. */
	List<String> changedLines() {
		return this.driver.findElements(By.cssSelector("#preview-role-manifest .line.changed"))
			.stream()
			.map((line) -> line.getAttribute("textContent"))
			.toList();
	}

	WebElement notice() {
		return this.wait
			.until(ExpectedConditions.presenceOfElementLocated(By.cssSelector("#board-notice [data-notice]")));
	}

	void until(java.util.function.Function<WebDriver, Boolean> condition) {
		this.wait.until(condition::apply);
	}

	/** Leaves a mark in the page's window that a full reload would wipe out. */
	void markWindow() {
		((JavascriptExecutor) this.driver).executeScript("window.boardTestMark = 'still here';");
	}

	boolean windowStillMarked() {
		return "still here".equals(((JavascriptExecutor) this.driver).executeScript("return window.boardTestMark;"));
	}

	void reload() {
		this.driver.navigate().refresh();
		awaitLoaded();
	}

}
