package io.manifeststudio.manifest.edit;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.yaml.snakeyaml.nodes.Node;

import io.manifeststudio.manifest.DocPath;
import io.manifeststudio.manifest.Fixtures;
import io.manifeststudio.manifest.ManifestDocument;
import io.manifeststudio.manifest.ManifestParseException;
import io.manifeststudio.manifest.ManifestYamlReader;
import io.manifeststudio.manifest.YamlLimits;
import io.manifeststudio.manifest.edit.NodeSpans.Children;
import io.manifeststudio.manifest.edit.NodeSpans.Place;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The spans of only the parts of a text that changes can reach ({@link NodeSpans#around}) equal the whole text's
 * ({@link NodeSpans#of}) wherever the changes go: the same nodes' offsets along the way and in the whole subtree of
 * each item reached, the same layout of new lines, the same anchors. Over every readable fixture, for each instance
 * group, role and variable on its own, and for two at once (a move's two ends).
 */
class NodeSpansAroundTests {

	private static final ManifestYamlReader READER = new ManifestYamlReader();

	private int partial;

	private int tried;

	@Test
	void spansAroundTheReachedItemsAreTheWholeTextsOverEveryFixture() {
		Fixtures.assumePresent();
		for (String name : Fixtures.roleManifests()) {
			checkFixture(name, Fixtures.text(name));
		}
		assertThat(this.tried).isGreaterThan(200);
		assertThat(this.partial).as("cases that composed only parts of the text").isGreaterThan(this.tried / 2);
	}

	@Test
	void theSameWithWindowsLineBreaksAndADocumentStartMarker() {
		Fixtures.assumePresent();
		for (String name : Fixtures.roleManifests()) {
			String text = Fixtures.text(name);
			checkFixture(name + " (CRLF)", text.replace("\r\n", "\n").replace("\n", "\r\n"));
			if (!text.startsWith("---") && !text.startsWith("%")) {
				checkFixture(name + " (---)", "# a comment\n---\n" + text);
			}
		}
		assertThat(this.partial).as("cases that composed only parts of the text").isGreaterThan(this.tried / 2);
	}

	private void checkFixture(String name, String text) {
		{
			ManifestDocument document;
			try {
				document = READER.read(text);
			}
			catch (ManifestParseException ex) {
				return;
			}
			NodeSpans whole = NodeSpans.of(text, YamlLimits.DEFAULT);
			for (Object key : List.of("instance_groups", "roles", "variables")) {
				if (!(document.root().get(key) instanceof List<?> items)) {
					continue;
				}
				for (int i = 0; i < items.size(); i++) {
					if (items.get(i) instanceof Map<?, ?> map && !map.isEmpty()) {
						DocPath reached = DocPath.ROOT.key(key).index(i).key(map.keySet().iterator().next());
						check(name, text, document, whole, List.of(reached));
					}
				}
				if (items.size() >= 4) {
					check(name, text, document, whole, List.of(DocPath.ROOT.key(key).index(1).key("studio-a"),
							DocPath.ROOT.key(key).index(items.size() - 2).key("studio-b")));
				}
			}
		}
	}

	@Test
	void aMoveBetweenTwoScfGroupsComposesAFractionOfTheText() {
		Fixtures.assumePresent();
		String text = Fixtures.text("real/scf-2.17.1-role-manifest.yml");
		ManifestDocument document = READER.read(text);
		List<DocPath> reached = List.of(DocPath.of("instance_groups", 5, "jobs", 0, "properties"),
				DocPath.of("instance_groups", 20, "jobs"));
		UntouchedParts.Cut cut = UntouchedParts.of(text, document, reached);
		assertThat(cut).isNotNull();
		assertThat(cut.shape().length()).as("characters composed of %s", text.length())
			.isLessThan(text.length() / 5);
		NodeSpans spans = NodeSpans.around(text, document, reached, YamlLimits.DEFAULT);
		assertThat(spans.partial()).isTrue();
		checkSame("scf", spans, NodeSpans.of(text, YamlLimits.DEFAULT), reached);
	}

	@Test
	void changesOfATopLevelKeyOrTheRootComposeTheWholeText() {
		Fixtures.assumePresent();
		String text = Fixtures.text("real/scf-2.17.1-role-manifest.yml");
		ManifestDocument document = READER.read(text);
		assertThat(NodeSpans.around(text, document, List.of(DocPath.of("instance_groups")), YamlLimits.DEFAULT)
			.partial()).as("an item inserted into the groups' list").isFalse();
		assertThat(NodeSpans.around(text, document, List.of(DocPath.of("studio")), YamlLimits.DEFAULT).partial())
			.as("a new top-level key")
			.isFalse();
		String groups = text.substring(text.indexOf("\ninstance_groups:"), text.indexOf("\nconfiguration:"));
		assertThat(UntouchedParts.of(text, document, List.of(DocPath.of("instance_groups", 3))).shape())
			.as("a group set as a whole keeps every group")
			.contains(groups);
	}

	@Test
	void anItemWithAnAnchorOrAnAliasIsKept() {
		String text = """
				instance_groups:
				- name: a
				  jobs: []
				- name: b
				  tags: &shared [x]
				- name: c
				  tags: *shared
				- name: d
				  jobs: []
				- name: e
				  jobs: []
				- name: f
				  jobs: []
				- name: g
				  jobs: []
				""";
		ManifestDocument document = READER.read(text);
		UntouchedParts.Cut cut = UntouchedParts.of(text, document, List.of(DocPath.of("instance_groups", 3, "jobs")));
		assertThat(cut).isNotNull();
		assertThat(cut.shape()).contains("&shared", "*shared", "name: d", "name: a", "name: g")
			.doesNotContain("name: e", "name: f");
	}

	private void check(String name, String text, ManifestDocument document, NodeSpans whole, List<DocPath> reached) {
		this.tried++;
		NodeSpans spans = NodeSpans.around(text, document, reached, YamlLimits.DEFAULT);
		if (spans.partial()) {
			this.partial++;
		}
		checkSame(name + " " + reached, spans, whole, reached);
	}

	private static void checkSame(String what, NodeSpans spans, NodeSpans whole, List<DocPath> reached) {
		assertThat(spans.indentStep()).as(what + ": indentation step").isEqualTo(whole.indentStep());
		assertThat(spans.listIndent()).as(what + ": list indentation").isEqualTo(whole.listIndent());
		assertThat(spans.lineBreak()).as(what + ": line break").isEqualTo(whole.lineBreak());
		assertThat(spans.hasAnchors()).as(what + ": anchors").isEqualTo(whole.hasAnchors());
		assertThat(spans.children(spans.root).size()).as(what + ": top-level keys")
			.isEqualTo(whole.children(whole.root).size());
		for (DocPath path : reached) {
			List<Place> places = spans.locate(path);
			List<Place> wholePlaces = whole.locate(path);
			assertThat(places).as(what + ": nodes along " + path).hasSameSizeAs(wholePlaces);
			for (int p = 0; p < places.size(); p++) {
				assertThat(places.get(p).index()).isEqualTo(wholePlaces.get(p).index());
				Node node = places.get(p).node();
				Node wholeNode = wholePlaces.get(p).node();
				assertThat(spans.start(node)).as(what + ": start of " + places.get(p).path())
					.isEqualTo(whole.start(wholeNode));
				if (p == places.size() - 1 || p == 2) {
					sameSubtree(what + " " + places.get(p).path(), spans, node, whole, wholeNode);
				}
			}
			List<Object> segments = path.segments();
			if (segments.size() >= 2 && segments.get(1) instanceof Integer index) {
				// The list's entries: every item's dash, and the reached item's whole extent.
				Children items = spans.children(places.get(1).node());
				Children wholeItems = whole.children(wholePlaces.get(1).node());
				assertThat(items.size()).isEqualTo(wholeItems.size());
				for (int i = 0; i < items.size(); i++) {
					assertThat(items.entry[i]).as(what + ": dash of item " + i).isEqualTo(wholeItems.entry[i]);
				}
				assertThat(items.end[index]).isEqualTo(wholeItems.end[index]);
			}
		}
	}

	/** Every node under the two equal in its offsets and its entries' offsets. */
	private static void sameSubtree(String what, NodeSpans spans, Node node, NodeSpans whole, Node wholeNode) {
		assertThat(spans.start(node)).as(what).isEqualTo(whole.start(wholeNode));
		assertThat(spans.contentEnd(node)).as(what + ": content end").isEqualTo(whole.contentEnd(wholeNode));
		Children children = spans.children(node);
		Children wholeChildren = whole.children(wholeNode);
		assertThat(children == null).as(what + ": a collection").isEqualTo(wholeChildren == null);
		if (children == null) {
			return;
		}
		assertThat(children.size()).as(what + ": entries").isEqualTo(wholeChildren.size());
		List<String> differences = new ArrayList<>();
		for (int i = 0; i < children.size(); i++) {
			if (children.entry[i] != wholeChildren.entry[i] || children.header[i] != wholeChildren.header[i]
					|| children.start[i] != wholeChildren.start[i] || children.end[i] != wholeChildren.end[i]
					|| children.alias[i] != wholeChildren.alias[i]) {
				differences.add(what + "[" + i + "]");
			}
		}
		assertThat(differences).isEmpty();
		for (int i = 0; i < children.size(); i++) {
			if (!children.alias[i]) {
				sameSubtree(what + "/" + i, spans, children.value(i), whole, wholeChildren.value(i));
			}
		}
	}

}
