package io.manifeststudio.manifest.edit;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Stream;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;

import io.manifeststudio.manifest.yaml.DocPath;
import io.manifeststudio.manifest.Fixtures;
import io.manifeststudio.manifest.yaml.ManifestDocument;
import io.manifeststudio.manifest.yaml.ManifestParseException;
import io.manifeststudio.manifest.yaml.ManifestYamlReader;
import io.manifeststudio.manifest.edit.DocumentChange.InsertItem;
import io.manifeststudio.manifest.edit.DocumentChange.RemoveValue;
import io.manifeststudio.manifest.edit.DocumentChange.SetValue;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The writer over every role manifest among the shared fixtures (fissile's own test
 * manifests in both formats, its opinions and deployment manifests, the real SCF and UAA
 * manifests): for a sample of changes per fixture (a scalar deep inside, a key added to a
 * group, an item inserted into and removed from a list, a list reversed) the new text
 * reads back to the changed data, differs only in the lines the change needs, keeps every
 * comment, and its patch's inverse gives the original bytes.
 * <p>
 * Where the first place a sample picks is behind an anchor that aliases use elsewhere,
 * the writer refuses (that is tested on its own) and the sample takes the next place.
 */
class FormatPreservingEditorFixtureTests {

	private static final ManifestYamlReader READER = new ManifestYamlReader();

	private final FormatPreservingEditor editor = new FormatPreservingEditor();

	private static List<String> readable;

	static Stream<Arguments> fixtures() {
		if (readable == null) {
			readable = Fixtures.roleManifests().stream().filter(FormatPreservingEditorFixtureTests::readable).toList();
		}
		List<String> names = readable;
		if (names.isEmpty()) {
			// One placeholder so that the test runs and reports why it is skipped.
			return Stream.of(Arguments.of("(fixtures absent)"));
		}
		return names.stream().map(Arguments::of);
	}

	private static boolean readable(String name) {
		try {
			READER.read(Fixtures.text(name));
			return true;
		}
		catch (ManifestParseException ex) {
			return false;
		}
	}

	@Test
	void everyFixtureIsCovered() {
		Fixtures.assumePresent();
		assertThat(fixtures()).hasSizeGreaterThan(40);
	}

	@ParameterizedTest(name = "{0}")
	@MethodSource("fixtures")
	void setsAScalarDeepInsideOnItsOwnLine(String fixture) {
		String text = Fixtures.text(fixture);
		List<DocPath> scalars = scalarPaths(READER.read(text));
		Assumptions.assumeFalse(scalars.isEmpty(), fixture + " holds no one-line scalar");
		EditedText edited = firstAccepted(text, scalars, (path) -> new SetValue(path, changed(valueAt(text, path))));
		LineDiff diff = check(text, edited);
		assertThat(diff.changedLines()).isEqualTo(1);
		assertThat(diff.removed()).hasSize(1);
		assertThat(diff.added()).hasSize(1);
	}

	@ParameterizedTest(name = "{0}")
	@MethodSource("fixtures")
	void addsAKeyToAGroup(String fixture) {
		String text = Fixtures.text(fixture);
		ManifestDocument document = READER.read(text);
		List<DocPath> groups = groupPaths(document);
		Map<Object, Object> value = new LinkedHashMap<>();
		value.put("max", 3);
		value.put("tags", List.of("on", "1.10"));
		EditedText edited = firstAccepted(text, groups, (group) -> new SetValue(group.key("studio-added"), value));
		LineDiff diff = check(text, edited);
		assertThat(diff.removed()).isEmpty();
		assertThat(diff.added()).hasSize(5);
		assertThat(diff.added().get(0).strip()).isEqualTo("studio-added:");
		assertThat(String.join("", diff.added())).contains("'on'").contains("'1.10'");
	}

