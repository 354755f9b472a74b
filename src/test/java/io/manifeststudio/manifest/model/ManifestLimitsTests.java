package io.manifeststudio.manifest.model;

import java.nio.charset.StandardCharsets;
import java.time.Duration;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import io.manifeststudio.manifest.yaml.DocPath;
import io.manifeststudio.manifest.yaml.ManifestParseException.Kind;
import io.manifeststudio.manifest.yaml.ManifestParseException;
import io.manifeststudio.manifest.yaml.ManifestYamlReader;
import io.manifeststudio.manifest.yaml.YamlLimits;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

/**
 * Hostile and broken input: each gets a {@link ManifestParseException} of the right kind,
 * with a place.
 */
class ManifestLimitsTests {

	private final ManifestCodec codec = new ManifestCodec();

	@Test
	void classicBillionLaughsIsStoppedByTheAliasLimit() {
		String bomb = """
				a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol","lol"]
				b: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a,*a]
				c: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b,*b]
				d: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c,*c]
				e: &e [*d,*d,*d,*d,*d,*d,*d,*d,*d,*d]
				f: &f [*e,*e,*e,*e,*e,*e,*e,*e,*e,*e]
				g: &g [*f,*f,*f,*f,*f,*f,*f,*f,*f,*f]
				h: &h [*g,*g,*g,*g,*g,*g,*g,*g,*g,*g]
				i: &i [*h,*h,*h,*h,*h,*h,*h,*h,*h,*h]
				j: &j [*i,*i,*i,*i,*i,*i,*i,*i,*i,*i]
				k: &k [*j,*j,*j,*j,*j,*j,*j,*j,*j,*j]
				l: &l [*k,*k,*k,*k,*k,*k,*k,*k,*k,*k]
				""";
		ManifestParseException ex = fails(bomb, Kind.LIMIT_EXCEEDED);
		assertThat(ex.getMessage()).contains("aliases").contains("max=100").contains("alias bombs");
	}

	@Test
	void aBombUnderTheAliasCountIsStoppedByTheExpandedSize() {
		// 8 levels of 10 aliases each: 80 aliases (under 100), 10^8 values once expanded.
		StringBuilder bomb = new StringBuilder("l0: &l0 [x, x, x, x, x, x, x, x, x, x]\n");
		for (int level = 1; level <= 8; level++) {
			bomb.append("l").append(level).append(": &l").append(level).append(" [");
			for (int i = 0; i < 10; i++) {
				bomb.append((i > 0) ? ", " : "").append("*l").append(level - 1);
			}
			bomb.append("]\n");
		}
		assertTimeoutPreemptively(Duration.ofSeconds(5), () -> {
			ManifestParseException ex = fails(bomb.toString(), Kind.LIMIT_EXCEEDED);
			assertThat(ex.getMessage()).contains("expands to more than 2000000 values").contains("alias bomb");
			assertThat(ex.line()).isGreaterThan(0);
		});
	}

	@Test
	void manyAliasesToScalarsAreFine() {
		StringBuilder text = new StringBuilder("anchor: &v value\nlist:\n");
		for (int i = 0; i < 1000; i++) {
			text.append("- *v\n");
		}
		assertThat(this.codec.read(text.toString()).document().get(DocPath.of("list", 999))).isEqualTo("value");
	}

	@Test
	void aSixMegabyteDocumentIsTooLarge() {
		StringBuilder text = new StringBuilder("instance_groups:\n");
		String group = "- name: group-with-a-reasonably-long-name\n  description: " + "x".repeat(60) + "\n";
		while (text.length() < 6 * 1024 * 1024) {
			text.append(group);
		}
		ManifestParseException ex = fails(text.toString(), Kind.TOO_LARGE);
		assertThat(ex.getMessage()).contains("the limit is 5242880 bytes (5 MB)");
		ManifestParseException bytes = catchParse(
				() -> this.codec.read(text.toString().getBytes(StandardCharsets.UTF_8)));
		assertThat(bytes.kind()).isEqualTo(Kind.TOO_LARGE);
	}

	@Test
	void multiByteCharactersCountAsTheirUtf8Bytes() {
		// 2 million characters of three UTF-8 bytes each: 6 MB, though only 2 million
		// chars.
		String text = "description: " + "\u20ac".repeat(2_000_000) + "\n";
		assertThat(fails(text, Kind.TOO_LARGE).getMessage()).contains("6000014 bytes");
	}

