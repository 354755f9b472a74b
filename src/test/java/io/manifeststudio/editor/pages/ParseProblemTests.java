package io.manifeststudio.editor.pages;

import org.junit.jupiter.api.Test;

import io.manifeststudio.manifest.model.ManifestCodec;
import io.manifeststudio.manifest.yaml.ManifestParseException;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

/**
 * A parse problem shows the parser's message and the lines around the offending one,
 * marked at its column.
 */
class ParseProblemTests {

	@Test
	void showsTheOffendingLineWithTwoLinesAroundItAndACaretAtTheColumn() {
		String text = "instance_groups:\n- name: web\n  jobs: [a\n  tags: x\n- name: db\n- name: cache\n";
		ManifestParseException ex = catchThrowableOfType(ManifestParseException.class,
				() -> new ManifestCodec().read(text));

		ParseProblem problem = ParseProblem.of(ex, text);

		assertThat(problem.hasPlace()).isTrue();
		assertThat(problem.line()).isEqualTo(ex.line());
		SourceLine offending = problem.excerpt().stream().filter(SourceLine::offending).findFirst().orElseThrow();
		assertThat(offending.number()).isEqualTo(ex.line());
		assertThat(offending.text()).isEqualTo(text.split("\n")[ex.line() - 1]);
		assertThat(offending.marker()).isEqualTo(" ".repeat(ex.column() - 1) + "^");
		assertThat(problem.excerpt()).hasSizeLessThanOrEqualTo(2 * ParseProblem.CONTEXT + 1);
	}

	@Test
	void excerptIsCutAtTheStartOfTheText() {
		assertThat(ParseProblem.excerpt("a: [\nb\n", 1, 4)).extracting(SourceLine::number).containsExactly(1, 2, 3);
	}

	@Test
	void aLongLineIsCutAroundTheColumnKeepingTheCaretUnderIt() {
		String line = "x".repeat(1000) + "!" + "y".repeat(1000);

		SourceLine shown = ParseProblem.excerpt(line, 1, 1001).get(0);

		assertThat(shown.text()).startsWith("…").endsWith("…").hasSize(ParseProblem.WIDTH + 1);
		assertThat(shown.text().charAt(shown.marker().length() - 1)).isEqualTo('!');
	}

	@Test
	void noExcerptWithoutAPlace() {
		ParseProblem problem = ParseProblem
			.of(new ManifestParseException(ManifestParseException.Kind.TOO_LARGE, "too large", 0, 0), "x: 1");

		assertThat(problem.hasPlace()).isFalse();
		assertThat(problem.excerpt()).isEmpty();
	}

}