	@ParameterizedTest(name = "{0}")
	@MethodSource("fixtures")
	void insertsAnItemIntoAListAsOneLine(String fixture) {
		String text = Fixtures.text(fixture);
		List<DocPath> lists = listPaths(READER.read(text), 1);
		if (lists.isEmpty()) {
			return;
		}
		EditedText edited = firstAccepted(text, lists, (list) -> new InsertItem(list, 1, "studio-item"));
		LineDiff diff = check(text, edited);
		assertThat(diff.changedLines()).isEqualTo(1);
		assertThat(diff.added()).hasSize(1);
		assertThat(diff.added().get(0)).contains("studio-item");
		if (!diff.removed().isEmpty()) {
			assertThat(diff.removed().get(0)).as("only a flow list changes a line").contains("[");
		}
	}

	@ParameterizedTest(name = "{0}")
	@MethodSource("fixtures")
	void removesAListItemsLines(String fixture) {
		String text = Fixtures.text(fixture);
		List<DocPath> lists = listPaths(READER.read(text), 2);
		if (lists.isEmpty()) {
			return;
		}
		ManifestDocument document = READER.read(text);
		EditedText edited = firstAccepted(text, lists, (list) -> new RemoveValue(list.index(0)));
		Object item = document.get(((RemoveValue) this.lastChange).path());
		LineDiff diff = check(text, edited);
		if (diff.added().isEmpty()) {
			assertThat(diff.removed().get(0).strip()).as("a block item's lines from its dash").startsWith("-");
			String first = diff.removed().get(0);
			int indent = first.length() - first.stripLeading().length();
			StringBuilder removed = new StringBuilder();
			for (String line : diff.removed()) {
				removed.append(line.substring(Math.min(indent, line.length() - line.stripLeading().length())));
			}
			Object read = new Yaml(new SafeConstructor(new LoaderOptions())).load(removed.toString());
			assertThat(read).as("the removed lines are the item's own text:%n%s", removed).isEqualTo(List.of(item));
		}
		else {
			assertThat(diff.changedLines()).as("a flow list's line").isEqualTo(1);
		}
	}

	@ParameterizedTest(name = "{0}")
	@MethodSource("fixtures")
	void reversesAListMovingItsLinesVerbatim(String fixture) {
		String text = Fixtures.text(fixture);
		ManifestDocument document = READER.read(text);
		List<DocPath> lists = listPaths(document, 2).stream()
			.filter((path) -> distinct((List<?>) document.get(path)))
			.toList();
		if (lists.isEmpty()) {
			return;
		}
		EditedText edited = firstAccepted(text, lists, (list) -> {
			List<Object> reversed = new ArrayList<>((List<?>) document.get(list));
			Collections.reverse(reversed);
			return new SetValue(list, reversed);
		});
		LineDiff diff = check(text, edited);
		List<Object> items = (List<Object>) document.get(((SetValue) lastChange).path());
		if (diff.removed().size() == 1 && diff.removed().get(0).contains("[")) {
			return;
		}
		List<String> removed = new ArrayList<>(diff.removed());
		List<String> added = new ArrayList<>(diff.added());
		Collections.sort(removed);
		Collections.sort(added);
		assertThat(added).as("the same lines, moved").isEqualTo(removed);
		assertThat(diff.changedLines()).isPositive();
		if (items.stream().noneMatch((item) -> item instanceof Map || item instanceof List)) {
			// Comment lines above an item move with it, and are not counted.
			assertThat(LineDiff.changedInPlace(text, edited.text()))
				.as("a reorder of N one-line items changes at most N lines")
				.isLessThanOrEqualTo(items.size());
		}
	}

