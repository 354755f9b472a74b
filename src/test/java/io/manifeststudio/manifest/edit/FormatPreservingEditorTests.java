package io.manifeststudio.manifest.edit;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

import io.manifeststudio.manifest.yaml.DocPath;
import io.manifeststudio.manifest.yaml.ManifestYamlReader;
import io.manifeststudio.manifest.edit.DocumentChange.InsertItem;
import io.manifeststudio.manifest.edit.DocumentChange.RemoveValue;
import io.manifeststudio.manifest.edit.DocumentChange.SetValue;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

/**
 * The format-preserving writer, one operation at a time, on small texts whose result is
 * known to the byte: every result also reads back to the changed data, and its patch's
 * inverse gives the text before exactly.
 */
class FormatPreservingEditorTests {

	private final FormatPreservingEditor editor = new FormatPreservingEditor();

	private final ManifestYamlReader reader = new ManifestYamlReader();

	private String edit(String text, DocumentChange... changes) {
		EditedText edited = this.editor.apply(text, List.of(changes));
		Map<Object, Object> expected = DocumentChanges.applyTo(this.reader.read(text).root(), List.of(changes));
		assertThat(PlainData.same(this.reader.read(edited.text()).root(), expected))
			.as("reads back to the changed data:%n%s", edited.text())
			.isTrue();
		assertThat(edited.patch().apply(text)).isEqualTo(edited.text());
		assertThat(edited.patch().inverse().apply(edited.text())).isEqualTo(text);
		return edited.text();
	}

	private static SetValue set(Object value, Object... path) {
		return new SetValue(DocPath.of(path), value);
	}

	private static RemoveValue remove(Object... path) {
		return new RemoveValue(DocPath.of(path));
	}

	private static InsertItem insert(int index, Object value, Object... listPath) {
		return new InsertItem(DocPath.of(listPath), index, value);
	}

	@SafeVarargs
	private static <T> List<T> list(T... items) {
		return new ArrayList<>(List.of(items));
	}

	private static Map<Object, Object> map(Object... keysAndValues) {
		Map<Object, Object> map = new LinkedHashMap<>();
		for (int i = 0; i < keysAndValues.length; i += 2) {
			map.put(keysAndValues[i], keysAndValues[i + 1]);
		}
		return map;
	}

	@Nested
	class Scalars {

		@Test
		void replacesOnlyTheScalarKeepingItsTrailingComment() {
			String text = "# head\nrun:\n  memory: 256   # MiB\n  virtual-cpus: 2\n";
			assertThat(edit(text, set(512, "run", "memory")))
				.isEqualTo("# head\nrun:\n  memory: 512   # MiB\n  virtual-cpus: 2\n");
		}

		@Test
		void quotesStringsThatWouldReadAsAnotherType() {
			String text = "a: x # keep\nb: x\nc: x\nd: x\ne: x\n";
			assertThat(edit(text, set("on", "a"), set("1.10", "b"), set("yes", "c"), set("~", "d"), set("08080", "e")))
				.isEqualTo("a: 'on' # keep\nb: '1.10'\nc: 'yes'\nd: '~'\ne: '08080'\n");
		}

		@Test
		void writesNumbersBooleansAndNullPlain() {
			String text = "a: '1'\nb: \"x\"\nc: x\n";
			assertThat(edit(text, set(1, "a"), set(true, "b"), set(null, "c"))).isEqualTo("a: 1\nb: true\nc: null\n");
		}

		@Test
		void fillsAnEmptyValue() {
			assertThat(edit("a:\nb: 1\n", set("x", "a"))).isEqualTo("a: x\nb: 1\n");
		}

		@Test
		void writesMultiLineTextAsALiteralBlockKeepingTheComment() {
			String text = "a:\n  script: old # why\n  next: 1\n";
			assertThat(edit(text, set("line one\nline two", "a", "script")))
				.isEqualTo("a:\n  script: |- # why\n    line one\n    line two\n  next: 1\n");
		}

		@Test
		void replacesALiteralBlockByAPlainScalar() {
			String text = "a: |\n  one\n  two\n\nb: 1\n";
			assertThat(edit(text, set("x", "a"))).isEqualTo("a: x\n\nb: 1\n");
		}

		@Test
		void keepsAScalarInAFlowMapInItsPlace() {
			assertThat(edit("a: {x: 1, y: 2} # c\n", set("on", "a", "y"))).isEqualTo("a: {x: 1, y: 'on'} # c\n");
		}

