package io.manifeststudio.manifest.model;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Date;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;

import io.manifeststudio.manifest.yaml.DocPath;
import io.manifeststudio.manifest.yaml.DuplicateKey;
import io.manifeststudio.manifest.yaml.ManifestDocument;
import io.manifeststudio.manifest.yaml.SourcePosition;
import io.manifeststudio.manifest.yaml.SourcePositions;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * What is written comes back: scalar types, anchors and aliases expanded, merge keys,
 * unknown keys in their place, duplicate keys as SnakeYAML and fissile read them, and the
 * line and column of every entry.
 */
class ManifestFidelityTests {

	private final ManifestCodec codec = new ManifestCodec();

	private static final String SCALARS = """
			version: "1.10"
			float: 1.10
			port: 08080
			octal: 0755
			quoted_port: "08080"
			yes_bool: yes
			yes_string: "yes"
			on_bool: on
			tilde: ~
			empty:
			date: 2019-12-02
			timestamp: 2001-12-14t21:59:43.10-05:00
			big: 123456789012345678901234567890
			long: 1234567890123
			hex: 0x1F
			infinity: .inf
			not_a_number: .NaN
			text_with_bell: "ring \\a the bell"
			multi_line: |
			  line one
			  line two
			folded: >
			  folded
			  text
			""";

	@Test
	void scalarsKeepTheirTypes() {
		Map<Object, Object> root = this.codec.read(SCALARS).document().root();
		assertThat(root.get("version")).isEqualTo("1.10");
		assertThat(root.get("float")).isEqualTo(1.1);
		assertThat(root.get("port")).as("08080 is neither octal nor decimal: it stays the text it was")
			.isEqualTo("08080");
		assertThat(root.get("octal")).isEqualTo(493);
		assertThat(root.get("quoted_port")).isEqualTo("08080");
		assertThat(root.get("yes_bool")).isEqualTo(true);
		assertThat(root.get("yes_string")).isEqualTo("yes");
		assertThat(root.get("on_bool")).isEqualTo(true);
		assertThat(root).containsEntry("tilde", null).containsEntry("empty", null);
		assertThat(root.get("date")).isInstanceOf(Date.class);
		assertThat(root.get("timestamp")).isInstanceOf(Date.class);
		assertThat(root.get("big")).isEqualTo(new BigInteger("123456789012345678901234567890"));
		assertThat(root.get("long")).isEqualTo(1234567890123L);
		assertThat(root.get("hex")).isEqualTo(31);
		assertThat(root.get("infinity")).isEqualTo(Double.POSITIVE_INFINITY);
		assertThat((Double) root.get("not_a_number")).isNaN();
		assertThat(root.get("text_with_bell")).isEqualTo("ring \u0007 the bell");
		assertThat(root.get("multi_line")).isEqualTo("line one\nline two\n");
		assertThat(root).isEqualTo(plainLoad(SCALARS));
	}

	@Test
	void scalarsKeepTheirTypesWhenWrittenBack() {
		RoleManifest manifest = this.codec.read(SCALARS);
		String written = this.codec.write(manifest);
		assertThat(plainLoad(written)).isEqualTo(plainLoad(SCALARS));
		assertThat(written).contains("version: '1.10'")
			.contains("yes_string: 'yes'")
			.contains("quoted_port: '08080'")
			.contains("multi_line: |\n  line one\n  line two\n")
			.doesNotContain("!!binary")
			.doesNotContain("!!");
		assertThat(this.codec.read(written).document().root()).isEqualTo(manifest.document().root());
	}