	/**
	 * SCF 2.17.1 (v3 format, {@code properties.bosh_containerization} on jobs): moving
	 * loggregator-agent out of one pod's {@code colocated_containers} and into a pod that
	 * has no such list yet changes at most 4 lines (the emptied list becomes {@code []};
	 * the new list is a key and an item) and loses no comment.
	 */
	@Test
	void movesLoggregatorAgentBetweenTwoScfPods() {
		String text = Fixtures.text("real/scf-2.17.1-role-manifest.yml");
		ManifestDocument document = READER.read(text);
		DocPath from = null;
		DocPath to = null;
		List<?> groups = (List<?>) document.get(DocPath.of("instance_groups"));
		for (int g = 0; g < groups.size(); g++) {
			Map<?, ?> group = (Map<?, ?>) groups.get(g);
			if (group.get("type") != null) {
				continue;
			}
			List<?> jobs = (List<?>) group.get("jobs");
			for (int j = 0; j < jobs.size(); j++) {
				DocPath containerization = DocPath.of("instance_groups", g, "jobs", j, "properties",
						"bosh_containerization");
				if (!(document.get(containerization) instanceof Map<?, ?> settings)) {
					continue;
				}
				Object placed = settings.get("colocated_containers");
				if (from == null && placed instanceof List<?> list && list.contains("loggregator-agent")) {
					from = containerization.key("colocated_containers").index(list.indexOf("loggregator-agent"));
				}
				else if (to == null && placed == null && "uaa".equals(group.get("name"))) {
					to = containerization.key("colocated_containers");
				}
			}
		}
		assertThat(from).isNotNull();
		assertThat(to).isNotNull();
		List<DocumentChange> changes = List.of(new RemoveValue(from), new InsertItem(to, 0, "loggregator-agent"));
		EditedText edited = this.editor.apply(text, changes);
		this.lastChange = changes.get(0);
		this.expected = DocumentChanges.applyTo(document.root(), changes);
		LineDiff diff = check(text, edited);
		assertThat(diff.changedLines()).isLessThanOrEqualTo(4);
		assertThat(diff.added()).extracting(String::strip)
			.containsExactly("colocated_containers: []", "colocated_containers:", "- loggregator-agent");
		assertThat(LineDiff.comments(diff.removed())).isEmpty();
		assertThat(READER.read(edited.text()).get(to)).isEqualTo(List.of("loggregator-agent"));
		assertThat(READER.read(edited.text()).get(from.parent())).isEqualTo(List.of());
	}

	private DocumentChange lastChange;

	/**
	 * The edit of the first place the writer accepts; a place may be refused only because
	 * an alias shares it, and only in a text that has anchors.
	 */
	private EditedText firstAccepted(String text, List<DocPath> places, Function<DocPath, DocumentChange> change) {
		for (DocPath place : places) {
			DocumentChange candidate = change.apply(place);
			try {
				EditedText edited = this.editor.apply(text, List.of(candidate));
				this.lastChange = candidate;
				this.expected = DocumentChanges.applyTo(READER.read(text).root(), List.of(candidate));
				return edited;
			}
			catch (CannotEditTextException ex) {
				assertThat(text).as("refused only in a text with anchors: " + ex.getMessage()).contains("&");
				assertThat(ex.getMessage()).containsAnyOf("&", "*", "merge key");
			}
		}
		throw new AssertionError("every place was refused: " + places);
	}

	private Map<Object, Object> expected;

	/**
	 * What every edit must keep: its data, the lines it does not change, every comment,
	 * the way back.
	 */
	private LineDiff check(String text, EditedText edited) {
		ManifestDocument whole = READER.read(edited.text());
		assertThat(PlainData.same(whole.root(), this.expected)).as("reads back to the changed data").isTrue();
		// The document the writer gives (read back through the changed items only, where
		// it can) is a whole read's.
		assertThat(PlainData.same(edited.document().root(), whole.root())).as("the writer's document's data").isTrue();
		assertThat(positions(edited.document())).as("the writer's document's positions").isEqualTo(positions(whole));
		assertThat(edited.document().duplicateKeys()).containsExactlyInAnyOrderElementsOf(whole.duplicateKeys());
		assertThat(edited.patch().apply(text)).isEqualTo(edited.text());
		assertThat(edited.patch().inverse().apply(edited.text())).as("the inverse gives the original bytes")
			.isEqualTo(text);
		// A line added after a last line without a line break gives that line one:
		// compare as if both had one.
		boolean lastBreak = text.endsWith("\n");
		LineDiff diff = lastBreak ? LineDiff.between(text, edited.text())
				: LineDiff.between(text + "\n", edited.text() + "\n");
		List<String> before = LineDiff.comments(LineDiff.lines(text));
		List<String> after = LineDiff.comments(LineDiff.lines(edited.text()));
		List<String> lost = new ArrayList<>(before);
		after.forEach(lost::remove);
		List<String> removedComments = LineDiff.comments(diff.removed());
		if (this.lastChange instanceof RemoveValue) {
			removedComments.forEach(lost::remove);
		}
		assertThat(lost).as("comments lost").isEmpty();
		return diff;
	}

