package io.manifeststudio.system.cli;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import io.manifeststudio.export.helm.ChartArchives;
import io.manifeststudio.export.helm.FissileImageTagExportTests;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code export --kubernetes OUT.yaml [--kube-version V] [--pod NAME] FILE} run
 * in-process: one pod or all, sidecars per target version, warnings and refusals printed
 * as {@code validate} prints findings, nothing written on refusal.
 */
class ExportCommandKubernetesTests {

	/** A pod with an Envoy sidecar, and a task. */
	static final String SIDECAR = """
			instance_groups:
			- name: web
			  jobs:
			  - name: tor
			    release: tor
			    properties:
			      bosh_containerization:
			        colocated_containers: [envoy]
			        sidecars: [envoy]
			        ports: [{name: http, protocol: TCP, internal: 8080}]
			        run: {memory: 256}
			- name: envoy
			  type: colocated-container
			  image: envoyproxy/envoy:v1.30.1
			  jobs: [{name: envoy, release: envoy, properties: {bosh_containerization: {run: {memory: 128}, ports: [{name: proxy, protocol: TCP, internal: 15001}]}}}]
			- name: migrate
			  type: bosh-task
			  jobs: [{name: new_hostname, release: tor, properties: {bosh_containerization: {run: {memory: 64}}}}]
			""";

	@TempDir
	Path directory;

	private final ByteArrayOutputStream out = new ByteArrayOutputStream();

	private final ByteArrayOutputStream err = new ByteArrayOutputStream();

	@BeforeEach
	void manifests() throws IOException {
		Files.writeString(this.directory.resolve("shop.yml"), SIDECAR);
		Files.writeString(this.directory.resolve("bad.yml"),
				SIDECAR.replace("colocated_containers: [envoy]", "colocated_containers: [envoy, envyo]"));
	}

	@Test
	void fissilesImageTagFromTheReleasesOpinionsAndTheScriptsNextToTheManifest() throws IOException {
		// the manifest, releases and inputs of FissileImageTagExportTests, whose tag was
		// computed with sha1sum
		Files.writeString(this.directory.resolve("nats.yml"), FissileImageTagExportTests.MANIFEST_TEXT);
		Files.createDirectories(this.directory.resolve("scripts"));
		Files.writeString(this.directory.resolve("scripts/a.sh"), "echo a\n");
		Files.writeString(this.directory.resolve("scripts/b.sh"), "true\n");
		Files.write(this.directory.resolve("nats.tgz"), FissileImageTagExportTests
			.tarball(FissileImageTagExportTests.NATS_RELEASE_MF, "nats", FissileImageTagExportTests.NATS_JOB_MF));
		Files.write(this.directory.resolve("bpm.tgz"), FissileImageTagExportTests
			.tarball(FissileImageTagExportTests.BPM_RELEASE_MF, "bpm", FissileImageTagExportTests.BPM_JOB_MF));
		Files.writeString(this.directory.resolve("light.yml"), "properties:\n  nats:\n    user: admin\n");
		Files.writeString(this.directory.resolve("dark.yml"), "properties:\n  nats:\n    password: secret\n");
		String[] inputs = { "--release", "nats.tgz", "--release", "bpm.tgz", "--organization", "myorg",
				"--light-opinions", "light.yml", "--dark-opinions", "dark.yml" };
		List<String> args = new ArrayList<>(List.of("export", "--kubernetes", "nats.yaml"));
		args.addAll(List.of(inputs));
		args.addAll(List.of("--fissile-version", "7.0.0+224.gb8e8e6af", "nats.yml"));
		assertThat(run(args.toArray(String[]::new))).as(err()).isEqualTo(ExitCode.OK);
		String image = "myorg/fissile-nats:" + FissileImageTagExportTests.TAG;
		assertThat(Files.readString(this.directory.resolve("nats.yaml"))).contains("image: " + image);
		assertThat(err()).contains("export: nats pulls " + image + "\n");
		// without the fissile version the image is unresolved, and says so
		args = new ArrayList<>(List.of("export", "--kubernetes", "nats.yaml"));
		args.addAll(List.of(inputs));
		args.add("nats.yml");
		assertThat(run(args.toArray(String[]::new))).as(err()).isEqualTo(ExitCode.OK);
		assertThat(err()).contains("export: nats pulls myorg/fissile-nats:latest (unresolved: the fissile version"
				+ " string is not set)");
	}

