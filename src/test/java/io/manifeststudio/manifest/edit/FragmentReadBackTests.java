package io.manifeststudio.manifest.edit;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import io.manifeststudio.manifest.yaml.DocPath;
import io.manifeststudio.manifest.Fixtures;
import io.manifeststudio.manifest.yaml.ManifestDocument;
import io.manifeststudio.manifest.yaml.ManifestParseException;
import io.manifeststudio.manifest.yaml.ManifestYamlReader;
import io.manifeststudio.manifest.yaml.YamlLimits;
import io.manifeststudio.manifest.edit.DocumentChange.InsertItem;
import io.manifeststudio.manifest.edit.DocumentChange.RemoveValue;
import io.manifeststudio.manifest.edit.DocumentChange.SetValue;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Reading back only the changed items of an edited text gives what a whole read gives:
 * data, every position and the duplicate keys; and the node tree made with it from the
 * one before ({@link NodeSpans#replacing}) is the composed tree of the new text. Over
 * every readable fixture, for changes inside groups spread over each list (a key added, a
 * scalar set, a list item inserted and removed), and for changes it must leave to a whole
 * read.
 */
class FragmentReadBackTests {

	private static final ManifestYamlReader READER = new ManifestYamlReader();

	private final FragmentReadBack fragments = new FragmentReadBack(READER);

	private int used;

	private int tried;

	private int madeSpans;

	private NodeSpans spans;

	@Test
	void changedGroupsReadBackAsAWholeReadOverEveryFixture() {
		Fixtures.assumePresent();
		for (String name : Fixtures.roleManifests()) {
			String text = Fixtures.text(name);
			ManifestDocument document;
			try {
				document = READER.read(text);
			}
			catch (ManifestParseException ex) {
				continue;
			}
			this.spans = NodeSpans.of(text, YamlLimits.DEFAULT);
			for (Object key : List.of("instance_groups", "roles", "variables")) {
				if (!(document.root().get(key) instanceof List<?> items)) {
					continue;
				}
				for (int i : sample(items.size())) {
					DocPath item = DocPath.ROOT.key(key).index(i);
					if (items.get(i) instanceof Map<?, ?> map) {
						check(name, text, document, List.of(new SetValue(item.key("studio-added"), List.of("a", "b"))));
						Object first = map.keySet().iterator().next();
						if (map.get(first) instanceof String) {
							check(name, text, document, List.of(new SetValue(item.key(first), "changed-" + i)));
						}
						for (Map.Entry<?, ?> entry : map.entrySet()) {
							if (entry.getValue() instanceof List<?> list && !list.isEmpty()) {
								DocPath listPath = item.key(entry.getKey());
								check(name, text, document, List.of(new InsertItem(listPath, 0, "studio-item")));
								check(name, text, document, List.of(new RemoveValue(listPath.index(0))));
								break;
							}
						}
					}
				}
				// Two groups at once (a move's two ends), when there are two.
				if (items.size() >= 2 && items.get(0) instanceof Map && items.get(items.size() - 1) instanceof Map) {
					check(name, text, document, List.of(new SetValue(DocPath.ROOT.key(key).index(0).key("studio-a"), 1),
							new SetValue(DocPath.ROOT.key(key).index(items.size() - 1).key("studio-b"), 2)));
				}
			}
		}
		assertThat(this.tried).as("changes tried").isGreaterThan(500);
		assertThat(this.used).as("changes read back through their items alone").isGreaterThan(this.tried / 2);
		assertThat(this.madeSpans).as("node trees made from the one before, each compared with the composed one")
			.isGreaterThan(this.used / 2);
	}

	@Test
	void leavesChangesOutsideTheListsToAWholeRead() {
		String text = """
				# top
				instance_groups:
				- name: a
				  jobs: []
				configuration:
				  templates:
				    x: "1"
				""";
		ManifestDocument document = READER.read(text);
		assertThat(fastRead(text, document, List.of(new SetValue(DocPath.of("configuration", "templates", "x"), "2"))))
			.isNull();
		assertThat(fastRead(text, document, List.of(new SetValue(DocPath.of("instance_groups", 0, "name"), "b"))))
			.isNotNull();
	}

	@Test
	void leavesTextsWithAnchorsToAWholeRead() {
		String text = """
				instance_groups:
				- name: a
				  run: &run
				    memory: 1
				- name: b
				  run: *run
				""";
		ManifestDocument document = READER.read(text);
		assertThat(fastRead(text, document, List.of(new SetValue(DocPath.of("instance_groups", 1, "name"), "c"))))
			.isNull();
	}

	@Test
	void refusesAnItemThatNoLongerReadsOnItsOwn() {
		String text = "instance_groups:\n- name: a\n  tags: [x]\n- name: b\n";
		ManifestDocument document = READER.read(text);
		NodeSpans spans = NodeSpans.of(text, YamlLimits.DEFAULT);
		// A splice that makes the first item's text read as two items.
		int at = text.indexOf("  tags");
		TextPatch patch = new TextPatch(List.of(new TextPatch.Splice(at, "  tags", "- tags")));
		String after = patch.apply(text);
		assertThat(this.fragments.read(spans, document, patch, after, READER.read(after).root())).isNull();
	}

	private ManifestDocument fastRead(String text, ManifestDocument document, List<DocumentChange> changes) {
		NodeSpans spans = NodeSpans.of(text, YamlLimits.DEFAULT);
		ChangeSplicer splicer = new ChangeSplicer(spans, document);
		List<TextPatch.Splice> splices = new ArrayList<>();
		for (DocumentChange change : changes) {
			splices.add(splicer.splice(change));
		}
		splices.sort(java.util.Comparator.comparingInt(TextPatch.Splice::offset));
		TextPatch patch = new TextPatch(splices);
		String after = patch.apply(text);
		return this.fragments.read(spans, document, patch, after, DocumentChanges.applyTo(document.root(), changes));
	}

	/**
	 * The items to change in a list of {@code size}: the first two, the last, and about
	 * four spread over the rest. Each change reads the whole text back to compare: every
	 * item of every fixture took 55 s of CI (over 1,100 changes are still tried), and
	 * items differ in what they hold, not in where they stand.
	 */
	static List<Integer> sample(int size) {
		int step = Math.max(1, size / 4);
		return java.util.stream.IntStream.range(0, size)
			.filter((i) -> i < 2 || i == size - 1 || i % step == 0)
			.boxed()
			.toList();
	}

	private void check(String name, String text, ManifestDocument document, List<DocumentChange> changes) {
		ManifestDocument fast;
		FragmentReadBack.ReadBack read;
		String after;
		try {
			NodeSpans spans = this.spans;
			ChangeSplicer splicer = new ChangeSplicer(spans, document);
			List<TextPatch.Splice> splices = new ArrayList<>();
			for (DocumentChange change : changes) {
				splices.add(splicer.splice(change));
			}
			splices.sort(java.util.Comparator.comparingInt(TextPatch.Splice::offset));
			TextPatch patch = new TextPatch(splices);
			after = patch.apply(text);
			this.tried++;
			read = this.fragments.readBack(spans, document, patch, after,
					DocumentChanges.applyTo(document.root(), changes));
		}
		catch (CannotEditTextException ex) {
			return;
		}
		if (read == null) {
			return;
		}
		fast = read.document();
		this.used++;
		ManifestDocument whole = READER.read(after);
		String what = name + " " + changes;
		if (read.spans() != null) {
			this.madeSpans++;
			NodeSpansReplacingTests.assertSame(read.spans(), NodeSpans.of(after, YamlLimits.DEFAULT), what);
		}
		assertThat(PlainData.same(fast.root(), whole.root())).as("data of %s", what).isTrue();
		assertThat(FormatPreservingEditorFixtureTests.positions(fast)).as("positions of %s", what)
			.isEqualTo(FormatPreservingEditorFixtureTests.positions(whole));
		assertThat(fast.duplicateKeys()).as("duplicate keys of %s", what)
			.containsExactlyInAnyOrderElementsOf(whole.duplicateKeys());
	}

}
