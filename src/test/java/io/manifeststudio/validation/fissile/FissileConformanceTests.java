package io.manifeststudio.validation.fissile;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import io.manifeststudio.manifest.model.ManifestCodec;
import io.manifeststudio.manifest.model.RoleManifest;
import io.manifeststudio.release.BoshRelease;
import io.manifeststudio.release.ReleaseReader;
import io.manifeststudio.validation.Finding;
import io.manifeststudio.validation.ManifestValidator;
import io.manifeststudio.validation.RuleFamily;
import io.manifeststudio.validation.ValidationRule;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Conformance with fissile: for every test manifest of fissile (current and legacy
 * format), our FISSILE-family errors of fissile's first failing phase equal what fissile
 * prints (sorted lists). Current-format expectations come from
 * {@code expected-validate.json} ({@code lines} minus
 * {@code lines_needing_releases_or_scripts}, and minus the {@code fissile validate} lines
 * that need the releases or the opinions files, listed below); legacy expectations are
 * transcribed from EXPECTED.md section L.
 */
class FissileConformanceTests {

	private static final Path FIXTURES = Path.of("../shared/fixtures/fissile");

	private static final ManifestValidator VALIDATOR = ManifestValidator.of(List.of(new FissileRules()));

	private static final Map<String, ValidationRule> RULES = new HashMap<>();

	static {
		VALIDATOR.rules().forEach((rule) -> RULES.put(rule.id(), rule));
	}

	/**
	 * Lines of {@code fissile validate} (L2) that need what a manifest alone does not
	 * give: V2, V3 and V8 need the releases' job specs ("In any used BOSH job"), V4 to V7
	 * and V11 need the opinions files. Their cases are compared on the remaining lines.
	 */
	private static boolean needsReleasesOrOpinions(String line) {
		return line.contains("In any used BOSH job") || line.contains("opinion")
				|| line.contains("Role-manifest duplicates") || line.contains("Role-manifest overrides");
	}

	/** Cases left out entirely, with the reason. */
	private static final Map<String, String> LEFT_OUT = Map.of("legacy:model/tor-bad.yml",
			"needs the releases: the job lookup (rule 40) fails", "legacy:model/multiple-bad.yml",
			"needs the releases: release lookup (rule 39)", "legacy:app/tor-validation-issues.yml",
			"L2 opinion checks need the opinions files and releases", "legacy:app/hashmat.yml",
			"L2 opinion checks need the opinions files and releases", "model/multiple-bad.yml",
			"needs the releases: release lookup (rule 39) fails in phase P2, so fissile"
					+ " never reaches the script check of P3 that we report");

	/**
	 * Legacy expectations, transcribed from EXPECTED.md section L ("contains" cases
	 * marked).
	 */
	private static final Map<String, Legacy> LEGACY = new HashMap<>();

	record Legacy(List<String> lines, boolean containsOnly) {
	}

	private static void legacy(String file, String... lines) {
		LEGACY.put(file, new Legacy(List.of(lines), false));
	}

	private static void legacyContains(String file, String... lines) {
		LEGACY.put(file, new Legacy(List.of(lines), true));
	}

