package io.manifeststudio.browser;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;

import io.manifeststudio.manifest.model.ManifestCodec;
import io.manifeststudio.manifest.model.RoleManifest;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The board of SCF 2.17.1 (its 40-odd pods, cards of very different heights) at
 * 1400x1000: the cards are packed in columns, each under the one before it with no empty
 * band, in the order of the pods (down a column, then the next); and the palette and the
 * findings stay in view however far down the pods one scrolls.
 */
class DenseBoardBrowserTests extends BrowserTestSupport {

	/**
	 * The space between two cards of a column: the cards' margin (.9rem), and a pixel of
	 * rounding.
	 */
	private static final double MAX_GAP = 16;

	@Test
	void scfCardsArePackedWithoutGapsAndThePaletteAndFindingsStayInView() throws Exception {
		assumeTrue(Files.isRegularFile(ScfBoardBrowserTests.SCF),
				"SCF 2.17.1 is not at " + ScfBoardBrowserTests.SCF.toAbsolutePath() + " (../shared/fixtures)");
		String yaml = Files.readString(ScfBoardBrowserTests.SCF, StandardCharsets.UTF_8);
		RoleManifest model = new ManifestCodec().read(yaml.getBytes(StandardCharsets.UTF_8));
		BoardPage board = new BoardPage(driver, this.port).open(importThroughApi("scf-dense", yaml));
		assertThat(driver.findElements(By.cssSelector("#board .pod-card"))).hasSize(model.pods().size());

		Map<String, Object> layout = layout();
		System.out.println("SCF board at 1400x1000: " + layout);
		assertThat((List<?>) layout.get("columns")).as("columns of cards").hasSizeGreaterThanOrEqualTo(2);
		assertThat(((Number) layout.get("split")).intValue()).as("cards split across columns").isZero();
		assertThat(((Number) layout.get("maxGap")).doubleValue()).as("largest empty band between two cards of a column")
			.isLessThanOrEqualTo(MAX_GAP);
		assertThat(((Number) layout.get("fill")).doubleValue())
			.as("the cards' area over the area of the pods' region down to the bottom of the longest column")
			.isGreaterThan(0.85);
		assertThat((Boolean) layout.get("podOrder")).as("cards go down a column, then the next, in the pods' order")
			.isTrue();

		js().executeScript("document.querySelector('#board .pod-card:last-of-type').scrollIntoView({block: 'end'});");
		assertThat(((Number) js().executeScript("return window.scrollY;")).intValue()).isGreaterThan(1000);
		assertThat(inViewport("#palette-title")).as("the palette's heading, after scrolling to the last pod").isTrue();
		assertThat(inViewport("#findings-title")).as("the findings' heading, after scrolling to the last pod").isTrue();
		board.awaitLoaded();
	}

	/**
	 * The cards are packed again when the filter hides some and when a card grows: a
	 * container placed in each of three pods makes their cards taller, and the columns
	 * still fit the pods' region, in order, without empty bands. A column box of a fixed
	 * height would push the cards under the grown one into a column beyond the region's
	 * right edge.
	 */
	@Test
	void cardsArePackedAgainWhenTheFilterHidesSomeAndWhenACardGrows() throws Exception {
		assumeTrue(Files.isRegularFile(ScfBoardBrowserTests.SCF),
				"SCF 2.17.1 is not at " + ScfBoardBrowserTests.SCF.toAbsolutePath() + " (../shared/fixtures)");
		String yaml = Files.readString(ScfBoardBrowserTests.SCF, StandardCharsets.UTF_8);
		BoardPage board = new BoardPage(driver, this.port).open(importThroughApi("scf-repack", yaml));
		assertPacked("as the board opens");

		WebElement filter = driver.findElement(By.id("board-filter"));
		filter.sendKeys("loggregator");
		board.until((driver) -> !driver.findElements(By.cssSelector("#board .pod-card[hidden]")).isEmpty());
		assertPacked("filtered to the pods that place loggregator-agent");
		filter.clear();
		filter.sendKeys(" ", Keys.BACK_SPACE);
		board.until((driver) -> driver.findElements(By.cssSelector("#board .pod-card[hidden]")).isEmpty());
		assertPacked("with the filter cleared");

		// A palette entry placed, with its "Place in..." menu, in each of the first three
		// pods (in the pods' order) that one can go to: those cards grow, none shrinks.
		@SuppressWarnings("unchecked")
		List<List<String>> places = (List<List<String>>) js().executeScript("""
				const items = Array.from(document.querySelectorAll('#board .palette-item'));
				const places = [];
				for (const card of document.querySelectorAll('#pods > .pod-card')) {
				  const pod = card.getAttribute('data-pod');
				  const item = items.find((item) => Array.from(item.querySelectorAll('[data-action=place] option'))
				    .some((option) => option.getAttribute('data-to-pod') === pod));
				  if (item && places.length < 3) {
				    places.push([pod, item.getAttribute('data-palette-item')]);
				  }
				}
				return places;""");
		assertThat(places).as("three pods a palette entry can be placed in").hasSize(3);
		String pod = places.get(0).get(0);
		double before = board.card(pod).getRect().getHeight();
		long version = board.version();
		for (List<String> place : places) {
			board.placeWithKeyboard(place.get(1), place.get(0));
			board.awaitVersion(++version);
		}
		board.until((driver) -> board.card(pod).getRect().getHeight() > before);
		assertPacked("after three pods took a container each");
	}

