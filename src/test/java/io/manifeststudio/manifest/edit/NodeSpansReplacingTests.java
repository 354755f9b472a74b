package io.manifeststudio.manifest.edit;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.yaml.snakeyaml.nodes.Node;

import io.manifeststudio.manifest.Fixtures;
import io.manifeststudio.manifest.edit.DocumentChange.InsertItem;
import io.manifeststudio.manifest.edit.DocumentChange.RemoveValue;
import io.manifeststudio.manifest.edit.DocumentChange.SetValue;
import io.manifeststudio.manifest.model.ManifestCodec;
import io.manifeststudio.manifest.model.RoleManifest;
import io.manifeststudio.manifest.yaml.DocPath;
import io.manifeststudio.manifest.yaml.ManifestDocument;
import io.manifeststudio.manifest.yaml.ManifestParseException;
import io.manifeststudio.manifest.yaml.ManifestText;
import io.manifeststudio.manifest.yaml.ManifestYamlReader;
import io.manifeststudio.manifest.yaml.YamlLimits;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The node tree of an edited text made from the one before ({@link NodeSpans#replacing})
 * is the composed tree of the new text, entry for entry, and edits written with it give
 * the same text and patch, byte for byte, as edits written with a composed tree: over
 * every fixture, edit after edit, each on the tree the one before made.
 */
class NodeSpansReplacingTests {

	private static final ManifestYamlReader READER = new ManifestYamlReader();

	private final FormatPreservingEditor writer = new FormatPreservingEditor();

	@Test
	void editAfterEditOnTheMadeTreeWritesWhatTheComposedTreeWritesOverEveryFixture() {
		Fixtures.assumePresent();
		int made = 0;
		int edits = 0;
		for (String name : Fixtures.roleManifests()) {
			String text = Fixtures.text(name);
			ManifestDocument document;
			try {
				document = READER.read(text);
			}
			catch (ManifestParseException ex) {
				continue;
			}
			NodeSpans spans = NodeSpans.of(text, YamlLimits.DEFAULT);
			for (List<DocumentChange> changes : changes(document)) {
				EditedText composed;
				try {
					composed = this.writer.apply(text, document, changes);
				}
				catch (CannotEditTextException ex) {
					continue;
				}
				EditedText edited = this.writer.apply(text, spans, document, changes);
				String what = name + " " + changes;
				assertThat(edited.text()).as("text of %s", what).isEqualTo(composed.text());
				assertThat(edited.patch()).as("patch of %s", what).isEqualTo(composed.patch());
				edits++;
				if (edited.spans() != null) {
					made++;
					assertSame(edited.spans(), NodeSpans.of(edited.text(), YamlLimits.DEFAULT), what);
				}
				// The next edit on this one's text, with the tree it made (or composed).
				text = edited.text();
				document = edited.document();
				spans = (edited.spans() != null) ? edited.spans() : NodeSpans.of(text, YamlLimits.DEFAULT);
			}
		}
		assertThat(edits).as("edits").isGreaterThan(200);
		assertThat(made).as("trees made from the one before").isGreaterThan(edits / 2);
	}

	@Test
	void movesFlowCollectionsAndEntriesAfterTheChangedItems() {
		String text = """
				instance_groups:
				- name: a
				  tags: [x, y]
				  run: {memory: 1}
				- name: b
				  tags: [x]
				  run: {}
				  jobs:
				  - name: j
				    properties: {a: [1, 2]}
				- name: c
				  tags: []
				variables:
				- name: v
				  options: {type: password}
				""";
		String crlf = text.replace("\n", "\r\n");
		for (String each : List.of(text, crlf)) {
			ManifestDocument document = READER.read(each);
			NodeSpans spans = NodeSpans.of(each, YamlLimits.DEFAULT);
			EditedText edited = this.writer.apply(each, spans, document,
					List.of(new SetValue(DocPath.of("instance_groups", 0, "name"), "a-longer-name"),
							new SetValue(DocPath.of("instance_groups", 1, "tags"), List.of("x", "z", "w"))));
			assertThat(edited.spans()).isNotNull();
			assertSame(edited.spans(), NodeSpans.of(edited.text(), YamlLimits.DEFAULT), "two groups");
			EditedText next = this.writer.apply(edited.text(), edited.spans(), edited.document(),
					List.of(new InsertItem(DocPath.of("instance_groups", 2, "tags"), 0, "new"),
							new SetValue(DocPath.of("variables", 0, "options", "type"), "certificate")));
			assertThat(next.spans()).isNotNull();
			assertSame(next.spans(), NodeSpans.of(next.text(), YamlLimits.DEFAULT), "after the first");
			assertThat(next.text())
				.isEqualTo(this.writer
					.apply(edited.text(), edited.document(),
							List.of(new InsertItem(DocPath.of("instance_groups", 2, "tags"), 0, "new"),
									new SetValue(DocPath.of("variables", 0, "options", "type"), "certificate")))
					.text());
		}
	}

	@Test
	void composesWhenTheTextHasAnchors() {
		String text = "instance_groups:\n- name: a\n  run: &run\n    memory: 1\n- name: b\n  run: *run\n";
		EditedText edited = this.writer.apply(text, NodeSpans.of(text, YamlLimits.DEFAULT), READER.read(text),
				List.of(new SetValue(DocPath.of("instance_groups", 1, "name"), "c")));
		assertThat(edited.spans()).isNull();
		assertThat(edited.text()).isEqualTo(text.replace("name: b", "name: c"));
	}

	@Test
	void theEditorKeepsTheTreeOfTheNewTextByItsHash() {
		Fixtures.assumePresent();
		ManifestCodec codec = new ManifestCodec();
		ManifestEditor editor = new ManifestEditor(codec);
		String text = Fixtures.text("real/scf-2.17.1-role-manifest.yml");
		RoleManifest model = codec.read(text);
		String hash = ManifestText.sha256(text);
		String group = model.pods().get(0).name();
		for (int i = 1; i <= 4; i++) {
			Edit edit = EditJson
				.read("{\"op\":\"set\",\"group\":\"" + group + "\",\"field\":\"run.scaling.max\",\"value\":" + i + "}");
			EditOutcome kept = editor.apply(text, hash, model, edit);
			EditOutcome composed = new ManifestEditor(codec).apply(text, model, edit);
			assertThat(kept.text()).isEqualTo(composed.text());
			assertThat(kept.patch()).isEqualTo(composed.patch());
			assertThat(kept.spans()).as("tree of edit %d", i).isNotNull();
			text = kept.text();
			model = kept.model();
			hash = ManifestText.sha256(text);
			editor.keep(hash, kept);
		}
	}

	/**
	 * Changes inside the items of the top-level lists, one group after another, and two
	 * groups at once.
	 */
	private static List<List<DocumentChange>> changes(ManifestDocument document) {
		List<List<DocumentChange>> all = new ArrayList<>();
		for (Object key : List.of("instance_groups", "roles", "variables")) {
			if (!(document.root().get(key) instanceof List<?> items)) {
				continue;
			}
			for (int i = 0; i < items.size(); i += Math.max(1, items.size() / 6)) {
				DocPath item = DocPath.ROOT.key(key).index(i);
				if (!(items.get(i) instanceof Map<?, ?> map)) {
					continue;
				}
				all.add(List.of(new SetValue(item.key("studio-added"), List.of("a", "b"))));
				for (Map.Entry<?, ?> entry : map.entrySet()) {
					if (entry.getValue() instanceof List<?> list && !list.isEmpty()) {
						DocPath listPath = item.key(entry.getKey());
						all.add(List.of(new InsertItem(listPath, 0, "studio-item")));
						all.add(List.of(new RemoveValue(listPath.index(0))));
						break;
					}
				}
				all.add(List.of(new RemoveValue(item.key("studio-added"))));
			}
			if (items.size() >= 2 && items.get(0) instanceof Map && items.get(items.size() - 1) instanceof Map) {
				all.add(List.of(new SetValue(DocPath.ROOT.key(key).index(0).key("studio-a"), 1),
						new SetValue(DocPath.ROOT.key(key).index(items.size() - 1).key("studio-b"), 2)));
			}
		}
		return all;
	}

	/**
	 * The two trees have the same entries at the same offsets, collection by collection
	 * from the root, and the same layout.
	 */
	static void assertSame(NodeSpans made, NodeSpans composed, String what) {
		assertThat(made.text).as("text of %s", what).isEqualTo(composed.text);
		assertThat(made.lineBreak()).as("line break of %s", what).isEqualTo(composed.lineBreak());
		assertThat(made.indentStep()).as("indent step of %s", what).isEqualTo(composed.indentStep());
		assertThat(made.listIndent()).as("list indent of %s", what).isEqualTo(composed.listIndent());
		assertThat(made.hasAnchors()).as("anchors of %s", what).isEqualTo(composed.hasAnchors());
		assertSame(made, made.root, composed, composed.root, DocPath.ROOT, what);
	}

	private static void assertSame(NodeSpans made, Node madeNode, NodeSpans composed, Node composedNode, DocPath path,
			String what) {
		assertThat(madeNode.getClass()).as("node at %s of %s", path, what).isEqualTo(composedNode.getClass());
		NodeSpans.Children a = made.children(madeNode);
		NodeSpans.Children b = composed.children(composedNode);
		if (b == null) {
			assertThat(a).as("entries at %s of %s", path, what).isNull();
			return;
		}
		assertThat(a).as("entries at %s of %s", path, what).isNotNull();
		String at = path + " of " + what;
		assertThat(a.size()).as("size at %s", at).isEqualTo(b.size());
		assertThat(a.entry).as("entry offsets at %s", at).isEqualTo(b.entry);
		assertThat(a.header).as("header offsets at %s", at).isEqualTo(b.header);
		assertThat(a.start).as("start offsets at %s", at).isEqualTo(b.start);
		assertThat(a.end).as("end offsets at %s", at).isEqualTo(b.end);
		assertThat(a.alias).as("aliases at %s", at).isEqualTo(b.alias);
		assertThat(a.open).as("flow start at %s", at).isEqualTo(b.open);
		assertThat(a.close).as("flow end at %s", at).isEqualTo(b.close);
		for (int i = 0; i < b.size(); i++) {
			if (!b.alias[i]) {
				assertSame(made, a.value(i), composed, b.value(i), path.index(i), what);
			}
		}
	}

}