	@Test
	void anchorsAndAliasesAreExpandedAndNotWrittenBack() {
		String text = """
				defaults: &defaults
				  memory: 256
				  capabilities: [NET_ADMIN]
				instance_groups:
				- name: a
				  run: *defaults
				- name: b
				  run: *defaults
				""";
		RoleManifest manifest = this.codec.read(text);
		assertThat(manifest.group("b").orElseThrow().run().memory()).isEqualTo(256);
		assertThat(manifest.document().get(DocPath.of("instance_groups", 1, "run")))
			.isEqualTo(Map.of("memory", 256, "capabilities", List.of("NET_ADMIN")));
		String written = this.codec.write(manifest);
		assertThat(written).doesNotContain("&").doesNotContain("*");
		assertThat(plainLoad(written)).isEqualTo(plainLoad(text));
		// A position under an alias falls back to where the alias is used.
		assertThat(manifest.document().positions().nearest(DocPath.of("instance_groups", 1, "run", "memory")))
			.contains(new SourcePosition(8, 3));
		// Under the anchor itself, each entry has its own place.
		assertThat(manifest.document().positions().exact(DocPath.of("defaults", "capabilities")))
			.contains(new SourcePosition(3, 3));
	}

	@Test
	void mergeKeysAreAppliedAsSnakeYamlDoes() {
		String text = """
				base: &base {memory: 1, virtual-cpus: 1, privileged: false}
				other: &other {memory: 2, flight-stage: manual}
				instance_groups:
				- name: a
				  run:
				    <<: [*base, *other]
				    privileged: true
				- name: b
				  run:
				    capabilities: [X]
				    <<: *base
				    memory: 5
				""";
		RoleManifest manifest = this.codec.read(text);
		RunSettings a = manifest.group("a").orElseThrow().run();
		assertThat(a.memory()).as("the first merged map wins").isEqualTo(1);
		assertThat(a.isPrivileged()).as("explicit keys win").isTrue();
		assertThat(a.flightStage()).isEqualTo("manual");
		assertThat(manifest.group("b").orElseThrow().run().memory()).isEqualTo(5);
		assertThat(manifest.document().root()).isEqualTo(plainLoad(text));
		assertThat(keyOrder(manifest.document().root())).isEqualTo(keyOrder(plainLoad(text)));
		assertThat(new ArrayList<Object>(
				((Map<?, ?>) manifest.document().get(DocPath.of("instance_groups", 1, "run"))).keySet()))
			.containsExactly("capabilities", "memory", "virtual-cpus", "privileged");
		assertThat(this.codec.write(manifest)).doesNotContain("<<");
	}

	@Test
	void duplicateKeysKeepTheLaterValueAtItsPlaceAndAreRecorded() {
		String text = """
				instance_groups:
				- name: a
				  description: first
				  tags: []
				  description: second
				""";
		ManifestDocument document = this.codec.read(text).document();
		DocPath description = DocPath.of("instance_groups", 0, "description");
		assertThat(document.get(description)).isEqualTo("second");
		assertThat(new ArrayList<Object>(((Map<?, ?>) document.get(DocPath.of("instance_groups", 0))).keySet()))
			.containsExactly("name", "tags", "description");
		assertThat(document.root()).isEqualTo(plainLoad(text));
		assertThat(keyOrder(document.root())).isEqualTo(keyOrder(plainLoad(text)));
		assertThat(document.duplicateKeys())
			.containsExactly(new DuplicateKey(description, new SourcePosition(3, 3), new SourcePosition(5, 3)));
		assertThat(document.positions().exact(description)).as("where the lost value was")
			.contains(new SourcePosition(3, 3));
	}

	@Test
	void unknownKeysStayInTheirPlaceAndAreWrittenBack() {
		String text = """
				x-team: platform
				instance_groups:
				- name: main
				  colocated_container: [typo]
				  jobs:
				  - name: tor
				    release: tor
				    properties:
				      bosh_containerization:
				        run: {memmory: 2, memory: 1}
				        some_future_key: {nested: [1, 2]}
				  tag: [not-tags]
				configuration:
				  templates: {}
				zzz_last: true
				""";
		RoleManifest manifest = this.codec.read(text);
		String written = this.codec.write(manifest);
		assertThat(keyOrder(plainLoad(written))).isEqualTo(keyOrder(plainLoad(text)));
		assertThat(plainLoad(written)).isEqualTo(plainLoad(text));
		assertThat(written).startsWith("x-team: platform\ninstance_groups:\n").endsWith("zzz_last: true\n");
		assertThat(written.indexOf("colocated_container:")).isLessThan(written.indexOf("jobs:"));
		assertThat(written.indexOf("memmory: 2")).isLessThan(written.indexOf("memory: 1"));
		assertThat(manifest.group("main").orElseThrow().colocatedContainers()).isEmpty();
		assertThat(manifest.document().positions().exact(DocPath.of("instance_groups", 0, "tag")))
			.contains(new SourcePosition(12, 3));
	}

