package io.manifeststudio.export;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.regex.Matcher;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The hand-written scanner of {@code ((NAME))} tags finds exactly what the pattern it
 * replaces finds, in the same order, on hand-picked edge cases and on many random texts
 * built from the characters that matter.
 */
class MustacheNamesTests {

	@Test
	void findsWhatThePatternFinds() {
		for (String text : List.of("((A))", "(( B ))", "((#C))((/C))", "((^ D))", "(((E)))", "((F)", "((1G))",
				"(( # H ))", "((I J))", "((K))((L))", "x((M_2))y((N", "((\tO\n))", "((\u000BP\f))", "((#))",
				"((=Q R=)) ((S))", "(( _T ))", "((U-V))", "((W))) ((X")) {
			assertThat(scanned(text)).as(text).isEqualTo(matched(text));
		}
	}

	@Test
	void findsWhatThePatternFindsInRandomTexts() {
		Random random = new Random(42);
		String alphabet = "(()) #^/_aZ9-=\t\n";
		for (int n = 0; n < 20_000; n++) {
			StringBuilder text = new StringBuilder();
			int length = random.nextInt(24);
			for (int i = 0; i < length; i++) {
				text.append(alphabet.charAt(random.nextInt(alphabet.length())));
			}
			assertThat(scanned(text.toString())).as(text.toString()).isEqualTo(matched(text.toString()));
		}
	}

	@Test
	void aRealTemplateGivesItsVariables() {
		assertThat(scanned("((#FOO))http://((HOST)):((PORT))((/FOO))((^FOO))none((/FOO))")).containsExactly("FOO",
				"HOST", "PORT");
	}

	private static List<String> scanned(String text) {
		Set<String> names = new LinkedHashSet<>();
		EnvironmentFactory.mustacheNames(text, names);
		return List.copyOf(names);
	}

	private static List<String> matched(String text) {
		Set<String> names = new LinkedHashSet<>();
		Matcher matcher = EnvironmentFactory.MUSTACHE.matcher(text);
		while (matcher.find()) {
			names.add(matcher.group(1));
		}
		return List.copyOf(names);
	}

}