	// Places to change

	static Map<DocPath, io.manifeststudio.manifest.yaml.SourcePosition> positions(ManifestDocument document) {
		Map<DocPath, io.manifeststudio.manifest.yaml.SourcePosition> positions = new java.util.HashMap<>();
		document.positions().forEach(positions::put);
		return positions;
	}

	private static Object valueAt(String text, DocPath path) {
		return READER.read(text).get(path);
	}

	private static Object changed(Object value) {
		if (value instanceof String text) {
			return text.isEmpty() ? "edited" : text + "-edited";
		}
		if (value instanceof Boolean flag) {
			return !flag;
		}
		if (value instanceof Integer number) {
			return number + 1;
		}
		if (value instanceof Double number) {
			return number + 1.5;
		}
		return "edited";
	}

	/** Paths of one-line scalars, deepest first. */
	private static List<DocPath> scalarPaths(ManifestDocument document) {
		List<DocPath> paths = new ArrayList<>();
		walk(document.root(), DocPath.ROOT, (path, value) -> {
			if ((value instanceof String text && !text.contains("\n") && !text.isEmpty()) || value instanceof Integer
					|| value instanceof Boolean) {
				paths.add(path);
			}
		});
		paths.sort((a, b) -> Integer.compare(b.segments().size(), a.segments().size()));
		return paths;
	}

	/**
	 * The groups (instance groups, or roles of the legacy format), or the root for a text
	 * without them.
	 */
	private static List<DocPath> groupPaths(ManifestDocument document) {
		List<DocPath> paths = new ArrayList<>();
		for (Map.Entry<Object, Object> entry : document.root().entrySet()) {
			if (entry.getValue() instanceof List<?> list) {
				for (int i = 0; i < list.size(); i++) {
					if (list.get(i) instanceof Map<?, ?> map && !map.isEmpty() && !map.containsKey("studio-added")) {
						paths.add(DocPath.ROOT.key(entry.getKey()).index(i));
					}
				}
			}
		}
		paths.add(DocPath.ROOT);
		return paths;
	}

	/** Lists of at least {@code size} items, in the text's order. */
	private static List<DocPath> listPaths(ManifestDocument document, int size) {
		List<DocPath> paths = new ArrayList<>();
		walk(document.root(), DocPath.ROOT, (path, value) -> {
			if (value instanceof List<?> list && list.size() >= size) {
				paths.add(path);
			}
		});
		return paths;
	}

	private static boolean distinct(List<?> items) {
		for (int i = 0; i < items.size(); i++) {
			for (int j = i + 1; j < items.size(); j++) {
				if (PlainData.same(items.get(i), items.get(j))) {
					return false;
				}
			}
		}
		return true;
	}

	private static void walk(Object value, DocPath path, java.util.function.BiConsumer<DocPath, Object> visit) {
		if (!path.isRoot()) {
			visit.accept(path, value);
		}
		if (value instanceof Map<?, ?> map) {
			map.forEach((key, item) -> walk(item, path.key(key), visit));
		}
		else if (value instanceof List<?> list) {
			for (int i = 0; i < list.size(); i++) {
				walk(list.get(i), path.index(i), visit);
			}
		}
	}

}