	static {
		legacy("model/variables-without-usage.yml",
				"configuration.variables: Not found: \"No templates using 'SOME_VAR'\"");
		legacy("model/variables-without-decl.yml", "configuration.variables: Not found: \"No declaration of 'HOME'\"");
		legacy("model/templates-non.yml",
				"configuration.templates: Invalid value: \"\": Using 'properties.tor.hostname' as a constant");
		legacyContains("model/variables-badly-sorted.yml",
				"configuration.variables: Invalid value: \"FOO\": Does not sort before 'BAR'",
				"configuration.variables: Invalid value: \"PELERINUL\": Does not sort before 'ALPHA'",
				"configuration.variables: Invalid value: \"PELERINUL\": Appears more than once");
		legacyContains("model/variables-with-dup-prev-names.yml",
				"configuration.variables: Invalid value: \"FOO\": Previous name 'BAR' also exist as a new variable",
				"configuration.variables: Invalid value: \"FOO\": Previous name 'BAZ' also claimed by 'QUX'",
				"configuration.variables: Invalid value: \"QUX\": Previous name 'BAZ' also claimed by 'FOO'");
		legacy("model/bad-cv-type.yml",
				"configuration.variables[BAR].type: Invalid value: \"bogus\": Expected one of user, or environment");
		legacy("model/bad-cv-type-internal.yml",
				"configuration.variables[BAR].type: Invalid value: \"environment\": type conflicts with flag \"internal\"");
		legacy("model/docker-run-env.yml",
				"roles[dockerrole].run.env: Not found: \"No variable declaration of 'UNKNOWN'\"");
		legacy("model/rbac-missing-account.yml", "roles[myrole].run.service-account: Not found: \"missing-account\"");
		legacy("model/rbac-missing-role.yml",
				"configuration.auth.accounts[test-account].roles: Not found: \"missing-role\"");
		legacy("model/bosh-run-missing.yml", "roles[myrole].run: Required value");
		legacy("model/bosh-run-bad-proto.yml",
				"roles[myrole].run.exposed-ports[https].protocol: Unsupported value: \"AA\": supported values: TCP, UDP");
		legacy("model/bosh-run-bad-port-names.yml",
				"roles[myrole].run.exposed-ports[a--b].name: Invalid value: \"a--b\": port names must be lowercase words separated by hyphens",
				"roles[myrole].run.exposed-ports[abcd-efgh-ijkl-x].name: Invalid value: \"abcd-efgh-ijkl-x\": port name must be no more than 15 characters",
				"roles[myrole].run.exposed-ports[abcdefghij].name: Invalid value: \"abcdefghij\": user configurable port name must be no more than 9 characters");
		legacy("model/bosh-run-bad-port-count.yml",
				"roles[myrole].run.exposed-ports[http].count: Invalid value: 2: count doesn't match port range 80-82");
		legacy("model/bosh-run-bad-ports.yml",
				"roles[myrole].run.exposed-ports[https].internal: Invalid value: \"-1\": invalid syntax",
				"roles[myrole].run.exposed-ports[https].external: Invalid value: 0: must be between 1 and 65535, inclusive");
		legacy("model/bosh-run-missing-portrange.yml",
				"roles[myrole].run.exposed-ports[https].internal: Invalid value: \"\": invalid syntax");
		legacy("model/bosh-run-reverse-portrange.yml",
				"roles[myrole].run.exposed-ports[https].internal: Invalid value: \"5678-123\": last port can't be lower than first port");
		legacy("model/bosh-run-bad-parse.yml",
				"roles[myrole].run.exposed-ports[https].internal: Invalid value: \"qq\": invalid syntax",
				"roles[myrole].run.exposed-ports[https].external: Invalid value: \"aa\": invalid syntax");
		legacy("model/bosh-run-bad-memory.yml",
				"roles[myrole].run.memory: Invalid value: -10: must be greater than or equal to 0");
		legacy("model/bosh-run-bad-cpu.yml",
				"roles[myrole].run.virtual-cpus: Invalid value: -2: must be greater than or equal to 0");
		legacy("model/bosh-run-env.yml", "roles[xrole].run.env: Forbidden: Non-docker role declares bogus parameters");
		legacy("model/colocated-containers-with-missing-role.yml",
				"roles[main-role].colocated_containers[0]: Invalid value: \"to-be-colocated-typo\": There is no such role defined");
		// The two link lines before it need the releases (rule 46).
		legacy("model/colocated-containers-with-unused-role.yml",
				"role[orphaned]: Not found: \"role is of type colocated container, but is not used by any other role as such\"");
		legacy("model/colocated-containers-with-port-collision.yml",
				"role[main-role]: Invalid value: \"TCP/10443\": port collision, the same protocol/port is used by: main-role, to-be-colocated",
				"role[main-role]: Invalid value: \"TCP/80\": port collision, the same protocol/port is used by: main-role, to-be-colocated");
		legacy("model/colocated-containers-with-clustered-tag.yml",
				"roles[to-be-colocated].tags[0]: Invalid value: \"headless\": headless tag is only supported in [bosh, docker] roles, not colocated-container");
		legacy("model/colocated-containers-with-volume-share-issues.yml",
				"role[to-be-colocated]: Invalid value: \"/mnt/foobAr\": colocated role specifies a shared volume with tag mount-share, which path does not match the path of the main role shared volume with the same tag",
				"role[main-role]: Required value: container must use shared volumes of the main role: vcap-logs",
				"role[main-role]: Required value: container must use shared volumes of the main role: vcap-store");
	}