		@Test
		void replacesAListItem() {
			String text = "tags:\n- a # first\n- b\n";
			assertThat(edit(text, set("z", "tags", 0))).isEqualTo("tags:\n- z # first\n- b\n");
		}

		@Test
		void changesNothingWhenTheValueIsTheSame() {
			EditedText edited = FormatPreservingEditorTests.this.editor.apply("a: 0x10\n", List.of(set(16, "a")));
			assertThat(edited.text()).isEqualTo("a: 0x10\n");
			assertThat(edited.patch().isEmpty()).isTrue();
		}

	}

	@Nested
	class AddingKeys {

		@Test
		void addsAKeyAtTheEndOfABlockMapBeforeTheCommentsAboveTheNextKey() {
			String text = "run:\n  memory: 1   # mem\n\n  # about tags\ntags: []\n";
			assertThat(edit(text, set(2, "run", "virtual-cpus")))
				.isEqualTo("run:\n  memory: 1   # mem\n  virtual-cpus: 2\n\n  # about tags\ntags: []\n");
		}

		@Test
		void addsAKeyToAMapInAListItem() {
			String text = "groups:\n- name: a\n  x: 1\n- name: b\n";
			assertThat(edit(text, set("v", "groups", 0, "y")))
				.isEqualTo("groups:\n- name: a\n  x: 1\n  y: v\n- name: b\n");
		}

		@Test
		void addsAKeyToAFlowMap() {
			assertThat(edit("a: {x: 1}\nb: {}\n", set(2, "a", "y"), set("on", "b", "z")))
				.isEqualTo("a: {x: 1, y: 2}\nb: {z: 'on'}\n");
		}

		@Test
		void createsMissingParentsAsNestedBlockMaps() {
			String text = "name: a\nrun:\n  memory: 1\n";
			assertThat(edit(text, set(3, "run", "scaling", "max")))
				.isEqualTo("name: a\nrun:\n  memory: 1\n  scaling:\n    max: 3\n");
			assertThat(edit(text, set("x", "properties", "bosh_containerization", "image")))
				.isEqualTo(text + "properties:\n  bosh_containerization:\n    image: x\n");
		}

		@Test
		void fillsAnEmptyParentWithTheNewKey() {
			String text = "run:   # settings\nname: a\n";
			assertThat(edit(text, set(1, "run", "memory"))).isEqualTo("run:   # settings\n  memory: 1\nname: a\n");
		}

		@Test
		void writesNestedValuesInBlockStyleWithTheTextsListStyle() {
			Object value = map("max", 3, "tags", list("a", "b"));
			assertThat(edit("top:\n  list:\n  - x\n", set(value, "top", "new")))
				.isEqualTo("top:\n  list:\n  - x\n  new:\n    max: 3\n    tags:\n    - a\n    - b\n");
			assertThat(edit("top:\n    list:\n        - x\n", set(value, "top", "new"))).isEqualTo(
					"top:\n    list:\n        - x\n    new:\n        max: 3\n        tags:\n        - a\n        - b\n"
						.replace("        tags:\n        - a\n        - b\n",
								"        tags:\n            - a\n            - b\n"));
		}

		@Test
		void addsAKeyAtTheEndOfATextWithoutAFinalLineBreak() {
			assertThat(edit("a:\n  b: 1", set(2, "a", "c"))).isEqualTo("a:\n  b: 1\n  c: 2");
			assertThat(edit("a: 1", set(2, "c"))).isEqualTo("a: 1\nc: 2");
		}

		@Test
		void keepsWindowsLineBreaks() {
			String text = "a:\r\n  b: 1 # c\r\nd: 2\r\n";
			assertThat(edit(text, set(map("x", list(1)), "a", "n"), set("z", "a", "b")))
				.isEqualTo("a:\r\n  b: z # c\r\n  n:\r\n    x:\r\n    - 1\r\nd: 2\r\n");
		}

	}

	@Nested
	class Removing {

		@Test
		void removesAKeyWithItsNestedValueAndTheCommentsInsideIt() {
			String text = "a: 1\n# about b\nb:\n  # inside b\n  c: 1\n  d:\n  - x\n# about e\ne: 2\n";
			assertThat(edit(text, remove("b"))).isEqualTo("a: 1\n# about b\n# about e\ne: 2\n");
		}

		@Test
		void removesTheLastKeyOfAMapLeavingAnEmptyMap() {
			assertThat(edit("a:\n  b: 1 # c\nd: 2\n", remove("a", "b"))).isEqualTo("a: {}\nd: 2\n");
		}

