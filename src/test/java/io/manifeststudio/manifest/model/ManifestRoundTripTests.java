package io.manifeststudio.manifest.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;

import io.manifeststudio.manifest.Fixtures;
import io.manifeststudio.manifest.yaml.DocPath;
import io.manifeststudio.manifest.yaml.ManifestParseException;
import io.manifeststudio.manifest.yaml.SourcePosition;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatExceptionOfType;

/**
 * Every role manifest among the shared fixtures (fissile's test manifests in both
 * formats, the test opinions, the deployment manifest, the worked example and the real
 * manifests) imports, exports in its own era, and a plain SnakeYAML safe load of the
 * export equals a plain safe load of the original: the same maps, lists and scalars, the
 * same scalar types, the same key order.
 * <p>
 * Not role manifests, and so not here: fissile's generated output under
 * {@code fissile-output-examples/colocated-example-helm-chart/} (Helm templates, not YAML
 * until rendered) and {@code colocated-example-kube/} (Kubernetes objects, some
 * multi-document), and the BOSH release manifests under {@code fissile/releases/}.
 * <p>
 * Fixtures fissile itself cannot load as a role manifest: {@code fissile/misc/empty.yml}
 * and {@code fissile/legacy-roles-format/misc/empty.yml}, a comment and an empty document
 * that fissile's tests use as an empty opinions file. We reject them with a clear "empty"
 * error instead of storing an empty manifest.
 */
class ManifestRoundTripTests {

	static final Set<String> NOT_LOADABLE = Set.of("fissile/misc/empty.yml",
			"fissile/legacy-roles-format/misc/empty.yml");

	private final ManifestCodec codec = new ManifestCodec();

	static Stream<Arguments> roleManifests() {
		List<String> names = Fixtures.roleManifests();
		if (names.isEmpty()) {
			// One placeholder so that the test runs and reports why it is skipped.
			return Stream.of(Arguments.of("(fixtures absent)"));
		}
		return names.stream().filter((name) -> !NOT_LOADABLE.contains(name)).map(Arguments::of);
	}

	@ParameterizedTest(name = "{0}")
	@MethodSource("roleManifests")
	void importExportAndReloadGivesTheSameData(String fixture) {
		String text = Fixtures.text(fixture);
		Object original = plainLoad(text);

		RoleManifest manifest = this.codec.read(text);
		assertThat(manifest.document().root()).as("our document equals a plain safe load").isEqualTo(original);
		assertThat(keyOrder(manifest.document().root())).isEqualTo(keyOrder(original));

		String exported = this.codec.write(manifest);
		Object reloaded = plainLoad(exported);
		assertThat(reloaded).as("plain safe load of the export").isEqualTo(original);
		assertThat(keyOrder(reloaded)).as("key order of the export").isEqualTo(keyOrder(original));
		assertThat(scalarTypes(reloaded)).isEqualTo(scalarTypes(original));
		assertThat(exported).doesNotContain("!!").doesNotContain("&").doesNotContain("*id");

		assertThat(manifest.era()).as("era of " + fixture).isEqualTo(expectedEra(fixture));
		assertThat(this.codec.read(exported).era()).as("exported in its era").isEqualTo(manifest.era());
	}

	@ParameterizedTest(name = "{0}")
	@MethodSource("notLoadable")
	void fixturesFissileCannotLoadAreRejectedClearly(String fixture) {
		String text = Fixtures.text(fixture);
		assertThat(plainLoad(text)).as("no document at all").isNull();
		assertThatExceptionOfType(ManifestParseException.class).isThrownBy(() -> this.codec.read(text))
			.satisfies((ex) -> {
				assertThat(ex.kind()).isEqualTo(ManifestParseException.Kind.EMPTY);
				assertThat(ex.getMessage()).contains("empty").contains("instance_groups");
			});
	}

	static Stream<String> notLoadable() {
		return NOT_LOADABLE.stream().sorted();
	}

	@Test
	void everyKindOfFixtureIsCovered() {
		Fixtures.assumePresent();
		List<String> names = Fixtures.roleManifests();
		assertThat(names).contains("real/scf-2.17.1-role-manifest.yml", "real/scf-2.11.0-role-manifest.yml",
				"real/uaa-2.20.3-role-manifest.yml", "fissile/deployment-manifests/bosh-deployment.yml",
				"fissile/fissile-output-examples/colocated-example-role-manifest.yml",
				"fissile/test-opinions/opinions.yml", "fissile/role-manifests/model/tor-good.yml",
				"fissile/legacy-roles-format/role-manifests/model/tor-good.yml");
		assertThat(names).noneMatch((name) -> name.contains("colocated-example-kube/")
				|| name.contains("colocated-example-helm-chart/") || name.startsWith("fissile/releases/"));
		assertThat(names).hasSizeGreaterThan(150);
	}