	static Stream<Arguments> currentFormat() throws IOException {
		Path json = FIXTURES.resolve("expected-validate.json");
		Assumptions.assumeTrue(Files.isRegularFile(json), "fixtures not found at " + FIXTURES.toAbsolutePath());
		JsonNode expected = JsonMapper.builder().build().readTree(Files.readString(json));
		List<Arguments> cases = new ArrayList<>();
		try (Stream<Path> files = Files.walk(FIXTURES.resolve("role-manifests"))) {
			for (Path file : files.filter(FissileConformanceTests::isManifest).sorted().toList()) {
				String name = FIXTURES.resolve("role-manifests").relativize(file).toString();
				JsonNode entry = expected.get(name);
				if (entry == null || LEFT_OUT.containsKey(name)) {
					continue; // model/online-release-references.yml: needs the network,
								// not in the expectations
				}
				List<String> needing = strings(entry.get("lines_needing_releases_or_scripts"));
				List<String> lines = new ArrayList<>();
				for (String line : strings(entry.get("lines"))) {
					if (!needing.contains(line) && !needsReleasesOrOpinions(line)) {
						lines.add(line);
					}
				}
				cases.add(Arguments.of(name, file, lines, false));
			}
		}
		return cases.stream();
	}

	/**
	 * fissile's own runs, with its fixture releases (tor and ntp) loaded: every line of
	 * {@code expected-validate.json} but those that need the scripts folder ("script not
	 * found") or the opinions files, and no case left out.
	 */
	static Stream<Arguments> currentFormatWithReleases() throws IOException {
		Path json = FIXTURES.resolve("expected-validate.json");
		Assumptions.assumeTrue(Files.isRegularFile(json), "fixtures not found at " + FIXTURES.toAbsolutePath());
		JsonNode expected = JsonMapper.builder().build().readTree(Files.readString(json));
		List<Arguments> cases = new ArrayList<>();
		try (Stream<Path> files = Files.walk(FIXTURES.resolve("role-manifests"))) {
			for (Path file : files.filter(FissileConformanceTests::isManifest).sorted().toList()) {
				String name = FIXTURES.resolve("role-manifests").relativize(file).toString();
				JsonNode entry = expected.get(name);
				if (entry == null) {
					continue; // model/online-release-references.yml: needs the network,
								// not in the expectations
				}
				List<String> lines = new ArrayList<>();
				for (String line : strings(entry.get("lines"))) {
					if (!line.endsWith(": script not found") && !needsReleasesOrOpinions(line)) {
						lines.add(line);
					}
				}
				cases.add(Arguments.of(name, file, lines, false));
			}
		}
		return cases.stream();
	}

	/**
	 * Legacy cases with the releases: those left out above for want of them, and the link
	 * lines held back.
	 */
	static Stream<Arguments> legacyFormatWithReleases() {
		Assumptions.assumeTrue(Files.isDirectory(FIXTURES.resolve("releases")), "fixture releases not found");
		Path folder = FIXTURES.resolve("legacy-roles-format/role-manifests");
		return Stream.of(Arguments.of("model/tor-bad.yml", folder.resolve("model/tor-bad.yml"),
				List.of("roles[foorole].jobs[foo]: Invalid value: \"tor\": Cannot find job foo in release"), true),
				Arguments.of("model/multiple-bad.yml", folder.resolve("model/multiple-bad.yml"),
						List.of("roles[foorole].jobs[ntpd]: Invalid value: \"foo\": Referenced release is not loaded"),
						true),
				Arguments.of("model/colocated-containers-with-unused-role.yml",
						folder.resolve("model/colocated-containers-with-unused-role.yml"),
						List.of("role[to-be-colocated].job[ntpd].consumes[ntp-server]: Required value: failed to"
								+ " resolve provider ntp-server (type ntpd)",
								"role[orphaned].job[ntpd].consumes[ntp-server]: Required value: failed to resolve"
										+ " provider ntp-server (type ntpd)",
								"role[orphaned]: Not found: \"role is of type colocated container, but is not used by"
										+ " any other role as such\""),
						false));
	}

	static List<BoshRelease> fixtureReleases() {
		Path releases = FIXTURES.resolve("releases");
		Assumptions.assumeTrue(Files.isDirectory(releases), "fixture releases not found at " + releases);
		ReleaseReader reader = new ReleaseReader();
		return List.of(reader.readFolder(releases.resolve("tor")), reader.readFolder(releases.resolve("ntp")));
	}