		@Test
		void removesTheFirstKeyOfAListItemsMap() {
			assertThat(edit("l:\n- name: a\n  x: 1\n", remove("l", 0, "name"))).isEqualTo("l:\n- x: 1\n");
		}

		@Test
		void removesTheLastLineOfATextWithoutAFinalLineBreak() {
			assertThat(edit("a: 1\nb: 2", remove("b"))).isEqualTo("a: 1");
			assertThat(edit("a: 1\r\nb: 2", remove("b"))).isEqualTo("a: 1");
		}

		@Test
		void removesFromFlowMaps() {
			assertThat(edit("a: {x: 1, y: 2, z: 3}\n", remove("a", "y"))).isEqualTo("a: {x: 1, z: 3}\n");
			assertThat(edit("a: {x: 1, y: 2}\n", remove("a", "y"))).isEqualTo("a: {x: 1}\n");
			assertThat(edit("a: {x: 1}\n", remove("a", "x"))).isEqualTo("a: {}\n");
		}

	}

	@Nested
	class Lists {

		@Test
		void insertsIntoABlockListAsANewLine() {
			String text = "l:\n- a # one\n# about b\n- b\nz: 1\n";
			assertThat(edit(text, insert(1, "x", "l"))).isEqualTo("l:\n- a # one\n- x\n# about b\n- b\nz: 1\n");
			assertThat(edit(text, insert(0, "x", "l"))).isEqualTo("l:\n- x\n- a # one\n# about b\n- b\nz: 1\n");
			assertThat(edit(text, insert(2, "x", "l"))).isEqualTo("l:\n- a # one\n# about b\n- b\n- x\nz: 1\n");
		}

		@Test
		void insertsAMapItemIndentedLikeTheList() {
			String text = "top:\n  l:\n    - a\n";
			assertThat(edit(text, insert(1, map("name", "n", "x", 1), "top", "l")))
				.isEqualTo("top:\n  l:\n    - a\n    - name: n\n      x: 1\n");
		}

		@Test
		void removesBlockListItems() {
			String text = "l:\n- a\n- name: b # b\n  x: 1\n- c\n";
			assertThat(edit(text, remove("l", 1))).isEqualTo("l:\n- a\n- c\n");
			assertThat(edit("l:\n- a # only\nz: 1\n", remove("l", 0))).isEqualTo("l: []\nz: 1\n");
		}

		@Test
		void keepsFlowListsFlow() {
			String text = "l: [a, b] # c\n";
			assertThat(edit(text, insert(1, "on", "l"))).isEqualTo("l: [a, 'on', b] # c\n");
			assertThat(edit(text, insert(2, "x", "l"))).isEqualTo("l: [a, b, x] # c\n");
			assertThat(edit(text, remove("l", 0))).isEqualTo("l: [b] # c\n");
			assertThat(edit(text, set(list("b", "a", "c"), "l"))).isEqualTo("l: [b, a, c] # c\n");
			assertThat(edit("l: []\n", insert(0, "x", "l"))).isEqualTo("l: [x]\n");
		}

		@Test
		void createsAMissingListAndFillsAnEmptyOne() {
			assertThat(edit("a:\n  b: 1\n", insert(0, "x", "a", "l"))).isEqualTo("a:\n  b: 1\n  l:\n  - x\n");
			assertThat(edit("a:\n  l:\n", insert(0, "x", "a", "l"))).isEqualTo("a:\n  l:\n  - x\n");
		}

		@Test
		void reordersABlockListMovingEachItemsLinesVerbatim() {
			String text = "l:\n- a   # first\n# about b\n- b\n- name: c\n  x: 1 # inside c\nz: 1\n";
			String reordered = edit(text, set(list(map("name", "c", "x", 1), "a", "b"), "l"));
			assertThat(reordered).isEqualTo("l:\n- name: c\n  x: 1 # inside c\n- a   # first\n# about b\n- b\nz: 1\n");
		}

		@Test
		void reversingAListOfOneLineItemsChangesOneLinePerItem() {
			String text = "l:\n- a\n- b\n- c\n- d\n";
			assertThat(edit(text, set(list("d", "c", "b", "a"), "l"))).isEqualTo("l:\n- d\n- c\n- b\n- a\n");
		}

		@Test
		void setsAListKeepingTheItemsThatStay() {
			String text = "l:\n- a # a\n- b # b\n- c # c\n";
			assertThat(edit(text, set(list("c", "new", "a"), "l"))).isEqualTo("l:\n- c # c\n- new\n- a # a\n");
		}