	@Test
	void scf211DuplicateKeyKeepsTheLaterValueAndIsRecorded() {
		String text = Fixtures.text("real/scf-2.11.0-role-manifest.yml");
		RoleManifest manifest = this.codec.read(text);
		String key = "properties.routing_api.locket.api_location";
		DocPath path = DocPath.ROOT.key("configuration").key("templates").key(key);

		assertThat(manifest.document().duplicateKeys()).singleElement().satisfies((duplicate) -> {
			assertThat(duplicate.path()).isEqualTo(path);
			assertThat(duplicate.first()).isEqualTo(new SourcePosition(2824, 5));
			assertThat(duplicate.repeated()).isEqualTo(new SourcePosition(2829, 5));
		});
		// The later value wins, like fissile's decoder (and SnakeYAML): the unquoted one
		// of line 2829.
		assertThat(manifest.document().get(path)).isEqualTo("diego-locket.((KUBERNETES_NAMESPACE)):8891");
		assertThat(manifest.configuration().templates().get(key))
			.isEqualTo("diego-locket.((KUBERNETES_NAMESPACE)):8891");
		assertThat(manifest.document().positions().exact(path)).as("the first, lost, occurrence")
			.contains(new SourcePosition(2824, 5));
		// Written back once, with the value in effect.
		String exported = this.codec.write(manifest);
		assertThat(exported.split(key, -1)).hasSize(2);
	}

	@Test
	void realManifestsHaveTheirGroupsAndPods() {
		RoleManifest scf = this.codec.read(Fixtures.text("real/scf-2.17.1-role-manifest.yml"));
		assertThat(scf.era()).isEqualTo(FormatEra.V3_JOB_PROPERTIES);
		assertThat(scf.instanceGroups()).hasSizeGreaterThan(30);
		assertThat(scf.pods()).isNotEmpty();
		assertThat(scf.typeProblems()).isEmpty();
		RoleManifest legacy = this.codec.read(Fixtures.text("real/scf-2.11.0-role-manifest.yml"));
		assertThat(legacy.era()).isEqualTo(FormatEra.V1_ROLES);
		assertThat(legacy.instanceGroups()).hasSizeGreaterThan(20);
	}

	/**
	 * The era each fixture was written in: the legacy copies and SCF 2.11.0 use
	 * {@code roles:}, the rest v3.
	 */
	static FormatEra expectedEra(String fixture) {
		if (fixture.equals("fissile/legacy-roles-format/role-manifests/model/rbac-missing-role.yml")) {
			// No groups and no variables: nothing tells the era, so it is read as the
			// current one (the one rule
			// it triggers has the same message in both eras).
			return FormatEra.V3_JOB_PROPERTIES;
		}
		if (fixture.equals("fissile/role-manifests/app/tor-invalid-global-template-type.yml")) {
			// A current test asset that still has run settings on its groups and no
			// bosh_containerization: by
			// its content a v2 (fissile 7.0) manifest. fissile stops at its template-type
			// errors either way.
			return FormatEra.V2_INSTANCE_GROUPS;
		}
		if (fixture.startsWith("fissile/legacy-roles-format/") && !fixture.contains("/test-opinions/")) {
			return FormatEra.V1_ROLES;
		}
		if (fixture.equals("real/scf-2.11.0-role-manifest.yml")) {
			return FormatEra.V1_ROLES;
		}
		// fissile's current test assets, the deployment manifest, the worked example, SCF
		// 2.17.1 and UAA: v3.
		// Opinions files have no groups at all; a manifest without groups is read as the
		// current era.
		return FormatEra.V3_JOB_PROPERTIES;
	}

	static Object plainLoad(String text) {
		return new Yaml(new SafeConstructor(new LoaderOptions())).load(text);
	}

	/**
	 * Every map's keys in order, depth first, so that two trees with equal data can be
	 * compared on order too.
	 */
	static List<List<Object>> keyOrder(Object tree) {
		List<List<Object>> orders = new ArrayList<>();
		collectKeyOrder(tree, orders);
		return orders;
	}

	private static void collectKeyOrder(Object node, List<List<Object>> orders) {
		if (node instanceof Map<?, ?> map) {
			orders.add(new ArrayList<>(map.keySet()));
			map.values().forEach((value) -> collectKeyOrder(value, orders));
		}
		else if (node instanceof List<?> list) {
			list.forEach((item) -> collectKeyOrder(item, orders));
		}
	}

	/**
	 * The Java type of every scalar, depth first (equals() on data already tells "1.10"
	 * from 1.1).
	 */
	static List<String> scalarTypes(Object tree) {
		List<String> types = new ArrayList<>();
		collectTypes(tree, types);
		return types;
	}

	private static void collectTypes(Object node, List<String> types) {
		if (node instanceof Map<?, ?> map) {
			map.forEach((key, value) -> {
				types.add((key != null) ? key.getClass().getSimpleName() : "null");
				collectTypes(value, types);
			});
		}
		else if (node instanceof List<?> list) {
			list.forEach((item) -> collectTypes(item, types));
		}
		else {
			types.add((node != null) ? node.getClass().getSimpleName() : "null");
		}
	}

}