	@Test
	void anOlderFissileBuildsTagFromItsVersionString() throws IOException {
		// FissileImageTagExportTests.anOlderFissileBuildsTagIsInTheChartAndItsVersion
		// computed this tag with sha1sum for b7566f71's formula
		Files.writeString(this.directory.resolve("nats.yml"), FissileImageTagExportTests.MANIFEST_TEXT);
		Files.createDirectories(this.directory.resolve("scripts"));
		Files.writeString(this.directory.resolve("scripts/a.sh"), "echo a\n");
		Files.writeString(this.directory.resolve("scripts/b.sh"), "true\n");
		Files.write(this.directory.resolve("nats.tgz"), FissileImageTagExportTests
			.tarball(FissileImageTagExportTests.NATS_RELEASE_MF, "nats", FissileImageTagExportTests.NATS_JOB_MF));
		Files.write(this.directory.resolve("bpm.tgz"), FissileImageTagExportTests
			.tarball(FissileImageTagExportTests.BPM_RELEASE_MF, "bpm", FissileImageTagExportTests.BPM_JOB_MF));
		Files.writeString(this.directory.resolve("light.yml"), "properties:\n  nats:\n    user: admin\n");
		Files.writeString(this.directory.resolve("dark.yml"), "properties:\n  nats:\n    password: secret\n");
		assertThat(run("export", "--helm", "chart.tgz", "--release", "nats.tgz", "--release", "bpm.tgz",
				"--organization", "myorg", "--light-opinions", "light.yml", "--dark-opinions", "dark.yml",
				"--fissile-version", "fissile-5.0.0+127.gb7566f71", "nats.yml"))
			.as(err())
			.isEqualTo(ExitCode.OK);
		String tag = "52840d4ce0220d4a9b1053f7eabf1b922c5faaaf";
		assertThat(err()).contains("export: nats pulls myorg/fissile-nats:" + tag + "\n");
		Map<String, String> chart = ChartArchives.untar(Files.readAllBytes(this.directory.resolve("chart.tgz")));
		assertThat(chart.get("nats/templates/nats.yaml")).contains("\"image\" : \"fissile-nats:" + tag + "\"");
		// the derived tags' fingerprint (printf 'nats <tag>\n' | sha256sum) is in the
		// version
		assertThat(chart.get("nats/Chart.yaml")).containsPattern("version: 0\\.1\\.0\\+[0-9a-f]{12}-76818448ed15\n");
		// a build of ed77ee52 to b7566f71 hashed the scripts' paths on its machine
		assertThat(run("export", "--helm", "chart.tgz", "--release", "nats.tgz", "--release", "bpm.tgz",
				"--organization", "myorg", "--light-opinions", "light.yml", "--dark-opinions", "dark.yml",
				"--fissile-version", "fissile-5.0.0+41.g442ce3c1", "nats.yml"))
			.as(err())
			.isEqualTo(ExitCode.OK);
		assertThat(err()).contains("export: nats pulls myorg/fissile-nats:latest (unresolved: fissile"
				+ " fissile-5.0.0+41.g442ce3c1 (before b7566f71) hashed script scripts/a.sh by its path");
	}

	@Test
	void onePodByNameForTheChosenVersion() throws IOException {
		int code = run("export", "--kubernetes", "migrate.yaml", "--pod", "migrate", "--kube-version", "1.30",
				"shop.yml");

		assertThat(code).as(err()).isEqualTo(ExitCode.OK);
		List<Map<String, Object>> documents = documents("migrate.yaml");
		assertThat(documents).extracting((document) -> document.get("kind")).containsExactly("Secret", "Secret", "Job");
		assertThat(documents.get(2).get("metadata")).asString().contains("name=migrate");
		assertThat(err()).contains("wrote migrate.yaml");
	}

	@Test
	@SuppressWarnings("unchecked")
	void theSidecarIsNativeFor133AndTheFallbackFor127WithItsWarningPrintedAsValidateDoes() throws IOException {
		assertThat(run("export", "--kubernetes", "new.yaml", "--pod", "web", "shop.yml")).isEqualTo(ExitCode.OK);
		assertThat(podSpec(documents("new.yaml"))).containsKey("initContainers");
		assertThat(sidecarWarnings()).isEmpty();

		assertThat(run("export", "--kubernetes", "old.yaml", "--pod", "web", "--kube-version", "1.27", "shop.yml"))
			.isEqualTo(ExitCode.OK);
		Map<String, Object> old = podSpec(documents("old.yaml"));
		assertThat(old).doesNotContainKey("initContainers");
		assertThat((List<Map<String, Object>>) old.get("containers")).extracting((container) -> container.get("name"))
			.containsExactly("envoy", "web");
		assertThat(sidecarWarnings()).isNotEmpty()
			.allSatisfy((line) -> assertThat(line).matches("shop\\.yml:\\d+:\\d+: warning: .+"));
	}

	/**
	 * What the command printed, but for the warning that no BOSH releases were given (it
	 * is printed for every file).
	 */
	private List<String> sidecarWarnings() {
		return out().lines().filter((line) -> !line.contains("needs the BOSH releases")).toList();
	}

	@Test
	void aManifestWithErrorsPrintsWhatValidatePrintsAndWritesNothing() throws IOException {
		assertThat(run("validate", "--quiet", "bad.yml")).isEqualTo(ExitCode.ERRORS);
		String validated = out();
		assertThat(validated).contains("bad.yml:").contains("error: ").contains("\"envyo\"");

		int code = run("export", "--kubernetes", "bad.yaml", "--helm", "bad.tgz", "--pod", "web", "bad.yml");

		assertThat(code).isEqualTo(ExitCode.ERRORS);
		assertThat(out()).isEqualTo(validated);
		assertThat(err()).contains("nothing was exported");
		assertThat(this.directory.resolve("bad.yaml")).doesNotExist();
		assertThat(this.directory.resolve("bad.tgz")).doesNotExist();
	}

