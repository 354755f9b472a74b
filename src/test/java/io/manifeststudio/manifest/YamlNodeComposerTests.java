package io.manifeststudio.manifest;

import java.io.IOException;
import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.composer.Composer;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.nodes.SequenceNode;
import org.yaml.snakeyaml.parser.ParserImpl;
import org.yaml.snakeyaml.reader.StreamReader;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@link YamlNodeComposer} composes what SnakeYAML's {@code Composer} composes, with the same options: the same tags,
 * anchors, start marks, values and styles, the same node wherever an alias points, and the same exception (class and
 * message, marks included) where SnakeYAML refuses the text; over every fixture and texts made to reach each check.
 */
class YamlNodeComposerTests {

	private static final List<String> TEXTS = List.of("", "# only a comment\n", "---\n", "a: 1\n---\nb: 2\n",
			"a: &x {b: 1}\nc: *x\nd: *y\n", "a: &x [1, 2]\nb: *x\nc: *x\nd: *x\n", "a: &s str\nb: *s\nc: *s\nd: *s\n",
			"a: !!int 3\nb: !!str 4\nc: !custom x\nd: !<tag:example.com,2000:x> y\n", "a: !!python/object x\n",
			"a: !<tag:yaml.org,2002:map> {b: 1}\n", "[[[[[[[[[[1]]]]]]]]]]\n", "a: {b: {c: {d: [e, {f: g}]}}}\n",
			"base: &b {x: 1, y: 2}\nm:\n  <<: *b\n  y: 3\nn:\n  <<: [*b, {z: 4}]\n", "a: &r [*r]\n",
			"&r a: b\n*r : c\n", "? [a, b]\n: c\n", "a: 'x'\nb: \"y\"\nc: |\n  z\nd: >\n  w\n", "a: b: c\n",
			"a:\n  - b\n c: d\n", "a: [b, c\n", "\"unterminated\n", "a: 1\na: 2\n", "!!set {a, b}\n", "- a\n- b\n",
			"plain\n", "~\n", "a: &x 1\nb: &x 2\nc: *x\n", "a: \t b\n", "%YAML 1.1\n---\na: 1\n", "a: @b\n");

	@Test
	void composesWhatSnakeYamlComposesOverTheFixturesAndMadeTexts() throws IOException {
		List<String> texts = new ArrayList<>(TEXTS);
		if (Fixtures.present()) {
			try (Stream<Path> files = Files.walk(Fixtures.ROOT)) {
				for (Path file : files.filter((path) -> path.toString().matches(".*\\.ya?ml")).sorted().toList()) {
					texts.add(Files.readString(file));
				}
			}
		}
		StringBuilder deep = new StringBuilder();
		for (int i = 0; i < 60; i++) {
			deep.append("[");
		}
		texts.add(deep.toString());
		assertThat(texts.size()).isGreaterThan(TEXTS.size());
		for (String text : texts) {
			for (LoaderOptions options : List.of(options(50, 50), options(2, 8))) {
				compare(text, options);
			}
		}
	}

	private static LoaderOptions options(int aliases, int depth) {
		LoaderOptions options = new LoaderOptions();
		options.setMaxAliasesForCollections(aliases);
		options.setNestingDepthLimit(depth);
		options.setAllowRecursiveKeys(false);
		options.setProcessComments(false);
		return options;
	}

	private static void compare(String text, LoaderOptions options) {
		Node expected = null;
		Throwable expectedFailure = null;
		try {
			expected = new Composer(new ParserImpl(new StreamReader(new StringReader(text)), options),
					PlainScalarResolver.INSTANCE, options)
				.getSingleNode();
		}
		catch (RuntimeException | StackOverflowError ex) {
			expectedFailure = ex;
		}
		YamlNode actual = null;
		Throwable actualFailure = null;
		try {
			actual = new YamlNodeComposer(new ParserImpl(new StreamReader(new StringReader(text)), options),
					PlainScalarResolver.INSTANCE, options)
				.singleNode();
		}
		catch (RuntimeException | StackOverflowError ex) {
			actualFailure = ex;
		}
		String what = "text starting " + text.substring(0, Math.min(80, text.length()));
		if (expectedFailure != null) {
			assertThat(actualFailure).as(what).isNotNull();
			assertThat(actualFailure.getMessage()).as(what).isEqualTo(expectedFailure.getMessage());
			assertThat(actualFailure).as(what).isInstanceOf(expectedFailure.getClass());
			return;
		}
		assertThat(actualFailure).as(what).isNull();
		assertSame(expected, actual, new IdentityHashMap<>(), what);
	}

	private static void assertSame(Node expected, YamlNode actual, Map<Node, YamlNode> seen, String what) {
		if (expected == null) {
			assertThat(actual).as(what).isNull();
			return;
		}
		YamlNode before = seen.putIfAbsent(expected, actual);
		if (before != null) {
			assertThat(actual).as(what).isSameAs(before);
			return;
		}
		assertThat(actual.tag()).as(what).isEqualTo(expected.getTag());
		assertThat(actual.anchor()).as(what).isEqualTo(expected.getAnchor());
		assertThat(actual.start().getIndex()).as(what).isEqualTo(expected.getStartMark().getIndex());
		assertThat(actual.start().getLine()).as(what).isEqualTo(expected.getStartMark().getLine());
		assertThat(actual.start().getColumn()).as(what).isEqualTo(expected.getStartMark().getColumn());
		if (expected instanceof ScalarNode scalar) {
			YamlNode.Scalar same = (YamlNode.Scalar) actual;
			assertThat(same.value()).as(what).isEqualTo(scalar.getValue());
			assertThat(same.style()).as(what).isEqualTo(scalar.getScalarStyle());
		}
		else if (expected instanceof SequenceNode sequence) {
			List<YamlNode> items = ((YamlNode.Sequence) actual).items();
			assertThat(items).as(what).hasSameSizeAs(sequence.getValue());
			for (int i = 0; i < items.size(); i++) {
				assertSame(sequence.getValue().get(i), items.get(i), seen, what);
			}
		}
		else {
			List<NodeTuple> tuples = ((MappingNode) expected).getValue();
			YamlNode.Mapping mapping = (YamlNode.Mapping) actual;
			assertThat(mapping.size()).as(what).isEqualTo(tuples.size());
			for (int i = 0; i < tuples.size(); i++) {
				assertSame(tuples.get(i).getKeyNode(), mapping.key(i), seen, what);
				assertSame(tuples.get(i).getValueNode(), mapping.value(i), seen, what);
			}
		}
	}

}