	@Test
	void sourcePositionsAreLineAndColumnOfEachKeyAndItem() {
		String text = """
				instance_groups:
				- name: main
				  jobs:
				  - name: tor
				    release: tor
				    properties:
				      bosh_containerization:
				        ports:
				        - {name: http, protocol: TCP, internal: 80}
				configuration:
				  templates:
				    properties.tor.hostname: ((HOST))
				""";
		SourcePositions positions = this.codec.read(text).document().positions();
		assertThat(positions.exact(DocPath.of("instance_groups"))).contains(new SourcePosition(1, 1));
		assertThat(positions.exact(DocPath.of("instance_groups", 0))).contains(new SourcePosition(2, 3));
		assertThat(positions.exact(DocPath.of("instance_groups", 0, "name"))).contains(new SourcePosition(2, 3));
		assertThat(positions.exact(DocPath.of("instance_groups", 0, "jobs", 0, "release")))
			.contains(new SourcePosition(5, 5));
		DocPath port = DocPath.of("instance_groups", 0, "jobs", 0, "properties", "bosh_containerization", "ports", 0);
		assertThat(positions.exact(port)).contains(new SourcePosition(9, 11));
		assertThat(positions.exact(port.key("internal"))).contains(new SourcePosition(9, 39));
		assertThat(positions.exact(DocPath.of("configuration", "templates", "properties.tor.hostname")))
			.contains(new SourcePosition(12, 5));
		assertThat(positions.nearest(port.key("nowhere").index(3))).contains(new SourcePosition(9, 11));
		assertThat(positions.exact(DocPath.of("nowhere"))).isEmpty();
	}

	@Test
	void nonStringKeysKeepTheirType() {
		String text = "configuration:\n  templates:\n    123: x\n    true: y\n    null: z\n    properties.a: 4\n";
		Map<Object, Object> templates = this.codec.read(text).configuration().templates();
		assertThat(templates.keySet()).containsExactly(123, true, null, "properties.a");
		assertThat(templates.get("properties.a")).isEqualTo(4);
		assertThat(plainLoad(this.codec.write(this.codec.read(text)))).isEqualTo(plainLoad(text));
	}

	@Test
	void theDocumentIsDeeplyUnmodifiable() {
		ManifestDocument document = this.codec.read("instance_groups:\n- name: a\n  tags: [x]\n").document();
		@SuppressWarnings("unchecked")
		List<Object> tags = (List<Object>) document.get(DocPath.of("instance_groups", 0, "tags"));
		org.assertj.core.api.Assertions.assertThatExceptionOfType(UnsupportedOperationException.class)
			.isThrownBy(() -> tags.add("y"));
		org.assertj.core.api.Assertions.assertThatExceptionOfType(UnsupportedOperationException.class)
			.isThrownBy(() -> document.root().put("x", 1));
	}

	static Object plainLoad(String text) {
		return new Yaml(new SafeConstructor(new LoaderOptions())).load(text);
	}

	static List<List<Object>> keyOrder(Object tree) {
		List<List<Object>> orders = new ArrayList<>();
		collect(tree, orders);
		return orders;
	}

	private static void collect(Object node, List<List<Object>> orders) {
		if (node instanceof Map<?, ?> map) {
			orders.add(new ArrayList<>(map.keySet()));
			map.values().forEach((value) -> collect(value, orders));
		}
		else if (node instanceof List<?> list) {
			list.forEach((item) -> collect(item, orders));
		}
	}

}