		@Test
		void changesAnItemOfAListOfMapsInPlace() {
			String text = "l:\n- name: a # a\n  x: 1\n- name: b # b\n  x: 2\n";
			assertThat(edit(text, set(list(map("name", "a", "x", 1), map("name", "b", "x", 3)), "l")))
				.isEqualTo("l:\n- name: a # a\n  x: 1\n- name: b # b\n  x: 3\n");
		}

		@Test
		void permutesAListAtTheEndOfATextWithoutAFinalLineBreak() {
			assertThat(edit("l:\n- a\n- b", set(list("b", "a"), "l"))).isEqualTo("l:\n- b\n- a");
			assertThat(edit("l:\n- a\n- b", remove("l", 1))).isEqualTo("l:\n- a");
			assertThat(edit("l:\n- a\n- b", insert(2, "c", "l"))).isEqualTo("l:\n- a\n- b\n- c");
		}

	}

	@Nested
	class Maps {

		@Test
		void settingAMapChangesOnlyTheKeysThatDiffer() {
			String text = "run:\n  # scaling\n  scaling: {min: 1}\n  memory: 1 # m\n  gone: x\n";
			Object run = map("scaling", map("min", 1), "memory", 2, "added", true);
			assertThat(edit(text, set(run, "run")))
				.isEqualTo("run:\n  # scaling\n  scaling: {min: 1}\n  memory: 2 # m\n  added: true\n");
		}

		@Test
		void replacesAScalarByAMapAndAMapByAScalar() {
			assertThat(edit("a: x # c\nb: 1\n", set(map("k", 1), "a"))).isEqualTo("a: # c\n  k: 1\nb: 1\n");
			assertThat(edit("a:   # c\n  k: 1\nb: 1\n", set("x", "a"))).isEqualTo("a: x   # c\nb: 1\n");
		}

	}

	@Nested
	class Refusals {

		@Test
		void refusesAPathThatLeadsNowhere() {
			assertThatExceptionOfType(CannotEditTextException.class)
				.isThrownBy(() -> FormatPreservingEditorTests.this.editor.apply("a: 1\n", List.of(remove("b"))))
				.withMessageContaining("b");
			assertThatExceptionOfType(CannotEditTextException.class)
				.isThrownBy(() -> FormatPreservingEditorTests.this.editor.apply("a: 1\n", List.of(set(2, "a", "x"))))
				.withMessageContaining("a.x")
				.withMessageContaining("no keys");
			assertThatExceptionOfType(CannotEditTextException.class)
				.isThrownBy(
						() -> FormatPreservingEditorTests.this.editor.apply("l: [a]\n", List.of(insert(3, "x", "l"))))
				.withMessageContaining("index 3");
		}

		@Test
		void refusesToChangeAnAnchorThatAnAliasUses() {
			String text = "base: &b\n  x: 1\nuse: *b\n";
			assertThatExceptionOfType(CannotEditTextException.class)
				.isThrownBy(() -> FormatPreservingEditorTests.this.editor.apply(text, List.of(set(2, "base", "x"))))
				.withMessageContaining("&b");
			assertThatExceptionOfType(CannotEditTextException.class)
				.isThrownBy(() -> FormatPreservingEditorTests.this.editor.apply(text, List.of(set(2, "use", "x"))))
				.withMessageContaining("*b");
			assertThatExceptionOfType(CannotEditTextException.class)
				.isThrownBy(() -> FormatPreservingEditorTests.this.editor.apply(text, List.of(remove("base"))))
				.withMessageContaining("&b");
		}

		@Test
		void replacesOrRemovesAnAliasItself() {
			String text = "base: &b\n  x: 1\nuse: *b # alias\nz: 1\n";
			assertThat(edit(text, set("own", "use"))).isEqualTo("base: &b\n  x: 1\nuse: own # alias\nz: 1\n");
			assertThat(edit(text, remove("use"))).isEqualTo("base: &b\n  x: 1\nz: 1\n");
		}

