package io.manifeststudio.manifest.yaml;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.Test;
import org.yaml.snakeyaml.nodes.NodeId;
import org.yaml.snakeyaml.nodes.Tag;
import org.yaml.snakeyaml.resolver.Resolver;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The resolver the readers use gives SnakeYAML's own tag for every scalar, including the
 * ones it remembers.
 */
class PlainScalarResolverTests {

	private static final Resolver SNAKEYAML = new Resolver();

	private static final List<String> TRICKY = List.of("", " ", "~", "null", "Null", "NULL", "nULL", "yes", "Yes",
			"YES", "y", "n", "Y", "N", "no", "No", "on", "On", "ON", "off", "OFF", "oFF", "true", "True", "TRUE",
			"false", "False", "tRUE", "1", "-1", "+1", "0", "00", "017", "0o17", "0x1F", "0xg", "0b101", "-0b1",
			"1_000", "1:20", "190:20:30", "1.5", ".5", "1e3", "1.0e+3", "-.inf", ".Inf", ".NaN", ".nan", "2001-12-14",
			"2001-12-14t21:59:43.10-05:00", "2001-12-14 21:59:43.10 -5", "<<", "<", "=", "!", "&", "*", "name", "tags",
			"templates", "type", "opt", "abc", "é", "日本", "\u0000", "123456789012345678901234567890123456789",
			"1234567890123456789012345678901234567890.5", "falsehood", "nullable", "onwards", "yesterday");

	@Test
	void givesSnakeYamlsTagForTrickyScalarsSeenOnceAndAgain() {
		for (int round = 0; round < 2; round++) {
			for (String value : TRICKY) {
				assertSame(value);
			}
		}
	}

	@Test
	void givesSnakeYamlsTagForRandomScalarsOfTheCharactersTypesStartWith() {
		Random random = new Random(17);
		String alphabet = "0123456789-+._:eExXoObBtTrRuUfFaAlLsSyYnNiI~<=!&* abc";
		List<String> values = new ArrayList<>();
		for (int i = 0; i < 50_000; i++) {
			StringBuilder value = new StringBuilder();
			int length = 1 + random.nextInt(12);
			for (int j = 0; j < length; j++) {
				value.append(alphabet.charAt(random.nextInt(alphabet.length())));
			}
			values.add(value.toString());
		}
		for (int round = 0; round < 2; round++) {
			values.forEach(PlainScalarResolverTests::assertSame);
		}
	}

	@Test
	void leavesQuotedScalarsAndCollectionsToSnakeYaml() {
		for (String value : TRICKY) {
			assertThat(PlainScalarResolver.INSTANCE.resolve(NodeId.scalar, value, false))
				.isEqualTo(SNAKEYAML.resolve(NodeId.scalar, value, false));
		}
		assertThat(PlainScalarResolver.INSTANCE.resolve(NodeId.mapping, "", true)).isEqualTo(Tag.MAP);
		assertThat(PlainScalarResolver.INSTANCE.resolve(NodeId.sequence, "", true)).isEqualTo(Tag.SEQ);
	}

	private static void assertSame(String value) {
		assertThat(PlainScalarResolver.INSTANCE.resolve(NodeId.scalar, value, true)).as("the tag of \"%s\"", value)
			.isEqualTo(SNAKEYAML.resolve(NodeId.scalar, value, true));
	}

}
