package io.manifeststudio.browser;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;

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
	 * Where the cards are: {@code columns} (their left edges), {@code maxGap} (the
	 * largest vertical space between two cards one above the other), {@code fill},
	 * {@code split} (cards in more than one piece) and {@code podOrder}.
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
				return { cards: boxes.length, columns: lefts, maxGap, fill,
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