	private static void assertPacked(String when) {
		Map<String, Object> layout = layout();
		assertThat((List<?>) layout.get("columns")).as("columns of cards, " + when).hasSizeGreaterThanOrEqualTo(2);
		assertThat(((Number) layout.get("outside")).intValue()).as("cards outside the pods' region, " + when).isZero();
		assertThat(((Number) layout.get("maxGap")).doubleValue()).as("largest empty band in a column, " + when)
			.isLessThanOrEqualTo(MAX_GAP);
		assertThat((Boolean) layout.get("podOrder")).as("cards in the pods' order, " + when).isTrue();
	}

	/**
	 * Where the cards are: {@code columns} (their left edges), {@code maxGap} (the
	 * largest vertical space between two cards one above the other), {@code fill},
	 * {@code split} (cards in more than one piece), {@code outside} (cards not within the
	 * pods' region) and {@code podOrder}.
	 */
	@SuppressWarnings("unchecked")
	private static Map<String, Object> layout() {
		return (Map<String, Object>) js().executeScript("""
				const grid = document.getElementById('pods');
				const cards = Array.from(grid.querySelectorAll('.pod-card')).filter((card) => !card.hidden);
				const boxes = cards.map((card) => {
				  const r = card.getBoundingClientRect();
				  return { left: Math.round(r.left), top: r.top, bottom: r.bottom, area: r.width * r.height,
				    pieces: card.getClientRects().length };
				});
				const lefts = [...new Set(boxes.map((b) => b.left))].sort((a, b) => a - b);
				let maxGap = 0;
				for (const left of lefts) {
				  const column = boxes.filter((b) => b.left === left).sort((a, b) => a.top - b.top);
				  for (let i = 1; i < column.length; i++) {
				    maxGap = Math.max(maxGap, column[i].top - column[i - 1].bottom);
				  }
				}
				const region = grid.getBoundingClientRect();
				const bottom = Math.max(...boxes.map((b) => b.bottom));
				const fill = boxes.reduce((sum, b) => sum + b.area, 0) / (region.width * (bottom - region.top));
				const ordered = boxes.map((b, i) => ({ i, b }))
				  .sort((x, y) => x.b.left - y.b.left || x.b.top - y.b.top).every((x, at) => x.i === at);
				const outside = cards.filter((card) => {
				  const r = card.getBoundingClientRect();
				  return r.left < region.left - 1 || r.right > region.right + 1 || r.bottom > region.bottom + 1;
				}).length;
				return { cards: boxes.length, columns: lefts, maxGap, fill, outside,
				  split: boxes.filter((b) => b.pieces > 1).length, podOrder: ordered };""");
	}

	private static boolean inViewport(String selector) {
		return (Boolean) js().executeScript("""
				const r = document.querySelector(arguments[0]).getBoundingClientRect();
				return r.top >= 0 && r.bottom <= window.innerHeight && r.left >= 0 && r.right <= window.innerWidth;""",
				selector);
	}

	private static JavascriptExecutor js() {
		return driver;
	}

}