	@ParameterizedTest(name = "{0} with releases")
	@MethodSource("currentFormatWithReleases")
	void currentFormatWithReleasesMatchesFissile(String name, Path file, List<String> expected, boolean containsOnly)
			throws IOException {
		assertFirstPhase(file, expected, containsOnly, fixtureReleases());
	}

	@ParameterizedTest(name = "legacy {0} with releases")
	@MethodSource("legacyFormatWithReleases")
	void legacyFormatWithReleasesMatchesFissile(String name, Path file, List<String> expected, boolean containsOnly)
			throws IOException {
		assertFirstPhase(file, expected, containsOnly, fixtureReleases());
	}

	static Stream<Arguments> legacyFormat() throws IOException {
		Path folder = FIXTURES.resolve("legacy-roles-format/role-manifests");
		Assumptions.assumeTrue(Files.isDirectory(folder), "fixtures not found at " + folder.toAbsolutePath());
		List<Arguments> cases = new ArrayList<>();
		try (Stream<Path> files = Files.walk(folder)) {
			for (Path file : files.filter(FissileConformanceTests::isManifest).sorted().toList()) {
				String name = folder.relativize(file).toString();
				if (LEFT_OUT.containsKey("legacy:" + name)) {
					continue;
				}
				Legacy expected = LEGACY.getOrDefault(name, new Legacy(List.of(), false));
				cases.add(Arguments.of(name, file, expected.lines(), expected.containsOnly()));
			}
		}
		return cases.stream();
	}

	@ParameterizedTest(name = "{0}")
	@MethodSource("currentFormat")
	void currentFormatMatchesFissile(String name, Path file, List<String> expected, boolean containsOnly)
			throws IOException {
		assertFirstPhase(file, expected, containsOnly);
	}

	@ParameterizedTest(name = "legacy {0}")
	@MethodSource("legacyFormat")
	void legacyFormatMatchesFissile(String name, Path file, List<String> expected, boolean containsOnly)
			throws IOException {
		assertFirstPhase(file, expected, containsOnly);
	}

	static Stream<Path> realManifests() throws IOException {
		Path folder = FIXTURES.resolveSibling("real");
		Assumptions.assumeTrue(Files.isDirectory(folder), "fixtures not found at " + folder.toAbsolutePath());
		try (Stream<Path> files = Files.list(folder)) {
			return files.filter(FissileConformanceTests::isManifest).sorted().toList().stream();
		}
	}

	@ParameterizedTest(name = "{0}")
	@MethodSource("realManifests")
	void realManifestsLoadInFissile(Path file) throws IOException {
		RoleManifest manifest = new ManifestCodec().read(Files.readString(file));
		List<String> loaderErrors = VALIDATOR.validate(manifest)
			.of(RuleFamily.FISSILE)
			.stream()
			.filter((finding) -> finding.isError() && RULES.get(finding.rule()).phase(manifest.era()) < Phase.VALIDATE)
			.map(Finding::message)
			.toList();
		assertThat(loaderErrors).isEmpty();
	}

	private static void assertFirstPhase(Path file, List<String> expected, boolean containsOnly) throws IOException {
		assertFirstPhase(file, expected, containsOnly, List.of());
	}

	private static void assertFirstPhase(Path file, List<String> expected, boolean containsOnly,
			List<BoshRelease> releases) throws IOException {
		RoleManifest manifest = new ManifestCodec().read(Files.readString(file));
		List<Finding> errors = VALIDATOR.validate(manifest, releases)
			.of(RuleFamily.FISSILE)
			.stream()
			.filter(Finding::isError)
			.toList();
		int first = errors.stream()
			.mapToInt((finding) -> RULES.get(finding.rule()).phase(manifest.era()))
			.min()
			.orElse(-1);
		List<String> actual = errors.stream()
			.filter((finding) -> RULES.get(finding.rule()).phase(manifest.era()) == first)
			.map(Finding::message)
			.sorted()
			.toList();
		if (containsOnly) {
			assertThat(actual).containsAll(expected);
		}
		else {
			assertThat(actual).isEqualTo(expected.stream().sorted().toList());
		}
	}

	private static boolean isManifest(Path file) {
		String name = file.getFileName().toString();
		return Files.isRegularFile(file) && (name.endsWith(".yml") || name.endsWith(".yaml"));
	}

	private static List<String> strings(JsonNode array) {
		List<String> strings = new ArrayList<>();
		if (array != null) {
			array.forEach((node) -> strings.add(node.asString()));
		}
		return strings;
	}

}
