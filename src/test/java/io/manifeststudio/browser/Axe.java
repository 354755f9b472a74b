package io.manifeststudio.browser;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;

import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebDriver;

/**
 * axe-core (Deque's accessibility engine, the {@code axe.min.js} its Selenium jar
 * bundles) run in the page the browser shows: the violations of impact serious or
 * critical, each with the elements it found.
 */
final class Axe {

	private static final String SCRIPT = load();

	/**
	 * Runs axe on the whole document and answers {@code [{id, impact, help, nodes:
	 * [selector...]}]}.
	 */
	private static final String RUN = """
			const done = arguments[arguments.length - 1];
			axe.run(document, { resultTypes: ['violations'] })
			  .then((results) => done(results.violations
			    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
			    .map((v) => ({ id: v.id, impact: v.impact, help: v.help,
			      nodes: v.nodes.map((n) => n.target.join(' ') + ' — ' + n.failureSummary.replace(/\\s+/g, ' ')) }))))
			  .catch((error) => done([{ id: 'axe-failed', impact: 'critical', help: String(error), nodes: [] }]));
			""";

	private Axe() {
	}

	/** One rule that failed on the page, and where. */
	record Violation(String rule, String impact, String help, List<String> nodes) {

		@Override
		public String toString() {
			return this.impact + " " + this.rule + " (" + this.help + "): " + String.join("; ", this.nodes);
		}

	}

	@SuppressWarnings("unchecked")
	static List<Violation> seriousOrCritical(WebDriver driver) {
		JavascriptExecutor js = (JavascriptExecutor) driver;
		if (!Boolean.TRUE.equals(js.executeScript("return typeof window.axe === 'object';"))) {
			js.executeScript(SCRIPT);
		}
		List<Map<String, Object>> found = (List<Map<String, Object>>) js.executeAsyncScript(RUN);
		return found.stream()
			.map((v) -> new Violation((String) v.get("id"), (String) v.get("impact"), (String) v.get("help"),
					(List<String>) v.get("nodes")))
			.toList();
	}

	private static String load() {
		try (InputStream in = Axe.class.getClassLoader().getResourceAsStream("axe.min.js")) {
			if (in == null) {
				throw new IllegalStateException(
						"axe.min.js is not on the test classpath (com.deque.html.axe-core:selenium)");
			}
			return new String(in.readAllBytes(), StandardCharsets.UTF_8);
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
	}

}
