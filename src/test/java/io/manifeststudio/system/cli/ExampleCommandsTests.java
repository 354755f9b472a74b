package io.manifeststudio.system.cli;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code validate --example NAME} and {@code export --example NAME}: the first-run
 * examples on the command line.
 */
class ExampleCommandsTests {

	@TempDir
	Path directory;

	private final ByteArrayOutputStream out = new ByteArrayOutputStream();

	private final ByteArrayOutputStream err = new ByteArrayOutputStream();

	@Test
	void validatesAnExampleWithoutErrors() {
		assertThat(run("validate", "--example", "chat-platform")).isEqualTo(ExitCode.OK);
		assertThat(this.out.toString(StandardCharsets.UTF_8)).doesNotContain("error:");
		assertThat(this.err.toString(StandardCharsets.UTF_8)).startsWith("1 file: 0 errors");
	}

	@Test
	void exportsAnExampleAsAChartNamedAfterIt() throws IOException {
		assertThat(run("export", "--example", "pods-and-sidecars", "--helm", "chart.tgz", "--kubernetes", "pods.yaml"))
			.as(this.err.toString(StandardCharsets.UTF_8))
			.isEqualTo(ExitCode.OK);
		assertThat(Files.size(this.directory.resolve("chart.tgz"))).isPositive();
		assertThat(Files.readString(this.directory.resolve("pods.yaml"))).contains("name: storefront")
			.contains("restartPolicy: Always");
	}

	@Test
	void anUnknownExampleSaysWhichThereAre() {
		assertThat(run("validate", "--example", "nope")).isEqualTo(ExitCode.ERRORS);
		assertThat(this.out.toString(StandardCharsets.UTF_8)).contains(
				"example:nope: error: there is no such example; the examples are pods-and-sidecars, chat-platform");
	}

	private int run(String... args) {
		return CommandLine.standard()
			.run(args,
					new Console(new PrintStream(this.out, true, StandardCharsets.UTF_8),
							new PrintStream(this.err, true, StandardCharsets.UTF_8),
							new ByteArrayInputStream(new byte[0]), this.directory));
	}

}