	@Test
	void anUnknownPodIsAUsageErrorThatNamesThePodsAndWritesNothing() {
		assertThat(run("export", "--kubernetes", "x.yaml", "--helm", "x.tgz", "--pod", "nope", "shop.yml"))
			.isEqualTo(ExitCode.USAGE);
		assertThat(err()).contains("There is no pod \"nope\"; the pods of this manifest are: web, migrate");
		assertThat(this.directory.resolve("x.yaml")).doesNotExist();
		assertThat(this.directory.resolve("x.tgz")).doesNotExist();

		assertThat(run("export", "--kubernetes", "x.yaml", "--pod", "envoy", "shop.yml")).isEqualTo(ExitCode.USAGE);
		assertThat(err()).contains("\"envoy\" is a colocated container").contains("the pod(s) web");
	}

	@Test
	@SuppressWarnings("unchecked")
	void generationAndSecretsChooseTheRulesAndWhetherGeneratedSecretsAreFilled() throws IOException {
		Files.writeString(this.directory.resolve("secret.yml"), SIDECAR + """
				configuration:
				  templates:
				    properties.tor.password: ((ADMIN_PASSWORD))
				variables:
				- name: ADMIN_PASSWORD
				  type: password
				  options: {secret: true, description: The admin's password.}
				""");
		assertThat(run("export", "--kubernetes", "filled.yaml", "--pod", "web", "--generation", "fissile-7-final",
				"secret.yml"))
			.as(err())
			.isEqualTo(ExitCode.OK);
		Map<String, Object> data = (Map<String, Object>) documents("filled.yaml").get(1).get("data");
		assertThat(new String(java.util.Base64.getDecoder().decode((String) data.get("admin-password")),
				StandardCharsets.US_ASCII))
			.matches("[A-Za-z0-9]{64}");

		assertThat(run("export", "--kubernetes", "empty.yaml", "--pod", "web", "--secrets", "empty", "secret.yml"))
			.isEqualTo(ExitCode.OK);
		assertThat(documents("empty.yaml").get(1).get("data")).isEqualTo(Map.of("admin-password", ""));

		// fissile-5 reads the v1 format (roles:), not instance_groups: one error line,
		// nothing written
		assertThat(run("export", "--kubernetes", "v1.yaml", "--generation", "fissile-5", "secret.yml"))
			.isEqualTo(ExitCode.ERRORS);
		assertThat(out()).startsWith("secret.yml:").contains("error: ").contains("fissile-5");
		assertThat(this.directory.resolve("v1.yaml")).doesNotExist();

		assertThat(run("export", "--kubernetes", "x.yaml", "--generation", "fissile-99", "secret.yml"))
			.isEqualTo(ExitCode.USAGE);
		assertThat(err()).contains("\"fissile-99\" is not a fissile generation");
		assertThat(run("export", "--kubernetes", "x.yaml", "--secrets", "random", "secret.yml"))
			.isEqualTo(ExitCode.USAGE);
		assertThat(err()).contains("--secrets must be generate or empty");
	}

	@Test
	void podNeedsTheKubernetesExport() {
		assertThat(run("export", "--helm", "x.tgz", "--pod", "web", "shop.yml")).isEqualTo(ExitCode.USAGE);
		assertThat(err()).contains("--pod chooses the pod of --kubernetes OUT.yaml");
		assertThat(run("export", "--help")).isEqualTo(ExitCode.OK);
		assertThat(out()).contains("--pod NAME");
	}

	private int run(String... args) {
		this.out.reset();
		this.err.reset();
		return CommandLine.standard()
			.run(args,
					new Console(new PrintStream(this.out, true, StandardCharsets.UTF_8),
							new PrintStream(this.err, true, StandardCharsets.UTF_8),
							new ByteArrayInputStream(new byte[0]), this.directory));
	}

	@SuppressWarnings("unchecked")
	private List<Map<String, Object>> documents(String file) throws IOException {
		List<Map<String, Object>> documents = new ArrayList<>();
		for (Object document : new Yaml(new SafeConstructor(new LoaderOptions()))
			.loadAll(Files.readString(this.directory.resolve(file)))) {
			if (document != null) {
				documents.add((Map<String, Object>) document);
			}
		}
		return documents;
	}

	@SuppressWarnings("unchecked")
	private static Map<String, Object> podSpec(List<Map<String, Object>> documents) {
		Map<String, Object> workload = documents.stream()
			.filter((document) -> "StatefulSet".equals(document.get("kind")))
			.findFirst()
			.orElseThrow();
		Map<String, Object> template = (Map<String, Object>) ((Map<String, Object>) workload.get("spec"))
			.get("template");
		return (Map<String, Object>) template.get("spec");
	}

	private String out() {
		return this.out.toString(StandardCharsets.UTF_8);
	}

	private String err() {
		return this.err.toString(StandardCharsets.UTF_8);
	}

}
