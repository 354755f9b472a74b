package io.manifeststudio.system.cli;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import io.manifeststudio.export.helm.ChartArchives;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code export --helm/--kubernetes} run in-process: the files it writes, its messages
 * and exit codes.
 */
class ExportCommandTests {

	static final String VALID = """
			instance_groups:
			- name: web
			  jobs:
			  - name: tor
			    release: tor
			    properties:
			      bosh_containerization:
			        ports: [{name: http, protocol: TCP, internal: 8080}]
			        run: {memory: 256}
			""";

	@TempDir
	Path directory;

	private final ByteArrayOutputStream out = new ByteArrayOutputStream();

	private final ByteArrayOutputStream err = new ByteArrayOutputStream();

	private byte[] input = new byte[0];

	@Test
	void writesTheHelmChartAndTheKubernetesYaml() throws IOException {
		Files.writeString(this.directory.resolve("shop.yml"), VALID);
		int code = run("export", "--helm", "shop.tgz", "--kubernetes", "shop.yaml", "--kube-version", "1.27",
				"--organization", "acme", "shop.yml");
		assertThat(code).as(err()).isEqualTo(ExitCode.OK);
		Map<String, String> chart = ChartArchives.untar(Files.readAllBytes(this.directory.resolve("shop.tgz")));
		assertThat(chart).containsKeys("shop/Chart.yaml", "shop/values.yaml", "shop/templates/web.yaml");
		assertThat(chart.get("shop/values.yaml")).contains("organization: acme");
		assertThat(Files.readString(this.directory.resolve("shop.yaml"))).contains("kind: StatefulSet")
			.contains("image: acme/fissile-web:latest");
		assertThat(err()).contains("wrote shop.tgz").contains("wrote shop.yaml");
	}

	@Test
	void readsStandardInputAndNamesTheChart() throws IOException {
		this.input = VALID.getBytes(StandardCharsets.UTF_8);
		assertThat(run("export", "--helm", "out.tgz", "--name", "piped", "--sidecars", "native", "-"))
			.isEqualTo(ExitCode.OK);
		Map<String, String> chart = ChartArchives.untar(Files.readAllBytes(this.directory.resolve("out.tgz")));
		assertThat(chart.get("piped/Chart.yaml")).contains("kubeVersion: '>=1.29.0-0'");
	}

	@Test
	void aManifestWithErrorsIsNotExported() throws IOException {
		Files.writeString(this.directory.resolve("bad.yml"), VALID.replace("name: http", "name: HTTP_PORT"));
		assertThat(run("export", "--helm", "bad.tgz", "bad.yml")).isEqualTo(ExitCode.ERRORS);
		assertThat(out()).startsWith("bad.yml:").contains("error: ");
		assertThat(err()).contains("nothing was exported");
		assertThat(this.directory.resolve("bad.tgz")).doesNotExist();
	}

	@Test
	void unreadableFilesAreErrorsWithTheirPlace() throws IOException {
		Files.writeString(this.directory.resolve("broken.yml"), "instance_groups: [\n  - a: b\n  c");
		assertThat(run("export", "--helm", "x.tgz", "broken.yml")).isEqualTo(ExitCode.ERRORS);
		assertThat(out()).startsWith("broken.yml:");
		assertThat(run("export", "--helm", "x.tgz", "missing.yml")).isEqualTo(ExitCode.ERRORS);
		assertThat(out()).contains("missing.yml: error: no such file");
	}

	@Test
	void badCommandLinesAreUsageErrors() {
		assertThat(run("export", "x.yml")).isEqualTo(ExitCode.USAGE);
		assertThat(err()).contains("give --helm OUT.tgz, --kubernetes OUT.yaml or both");
		assertThat(run("export", "--helm", "x.tgz")).isEqualTo(ExitCode.USAGE);
		assertThat(run("export", "--helm")).isEqualTo(ExitCode.USAGE);
		assertThat(run("export", "--helmet", "x", "y.yml")).isEqualTo(ExitCode.USAGE);
		assertThat(run("export", "--helm", "x.tgz", "--kube-version", "new", "y.yml")).isEqualTo(ExitCode.USAGE);
		assertThat(run("export", "--helm", "x.tgz", "--sidecars", "maybe", "y.yml")).isEqualTo(ExitCode.USAGE);
	}

	@Test
	void helpShowsTheOptions() {
		assertThat(run("export", "--help")).isEqualTo(ExitCode.OK);
		assertThat(out()).contains("--helm OUT.tgz").contains("--sidecars");
	}

	private int run(String... args) {
		this.out.reset();
		this.err.reset();
		return CommandLine.standard()
			.run(args,
					new Console(new PrintStream(this.out, true, StandardCharsets.UTF_8),
							new PrintStream(this.err, true, StandardCharsets.UTF_8),
							new ByteArrayInputStream(this.input), this.directory));
	}

	private String out() {
		return this.out.toString(StandardCharsets.UTF_8);
	}

	private String err() {
		return this.err.toString(StandardCharsets.UTF_8);
	}

}