		@Test
		void handlesAliasesAsListItems() {
			String text = "l:\n- &a x\n- *a # same\n- y\n";
			assertThat(edit(text, remove("l", 1))).isEqualTo("l:\n- &a x\n- y\n");
			assertThat(edit(text, set("z", "l", 1))).isEqualTo("l:\n- &a x\n- z # same\n- y\n");
			assertThat(edit(text, insert(2, "n", "l"))).isEqualTo("l:\n- &a x\n- *a # same\n- n\n- y\n");
			assertThatExceptionOfType(CannotEditTextException.class).isThrownBy(
					() -> FormatPreservingEditorTests.this.editor.apply(text, List.of(set(list("y", "x", "x"), "l"))))
				.withMessageContaining("&a");
		}

		@Test
		void editsAnAnchoredNodeNoAliasUses() {
			String text = "l: &my-list\n- a\n- b\nz: 1\n";
			assertThat(edit(text, insert(1, "x", "l"))).isEqualTo("l: &my-list\n- a\n- x\n- b\nz: 1\n");
			assertThat(edit(text, remove("l", 0))).isEqualTo("l: &my-list\n- b\nz: 1\n");
		}

		@Test
		void refusesToChangeBelowAMergedKey() {
			String text = "base: &b\n  x:\n    y: 1\nm:\n  <<: *b\n  own: 2\n";
			assertThatExceptionOfType(CannotEditTextException.class)
				.isThrownBy(() -> FormatPreservingEditorTests.this.editor.apply(text, List.of(set(2, "m", "x", "y"))))
				.withMessageContaining("merge key");
			assertThat(edit(text, set(3, "m", "own"))).isEqualTo("base: &b\n  x:\n    y: 1\nm:\n  <<: *b\n  own: 3\n");
		}

	}

	@Nested
	class ReadBack {

		@Test
		void writesTheEnclosingMapAnewWhenTheFineSpliceReadsBackWrong() {
			// Removing the later of two equal keys would bring the earlier one back: the
			// map is written anew.
			String text = "# top\na:\n  x: 1\n  x: 2\n  y: 3 # y\nb: 1\n";
			assertThat(edit(text, remove("a", "x"))).isEqualTo("# top\na:\n  y: 3\nb: 1\n");
		}

		@Test
		void refusesRatherThanWriteTextThatReadsBackAsOtherData() {
			assertThatExceptionOfType(CannotEditTextException.class)
				.isThrownBy(() -> FormatPreservingEditorTests.this.editor.apply("x: 1\nx: 2\n", List.of(remove("x"))))
				.withMessageStartingWith("At x:")
				.withMessageContaining("reads back");
		}

		@Test
		void keepsALiteralBlockThatKeepsItsFinalLineBreaks() {
			String text = "a: |+\n  one\n\nb: 1\n";
			assertThat(edit(text, set(2, "b"), set("x", "c"))).isEqualTo("a: |+\n  one\n\nb: 2\nc: x\n");
			String nested = "m:\n  s: |+\n    one\n\nb: 1\n";
			assertThat(edit(nested, set("x", "m", "t"))).isEqualTo("m:\n  s: |+\n    one\n\n  t: x\nb: 1\n");
			assertThat(edit(nested, set("two", "m", "s"))).isEqualTo("m:\n  s: two\nb: 1\n");
		}

		@Test
		void editsInsideAMultiLineFlowList() {
			String text = "l: [a,\n    b] # c\nz: 1\n";
			assertThat(edit(text, set("x", "l", 1))).isEqualTo("l: [a,\n    x] # c\nz: 1\n");
			assertThat(edit(text, insert(2, "x", "l"))).isEqualTo("l: [a,\n    b, x] # c\nz: 1\n");
		}

		@Test
		void fillsAnEmptyListItemAndQuotedKeys() {
			assertThat(edit("l:\n-\n- b\n", set("a", "l", 0))).isEqualTo("l:\n- a\n- b\n");
			assertThat(edit("'on': 1\n\"8080\": x\n", set(2, "on"), set("y", "8080")))
				.isEqualTo("'on': 2\n\"8080\": y\n");
		}

	}

	@Test
	void appliesChangesInOrderEachOnTheResultOfTheOneBefore() {
		String text = "a:\n  l:\n  - x\nb:\n  l:\n  - y\n";
		String after = edit(text, remove("a", "l", 0), insert(1, "x", "b", "l"), set("z", "b", "l", 0));
		assertThat(after).isEqualTo("a:\n  l: []\nb:\n  l:\n  - z\n  - x\n");
	}

	@Test
	void keepsCharactersOutsideTheBasicMultilingualPlane() {
		assertThat(edit("a: \uD83D\uDE00 # smile\nb: 1\n", set(2, "b"))).isEqualTo("a: \uD83D\uDE00 # smile\nb: 2\n");
	}

}
