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
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import io.manifeststudio.ManifestStudioApplication;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The dispatcher: which arguments are commands, help, unknown commands, and the real main
 * in its own JVM.
 */
class CommandLineTests {

	private final ByteArrayOutputStream out = new ByteArrayOutputStream();

	private final ByteArrayOutputStream err = new ByteArrayOutputStream();

	@Test
	void commandsAndHelpAreHandledSpringOptionsStartTheApplication() {
		CommandLine commandLine = CommandLine.standard();
		assertThat(commandLine.handles(new String[] { "validate", "x.yml" })).isTrue();
		assertThat(commandLine.handles(new String[] { "--help" })).isTrue();
		assertThat(commandLine.handles(new String[] { "valdate" })).as("a typo is answered, not served").isTrue();
		assertThat(commandLine.handles(new String[0])).isFalse();
		assertThat(commandLine.handles(new String[] { "--server.port=9090" })).isFalse();
		assertThat(commandLine.commands()).containsOnlyKeys("validate", "export");
	}

	@Test
	void helpListsTheCommands() {
		assertThat(run("--help")).isEqualTo(ExitCode.OK);
		assertThat(out()).startsWith("Usage: java -jar manifest-studio.jar <command>").contains("  validate ");
		assertThat(run("help", "validate")).isEqualTo(ExitCode.OK);
		assertThat(out()).startsWith("Usage: java -jar manifest-studio.jar validate");
	}

	@Test
	void anUnknownCommandIsAUsageError() {
		assertThat(run("valdate", "x.yml")).isEqualTo(ExitCode.USAGE);
		assertThat(err()).startsWith("manifest-studio: unknown command 'valdate'").contains("Commands:");
		assertThat(out()).isEmpty();
	}

	@Test
	void aNewCommandPlugsIn() {
		Command hello = new Command() {
			@Override
			public String name() {
				return "export";
			}

			@Override
			public String summary() {
				return "write a chart";
			}

			@Override
			public String help() {
				return "Usage: export\n";
			}

			@Override
			public int run(List<String> arguments, Console console) {
				console.out().println("export " + arguments);
				return arguments.isEmpty() ? ExitCode.USAGE : ExitCode.OK;
			}
		};
		CommandLine commandLine = new CommandLine(List.of(new ValidateCommand(), hello));
		assertThat(commandLine.run(new String[] { "export", "--helm", "out.tgz", "m.yml" }, console()))
			.isEqualTo(ExitCode.OK);
		assertThat(out()).isEqualTo("export [--helm, out.tgz, m.yml]\n");
		assertThat(commandLine.usage()).contains("  export     write a chart");
	}

	/**
	 * The real main, in its own JVM on the test classpath: it validates and exits without
	 * starting Spring.
	 */
	@Test
	void mainRunsTheCommandWithoutStartingSpring(@TempDir Path directory) throws Exception {
		Path good = directory.resolve("good.yml");
		Files.writeString(good, """
				instance_groups:
				- name: main
				  jobs:
				  - name: tor
				    release: tor
				    properties:
				      bosh_containerization:
				        run: {memory: 128}
				""");
		Path broken = directory.resolve("broken.yml");
		Files.writeString(broken, "instance_groups: [\n");

		Process process = java("validate", good.toString());
		assertThat(process.waitFor(60, TimeUnit.SECONDS)).isTrue();
		String stdout = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
		String stderr = new String(process.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
		assertThat(stderr).startsWith("1 file: 0 errors").doesNotContain("Spring").doesNotContain("Tomcat");
		assertThat(stdout).doesNotContain("Spring").doesNotContain(":: Spring Boot ::");
		assertThat(process.exitValue()).isEqualTo(ExitCode.OK);

		process = java("validate", broken.toString());
		assertThat(process.waitFor(60, TimeUnit.SECONDS)).isTrue();
		stdout = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
		assertThat(stdout).startsWith(broken + ":2:1: error: ");
		assertThat(process.exitValue()).isEqualTo(ExitCode.ERRORS);
	}

	private static Process java(String... args) throws IOException {
		List<String> command = new ArrayList<>();
		command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
		command.add("-cp");
		command.add(System.getProperty("java.class.path"));
		command.add(ManifestStudioApplication.class.getName());
		command.addAll(List.of(args));
		return new ProcessBuilder(command).redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")))
			.start();
	}

	private int run(String... args) {
		this.out.reset();
		this.err.reset();
		return CommandLine.standard().run(args, console());
	}

	private Console console() {
		return new Console(new PrintStream(this.out, true, StandardCharsets.UTF_8),
				new PrintStream(this.err, true, StandardCharsets.UTF_8), new ByteArrayInputStream(new byte[0]),
				Path.of(""));
	}

	private String out() {
		return this.out.toString(StandardCharsets.UTF_8);
	}

	private String err() {
		return this.err.toString(StandardCharsets.UTF_8);
	}

}