	@ParameterizedTest
	@ValueSource(strings = { "!!java.net.URLClassLoader [[!!java.net.URL [\"http://example.com\"]]]",
			"!!javax.script.ScriptEngineManager [!!java.net.URLClassLoader [[!!java.net.URL [\"http://x\"]]]]",
			"!!binary aGVsbG8=", "!foo bar", "!<tag:x> bar", "!!set {a, b}", "!!omap [a: 1]",
			"!!io.manifeststudio.manifest.model.Volume {}" })
	void tagsThatAreNotPlainDataAreForbidden(String value) {
		String text = "instance_groups:\n- name: main\n  description: " + value + "\n";
		ManifestParseException ex = fails(text, Kind.FORBIDDEN_TAG);
		assertThat(ex.getMessage()).contains("is not allowed").contains("plain maps, lists and scalars");
		assertThat(ex.line()).isEqualTo(3);
		assertThat(ex.column()).isEqualTo(16);
	}

	@Test
	void aJavaTagOnTheWholeDocumentIsForbidden() {
		ManifestParseException ex = fails("!!java.util.HashMap\ninstance_groups: []\n", Kind.FORBIDDEN_TAG);
		assertThat(ex.getMessage()).contains("java.util.HashMap");
	}

	@Test
	void explicitPlainTagsAreData() {
		RoleManifest manifest = this.codec.read("a: !!str 123\nb: !!int \"7\"\nc: !!float 1\n");
		assertThat(manifest.document().root()).containsEntry("a", "123").containsEntry("b", 7).containsEntry("c", 1.0);
	}

	@ParameterizedTest
	@ValueSource(strings = { "!!int \"abc\"", "!!int \"1.5\"", "!!int \"true\"", "!!int \".inf\"", "!!int \"1e400\"",
			"!!int \"2020-01-01\"", "!!int \"\"", "!!float \"abc\"", "!!float \"0x1F\"", "!!float \"true\"",
			"!!float \"\"", "!!bool \"abc\"", "!!bool \"1\"", "!!bool \"\"", "!!null \"abc\"", "!!null 0",
			"!!timestamp \"abc\"", "!!timestamp \"1\"", "!!map \"abc\"", "!!map \"\"", "!!seq \"1\"", "!!seq abc",
			"!!str {a: 1}", "!!int [1]", "!!bool {a: 1}", "!!null []", "!!seq {a: 1}", "!!map [1]", "!!float [1.5]",
			"!!timestamp {}", "!!merge [1]" })
	void explicitTagsOnValuesOfAnotherTypeAreRefusedAtTheirPlace(String value) {
		for (String text : new String[] { "instance_groups:\n- name: main\n  description: " + value + "\n",
				"instance_groups:\n- name: main\n  run: {memory: " + value + "}\n" }) {
			ManifestParseException ex = fails(text, Kind.SYNTAX);
			assertThat(ex.getMessage()).contains(value.substring(2, value.indexOf(' ')));
			assertThat(ex.line()).isEqualTo(3);
			assertThat(ex.column()).isGreaterThan(3);
		}
	}

	@Test
	void explicitTagsOnValuesOfTheirTypeAreData() {
		RoleManifest manifest = this.codec.read(
				"a: !!bool \"yes\"\nb: !!null \"~\"\nc: !!null \"\"\nd: !!map {x: 1}\ne: !!seq [1]\nf: !!int \"0x1F\"\n");
		assertThat(manifest.document().root()).containsEntry("a", true)
			.containsEntry("b", null)
			.containsEntry("c", null)
			.containsEntry("d", java.util.Map.of("x", 1))
			.containsEntry("e", java.util.List.of(1))
			.containsEntry("f", 31);
	}

	@Test
	void aDocumentWithMoreKeysThanOneManifestMayHaveIsTooLarge() {
		StringBuilder text = new StringBuilder("instance_groups: []\nconfiguration:\n  templates:\n");
		for (int i = 0; i < 250_000; i++) {
			text.append("    k").append(i).append(": v\n");
		}
		ManifestParseException ex = fails(text.toString(), Kind.TOO_LARGE);
		assertThat(ex.getMessage()).contains("more than 250000 keys");
		assertThat(ex.line()).isEqualTo(4);
	}

	@Test
	void aValueLongerThanOneMebibyteIsTooLargeAtItsPlace() {
		String text = "instance_groups: []\nvariables:\n- name: BIG\n  options:\n    default: "
				+ "x".repeat(1024 * 1024 + 1) + "\n";
		ManifestParseException ex = fails(text, Kind.TOO_LARGE);
		assertThat(ex.getMessage()).contains("1048577 characters").contains("at most 1048576");
		assertThat(ex.line()).isEqualTo(5);
		assertThat(ex.column()).isEqualTo(14);
		assertThat(this.codec.read(text.replace("x".repeat(1024 * 1024 + 1), "x".repeat(1024 * 1024))).variables())
			.hasSize(1);
	}

	@Test
	void moreInstanceGroupsThanTheLimitAreTooLarge() {
		StringBuilder text = new StringBuilder("instance_groups:\n");
		for (int i = 0; i < 25_001; i++) {
			text.append("- name: g").append(i).append('\n');
		}
		ManifestParseException ex = fails(text.toString(), Kind.TOO_LARGE);
		assertThat(ex.getMessage()).contains("25001 instance groups").contains("at most 25000");
		assertThat(ex.line()).isEqualTo(2);
		assertThat(fails(text.toString().replace("instance_groups:", "roles:"), Kind.TOO_LARGE).getMessage())
			.contains("25001 instance groups");
		assertThat(this.codec.read(text.substring(0, text.lastIndexOf("- name"))).instanceGroups()).hasSize(25_000);
	}

	@Test
	void nestingBeyondTheLimitIsRefused() {
		String deep = "a: " + "[".repeat(100) + "]".repeat(100) + "\n";
		ManifestParseException ex = fails(deep, Kind.LIMIT_EXCEEDED);
		assertThat(ex.getMessage()).contains("nested more than 64 levels");
		String blocks = buildBlockNesting(70);
		assertThat(fails(blocks, Kind.LIMIT_EXCEEDED).getMessage()).contains("nested");
		assertThat(this.codec.read(buildBlockNesting(40)).document().root()).containsKey("k0");
	}

	@Test
	void aliasesCannotNestBeyondTheExpandedDepth() {
		// Each level is 60 deep in the text; aliases stack them past 256 once expanded.
		StringBuilder text = new StringBuilder("a0: &a0 " + "[".repeat(60) + "x" + "]".repeat(60) + "\n");
		for (int i = 1; i <= 6; i++) {
			text.append("a")
				.append(i)
				.append(": &a")
				.append(i)
				.append(" ")
				.append("[".repeat(55))
				.append("*a")
				.append(i - 1)
				.append("]".repeat(55))
				.append("\n");
		}
		assertThat(fails(text.toString(), Kind.LIMIT_EXCEEDED).getMessage()).contains("once its aliases are resolved");
	}

	@Test
	void nulBytesAndBinaryInputAreRefused() {
		ManifestParseException nul = fails("instance_groups:\n- name: ma\0in\n", Kind.SYNTAX);
		assertThat(nul.getMessage()).contains("NUL").contains("not binary data");
		assertThat(nul.line()).isEqualTo(2);
		assertThat(nul.column()).isEqualTo(11);

		byte[] png = { (byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n', 0, 0, 0, 13 };
		assertThat(catchParse(() -> this.codec.read(png)).kind()).isEqualTo(Kind.SYNTAX);

		ManifestParseException control = fails("name: bell\u0007\n", Kind.SYNTAX);
		assertThat(control.getMessage()).contains("U+0007");
		assertThat(control.line()).isEqualTo(1);
		assertThat(control.column()).isEqualTo(11);
	}

	@Test
	void textThatIsNotUtf8IsRefusedWithItsPlace() {
		byte[] latin1 = "instance_groups:\n- name: m\u00e4in\n".getBytes(StandardCharsets.ISO_8859_1);
		ManifestParseException ex = catchParse(() -> this.codec.read(latin1));
		assertThat(ex.kind()).isEqualTo(Kind.SYNTAX);
		assertThat(ex.getMessage()).contains("not UTF-8").contains("0xE4").contains("offset 26");
		assertThat(ex.line()).isEqualTo(2);
		assertThat(ex.column()).isEqualTo(10);

		byte[] utf16 = "instance_groups: []\n".getBytes(StandardCharsets.UTF_16);
		assertThat(catchParse(() -> this.codec.read(utf16)).getMessage()).contains("not UTF-8");
	}

	@Test
	void aUtf8ByteOrderMarkIsAccepted() {
		byte[] bom = "\uFEFFinstance_groups: []\n".getBytes(StandardCharsets.UTF_8);
		assertThat(this.codec.read(bom).document().root()).containsKey("instance_groups");
	}

	@Test
	void parseErrorsCarryTheirLineAndColumn() {
		ManifestParseException badIndent = fails("""
				instance_groups:
				- name: main
				  jobs:
				  - name: tor
				     release: tor
				""", Kind.SYNTAX);
		assertThat(badIndent.line()).isEqualTo(5);
		assertThat(badIndent.column()).isEqualTo(13);
		assertThat(badIndent.getMessage()).contains("mapping values are not allowed here");

		ManifestParseException unclosed = fails("instance_groups:\n- name: \"main\n", Kind.SYNTAX);
		assertThat(unclosed.line()).isEqualTo(3);
		assertThat(unclosed.getMessage()).contains("quoted scalar");

		ManifestParseException tab = fails("instance_groups:\n\t- name: main\n", Kind.SYNTAX);
		assertThat(tab.line()).isEqualTo(2);
		assertThat(tab.column()).isEqualTo(1);

		ManifestParseException undefined = fails("a: *nowhere\n", Kind.SYNTAX);
		assertThat(undefined.getMessage()).contains("nowhere");
		assertThat(undefined.line()).isEqualTo(1);
		assertThat(undefined.column()).isEqualTo(4);
	}

	@Test
	void aListOrAScalarAtTheTopIsNotAManifest() {
		ManifestParseException list = fails("- name: main\n- name: other\n", Kind.SYNTAX);
		assertThat(list.getMessage()).contains("must be a mapping").contains("not a list");
		assertThat(list.line()).isEqualTo(1);
		ManifestParseException scalar = fails("just some words\n", Kind.SYNTAX);
		assertThat(scalar.getMessage()).contains("not a single value");
	}

	@Test
	void emptyTextIsEmpty() {
		assertThat(fails("", Kind.EMPTY).getMessage()).contains("empty");
		assertThat(fails("# only a comment\n---\n", Kind.EMPTY).getMessage()).contains("empty");
		fails("~\n", Kind.EMPTY);
	}

	@Test
	void moreThanOneDocumentIsRefused() {
		ManifestParseException ex = fails("instance_groups: []\n---\nvariables: []\n", Kind.SYNTAX);
		assertThat(ex.getMessage()).contains("more than one YAML document");
		assertThat(ex.line()).isEqualTo(2);
	}

	@Test
	void complexKeysAndRecursiveAnchorsAreRefused() {
		assertThat(fails("? [a, b]\n: value\n", Kind.SYNTAX).getMessage()).contains("cannot be used as a key");
		ManifestParseException recursive = catchParse(() -> this.codec.read("a: &a [x, *a]\n"));
		assertThat(recursive.kind()).isIn(Kind.SYNTAX, Kind.LIMIT_EXCEEDED);
		assertThat(recursive.getMessage()).contains("&a").contains("inside itself");
	}

	@Test
	void smallerLimitsCanBeConfigured() {
		ManifestCodec strict = new ManifestCodec(new ManifestYamlReader(new YamlLimits(100, 1, 5, 20)));
		assertThat(catchParse(() -> strict.read("a: " + "x".repeat(200))).kind()).isEqualTo(Kind.TOO_LARGE);
		assertThat(catchParse(() -> strict.read("a: &a [x]\nb: [*a, *a]\n")).kind()).isEqualTo(Kind.LIMIT_EXCEEDED);
		assertThat(catchParse(() -> strict.read("a: [1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20]")).kind())
			.isEqualTo(Kind.LIMIT_EXCEEDED);
	}

	private static String buildBlockNesting(int depth) {
		StringBuilder text = new StringBuilder();
		for (int i = 0; i < depth; i++) {
			text.append("  ".repeat(i)).append("k").append(i).append(":\n");
		}
		text.append("  ".repeat(depth)).append("leaf: 1\n");
		return text.toString();
	}

	private ManifestParseException fails(String text, Kind kind) {
		ManifestParseException ex = catchParse(() -> this.codec.read(text));
		assertThat(ex.kind()).as(ex.getMessage()).isEqualTo(kind);
		assertThat(ex.getMessage()).isNotBlank();
		return ex;
	}

	private static ManifestParseException catchParse(Runnable read) {
		return org.assertj.core.api.Assertions.catchThrowableOfType(ManifestParseException.class, read::run);
	}

}
